import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

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
