/**
 * The tax-residence day counter (/business/tax-residence-days/): from a
 * visitor's trips to Thailand, the days spent in Thailand in each calendar
 * year and the day the threshold (180 days, Revenue Code section 41) is
 * reached. The threshold and the foreign-income start year are dated rule
 * records (content/visa-rules/rules.yaml, tool `tax-residence-days`); this reads them.
 *
 * Days are calendar days in UTC ("YYYY-MM-DD"), so no time zone moves a date.
 * Both the day of arrival and the day of departure count as days in Thailand:
 * section 41 counts days in Thailand, but neither it nor any Revenue
 * Department page we found says how a day of arrival or departure counts, and
 * counting both is the cautious reading (the page says so). Two trips may
 * share one day (leaving and coming back the same day): that day counts once.
 */
import type { StayRule } from '../content/schemas.ts';
import type { QueryField } from '../shared/url-state.ts';
import { addDays, DAY_MS, dayToTime, formatDay, formatYear, isDay } from '../shared/format.ts';
import { dateSettings } from '../../config/dates.ts';

/** One trip as typed: arrival and departure, YYYY-MM-DD or "" (no departure yet: still in Thailand). */
export interface Trip {
  arrival: string;
  departure: string;
}

/** The figures the counter reads from the rule records. */
export interface ResidenceRules {
  /** Days in a tax year that make a person a resident for that year (180). */
  residentDays: number;
  /** The first year whose foreign income is taxed when a resident brings it in, in any later year (2024). */
  foreignIncomeFromYear: number;
}

export interface YearCount {
  year: number;
  /** Days in Thailand in that calendar year. */
  days: number;
  /** 365, or 366 in a leap year. */
  daysInYear: number;
  /** The date of the threshold day (the 180th day in Thailand that year), when it is reached. */
  residentFrom?: string;
  resident: boolean;
  /** Some of the year's days come from a trip without a departure, counted to the count-until date. */
  countedToUntil: boolean;
}

type CountResult = { problems: string[] } | { years: YearCount[]; openTrip?: number };

/** Dates outside these years are typing slips (and would make the yearly count long). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

const yearOf = (day: string) => Number(day.slice(0, 4));

/** A real calendar day written YYYY-MM-DD, within the years the counter handles. */
export const isCountableDay = (value: string): boolean =>
  isDay(value) && yearOf(value) >= FIRST_YEAR && yearOf(value) <= LAST_YEAR;

/** Days from `from` to `to`, both counted. */
const daysBetween = (from: string, to: string) => Math.round((dayToTime(to) - dayToTime(from)) / DAY_MS) + 1;

/** The threshold and the foreign-income start year, from the rule records. Throws when a record or value is missing. */
export function residenceRules(rules: readonly StayRule[]): ResidenceRules {
  const value = (id: string, name: string) => {
    const found = rules.find((r) => r.id === id)?.values[name];
    if (found === undefined)
      throw new Error(`The tax rules have no "${id}" record with "${name}" (content/visa-rules/rules.yaml)`);
    return found;
  };
  return {
    residentDays: value('tax-residence-180-days', 'resident_days'),
    foreignIncomeFromYear: value('tax-pre-2024-income-exempt', 'earned_from_year'),
  };
}

interface Period {
  trip: number;
  from: string;
  to: string;
  open: boolean;
}

/** What can be wrong with the trips, as the page's language says it; `{name}` marks where a figure or date goes. */
export const englishProblems = {
  noArrival: 'Trip {trip}: enter the date you arrived.',
  badArrival: 'Trip {trip}: the arrival date is not a date between {first} and {last}.',
  badDeparture: 'Trip {trip}: the departure date is not a date between {first} and {last}.',
  departureFirst: 'Trip {trip}: the departure ({departure}) is before the arrival ({arrival}).',
  untilFirst:
    'Trip {trip} has no departure date, so it is counted until {until}, which is before its arrival ({arrival}). Enter the departure date or a later count-until date.',
  overlap: 'Trips {first} and {second} overlap: trip {later} starts on {from}, but trip {earlier} ends on {to}.',
  overlapOpen:
    'Trips {first} and {second} overlap: trip {later} starts on {from}, but trip {earlier} has no departure date, so it runs to {to}.',
};
export type ProblemWords = typeof englishProblems;

/** How the problems are said: their words and the locale of their dates and years (the site's when not given). */
export interface ProblemLanguage {
  problems: ProblemWords;
  dateLocale?: string;
}

const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The trips as periods in date order, or what is wrong with them, each problem naming its trip (numbered
 * from 1 as listed). Empty rows are skipped. A trip without a departure runs to `until`.
 */
export function tripPeriods(
  trips: readonly Trip[],
  until: string,
  language: ProblemLanguage = { problems: englishProblems },
): { periods: Period[] } | { problems: string[] } {
  const problems: string[] = [];
  const periods: Period[] = [];
  const day = (d: string) => formatDay(d, language.dateLocale);
  const years = {
    first: formatYear(FIRST_YEAR, language.dateLocale),
    last: formatYear(LAST_YEAR, language.dateLocale),
  };
  const say = (kind: keyof ProblemWords, values: Record<string, string | number>) =>
    problems.push(fillIn(language.problems[kind], values));
  trips.forEach(({ arrival, departure }, index) => {
    const trip = index + 1;
    if (!arrival && !departure) return;
    if (!arrival) return say('noArrival', { trip });
    if (!isCountableDay(arrival)) return say('badArrival', { trip, ...years });
    if (departure && !isCountableDay(departure)) return say('badDeparture', { trip, ...years });
    if (departure && departure < arrival)
      return say('departureFirst', { trip, departure: day(departure), arrival: day(arrival) });
    if (!departure && until < arrival) return say('untilFirst', { trip, until: day(until), arrival: day(arrival) });
    periods.push({ trip, from: arrival, to: departure || until, open: !departure });
  });
  if (problems.length > 0) return { problems };

  periods.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.trip - b.trip));
  // Periods are in order of arrival: one overlaps the one reaching furthest before it if it starts
  // before that one's last day; starting on that very day is leaving and coming back the same day.
  let furthest: Period | undefined;
  for (const period of periods) {
    if (furthest && period.from < furthest.to) {
      const [first, second] = [furthest.trip, period.trip].sort((a, b) => a - b);
      const values = {
        first,
        second,
        later: period.trip,
        from: day(period.from),
        earlier: furthest.trip,
        to: day(furthest.to),
      };
      say(furthest.open ? 'overlapOpen' : 'overlap', values);
    }
    if (!furthest || period.to > furthest.to) furthest = period;
  }
  return problems.length > 0 ? { problems } : { periods };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Days in Thailand per calendar year (years with at least one day, in order), and the date each year's
 * `residentDays`-th day falls on. `until` ends a trip without a departure (today, or the date chosen).
 */
export function countDaysByYear(
  trips: readonly Trip[],
  until: string,
  rules: ResidenceRules,
  language?: ProblemLanguage,
): CountResult {
  const checked = tripPeriods(trips, until, language);
  if ('problems' in checked) return checked;
  const years = new Map<number, YearCount>();
  let lastCounted = '';
  for (const period of checked.periods) {
    // A day shared with the trip before (out and back the same day) is counted once.
    let from = period.from <= lastCounted ? addDays(lastCounted, 1) : period.from;
    while (from <= period.to) {
      const year = yearOf(from);
      const yearEnd = `${year}-12-31`;
      const to = period.to < yearEnd ? period.to : yearEnd;
      const count = years.get(year) ?? {
        year,
        days: 0,
        daysInYear: isLeap(year) ? 366 : 365,
        resident: false,
        countedToUntil: false,
      };
      const days = daysBetween(from, to);
      if (count.days < rules.residentDays && count.days + days >= rules.residentDays) {
        // The threshold day is the (residentDays - days so far)-th day of this stretch.
        count.residentFrom = addDays(from, rules.residentDays - count.days - 1);
      }
      count.days += days;
      count.resident = count.days >= rules.residentDays;
      count.countedToUntil ||= period.open;
      years.set(year, count);
      from = addDays(to, 1);
    }
    if (period.to > lastCounted) lastCounted = period.to;
  }
  const openTrip = checked.periods.find((p) => p.open)?.trip;
  return { years: [...years.values()].sort((a, b) => a.year - b.year), ...(openTrip ? { openTrip } : {}) };
}

/** Today in Thailand (Asia/Bangkok), YYYY-MM-DD. */
export function todayInThailand(now: Date): string {
  const parts = new Intl.DateTimeFormat(dateSettings.locale, {
    timeZone: dateSettings.timeZones.office,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The trips as a URL value: each "arrival_departure", joined with "." (characters the address keeps
 * as they are), "" for a missing date so a half-typed list survives a reload. Malformed parts read as empty.
 */
export const formatTrips = (trips: readonly Trip[]) => trips.map((t) => `${t.arrival}_${t.departure}`).join('.');
/** The most trips the list holds (and the address keeps). */
export const MAX_TRIPS = 50;
export function parseTrips(raw: string, max = MAX_TRIPS): Trip[] {
  const valid = (s: string | undefined) => (s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : '');
  return raw
    .split('.')
    .slice(0, max)
    .map((part) => {
      const [arrival, departure] = part.split('_');
      return { arrival: valid(arrival), departure: valid(departure) };
    });
}

/** The trip list as a field of the one URL-state helper; the plain page starts with one empty trip. */
export const tripsField = (param: string): QueryField<Trip[]> => ({
  param,
  defaultValue: [{ arrival: '', departure: '' }],
  parse: (raw) => parseTrips(raw),
  format: formatTrips,
});
