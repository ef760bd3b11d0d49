import { describe, expect, it } from 'vitest';
import { createRateLimiter, createSharedRateLimiter } from './rate-limit.ts';

const t0 = new Date('2025-10-01T08:00:00.000Z').getTime();
const at = (ms: number) => new Date(t0 + ms);

describe('rate limiter', () => {
  it('allows a burst of perMinute, then refuses with the wait until the next token', () => {
    const limiter = createRateLimiter({ perMinute: 6 });
    for (let index = 0; index < 6; index += 1) expect(limiter.take('a', at(0)).allowed).toBe(true);
    expect(limiter.take('a', at(0))).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limiter.take('a', at(4000))).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(limiter.take('a', at(10_000)).allowed).toBe(true);
    expect(limiter.take('a', at(10_000)).allowed).toBe(false);
    expect(limiter.take('b', at(10_000)).allowed).toBe(true);
    // After a quiet minute the whole burst is back, not more.
    for (let index = 0; index < 6; index += 1) expect(limiter.take('a', at(200_000)).allowed).toBe(true);
    expect(limiter.take('a', at(200_000)).allowed).toBe(false);
  });

  it('is off at 0 per minute', () => {
    const limiter = createRateLimiter({ perMinute: 0 });
    for (let index = 0; index < 1000; index += 1) expect(limiter.take('a', at(0)).allowed).toBe(true);
    expect(limiter.size).toBe(0);
  });

  it('keeps at most maxKeys addresses, dropping the least recently seen', () => {
    const limiter = createRateLimiter({ perMinute: 1, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) limiter.take(key, at(0));
    expect(limiter.take('a', at(0)).allowed).toBe(false); // 'a' is now the most recent
    limiter.take('d', at(0)); // evicts 'b'
    expect(limiter.size).toBe(3);
    expect(limiter.take('b', at(0)).allowed).toBe(true); // forgotten, so fresh
    expect(limiter.take('a', at(0)).allowed).toBe(false);
  });
});

describe('shared rate limit', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  const keyOf = (address: string) => `hash(${address})`;

  it('decides from the shared bucket, keyed by the hashed address, with Retry-After from its tokens', async () => {
    const seen: string[] = [];
    const store = {
      // 0.5 tokens left at 5 a minute: half a token is 6 s of refill (60 s / 5 x 0.5).
      takeRateToken: async (key: string) => (seen.push(key), { allowed: false, tokens: 0.5 }),
      pruneRateBuckets: async () => 0,
    };
    const limiter = createSharedRateLimiter({ store, perMinute: 5, keyOf });
    expect(await limiter.take('203.0.113.9', now)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(seen).toEqual(['hash(203.0.113.9)']);
  });

  it("falls back to this process's limit when the database is slow or fails, and says so once", async () => {
    const logs: string[] = [];
    const slow = { takeRateToken: () => new Promise<never>(() => undefined), pruneRateBuckets: async () => 0 };
    const limiter = createSharedRateLimiter({
      store: slow,
      perMinute: 2,
      keyOf,
      timeoutMs: 20,
      log: (m) => logs.push(m),
    });
    // The process's own bucket of 2 a minute: two allowed, the third refused.
    expect((await limiter.take('198.51.100.1', now)).allowed).toBe(true);
    expect((await limiter.take('198.51.100.1', now)).allowed).toBe(true);
    expect((await limiter.take('198.51.100.1', now)).allowed).toBe(false);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('shared rate limit unavailable');
    const failing = {
      takeRateToken: async () => Promise.reject(new Error('connection refused')),
      pruneRateBuckets: async () => 0,
    };
    const second = createSharedRateLimiter({ store: failing, perMinute: 1, keyOf, log: () => undefined });
    expect((await second.take('198.51.100.2', now)).allowed).toBe(true);
    expect((await second.take('198.51.100.2', now)).allowed).toBe(false);
  });
});
