/**
 * One polite visit to one source: robots.txt first (once per origin), then a conditional GET that follows
 * redirects by hand (so a move is seen and each new origin's robots.txt is read), all within one timeout.
 */
import { contentHash } from './main-text.ts';
import { allowAll, disallowAll, parseRobots, type Robots } from './robots.ts';
import type { LockEntry } from './lock.ts';

export interface VisitOptions {
  /** The whole User-Agent header, naming the site. */
  userAgent: string;
  /** The name robots.txt groups use for us. */
  productToken: string;
  /** For the robots.txt and the page together, per source. */
  timeoutMs: number;
}

export type Visit =
  | { kind: 'fetched'; hash: string; etag?: string; lastModified?: string; movedTo?: string }
  | { kind: 'not-modified'; movedTo?: string }
  | { kind: 'gone'; status: number; movedTo?: string }
  /** `network`: the failure says nothing about the page (no DNS, no route, no answer), only about the way to it. */
  | { kind: 'unreachable'; reason: string; network: boolean }
  | { kind: 'skipped'; reason: string };

const maxRedirects = 5;
const networkCodes = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNRESET',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** Why a request failed, in words, and whether it was the network rather than the server's answer. */
export function describeFailure(error: unknown, timeoutMs: number): { reason: string; network: boolean } {
  const err = error as Error & { cause?: { name?: string; code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError')
    return { reason: `no answer within ${timeoutMs / 1000} s`, network: true };
  const code = err.cause?.code ?? '';
  if (networkCodes.has(code))
    return {
      reason: `${code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? 'name does not resolve' : 'connection failed'} (${code})`,
      network: true,
    };
  if (code.startsWith('HPE_') || err.cause?.name === 'HTTPParserError')
    return { reason: `malformed HTTP response (${err.cause?.message ?? code})`, network: false };
  return { reason: err.cause?.message ?? err.message, network: false };
}

/** A cache of each origin's robots.txt for one run: the promise, so eight workers ask once. */
export function robotsCache(options: VisitOptions): (origin: string, signal: AbortSignal) => Promise<Robots> {
  const cache = new Map<string, Promise<Robots>>();
  return (origin, signal) => {
    let robots = cache.get(origin);
    if (!robots) {
      robots = fetch(`${origin}/robots.txt`, {
        headers: { 'user-agent': options.userAgent },
        redirect: 'follow',
        signal,
      }).then(async (res) => {
        if (res.ok) return parseRobots(await res.text(), options.productToken);
        await res.body?.cancel();
        return res.status >= 500 ? disallowAll : allowAll;
      });
      // A failed fetch is not cached: the next source on this origin tries again within its own timeout.
      robots.catch(() => cache.delete(origin));
      cache.set(origin, robots);
    }
    return robots;
  };
}

/** Visits `url`, sending the validators the lock holds for it. */
export async function visitSource(
  url: string,
  locked: LockEntry | undefined,
  options: VisitOptions,
  robotsFor: (origin: string, signal: AbortSignal) => Promise<Robots>,
): Promise<Visit> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const headers: Record<string, string> = {
    'user-agent': options.userAgent,
    accept: 'text/html,application/xhtml+xml,application/pdf;q=0.9,*/*;q=0.8',
  };
  // Validators only mean something against a hash we hold.
  if (locked?.hash && locked.etag) headers['if-none-match'] = locked.etag;
  if (locked?.hash && locked.lastModified) headers['if-modified-since'] = locked.lastModified;
  let current = new URL(url);
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const robots = await robotsFor(current.origin, signal);
      if (!robots.allows(current.pathname + current.search))
        return { kind: 'skipped', reason: `robots.txt of ${current.origin} disallows ${current.pathname}` };
      const res = await fetch(current, { headers, redirect: 'manual', signal });
      const movedTo = current.href === new URL(url).href ? undefined : current.href;
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && res.status !== 304 && location) {
        await res.body?.cancel();
        current = new URL(location, current);
        continue;
      }
      if (res.status === 304) return { kind: 'not-modified', movedTo };
      if (res.status < 200 || res.status >= 300) {
        await res.body?.cancel();
        return { kind: 'gone', status: res.status, movedTo };
      }
      const body = new Uint8Array(await res.arrayBuffer());
      return {
        kind: 'fetched',
        hash: contentHash(body, res.headers.get('content-type') ?? ''),
        etag: res.headers.get('etag') ?? undefined,
        lastModified: res.headers.get('last-modified') ?? undefined,
        movedTo,
      };
    }
    return { kind: 'unreachable', reason: `more than ${maxRedirects} redirects`, network: false };
  } catch (error) {
    return { kind: 'unreachable', ...describeFailure(error, options.timeoutMs) };
  }
}
