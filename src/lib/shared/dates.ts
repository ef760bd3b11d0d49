/**
 * Dates, in one place. Content dates are calendar days stored as UTC
 * midnight; `isoDate` writes them as YYYY-MM-DD (for <time datetime>, JSON,
 * URLs and sitemaps). Display uses the site's locale and time zones from the
 * site config (src/config/dates.ts, also `site.locale` and `site.timeZones`): post dates in the posts' zone, and the last-updated line
 * in both the posts' and the office's zones.
 */
// Only the date settings (also site.locale and site.timeZones): islands format dates too.
import { dateSettings } from '../../config/dates.ts';

const { locale: siteLocale, timeZones } = dateSettings;

/** YYYY-MM-DD of a date in UTC: content dates are calendar days, not instants. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, locale: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
    formatters.set(key, f);
  }
  return f;
}

/** "28 April 2025" in the given zone (the posts' zone unless told). */
export function formatDate(date: Date, timeZone: string = timeZones.posts, locale: string = siteLocale): string {
  return formatter(timeZone, locale).format(date);
}

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
  return new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: 'long' }).format(date);
}
