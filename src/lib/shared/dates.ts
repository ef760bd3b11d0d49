/**
 * Date display: post dates in the Zurich time zone; the last-updated
 * line shows both Zurich and Bangkok dates. Content dates are calendar days
 * stored as UTC midnight.
 */
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

/** "28 April 2025" in the given zone. */
export function formatDate(date: Date, timeZone = 'Europe/Zurich', locale = 'en-GB'): string {
  return formatter(timeZone, locale).format(date);
}

/** "Updated 20 September 2025 (Zurich) · 20 September 2025 (Bangkok)". */
export function formatUpdatedLine(date: Date, locale = 'en-GB'): string {
  const zurich = formatDate(date, 'Europe/Zurich', locale);
  const bangkok = formatDate(date, 'Asia/Bangkok', locale);
  return zurich === bangkok ? `${zurich} (Zurich and Bangkok)` : `${zurich} (Zurich) · ${bangkok} (Bangkok)`;
}

/** Machine-readable date for <time datetime>. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "April 2025" (month headings in the archive), in Zurich. */
export function formatMonth(date: Date, timeZone = 'Europe/Zurich', locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: 'long' }).format(date);
}
