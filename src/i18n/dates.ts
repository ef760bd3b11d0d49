/**
 * Dates in each language. English keeps its long form with Zurich first
 * (src/lib/shared/dates.ts); Thai shows the Bangkok date first, in Thai, with
 * the Buddhist-era year ("26 พ.ย. 2569"). Content dates are calendar days
 * stored as UTC midnight.
 */
import { formatUpdatedLine } from '../lib/shared/dates.ts';
import type { Locale } from './locales.ts';
import { dictionaries } from './index.ts';

const thaiFormatters = new Map<string, Intl.DateTimeFormat>();

/** "26 พ.ย. 2569" in the given zone (Bangkok by default). */
export function formatThaiDate(date: Date, timeZone = 'Asia/Bangkok'): string {
  let f = thaiFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
    thaiFormatters.set(timeZone, f);
  }
  return f.format(date);
}

/** A day as a page in `locale` shows it, Bangkok's date. */
export function formatDay(locale: Locale, date: Date): string {
  return locale === 'th'
    ? formatThaiDate(date)
    : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(date);
}

/** The "updated" line: English unchanged; Thai with Bangkok first, then Zurich when it differs. */
export function formatUpdatedLineIn(locale: Locale, date: Date): string {
  if (locale === 'en') return formatUpdatedLine(date);
  const words = dictionaries[locale].dates;
  const bangkok = formatThaiDate(date, 'Asia/Bangkok');
  const zurich = formatThaiDate(date, 'Europe/Zurich');
  return bangkok === zurich ? `${bangkok} (${words.both})` : `${bangkok} (${words.bangkok}) · ${zurich} (${words.zurich})`;
}
