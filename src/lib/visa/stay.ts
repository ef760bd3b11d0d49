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
import type { Country, NationalityRecord, StayRule } from '../content/schemas.ts';
import { allowanceClasses } from '../content/nationality-classes.ts';
import { addDays, dayOf, dayToTime, formatDay, formatNumber, isDay } from '../shared/format.ts';

export type Rule = Omit<StayRule, 'tools'>;
export type { Country, NationalityRecord };

export const entryTypes = [
  'visa-exempt',
  'tourist-visa',
  'visa-on-arrival',
  'non-immigrant',
  'o-a',
  'o-x',
  'dtv',
  'ltr',
  'smart',
  'thailand-privilege',
  'extension',
] as const;
export type EntryType = (typeof entryTypes)[number];
/** The purpose of a Non-Immigrant visa or one-year extension: B work, O family or retirement, ED study. */
/** The stays whose last day is a date in the passport (an extension's stamp, O-X, LTR, SMART): asked, not counted. */
export const stampedTypes: readonly EntryType[] = ['extension', 'o-x', 'ltr', 'smart'];
export const purposes = ['b', 'o', 'ed'] as const;
/** Which extension was granted, for "an extension already granted". */
export const extensionKinds = ['visitor', 'one-year', 'dtv'] as const;

export interface StayInput {
  /** Date of the last entry to Thailand, YYYY-MM-DD. */
  entry: string;
  type: EntryType;
  /** A country id (content/visa-rules/countries.yaml). */
  nationality?: string;
  purpose?: (typeof purposes)[number];
  extensionKind?: (typeof extensionKinds)[number];
  /** The last day of the extension granted, or the date in the entry stamp (O-X, LTR, SMART), YYYY-MM-DD. */
  ends?: string;
  /** The date the LTR visa was issued, YYYY-MM-DD: the yearly report counts from it, or from a later arrival. */
  issued?: string;
  /** Days the visitor arrived at a new address, YYYY-MM-DD. */
  moves?: readonly string[];
  /** The visitor means to apply for the extension their stay allows. */
  planExtension: boolean;
}

type Vars = Record<string, string | number>;
export interface Deadline {
  kind: 'last-day' | 'apply-extension' | 'extended-last-day' | 'report' | 'tm30' | 'overstay';
  /** Its wording: "{id}.title" and "{id}.text" in the texts. */
  id: string;
  vars: Vars;
  /** The date the deadline falls on; windows also have their first and last day (YYYY-MM-DD). */
  date: string;
  from?: string;
  to?: string;
  /** The text id of a pending change that may move this date, said beside it (filled from `vars`). */
  pending?: string;
  rules: string[];
}
/** A statement without a date (an extension that cannot be had, an allowance not stated). */
export interface Note {
  id: string;
  vars: Vars;
  rules: string[];
}
export interface StayData {
  rules: readonly Rule[];
  nationalities: readonly NationalityRecord[];
  /** How the page's language writes a date said inside a text (Thai pages: "1 ธ.ค. 2569", Buddhist era); YYYY-MM-DD when not given. */
  dateLocale?: string;
}

/** The same date `n` years later (or earlier); 29 February becomes 28 February. */
export const addYears = (day: string, n = 1) => {
  const [y, m, d] = day.split('-').map(Number);
  return dayOf(Date.UTC(y + n, m - 1, Math.min(d, new Date(Date.UTC(y + n, m, 0)).getUTCDate())));
};
/** The allowances that let a visitor in without a visa (an agreement's 90 days, the 60- and 30-day lists). */
const EXEMPT_CLASSES: readonly string[] = ['bilateral-90', 'exempt-60', 'exempt-30'];

/** A text with its `{name}`s filled in; a value "@id" is the text with that id; numbers grouped as the site writes them. */
export const fill = (texts: Record<string, string>, id: string, vars: Vars = {}): string =>
  (texts[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = vars[name];
    return typeof v === 'number' ? formatNumber(v) : v?.startsWith('@') ? (texts[v.slice(1)] ?? v) : (v ?? '');
  });

// A missing rule or value is an error in content/visa-rules/, which the build's content checks name; the message
// here only has to say which one.
function value(r: Rule, name: string): number {
  const v = r.values[name];
  if (v === undefined) throw new Error(`${r.id}.${name}`);
  return v;
}

/** The last day of a stay of `days` days that starts on `start`, the start counting as day 1. */
export const lastDayOf = (start: string, days: number, rules: readonly Rule[]) =>
  addDays(start, days - value(ruleOf(rules, 'day-count'), 'arrival_is_day'));

function ruleOf(rules: readonly Rule[], id: string): Rule {
  const found = rules.find((r) => r.id === id);
  if (!found) throw new Error(id);
  return found;
}

/**
 * The nationality's allowance record and its shorter-extension record. A nationality on several lists gets the
 * most favourable allowance (an agreement's 90 days over the 60-day list), whatever the order of the records.
 */
export function nationalityOf(nationality: string | undefined, records: readonly NationalityRecord[]) {
  const named = records.filter((r) => nationality && r.countries.includes(nationality));
  const rank = (r: NationalityRecord) => (allowanceClasses as readonly string[]).indexOf(r.class);
  const allowance = named.filter((r) => r.class !== 'extension-7').sort((a, b) => rank(a) - rank(b))[0];
  return { allowance, short: named.find((r) => r.class === 'extension-7') };
}

/**
 * What a visa on arrival's holder is told about their nationality: the list that names it (its source then backs
 * the dates), that an exemption list gives it more, or that the list we hold does not name it ("not stated").
 */
function voaNationality(nationality: string, records: readonly NationalityRecord[]): { rules: string[]; note?: Note } {
  const voaLists = records.filter((r) => r.class === 'voa-15');
  const rules = voaLists.filter((r) => r.countries.includes(nationality)).map((r) => r.id);
  const { allowance } = nationalityOf(nationality, records);
  if (allowance && EXEMPT_CLASSES.includes(allowance.class))
    return {
      rules,
      note: { id: 'note.voa-exempt', vars: { days: value(allowance, 'stay_days') }, rules: [allowance.id] },
    };
  return rules.length
    ? { rules }
    : { rules, note: { id: 'note.voa-not-listed', vars: {}, rules: voaLists.map((r) => r.id) } };
}

/**
 * Address reports while the stay lasts: yearly for LTR and SMART, otherwise every 90 days from the entry (those
 * falling from `from` to `final`). The LTR year counts from the visa's issue date, or from the latest arrival when
 * that is later (the BOI's rule); without the issue date no LTR report date is given, and the visitor is asked.
 */
function reportDeadlines(
  input: StayInput,
  rules: readonly Rule[],
  from: string,
  final: string,
): { deadlines: Deadline[]; notes: Note[] } {
  const { type, entry } = input;
  const yearly = type === 'ltr' || type === 'smart' ? ruleOf(rules, `${type}-yearly-report`) : undefined;
  if (type === 'ltr' && !isDay(input.issued))
    return { deadlines: [], notes: [{ id: 'note.ltr-issued', vars: {}, rules: [yearly!.id] }] };
  const start = type === 'ltr' && input.issued! > entry ? input.issued! : entry;
  const report = yearly ?? ruleOf(rules, 'ninety-day-report');
  const deadlines: Deadline[] = [];
  for (let k = 1; k < 400; k++) {
    const due = yearly ? addYears(start, k) : addDays(start, value(report, 'every_days') * k);
    if (due > final) break;
    if (due < from) continue;
    const before = report.values.opens_days_before;
    // The 90-day window given is the part safe under either count of the due day (the 90th or the 91st): it closes a day early.
    deadlines.push({
      kind: 'report',
      id: yearly ? `report-${type}` : k === 1 ? 'report-first' : 'report-next',
      vars: { n: k, fine: report.values.late_fine_thb ?? 0 },
      date: due,
      ...(before === undefined
        ? {}
        : { from: addDays(due, -before), to: addDays(due, value(report, 'closes_days_after') - (yearly ? 0 : 1)) }),
      rules: [report.id],
    });
  }
  return { deadlines, notes: [] };
}

type Extension = { kind: string; days: number | 'year'; rules: string[]; fee?: number };
/**
 * The permitted stay: its last day (none when no rule gives one), the id of that day's wording, the rules it rests
 * on, the extension it allows and the nationality's allowance. A tuple, not an object: the calculator's island is
 * at its JavaScript budget, and property names survive minification.
 */
type PermittedStay = [
  last: string | undefined,
  lastId: string,
  stayRules: string[],
  extension: Extension | undefined,
  allowance: NationalityRecord | undefined,
];

/**
 * The permitted stay of a stamped stay (an extension granted, O-X, LTR, SMART: the stamp's date), of a visa-exempt
 * entry (the nationality's allowance) or of a visa (its rule's days); the notes that go with it join `notes`.
 */
function permittedStay(
  input: StayInput,
  rules: readonly Rule[],
  nationalities: readonly NationalityRecord[],
  kind: StayInput['extensionKind'],
  textDate: (day: string) => string,
  notes: Note[],
): PermittedStay {
  const { type, entry } = input;
  const stamped = stampedTypes.includes(type);
  if (stamped && !isDay(input.ends)) throw new Error('error.ends');
  const { allowance, short } = nationalityOf(input.nationality, nationalities);
  if (type === 'visa-exempt' && !input.nationality) throw new Error('error.nationality');
  const rule = (id: string) => ruleOf(rules, id);
  const note = (id: string, ...ids: string[]) => notes.push({ id, vars: {}, rules: ids });
  let last: string | undefined;
  let lastId = 'last';
  const stayRules = ['day-count'];
  let extension: Extension | undefined;
  const visitor = rule('visitor-extension');
  // The shorter extension of some nationalities is stated for a Tourist Visa only; a visa-exempt stay gets 30 days.
  const shorter = type === 'tourist-visa' ? short : undefined;
  const visitorExtension = {
    kind: 'visitor',
    days: shorter ? value(shorter, 'extension_days') : value(visitor, 'extension_days'),
    rules: shorter ? [visitor.id, shorter.id] : [visitor.id],
    fee: value(visitor, 'fee_thb'),
  };
  const oneYear = () => ({
    kind: 'one-year',
    days: 'year' as const,
    rules: ['one-year-extension'],
    fee: value(rule('one-year-extension'), 'fee_thb'),
  });
  if (stamped) {
    last = input.ends;
    lastId = kind === 'one-year' ? 'last' : kind ? 'last-final' : 'last-stamp';
    stayRules.push(kind === 'visitor' ? visitor.id : kind ? `${kind}-extension` : type);
    if (kind === 'one-year') extension = oneYear();
    else if (kind) note(`note.no-further-${kind}`, stayRules[1]);
    if (type === 'o-x') note('note.o-x', 'o-x');
  } else if (type === 'visa-exempt') {
    const allowed = allowance && EXEMPT_CLASSES.includes(allowance.class);
    if (!allowance) note('note.not-stated');
    else if (!allowed) note(`note.class-${allowance.class}`, allowance.id);
    else {
      last = lastDayOf(entry, value(allowance, 'stay_days'), rules);
      stayRules.push(...(allowance.class === 'exempt-60' ? ['visa-exempt'] : []), allowance.id);
      // The visitor's extension is stated for the exemption lists; for a stay under an agreement it is not.
      if (allowance.class === 'bilateral-90') note('note.extension-not-stated', allowance.id, visitor.id);
      else extension = visitorExtension;
    }
  } else {
    const days = value(rule(type), 'stay_days');
    last = lastDayOf(entry, days, rules);
    stayRules.push(type);
    if (type === 'visa-on-arrival' && input.nationality) {
      const said = voaNationality(input.nationality, nationalities);
      stayRules.push(...said.rules);
      if (said.note) notes.push(said.note);
    }
    // A stay of "one year" is recorded as 365 days, the earlier reading when a 29 February falls in the year; the
    // other reading (to the day before the entry's anniversary) is said beside it, since the source says neither.
    const anniversaryEve = addDays(addYears(entry), -1);
    if (days === 365 && anniversaryEve !== last) {
      notes.push({
        id: 'note.year-leap-day',
        vars: { last: textDate(last), eve: textDate(anniversaryEve) },
        rules: [type],
      });
    }
    if (type === 'tourist-visa') extension = visitorExtension;
    else if (type === 'non-immigrant' || type === 'o-a') extension = oneYear();
    else if (type === 'dtv')
      extension = { kind: 'dtv', days: value(rule('dtv-extension'), 'extension_days'), rules: ['dtv-extension'] };
    else if (type === 'thailand-privilege') extension = { kind: 'privilege', days: 0, rules: [type] };
    else lastId = 'last-final'; // a visa on arrival is not meant to be extended
  }
  return [last, lastId, stayRules, extension, allowance];
}

/**
 * TM30: within 24 hours of arriving at an address, from the entry (not for an extension: from the arrival at the
 * current address) and from each move.
 */
function tm30Deadlines(input: StayInput, rules: readonly Rule[], notes: Note[]): Deadline[] {
  const tm30 = ruleOf(rules, 'tm30');
  const hours = value(tm30, 'within_hours');
  const moves = (input.moves ?? []).filter(isDay);
  const extension = input.type === 'extension';
  const arrivals = extension ? moves : [input.entry, ...moves];
  const offset = arrivals.length - moves.length; // 1 when the entry is the first arrival
  if (extension && !moves.length) notes.push({ id: 'note.tm30-address', vars: {}, rules: [tm30.id] });
  return arrivals.map((day, i) => {
    const to = addDays(day, Math.ceil(hours / 24));
    return {
      kind: 'tm30',
      id: i < offset ? 'tm30-arrival' : 'tm30-move',
      vars: { hours, n: i - offset + 1 },
      date: to,
      from: day,
      to,
      rules: [tm30.id],
    };
  });
}

/** The overstay fine's deadline: from the day after the last permitted day until the fine reaches its cap. */
function overstayDeadline(rules: readonly Rule[], final: string): Deadline {
  const overstay = ruleOf(rules, 'overstay');
  const perDay = value(overstay, 'per_day_thb');
  const cap = value(overstay, 'cap_thb');
  const capDay = Math.ceil(cap / perDay);
  const date = addDays(final, 1);
  return {
    kind: 'overstay',
    id: 'overstay',
    vars: { perDay, cap, capDay },
    date,
    from: date,
    to: addDays(final, capDay),
    rules: [overstay.id],
  };
}

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
