/** How a run's results change the lock file. */
import type { SourceResult } from './check.ts';
import { neverChecked, type LockEntry } from './lock.ts';

/** The lock entry a successful visit gives, keeping the hash when the server answered 304. */
function entryFrom(result: SourceResult, previous: LockEntry | undefined, now: string): LockEntry | undefined {
  const { visit } = result;
  if (visit.kind === 'fetched') {
    const entry: LockEntry = {
      checked: now,
      hash: visit.hash,
      etag: visit.etag,
      lastModified: visit.lastModified,
      movedTo: visit.movedTo,
    };
    return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)) as LockEntry;
  }
  if (visit.kind === 'not-modified' && previous?.hash) return { ...previous, checked: now };
  return undefined;
}

/**
 * The lock after a run. `baseline` (every run): sources cited for the first time are added, and a source
 * never checked gets the hash just taken; nothing already reviewed moves. `update` (after an editor's
 * review): every source visited takes what was seen, and sources no longer cited leave the lock. With no
 * results (no network), `update` still brings the list in line with what the site cites.
 */
export function nextLock(
  lock: Readonly<Record<string, LockEntry>>,
  cited: readonly string[],
  results: readonly SourceResult[],
  mode: 'baseline' | 'update',
  now: string,
): Record<string, LockEntry> {
  const byUrl = new Map(results.map((result) => [result.url, result]));
  const next: Record<string, LockEntry> = mode === 'update' ? {} : { ...lock };
  for (const url of cited) {
    const previous = lock[url];
    const result = byUrl.get(url);
    const seen = result ? entryFrom(result, previous, now) : undefined;
    if (mode === 'update' || !previous?.hash) next[url] = seen ?? previous ?? neverChecked;
  }
  return next;
}
