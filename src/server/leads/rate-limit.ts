/**
 * Per-address rate limit: a token bucket per key holding `perMinute` tokens and
 * refilling at `perMinute` per minute. A request spends one token; with none
 * left it is refused with the seconds until the next token (for Retry-After).
 *
 * In memory and per process: with several processes each enforces its own
 * limit, which keeps the form usable and still stops floods. The map is bounded
 * (oldest keys go first), so spoofed addresses cannot exhaust memory.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until a request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  take(key: string, now: Date): RateLimitDecision;
  /** Keys currently tracked (for tests and diagnostics). */
  readonly size: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(options: { perMinute: number; maxKeys?: number }): RateLimiter {
  const capacity = options.perMinute;
  const maxKeys = options.maxKeys ?? 50_000;
  const refillPerMs = capacity / 60_000;
  const buckets = new Map<string, Bucket>();

  return {
    get size() {
      return buckets.size;
    },
    take(key: string, now: Date): RateLimitDecision {
      if (capacity <= 0) return { allowed: true, retryAfterSeconds: 0 };
      const time = now.getTime();
      let bucket = buckets.get(key);
      if (bucket) {
        buckets.delete(key); // re-inserted below: Map order becomes least-recently-used first
        bucket.tokens = Math.min(capacity, bucket.tokens + Math.max(0, time - bucket.updatedAt) * refillPerMs);
        bucket.updatedAt = time;
      } else {
        bucket = { tokens: capacity, updatedAt: time };
      }
      buckets.set(key, bucket);
      while (buckets.size > maxKeys) {
        const oldest = buckets.keys().next().value as string;
        buckets.delete(oldest);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
    },
  };
}
