/**
 * The lock file (content/sources.lock.json): for each official source the site cites, what it looked like
 * when an editor last reviewed it: the hash of its main text, the validators for conditional requests and
 * where it redirected. An entry with no hash has never been checked (the first run with network fills it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

export const lockEntrySchema = z.strictObject({
  /** When this entry's hash was taken (ISO date-time), or null: never checked. */
  checked: z.iso.datetime().nullable(),
  hash: z
    .string()
    .regex(/^sha256:[0-9a-f]{64}$/)
    .nullable(),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  /** Where the source redirected to when it was checked, if anywhere. */
  movedTo: z.url().optional(),
});
export type LockEntry = z.infer<typeof lockEntrySchema>;

export const lockSchema = z.strictObject({
  about: z.string(),
  sources: z.record(z.url(), lockEntrySchema),
});
export type Lock = z.infer<typeof lockSchema>;

const about =
  'Official sources the site cites, as last reviewed. Written by `npm run sources:check` (baselines for new sources) and `npm run sources:check -- --update` (after an editor reviewed the changes). An entry with "checked": null has never been fetched.';

export const neverChecked: LockEntry = { checked: null, hash: null };

export function readLock(file: string): Lock {
  if (!existsSync(file)) return { about, sources: {} };
  const parsed = lockSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid lock file: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Sorted by URL so a change shows as a small diff. */
export function writeLock(file: string, sources: Record<string, LockEntry>): void {
  const sorted = Object.fromEntries(Object.entries(sources).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(file, `${JSON.stringify({ about, sources: sorted }, null, 2)}\n`);
}
