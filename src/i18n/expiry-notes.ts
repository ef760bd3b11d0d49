/**
 * A page's expired dated statements as notes in its language: each placed under its heading in the body, or
 * returned for the top of the page. Judged on the build day (BUILD_DATE pins it, src/lib/content/expiry.ts).
 */
import { buildDay, expiryNoteHtml, placeExpiryNotes, hasExpired } from '../lib/content/expiry.ts';
import type { ExpiringStatement } from '../lib/content/schemas.ts';
import { formatDay } from './dates.ts';
import { dictionaries, type Locale } from './index.ts';

/**
 * `file` names the entry in a build error (a section naming no heading): the content path an editor knows,
 * such as business/tax.md.
 */
export function withExpiryNotes(
  html: string,
  expires: readonly ExpiringStatement[] | undefined,
  locale: Locale,
  file: string,
  day: Date = buildDay(),
): { html: string; top: string[] } {
  const words = dictionaries[locale].frame.expiry;
  const notes = (expires ?? [])
    .map((statement, index) => ({ statement, index }))
    .filter(({ statement }) => hasExpired(statement, day))
    .map(({ statement, index }) => ({
      statement,
      index,
      html: expiryNoteHtml(statement, formatDay(locale, statement.date), words),
    }));
  return notes.length === 0 ? { html, top: [] } : placeExpiryNotes(html, notes, file);
}
