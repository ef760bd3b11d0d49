/** autocannon (a CommonJS package without types) as the benchmarks call it, with the figures they read. */
import { createRequire } from 'node:module';

export interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; average: number; max: number };
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<AutocannonResult>;
