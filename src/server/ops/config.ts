/**
 * The operations settings of the HTTP server, read once from the environment (docs/operations.md).
 */
import { LeadConfigError } from '../core/config.ts';

export interface OpsConfig {
  /** METRICS_PORT: a port of its own for GET /metrics (unset: no metrics listener). */
  metricsPort: number | null;
  /** METRICS_HOST: the address that listener binds (default 127.0.0.1). */
  metricsHost: string;
  /** METRICS_TOKEN: serves GET /metrics on the site's own port to `Authorization: Bearer <token>` (unset: not there). */
  metricsToken: string | null;
  /** SHUTDOWN_TIMEOUT_MS: how long SIGTERM waits for requests in flight (default 10000). */
  shutdownTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

export function loadOpsConfig(env: Env = process.env): OpsConfig {
  const text = (name: string) => env[name]?.trim() || null;
  const whole = (name: string, fallback: number | null, min: number, max: number) => {
    const raw = text(name);
    if (raw === null) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
      throw new LeadConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return Number(raw);
  };
  const token = text('METRICS_TOKEN');
  if (token !== null && token.length < 16)
    throw new LeadConfigError('METRICS_TOKEN must be at least 16 characters long');
  return {
    metricsPort: whole('METRICS_PORT', null, 1, 65_535),
    metricsHost: text('METRICS_HOST') ?? '127.0.0.1',
    metricsToken: token,
    shutdownTimeoutMs: whole('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000)!,
  };
}
