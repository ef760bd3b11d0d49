/**
 * Dated statements (a page's `expires` entries, src/lib/content/schemas.ts): which have expired on the day the
 * site is built, the note a page shows for each, and where it goes (under the statement's heading, else at the
 * top). `npm run content:stale` lists the same ones. Pure: the build day and the words come in as arguments.
 */
import type { ExpiringStatement } from './schemas.ts';
import { isDay } from '../shared/format.ts';

const utcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/**
 * The day the pages are judged on: BUILD_DATE (YYYY-MM-DD) when set, so a test or a rebuild of an old release can
 * pin it, else today (UTC). A BUILD_DATE that is not a real day is refused rather than ignored.
 */
export function buildDay(
  env: Readonly<Record<string, string | undefined>> = process.env,
  now: Date = new Date(),
): Date {
  const pinned = env.BUILD_DATE;
  if (pinned === undefined || pinned === '') return new Date(utcDay(now));
  if (!isDay(pinned)) throw new Error(`BUILD_DATE must be a day written as YYYY-MM-DD, not "${pinned}"`);
  return new Date(`${pinned}T00:00:00Z`);
}

/** A statement has expired from its date on: the date is the first day it may no longer be true. */
export const hasExpired = (statement: Pick<ExpiringStatement, 'date'>, day: Date): boolean =>
  utcDay(day) >= utcDay(statement.date);

/** An expired statement with the file it is in and its place in the file's list, as `content:stale` lists it. */
export interface ExpiredStatement extends ExpiringStatement {
  file: string;
  index: number;
}

/** Every expired statement of every file, oldest date first, then by file. */
export function expiredStatements(
  files: readonly { file: string; expires: readonly ExpiringStatement[] }[],
  day: Date,
): ExpiredStatement[] {
  return files
    .flatMap(({ file, expires }) => expires.map((statement, index) => ({ ...statement, file, index })))
    .filter((statement) => hasExpired(statement, day))
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.file.localeCompare(b.file) || a.index - b.index);
}

/** The words of the note, in the page's language (src/i18n dictionaries, `expiry`). */
export interface ExpiryWords {
  /** Before the link: "This was written before 1 October 2026 (the 7 % VAT rate); ". */
  writtenBefore: (date: string, covers: string) => string;
  /** The link to the follow-up: "see the update". */
  seeUpdate: string;
  /** After the link. */
  afterLink: string;
  /** Without a follow-up: where to look instead. */
  noUpdate: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One statement's note as HTML, `date` already written in the page's language. A note is a static paragraph
 * present from the first byte, so nothing moves when it shows.
 */
export function expiryNoteHtml(statement: ExpiringStatement, date: string, words: ExpiryWords): string {
  const lead = escapeHtml(words.writtenBefore(date, statement.covers));
  const rest = statement.update
    ? `<a href="${escapeHtml(statement.update)}">${escapeHtml(words.seeUpdate)}</a>${escapeHtml(words.afterLink)}`
    : escapeHtml(words.noUpdate);
  return `<p class="notice expiry-note" role="note" data-expired="${statement.date.toISOString().slice(0, 10)}">${lead}${rest}</p>`;
}

/**
 * The body with each sectioned note placed right after its heading (`<h2 id="vat">…</h2>`), and the notes that
 * go at the top. A section naming no heading of the body is an editor's slip the build reports with the file
 * and the field, rather than a note that silently never shows.
 */
export function placeExpiryNotes(
  html: string,
  notes: readonly { statement: ExpiringStatement; index: number; html: string }[],
  file: string,
): { html: string; top: string[] } {
  const top: string[] = [];
  let body = html;
  for (const note of notes) {
    const id = note.statement.section;
    if (!id) {
      top.push(note.html);
      continue;
    }
    const heading = new RegExp(
      `<h([2-6])\\b[^>]*\\bid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>[\\s\\S]*?</h\\1>`,
    );
    const match = heading.exec(body);
    if (!match) throw new Error(`${file}: expires.${note.index}.section: no heading with the id "${id}" in the body`);
    const end = match.index + match[0].length;
    body = `${body.slice(0, end)}${note.html}${body.slice(end)}`;
  }
  return { html: body, top };
}
