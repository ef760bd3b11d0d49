/**
 * The stay and reporting calculator: from the date of entry, how a visitor
 * entered and their nationality, the dates that matter, each with the rules it
 * rests on. Rules and nationality lists are dated records in content/visa-rules/;
 * this reads them. Words are not here either: each date and note carries the id
 * of its wording (content/visa-rules/stay-texts.yaml) and the values to fill in.
 *
 * Days are calendar days in UTC ("YYYY-MM-DD"), so no time zone moves a date.
 * The day of arrival counts as day 1 (the `day-count` rule): a 30-day stay
 * from 22 August ends on 20 September.
 */
import { addDays, dayOf, dayToTime, formatDay, formatNumber, isDay } from '../shared/format.ts';
import { addYears, type Deadline, type Note, type StayData, type StayInput, type Vars } from './stay-model.ts';
import { permittedStay } from './stay-permitted.ts';
import { overstayDeadline, reportDeadlines, tm30Deadlines } from './stay-reports.ts';

export {
  addYears,
  entryTypes,
  extensionKinds,
  lastDayOf,
  purposes,
  stampedTypes,
  type Country,
  type Deadline,
  type EntryType,
  type NationalityRecord,
  type Note,
  type Rule,
  type StayData,
  type StayInput,
} from './stay-model.ts';
export { nationalityOf } from './stay-permitted.ts';

/** A text with its `{name}`s filled in; a value "@id" is the text with that id; numbers grouped as the site writes them. */
export const fill = (texts: Record<string, string>, id: string, vars: Vars = {}): string =>
  (texts[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = vars[name];
    return typeof v === 'number' ? formatNumber(v) : v?.startsWith('@') ? (texts[v.slice(1)] ?? v) : (v ?? '');
  });

/**
 * The dates of a stay in date order, and the notes that go with them. Throws an Error whose message is a
 * text id ("error.entry", "error.ends", "error.nationality") when an input the answer needs is missing.
 */
export function stayResult(
  input: StayInput,
  { rules, nationalities, dateLocale }: StayData,
): { deadlines: Deadline[]; notes: Note[] } {
  const { type, entry } = input;
  if (!isDay(entry)) throw new Error('error.entry');
  // A date said inside a text, as the page's language writes it.
  const textDate = (day: string) => (dateLocale ? formatDay(day, dateLocale, 'short') : day);
  const kind = type === 'extension' ? (input.extensionKind ?? 'visitor') : undefined;
  const notes: Note[] = [];
  const [last, lastId, stayRules, extension, allowance] = permittedStay(
    input,
    rules,
    nationalities,
    kind,
    textDate,
    notes,
  );
  const deadlines: Deadline[] = [];

  // The Cabinet decision of 19 May 2026 changes visa-exempt and visa-on-arrival allowances, by nationality.
  const change = rules.find((r) => r.id === 'visa-exempt-2026-change' && r.status !== 'in-force');
  const changeId =
    change && (type === 'visa-exempt' || type === 'visa-on-arrival')
      ? `change.${type === 'visa-on-arrival' ? 'voa-15' : (allowance?.class ?? 'none')}`
      : undefined;
  // Its effective date, when known.
  const effective = change && change.effective !== 'not yet known' ? dayOf(change.effective.getTime()) : undefined;
  const changeVars: Vars = change
    ? { ...change.values, effective: effective ? textDate(effective) : '@not-yet-known' }
    : {};
  if (changeId && !last) notes.push({ id: changeId, vars: changeVars, rules: [change!.id] });
  const purpose = `@purpose.${kind === 'one-year' || type === 'non-immigrant' ? (input.purpose ?? 'b') : 'o'}`;

  let final = last;
  if (last) {
    deadlines.push({
      kind: 'last-day',
      id: lastId,
      vars: changeVars,
      date: last,
      pending: changeId,
      rules: changeId ? [...stayRules, change!.id] : stayRules,
    });
    if (extension) {
      const vars = { days: extension.days, fee: extension.fee ?? 0, purpose };
      deadlines.push({
        kind: 'apply-extension',
        id: `apply-${extension.kind}`,
        vars,
        date: last,
        rules: extension.rules,
      });
      if (input.planExtension && extension.days) {
        final = extension.days === 'year' ? addYears(last) : addDays(last, extension.days);
        deadlines.push({
          kind: 'extended-last-day',
          id: `extended-${extension.kind}`,
          vars,
          date: final,
          rules: extension.rules,
        });
      }
    }
  }

  if (final) {
    const reports = reportDeadlines(input, rules, kind === 'one-year' ? addYears(last!, -1) : entry, final);
    deadlines.push(...reports.deadlines);
    notes.push(...reports.notes);
  }

  deadlines.push(...tm30Deadlines(input, rules, notes));

  if (final) deadlines.push(overstayDeadline(rules, final));
  return { deadlines: deadlines.sort((a, b) => dayToTime(a.date) - dayToTime(b.date)), notes };
}
