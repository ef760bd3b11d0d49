/**
 * The stay and reporting calculator: from the date of entry and how a
 * visitor entered, the dates that matter, each with the rules it rests on.
 * The rules are data (content/visa-rules/rules.yaml); this reads them.
 *
 * Days are calendar days in UTC ("YYYY-MM-DD"), so no time zone moves a date.
 * The day of arrival counts as day 1 (the `day-count` rule): a 30-day stay
 * from 22 August ends on 20 September.
 */

export interface Rule {
  id: string;
  says: string;
  values: Record<string, number>;
  status: 'in-force' | 'approved' | 'proposed';
  effective: Date | 'not yet known';
  source_name: string;
  source_url: string;
  checked: Date;
}

export const entryTypes = ['visa-exempt', 'tourist-visa', 'visa-on-arrival', 'non-immigrant', 'dtv', 'o-a', 'extension'] as const;
export type EntryType = (typeof entryTypes)[number];

export const entryLabels: Record<EntryType, string> = {
  'visa-exempt': 'Visa-exempt entry',
  'tourist-visa': 'Tourist Visa (TR)',
  'visa-on-arrival': 'Visa on arrival',
  'non-immigrant': 'Non-Immigrant visa (B, O, ED and others)',
  dtv: 'Destination Thailand Visa (DTV)',
  'o-a': 'Non-Immigrant O-A (long stay)',
  extension: 'An extension of stay already granted',
};

/** The rule giving each entry type its stay, and the extension it may get (none for a visa on arrival). */
const stayRuleOf: Record<Exclude<EntryType, 'extension'>, string> = {
  'visa-exempt': 'visa-exempt',
  'tourist-visa': 'tourist-visa',
  'visa-on-arrival': 'visa-on-arrival',
  'non-immigrant': 'non-immigrant',
  dtv: 'dtv',
  'o-a': 'o-a',
};
const extensionRuleOf: Record<EntryType, string | undefined> = {
  'visa-exempt': 'visitor-extension',
  'tourist-visa': 'visitor-extension',
  'visa-on-arrival': undefined,
  'non-immigrant': 'one-year-extension',
  dtv: 'dtv-extension',
  'o-a': 'one-year-extension',
  extension: 'one-year-extension',
};

export interface StayInput {
  /** Date of entry, YYYY-MM-DD. */
  entry: string;
  type: EntryType;
  /** For an extension already granted: the last day it allows, YYYY-MM-DD. */
  extensionEnds?: string;
  /** The visitor means to apply for the extension their stay allows. */
  planExtension: boolean;
}

export interface Deadline {
  kind: 'last-day' | 'apply-extension' | 'extended-last-day' | 'report' | 'tm30' | 'overstay';
  title: string;
  /** The date the deadline falls on, YYYY-MM-DD. */
  date: string;
  /** For windows: first and last day, YYYY-MM-DD. */
  from?: string;
  to?: string;
  text: string;
  /** A pending change that may move this date, said beside it. */
  pending?: string;
  rules: string[];
}

// Calendar arithmetic on YYYY-MM-DD strings, in UTC.
const toTime = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const fromTime = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => fromTime(toTime(day) + n * 86_400_000);
/** The same date a year later; 29 February becomes 28 February. */
export const addYear = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return fromTime(Date.UTC(y + 1, m - 1, Math.min(d, last)));
};
export const isDay = (value: string | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && fromTime(toTime(value)) === value);

function rule(rules: readonly Rule[], id: string): Rule {
  const found = rules.find((r) => r.id === id);
  if (!found) throw new Error(`The stay rules have no "${id}" rule (content/visa-rules/rules.yaml)`);
  return found;
}
function value(r: Rule, name: string): number {
  const v = r.values[name];
  if (v === undefined) throw new Error(`Rule "${r.id}" has no value "${name}"`);
  return v;
}

/** The last day of a stay of `days` days that starts on `start`, the start counting as day 1. */
export function lastDayOf(start: string, days: number, rules: readonly Rule[]): string {
  const firstDay = value(rule(rules, 'day-count'), 'arrival_is_day');
  return addDays(start, days - firstDay);
}

const thb = (n: number) => `THB ${n.toLocaleString('en-GB')}`;

/** The deadlines for a stay, in date order. Throws on dates that are not YYYY-MM-DD. */
export function stayDeadlines(input: StayInput, rules: readonly Rule[]): Deadline[] {
  if (!isDay(input.entry)) throw new Error('Give the date of entry as YYYY-MM-DD');
  const out: Deadline[] = [];

  // The permitted stay.
  let lastDay: string;
  const stayRules: string[] = ['day-count'];
  if (input.type === 'extension') {
    if (!isDay(input.extensionEnds)) throw new Error('Give the last day of your extension as YYYY-MM-DD');
    lastDay = input.extensionEnds;
  } else {
    const stay = rule(rules, stayRuleOf[input.type]);
    lastDay = lastDayOf(input.entry, value(stay, 'stay_days'), rules);
    stayRules.push(stay.id);
  }
  const pendingChange = input.type === 'visa-exempt' ? rules.find((r) => r.id === 'visa-exempt-2026-change' && r.status !== 'in-force') : undefined;
  out.push({
    kind: 'last-day',
    title: 'Last day of your permitted stay',
    date: lastDay,
    text: `Leave Thailand, or have an extension granted, by the end of this day.`,
    pending: pendingChange
      ? `Not yet in force: ${pendingChange.says} Effective date: ${pendingChange.effective === 'not yet known' ? 'not yet known' : fromTime(pendingChange.effective.getTime())}. If it takes effect before you enter, your stay may be shorter.`
      : undefined,
    rules: pendingChange ? [...stayRules, pendingChange.id] : stayRules,
  });

  // An extension, where the stay allows one.
  let finalDay = lastDay;
  const extensionId = extensionRuleOf[input.type];
  if (extensionId) {
    const extension = rule(rules, extensionId);
    out.push({
      kind: 'apply-extension',
      title: 'Last day to apply for an extension',
      date: lastDay,
      text: `Apply at your immigration office before your stay ends (fee ${thb(value(extension, 'fee_thb'))}); an application on a later day is an overstay.`,
      rules: [extension.id],
    });
    if (input.planExtension) {
      const days = value(extension, 'extension_days');
      finalDay = days >= 365 ? addYear(lastDay) : addDays(lastDay, days);
      out.push({
        kind: 'extended-last-day',
        title: 'Last day of your stay if the extension is granted',
        date: finalDay,
        text: days >= 365 ? 'A one-year extension usually runs to the same date a year later; the date in your stamp prevails.' : `${days} more days.`,
        rules: [extension.id],
      });
    }
  }

  // 90-day reports while the stay lasts. Immigration does not publish its day count for the due date, so the
  // window given is the part that is safe under either count (the due day may be the 90th day or the day after).
  const report = rule(rules, 'ninety-day-report');
  const every = value(report, 'every_days');
  const before = value(report, 'opens_days_before');
  const after = value(report, 'closes_days_after');
  for (let k = 1; ; k++) {
    const due = addDays(input.entry, every * k);
    if (toTime(due) > toTime(finalDay)) break;
    out.push({
      kind: 'report',
      title: k === 1 ? 'First 90-day report' : `90-day report ${k}`,
      date: due,
      from: addDays(due, -before),
      to: addDays(due, after - 1),
      text: `Report your address (TM47) between these dates${k === 1 ? ', in person or by post (online reporting opens after a first report made in person)' : ''}. A late report costs ${thb(value(report, 'late_fine_thb'))}. Leaving Thailand restarts the count from your next arrival.`,
      rules: [report.id],
    });
  }

  // Address notification on arrival.
  const tm30 = rule(rules, 'tm30');
  out.push({
    kind: 'tm30',
    title: 'TM30: your host notifies immigration of your address',
    date: addDays(input.entry, Math.ceil(value(tm30, 'within_hours') / 24)),
    from: input.entry,
    to: addDays(input.entry, Math.ceil(value(tm30, 'within_hours') / 24)),
    text: `Within ${value(tm30, 'within_hours')} hours of your arrival at a new address (your entry date here; count again from each move). It is the host's duty; ask for the receipt, which immigration may ask you for.`,
    rules: [tm30.id],
  });

  // Overstay past the last day.
  const overstay = rule(rules, 'overstay');
  const perDay = value(overstay, 'per_day_thb');
  const cap = value(overstay, 'cap_thb');
  out.push({
    kind: 'overstay',
    title: 'If you stay past your last day',
    date: addDays(finalDay, 1),
    from: addDays(finalDay, 1),
    to: addDays(finalDay, Math.ceil(cap / perDay)),
    text: `Each day from this date is an overstay: ${thb(perDay)} a day, reaching the cap of ${thb(cap)} on day ${Math.ceil(cap / perDay)}; long overstays also bring a re-entry ban.`,
    rules: [overstay.id],
  });

  return out.sort((a, b) => toTime(a.date) - toTime(b.date));
}

/** The fine for a departure `daysOver` days after the last day of stay. */
export function overstayFine(daysOver: number, rules: readonly Rule[]): number {
  const overstay = rule(rules, 'overstay');
  return Math.min(Math.max(0, daysOver) * value(overstay, 'per_day_thb'), value(overstay, 'cap_thb'));
}
