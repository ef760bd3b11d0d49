/**
 * Checks every cited source against the lock: eight at a time, spread over the origins (so no site gets eight
 * requests at once and the first eight answers come from eight sites), and stops early when those first
 * answers all say there is no network.
 */
import type { LockEntry } from './lock.ts';
import { robotsCache, visitSource, type Visit, type VisitOptions } from './visit.ts';

export type Verdict = 'changed' | 'unchanged' | 'first' | 'gone' | 'unreachable' | 'skipped';

export interface SourceResult {
  url: string;
  verdict: Verdict;
  visit: Visit;
  /** Where the source now redirects to, if anywhere. */
  movedTo?: string;
  /** What went wrong (gone, unreachable, skipped), in words. */
  detail?: string;
}

export interface CheckOptions extends VisitOptions {
  concurrency: number;
  /** How many first answers must all be network failures to call the machine offline. */
  offlineProbe: number;
}

/** The URLs reordered round-robin by origin: a.com/1, b.com/1, a.com/2, b.com/2, ... */
export function interleaveByOrigin(urls: readonly string[]): string[] {
  const byOrigin = new Map<string, string[]>();
  for (const url of urls) {
    const origin = new URL(url).origin;
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), url]);
  }
  const queues = [...byOrigin.values()];
  const out: string[] = [];
  for (let round = 0; out.length < urls.length; round += 1)
    for (const queue of queues) if (round < queue.length) out.push(queue[round]);
  return out;
}

/** What a visit means against the entry the lock holds for the source. */
export function judge(url: string, visit: Visit, locked: LockEntry | undefined): SourceResult {
  const movedTo = 'movedTo' in visit ? visit.movedTo : undefined;
  switch (visit.kind) {
    case 'not-modified':
      return { url, verdict: locked?.hash ? 'unchanged' : 'first', visit, movedTo };
    case 'fetched':
      if (!locked?.hash) return { url, verdict: 'first', visit, movedTo };
      return { url, verdict: locked.hash === visit.hash ? 'unchanged' : 'changed', visit, movedTo };
    case 'gone':
      return { url, verdict: 'gone', visit, movedTo, detail: `HTTP ${visit.status}` };
    case 'unreachable':
      return { url, verdict: 'unreachable', visit, detail: visit.reason };
    case 'skipped':
      return { url, verdict: 'skipped', visit, detail: visit.reason };
  }
}

export async function checkSources(
  urls: readonly string[],
  lock: Readonly<Record<string, LockEntry>>,
  options: CheckOptions,
): Promise<{ offline: boolean; results: SourceResult[] }> {
  const queue = interleaveByOrigin(urls);
  const robotsFor = robotsCache(options);
  const results: SourceResult[] = [];
  const visit = async (url: string) =>
    results.push(judge(url, await visitSource(url, lock[url], options, robotsFor), lock[url]));
  // The first sources (on different sites, thanks to the interleaving) go out alone: if every one of them
  // fails on the way, the machine has no network and the rest would only fail the same way.
  const probe = queue.splice(0, Math.min(options.offlineProbe, options.concurrency));
  await Promise.all(probe.map(visit));
  if (probe.length > 0 && results.every((r) => r.visit.kind === 'unreachable' && r.visit.network))
    return { offline: true, results };
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) await visit(url);
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { offline: false, results };
}
