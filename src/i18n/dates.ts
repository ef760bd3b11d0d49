/**
 * Dates in each language. English keeps its long form with Zurich first
 * (src/lib/shared/format.ts); Thai shows the Bangkok date first, in Thai, with
 * the Buddhist-era year ("26 พ.ย. 2569"). Content dates are calendar days
 * stored as UTC midnight. Locales and zones come from src/config/dates.ts.
 */
import { dateSettings } from '../config/dates.ts';
import { formatDate, formatUpdatedLine, formatYear } from '../lib/shared/format.ts';
import type { Locale } from './locales.ts';
import { dictionaries } from './index.ts';

const { thaiLocale, timeZones } = dateSettings;

/** The locale a page in `locale` writes dates and years with: Thai pages in Thai with the Buddhist era. */
export const dateLocaleOf = (locale: Locale): string => (locale === 'th' ? thaiLocale : dateSettings.locale);

/** A year as a page in `locale` writes it: 2026 on English pages, 2569 (Buddhist era) on Thai pages. */
export const yearIn = (locale: Locale, year: number): string => formatYear(year, dateLocaleOf(locale));

/** "26 พ.ย. 2569" in the given zone (Bangkok by default). */
export const formatThaiDate = (date: Date, timeZone: string = timeZones.office): string =>
  formatDate(date, timeZone, thaiLocale, 'short');

/** A day as a page in `locale` shows it, Bangkok's date. */
export function formatDay(locale: Locale, date: Date): string {
  return locale === 'th' ? formatThaiDate(date) : formatDate(date, timeZones.office);
}

/** The "updated" line: English unchanged; Thai with Bangkok first, then Zurich when it differs. */
export function formatUpdatedLineIn(locale: Locale, date: Date): string {
  if (locale === 'en') return formatUpdatedLine(date);
  const words = dictionaries[locale].frame.dates;
  const bangkok = formatThaiDate(date, timeZones.office);
  const zurich = formatThaiDate(date, timeZones.posts);
  return bangkok === zurich
    ? `${bangkok} (${words.both})`
    : `${bangkok} (${words.bangkok}) · ${zurich} (${words.zurich})`;
}
