/**
 * How the site writes dates and numbers, in one place; pages and islands both
 * use it. Content dates are calendar days stored as UTC midnight; `isoDate`
 * writes them as YYYY-MM-DD (for <time datetime>, JSON, URLs and sitemaps).
 * Display uses the site's locale and time zones from the site config
 * (src/config/dates.ts, also `site.locale` and `site.timeZones`): post dates in
 * the posts' zone, the last-updated line in both the posts' and the office's
 * zones, calendar days ("YYYY-MM-DD" strings) as they are, and baht as "THB 1,234".
 * Thai pages pass the Thai locale (src/config/dates.ts, with the Buddhist calendar): their dates and years are
 * in the Buddhist era, 543 years ahead of the Common Era (2026 -> 2569).
 */
// Only the date settings (also site.locale and site.timeZones): islands format dates too.
import { dateSettings } from '../../config/dates.ts';

const { locale: siteLocale, timeZones } = dateSettings;

/** YYYY-MM-DD of a date in UTC: content dates are calendar days, not instants. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Calendar days are "YYYY-MM-DD" strings; their arithmetic runs in UTC, so no time zone moves a day.
export const DAY_MS = 86_400_000;

/** The UTC midnight of a calendar day, as a time value (an impossible day such as 2026-02-30 rolls over). */
export function dayToTime(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** The UTC calendar day of a time value. */
export const dayOf = (time: number): string => isoDate(new Date(time));

/** The day `n` days after `day` (before, when `n` is negative). */
export const addDays = (day: string, n: number): string => dayOf(dayToTime(day) + n * DAY_MS);

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export const isDay = (value: string | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(dayToTime(value)) === value);

/** 1,234,567: a number grouped as the site's locale groups it. */
// toLocaleString makes a formatter on every call; one kept formatter writes the same digits. It is made at the first
// call, not when the module loads: the first Intl object of a page loads the locale's data (about 25 ms on a phone),
// which an island that imports this module without formatting a number at hydration should not pay.
let numberFormat: Intl.NumberFormat | undefined;
export const formatNumber = (n: number): string => (numberFormat ??= new Intl.NumberFormat(siteLocale)).format(n);

/** "THB 1,234,567": an amount in whole baht. */
export const baht = (n: number): string => `THB ${formatNumber(Math.round(n))}`;

/** Years of the Buddhist era (B.E., พ.ศ.) are those of the Common Era plus 543. */
const BUDDHIST_ERA_OFFSET = 543;

/**
 * A year as a locale writes it in running text, in the calendar the locale's dates use (so a page's years agree
 * with its dates): 2026, or 2569 where that is the Buddhist calendar (Thai pages).
 */
export function formatYear(year: number, locale: string = siteLocale): string {
  return String(usesBuddhistEra(locale) ? year + BUDDHIST_ERA_OFFSET : year);
}

// Asked once per locale: making a date formatter to read its calendar costs about 0.3 ms, and every page's footer asks.
const buddhistByLocale = new Map<string, boolean>();
function usesBuddhistEra(locale: string): boolean {
  let buddhist = buddhistByLocale.get(locale);
  if (buddhist === undefined) {
    buddhist = new Intl.DateTimeFormat(locale).resolvedOptions().calendar === 'buddhist';
    buddhistByLocale.set(locale, buddhist);
  }
  return buddhist;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How a date is written: "28 April 2025", "Monday, 28 April 2025" or (Thai pages) "28 Apr 2025". */
type DateForm = 'long' | 'weekday' | 'short';

/** "28 April 2025" in the given zone (the posts' zone unless told) and locale. */
export function formatDate(
  date: Date,
  timeZone: string = timeZones.posts,
  locale: string = siteLocale,
  form: DateForm = 'long',
): string {
  const key = `${locale}|${timeZone}|${form}`;
  let f = formatters.get(key);
  if (!f) {
    const month = form === 'short' ? 'short' : 'long';
    f = new Intl.DateTimeFormat(locale, {
      timeZone,
      year: 'numeric',
      month,
      day: 'numeric',
      ...(form === 'weekday' ? { weekday: 'long' } : {}),
    });
    formatters.set(key, f);
  }
  return f.format(date);
}

/** A calendar day, "YYYY-MM-DD", as the locale writes it: "29 June 2027" (Thai pages pass the Thai locale). */
export const formatDay = (day: string, locale: string = siteLocale, form?: DateForm): string =>
  formatDate(new Date(`${day}T00:00:00Z`), 'UTC', locale, form);

/** The city a time zone is named after, for labels: "Europe/Zurich" -> "Zurich". */
const cityOf = (timeZone: string) => timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');

/** "20 September 2025 (Zurich) · 20 September 2025 (Bangkok)", or one date when both zones agree. */
export function formatUpdatedLine(date: Date, locale: string = siteLocale): string {
  const [posts, office] = [timeZones.posts, timeZones.office];
  const inPostsZone = formatDate(date, posts, locale);
  const inOfficeZone = formatDate(date, office, locale);
  return inPostsZone === inOfficeZone
    ? `${inPostsZone} (${cityOf(posts)} and ${cityOf(office)})`
    : `${inPostsZone} (${cityOf(posts)}) · ${inOfficeZone} (${cityOf(office)})`;
}

/** "April 2025" (month headings in the archive), in the posts' zone. */
export function formatMonth(date: Date, timeZone: string = timeZones.posts, locale: string = siteLocale): string {
  const key = `${locale}|${timeZone}|month`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: 'long' });
    formatters.set(key, f);
  }
  return f.format(date);
}
