/**
 * The fields content kinds share: days, sources, dated statements, SEO, slugs and the translation stamp. The content
 * families' schemas (guides.ts, visa-rules.ts, insurance.ts beside this file) are built from them.
 */
import { z } from 'zod';
import { isoDate } from '../../shared/format.ts';

const yyyyMmDd = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day. YAML gives unquoted dates as Date objects, JSON and quoted
 * YAML as strings: accept a Date or a YYYY-MM-DD string (read as UTC
 * midnight), keep a Date. Any other string is refused rather than guessed
 * (JavaScript would read "1 May" as 1 May 2001).
 */
export const dateField = z.preprocess(
  (value) => (typeof value === 'string' ? dayFrom(value) : value),
  z.date({ error: 'must be a date written as YYYY-MM-DD' }),
);

/** UTC midnight of a YYYY-MM-DD day that exists (not 2025-02-30, which Date would roll into March); else the string as it was. */
function dayFrom(text: string): Date | string {
  if (!yyyyMmDd.test(text)) return text;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === text ? date : text;
}

/** A reference to where a fact comes from. Official Thai sources first. */
export const sourceSchema = z.object({
  title: z.string().trim().min(3, 'source title is required'),
  url: z.url({ protocol: /^https?$/, error: 'source url must be an absolute http(s) URL' }),
  /** When the source page was read or published. */
  date: dateField.optional(),
});
export type Source = z.infer<typeof sourceSchema>;
/** What a guide or activity that names no official source is told. */
export const noOfficialSource =
  'name at least one official source: a Thai government page or mission, a public body, or the institution itself (src/lib/content/source-kind.ts lists them)';

/**
 * A dated statement: the day it stops being true (a rate confirmed "until 30 September" stops on 1 October), what it
 * covers in the editor's words, the heading it sits under (the id in the page address after #; the note goes at the
 * top without one) and where the follow-up is, once there is one. From that day the page shows a note and
 * `npm run content:stale` lists it, until an editor rewrites the statement and removes or moves the entry.
 */
export const expiringStatementSchema = z.object({
  date: dateField.describe(
    'The first day the statement may no longer be true (a rate confirmed until 30 September: 1 October).',
  ),
  covers: z
    .string()
    .trim()
    .min(3, 'say what the statement covers, e.g. "the 7 % VAT rate"')
    .max(160, 'keep what it covers under 160 characters')
    .describe('What the statement is about, in a few words: "the 7 % VAT rate". The note on the page quotes it.'),
  section: z
    .string()
    .trim()
    // Empty is allowed and means none: the CMS may save an optional text it left blank as "".
    .regex(/^[^\s#]*$/, 'a heading id as the page address writes it after #, without the #')
    .optional()
    .describe(
      'The id of the heading the statement sits under (the part of the address after #). Empty: the note goes at the top.',
    ),
  update: z
    .string()
    .trim()
    .regex(
      /^(\/\S*|#\S+|https:\/\/\S+)?$/,
      'a path on this site (/news/...), a #heading of this page or an https:// address',
    )
    .optional()
    .describe(
      'Where the follow-up is, once there is one: a path on this site, a #heading of this page or an https:// address.',
    ),
});
export type ExpiringStatement = z.infer<typeof expiringStatementSchema>;
/** Every content kind that can carry dated statements takes the same list. */
export const expiresField = z
  .array(expiringStatementSchema)
  // Optional rather than defaulted: most entries have none, and records and test entries need not spell out [].
  .optional()
  .describe(
    'Statements that stop being true on a date. From that date the page shows a note and content:stale lists it, until the text is updated and the entry removed or moved.',
  );

export const seoSchema = z.object({
  title: z.string().trim().min(5).max(70, 'seo.title: keep it under 70 characters').optional(),
  description: z.string().trim().min(20).max(170, 'seo.description: keep it under 170 characters').optional(),
  keywords: z.array(z.string()).optional(),
});

export const slugText = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and single hyphens');

/** A short content hash: the first 16 hex digits of a SHA-256 (src/lib/content/translation-stamp.ts). */
const contentHash = z.string().regex(/^[0-9a-f]{16}$/, 'a hash written by npm run translations:stamp (16 hex digits)');

/**
 * What a translation was made from (written by `npm run translations:stamp`, never by hand): a hash of the English
 * body and of each English front-matter field. The build compares them with the English today.
 */
export const translationStampSchema = z.object({
  english_body: contentHash,
  english_fields: z.record(z.string(), contentHash),
});
export type TranslationStamp = z.infer<typeof translationStampSchema>;
