/**
 * A translation records the English it was made from, so that an English edit cannot leave it behind unnoticed.
 *
 * The stamp (`translation_stamp` in the translation's front matter, or at the top level of a YAML file such as a
 * hub's blocks) holds a hash of the English body and of each English top-level field, as text: a reworded title, a
 * corrected table row, a new source or a new review date all change a hash. Beside it, a copy of the English file
 * as stamped (content/th/.stamps/{folder}/{name}.txt) lets
 * the drift report show what changed since. A review date alone clears nothing: only re-stamping does, and the
 * stamp script shows the editor the English changes they are confirming.
 */
import { createHash } from 'node:crypto';
import { lineDiff } from './line-diff.ts';
import type { TranslationStamp } from './schemas.ts';

/** One top-level front-matter field as written: its key and its lines (the key's line and those under it). */
export interface RawField {
  /** '' for lines before the first key (comments). */
  key: string;
  text: string;
}

/** Markdown with front matter (a guide), or a YAML file of fields and no body (a hub's blocks). */
export type SourceFormat = 'markdown' | 'yaml';

const unixLines = (text: string): string => text.replace(/\r\n?/g, '\n');

/** A Markdown file's front matter (without the --- lines) and body; line endings as \n. */
export function splitMarkdown(text: string): { frontMatter: string; body: string } {
  const unix = unixLines(text);
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/.exec(unix);
  return match ? { frontMatter: match[1], body: match[2] } : { frontMatter: '', body: unix };
}

/** A file's fields (front matter, or the whole YAML file) and body (none in YAML). */
const partsOf = (text: string, format: SourceFormat) =>
  format === 'yaml' ? { frontMatter: unixLines(text), body: '' } : splitMarkdown(text);

const TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*)[ \t]*:/;

/** The front matter's top-level fields in order; their texts joined with \n give the front matter back. */
export function rawFields(frontMatter: string): RawField[] {
  const fields: RawField[] = [];
  for (const line of frontMatter.split('\n')) {
    const key = TOP_LEVEL_KEY.exec(line)?.[1];
    if (key !== undefined) fields.push({ key, text: line });
    else if (fields.length) fields[fields.length - 1].text += `\n${line}`;
    else fields.push({ key: '', text: line });
  }
  return fields;
}

/** The first 16 hex digits of the SHA-256 of a text: enough to tell an edited text from the stamped one. */
export const contentHash = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

/** Trailing spaces and blank lines around a text change nothing a reader sees. */
const normalised = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/** The stamp of an English file as it is now. */
export function stampOf(englishText: string, format: SourceFormat = 'markdown'): TranslationStamp {
  const { frontMatter, body } = partsOf(englishText, format);
  const fields = rawFields(frontMatter).filter((f) => f.key !== '');
  return {
    english_body: contentHash(normalised(body)),
    english_fields: Object.fromEntries(fields.map((f) => [f.key, contentHash(normalised(f.text))])),
  };
}

/** What differs between a stamp and the English today: 'body' and the names of changed, added or removed fields. */
export function changedSince(
  stamp: TranslationStamp,
  englishText: string,
  format: SourceFormat = 'markdown',
): string[] {
  const now = stampOf(englishText, format);
  const keys = [...new Set([...Object.keys(now.english_fields), ...Object.keys(stamp.english_fields)])];
  return [
    ...(now.english_body === stamp.english_body ? [] : ['body']),
    ...keys.filter((k) => now.english_fields[k] !== stamp.english_fields[k]),
  ];
}

/** The English review date a translation renders ("updated" where a section uses it, else "last_reviewed"), YYYY-MM-DD. */
export function englishReviewDate(englishText: string, format: SourceFormat = 'markdown'): string | undefined {
  const fields = rawFields(partsOf(englishText, format).frontMatter);
  const dateOf = (key: string) =>
    /^\w+:\s*["']?(\d{4}-\d{2}-\d{2})/.exec(fields.find((f) => f.key === key)?.text ?? '')?.[1];
  return dateOf('updated') ?? dateOf('last_reviewed');
}

/**
 * The stamp as front-matter lines (block YAML, as the content editor writes it back). Hashes are quoted: unquoted,
 * YAML would read one made of digits, or of digits around an "e", as a number.
 */
function stampLines(stamp: TranslationStamp): string {
  const fields = Object.entries(stamp.english_fields).map(([key, hash]) => `    ${key}: "${hash}"`);
  return ['translation_stamp:', `  english_body: "${stamp.english_body}"`, '  english_fields:', ...fields].join('\n');
}

/**
 * The translation's text with `translation_stamp` replaced by the stamp of `englishText` and, in a guide,
 * `translated_from` set to the English review date (none when the English has no date); every other line as it was.
 */
export function withStamp(translationText: string, englishText: string, format: SourceFormat = 'markdown'): string {
  const { frontMatter, body } = partsOf(translationText, format);
  const fields = rawFields(frontMatter).filter((f) => f.key !== 'translation_stamp');
  const stamp = stampLines(stampOf(englishText, format));
  if (format === 'yaml')
    return `${fields
      .map((f) => f.text)
      .join('\n')
      .trimEnd()}\n${stamp}\n`;
  const reviewed = englishReviewDate(englishText);
  // A page without a review date (the insurance hub's text) has no date to record: the stamp alone tracks it.
  if (!reviewed)
    return `---\n${[...fields.filter((f) => f.key !== 'translated_from').map((f) => f.text), stamp].join('\n').trimEnd()}\n---\n${body}`;
  const translatedFrom = fields.find((f) => f.key === 'translated_from');
  const line = `translated_from: ${reviewed}`;
  if (translatedFrom) translatedFrom.text = translatedFrom.text.replace(/^.*/, line);
  else
    fields.splice(Math.max(0, fields.findIndex((f) => f.key === 'last_reviewed') + 1), 0, {
      key: 'translated_from',
      text: line,
    });
  return `---\n${fields
    .map((f) => f.text)
    .join('\n')
    .trimEnd()}\n${stamp}\n---\n${body}`;
}

/** A translation and what the drift check reads for it (texts undefined where the file does not exist). */
export interface TranslationState {
  /** content/th/visa/dtv.md */
  translationFile: string;
  format: SourceFormat;
  /** content/visa/dtv.md */
  englishFile: string;
  /** content/th/.stamps/visa/dtv.txt: the English file as stamped. */
  snapshotFile: string;
  english: string | undefined;
  stamp: TranslationStamp | undefined;
  snapshot: string | undefined;
  /** The translation's translated_from, YYYY-MM-DD (a guide's; YAML files have none). */
  translatedFrom: string | undefined;
}

const restamp = (file: string) => `npm run translations:stamp -- ${file}`;

/** What the English changed since the stamp, as diff lines; or why the diff cannot be shown. */
function englishDiff(state: TranslationState & { english: string; stamp: TranslationStamp }): string[] {
  if (state.snapshot === undefined || changedSince(state.stamp, state.snapshot, state.format).length > 0) {
    return [
      `(no diff: ${state.snapshotFile}, the English as stamped, is missing or does not match the stamp; see git log -p ${state.englishFile})`,
    ];
  }
  return lineDiff(unixLines(state.snapshot), unixLines(state.english));
}

/** Why this translation may not be published, with the English diff since its stamp; undefined when it is current. */
export function translationDrift(state: TranslationState): string | undefined {
  const { translationFile, englishFile, english, stamp, format } = state;
  if (english === undefined)
    return `${translationFile}: its English original ${englishFile} is gone; remove the translation or restore the original.`;
  if (!stamp)
    return `${translationFile} has no translation_stamp: check it against ${englishFile}, then run ${restamp(translationFile)}.`;
  const changed = changedSince(stamp, english, format);
  if (changed.length > 0) {
    const diff = englishDiff({ ...state, english, stamp });
    return (
      `${translationFile} is out of step with ${englishFile}: since the translation was stamped the English changed in ${changed.join(', ')}. ` +
      `Bring the Thai up to date, then run ${restamp(translationFile)}. The English changes:\n${diff.map((l) => `    ${l}`).join('\n')}`
    );
  }
  if (state.snapshot === undefined || changedSince(stamp, state.snapshot, format).length > 0) {
    return `${translationFile}: ${state.snapshotFile} (the English as stamped) is missing or does not match the stamp; the English has not changed since, so run ${restamp(translationFile)}.`;
  }
  const reviewed = englishReviewDate(english, format);
  if (format === 'markdown' && state.translatedFrom !== reviewed) {
    return `${translationFile}: translated_from is ${state.translatedFrom ?? 'missing'} but the English it was stamped from was reviewed on ${reviewed}; run ${restamp(translationFile)}, which sets it.`;
  }
  return undefined;
}

/** One message listing every translation out of step, or undefined when all are current. */
export function driftReport(states: readonly TranslationState[]): string | undefined {
  const problems = states.map(translationDrift).filter((p): p is string => p !== undefined);
  return problems.length
    ? `Translations out of step with their English originals:\n- ${problems.join('\n- ')}`
    : undefined;
}
