/**
 * The permitted stay: its last day by how the visitor entered (a stamp's date, the nationality's allowance or the
 * visa's days), the extension it allows, and the notes that go with it.
 */
import type { NationalityRecord } from '../content/schemas.ts';
import { allowanceClasses } from '../content/nationality-classes.ts';
import { addDays, isDay } from '../shared/format.ts';
import {
  addYears,
  lastDayOf,
  ruleOf,
  stampedTypes,
  value,
  type Note,
  type Rule,
  type StayInput,
} from './stay-model.ts';

/** The allowances that let a visitor in without a visa (an agreement's 90 days, the 60- and 30-day lists). */
const EXEMPT_CLASSES: readonly string[] = ['bilateral-90', 'exempt-60', 'exempt-30'];

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
export function permittedStay(
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
