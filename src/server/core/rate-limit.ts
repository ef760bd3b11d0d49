/**
 * Per-address rate limit: a token bucket per key holding `perMinute` tokens and
 * refilling at `perMinute` per minute. A request spends one token; with none
 * left it is refused with the seconds until the next token (for Retry-After).
 *
 * `createRateLimiter` keeps the buckets in this process's memory (one instance,
 * SQLite); the map is bounded (oldest keys go first), so spoofed addresses
 * cannot exhaust memory. `createSharedRateLimiter` keeps them in the database
 * (PostgreSQL), so N instances allow one limit, not N.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until a request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

interface RateLimiter {
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

/**
 * The same limit shared by every instance on one database: each take is one atomic statement on the bucket of
 * a salted hash of the address (the address itself is never stored). When the database does not answer within
 * `timeoutMs` or fails, the decision falls back to this process's own bucket, so a slow database neither blocks
 * the form nor lifts the limit; the fallback is logged at most once a minute.
 */
interface SharedRateStore {
  takeRateToken(key: string, nowMs: number, perMinute: number): Promise<{ allowed: boolean; tokens: number }>;
  pruneRateBuckets(beforeMs: number): Promise<number>;
}

interface SharedRateLimiter {
  take(key: string, now: Date): Promise<RateLimitDecision>;
}

export function createSharedRateLimiter(options: {
  store: SharedRateStore;
  perMinute: number;
  /** Turns an address into the stored key (a salted hash). */
  keyOf: (address: string) => string;
  timeoutMs?: number;
  log?: (message: string) => void;
}): SharedRateLimiter {
  const { store, perMinute, keyOf } = options;
  const timeoutMs = options.timeoutMs ?? 250;
  const local = createRateLimiter({ perMinute });
  const refillPerMs = perMinute / 60_000;
  let lastWarning = -Infinity;
  let lastPrune = 0;
  return {
    async take(address, now) {
      if (perMinute <= 0) return { allowed: true, retryAfterSeconds: 0 };
      const time = now.getTime();
      // The process's own bucket counts too, so a fallback decision knows this process's recent requests.
      const fallback = local.take(address, now);
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const shared = await Promise.race([
          store.takeRateToken(keyOf(address), time, perMinute),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        // A full bucket after a minute idle is the same as none: prune now and then.
        if (time - lastPrune > 60_000) {
          lastPrune = time;
          store.pruneRateBuckets(time - 120_000).catch(() => undefined);
        }
        return shared.allowed
          ? { allowed: true, retryAfterSeconds: 0 }
          : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - shared.tokens) / refillPerMs / 1000)) };
      } catch (error) {
        if (time - lastWarning > 60_000) {
          lastWarning = time;
          options.log?.(
            `[leads] shared rate limit unavailable (${(error as Error).message}); using this process's limit`,
          );
        }
        return fallback;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
