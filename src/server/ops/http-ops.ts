/**
 * What the HTTP server adds for whoever runs it: a request ID on every answer (X-Request-Id) and in every log
 * line about it, one log line and the metrics per request, /livez and /readyz for a load balancer (neither
 * logged nor rate-limited), and the metrics in Prometheus's text format.
 */
import { existsSync } from 'node:fs';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { logger, runWithRequestId } from './logger.ts';
import { opsMetrics } from '../core/metrics.ts';
import type { LeadStore } from '../core/storage/types.ts';

/** How long the database may take to answer /readyz's question. */
export const READY_DB_TIMEOUT_MS = 250;

/** The class of a path, for metrics labels: a handful of values, never the path itself. */
export function routeClassOf(pathname: string): string {
  if (pathname === '/livez' || pathname === '/readyz') return 'health';
  if (pathname === '/metrics') return 'metrics';
  const bare = pathname.replace(/\/+$/, '');
  if (bare === '/api/contact') return 'contact';
  if (bare.startsWith('/api/reminders/')) return 'reminders';
  if (bare === '/api' || bare.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/_astro/') || pathname.startsWith('/pagefind/')) return 'asset';
  if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return 'file';
  return 'page';
}

const pathOf = (url: string | undefined) => {
  const target = url ?? '/';
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
};

interface HealthOptions {
  distDir: string;
  /** The running pipeline's store, if storage is up. */
  store: () => LeadStore | undefined;
  /** True once the server is shutting down: the load balancer should send no more. */
  draining: () => boolean;
  timeoutMs?: number;
}

/** Null when ready, else why not. */
export async function notReadyReason(options: HealthOptions): Promise<string | null> {
  if (options.draining()) return 'shutting down';
  if (
    !existsSync(path.join(options.distDir, 'server', 'entry.mjs')) ||
    !existsSync(path.join(options.distDir, 'client', 'index.html'))
  ) {
    return `the build is missing (${options.distDir})`;
  }
  const store = options.store();
  if (!store) return 'the database is unavailable';
  const timeoutMs = options.timeoutMs ?? READY_DB_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>(
    (resolve) => (timer = setTimeout(() => resolve(`the database did not answer within ${timeoutMs} ms`), timeoutMs)),
  );
  const answer = store.appliedMigrations().then(
    () => null,
    (error: unknown) => `the database failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

function plain(res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
  res.end(body);
}

/** Answers /livez and /readyz; true when the request was one of them. */
export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  options: HealthOptions,
): boolean {
  if (pathname !== '/livez' && pathname !== '/readyz') return false;
  const started = performance.now();
  const finish = (status: number, body: string) => {
    plain(res, status, req.method === 'HEAD' ? '' : body);
    observe('health', status, started);
  };
  if (pathname === '/livez') finish(200, 'ok\n');
  else
    void notReadyReason(options).then(
      (reason) => finish(reason ? 503 : 200, reason ? `not ready: ${reason}\n` : 'ready\n'),
      () => finish(503, 'not ready\n'),
    );
  return true;
}

function observe(route: string, status: number, started: number): void {
  const metrics = opsMetrics();
  metrics.httpRequests.inc({ route, status: String(status) });
  metrics.httpDuration.observe({ route }, (performance.now() - started) / 1000);
}

/** True when the Authorization header holds the bearer token. */
export function bearerMatches(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function answerMetrics(res: ServerResponse): Promise<void> {
  const { registry } = opsMetrics();
  try {
    const body = await registry.metrics();
    res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
    res.end(body);
  } catch (error) {
    logger().error({ err: error }, 'metrics collection failed');
    plain(res, 500, 'metrics collection failed\n');
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Wraps the site's handler: a request ID (the load balancer's, when TRUST_PROXY trusts it and it is a plain token;
 * else a new UUID) returned in X-Request-Id and attached to every log line, one log line and the metrics when the
 * answer ends. No query string, client address or header value is logged.
 */
export function observedHandler(handler: Handler, options: { trustProxy: boolean }): Handler {
  return (req, res) => {
    const started = performance.now();
    const given = options.trustProxy ? req.headers['x-request-id'] : undefined;
    const requestId = typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const pathname = pathOf(req.url);
    const route = routeClassOf(pathname);
    res.once('close', () => {
      const status = res.writableFinished ? res.statusCode : 499;
      observe(route, status, started);
      runWithRequestId(requestId, () =>
        logger().info(
          {
            method: req.method,
            route,
            path: pathname.slice(0, 200),
            status,
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        ),
      );
    });
    return runWithRequestId(requestId, () => handler(req, res));
  };
}
