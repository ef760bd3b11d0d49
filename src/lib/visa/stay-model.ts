/**
 * What the stay calculator reads and answers: the ways in, the visitor's input, the dates and notes it gives (each
 * with the id of its wording and the values to fill in), and reading a rule record's figures. The calculator itself
 * is src/lib/visa/stay.ts; the permitted stay (stay-permitted.ts) and the reports (stay-reports.ts) build on this.
 */
import type { Country, NationalityRecord, StayRule } from '../content/schemas.ts';
import { addDays, dayOf } from '../shared/format.ts';

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
/** The stays whose last day is a date in the passport (an extension's stamp, O-X, LTR, SMART): asked, not counted. */
export const stampedTypes: readonly EntryType[] = ['extension', 'o-x', 'ltr', 'smart'];
/** The purpose of a Non-Immigrant visa or one-year extension: B work, O family or retirement, ED study. */
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

export type Vars = Record<string, string | number>;
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

// A missing rule or value is an error in content/visa-rules/, which the build's content checks name; the message
// here only has to say which one.
export function value(r: Rule, name: string): number {
  const v = r.values[name];
  if (v === undefined) throw new Error(`${r.id}.${name}`);
  return v;
}

/** The last day of a stay of `days` days that starts on `start`, the start counting as day 1. */
export const lastDayOf = (start: string, days: number, rules: readonly Rule[]) =>
  addDays(start, days - value(ruleOf(rules, 'day-count'), 'arrival_is_day'));

export function ruleOf(rules: readonly Rule[], id: string): Rule {
  const found = rules.find((r) => r.id === id);
  if (!found) throw new Error(id);
  return found;
}
