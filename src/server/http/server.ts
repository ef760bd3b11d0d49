/**
 * Starts the whole site: the lead pipeline (migrations, outbox worker), then
 * an HTTP server with the site handler in front of Astro's built handler, the
 * health endpoints, request IDs, logs and metrics (src/server/ops).
 * Environment: PORT (4321), HOST (localhost), TRUST_PROXY, the operations
 * variables of docs/operations.md, plus the leads variables documented in the README.
 *
 * close() is the graceful shutdown: /readyz answers 503, the listener stops accepting, requests in flight
 * finish (up to SHUTDOWN_TIMEOUT_MS, then their connections are cut), and only then does the pipeline stop:
 * the outbox finishes the round it holds and the database closes.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteHandler, loadCspMap, type NodeHandler } from './site-handler.ts';
import { trustProxyHops } from '../core/config.ts';
import { loadOpsConfig } from '../ops/config.ts';
import { logger, messageLogger } from '../ops/logger.ts';
import { countDelivery, opsMetrics } from '../core/metrics.ts';
import { answerHealth, answerMetrics, bearerMatches, observedHandler } from '../ops/http-ops.ts';

interface RunningSite {
  server: http.Server;
  url: string;
  /** The metrics listener's address, when METRICS_PORT is set. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

function listen(server: http.Server, port: number, host: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`);
    });
  });
}

/** Stops accepting, lets requests in flight end (then cuts what is left after `timeoutMs`). */
function drain(server: http.Server, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
    // A keep-alive connection that finishes its request while we wait is idle, and closed at the next tick.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(cut);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** The metrics' own listener: GET /metrics and nothing else. */
async function startMetricsListener(port: number, host: string): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) void answerMetrics(res);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
  });
  return { server, url: await listen(server, port, host) };
}

/** Starts the lead pipeline; storage that is down is logged, not thrown (a wrong setting is). */
async function startPipeline() {
  const app = await import('../app/index.ts');
  try {
    await app.startLeadPipeline(process.env, { log: messageLogger('leads'), onDelivery: countDelivery });
  } catch (error) {
    // A wrong setting is refused at once, so it is noticed. Storage that is down
    // must not take the whole site down: pages are served, POST /api/contact
    // answers 503 and retries the start on each request until storage is back.
    if (error instanceof app.LeadConfigError) throw error;
    logger().error(
      { err: error },
      'Lead storage is unavailable at start; serving the site, /api/contact answers 503 until it is back.',
    );
  }
  return app;
}

export async function startSite(
  options: { distDir?: string; port?: number; host?: string } = {},
): Promise<RunningSite> {
  const distDir = path.resolve(options.distDir ?? 'dist');
  const port = options.port ?? Number(process.env.PORT ?? 4321);
  const host = options.host ?? process.env.HOST ?? 'localhost';
  const ops = loadOpsConfig(process.env);
  // Same reading as the lead pipeline: "true"/"1"/N proxies; any trusted proxy tells us the scheme.
  const trustProxy = trustProxyHops(process.env.TRUST_PROXY?.trim() || null) > 0;

  const { currentLeadPipeline, getLeadPipeline } = await startPipeline();

  opsMetrics().store = () => currentLeadPipeline()?.store;

  const entry = (await import(pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href)) as {
    handler: NodeHandler;
  };
  const handler = createSiteHandler({
    clientDir: path.join(distDir, 'client'),
    astroHandler: entry.handler,
    trustProxy,
    cspByFile: loadCspMap(distDir),
    async oneClickUnsubscribe(token) {
      const reminders = (await getLeadPipeline()).reminders;
      if (!reminders) return 404;
      return (await reminders.unsubscribe(token)) ? 200 : 404;
    },
  });
  let draining = false;
  const site = observedHandler(
    async (req, res) => {
      if (draining) res.setHeader('Connection', 'close');
      if (ops.metricsToken && req.url === '/metrics' && bearerMatches(req, ops.metricsToken)) return answerMetrics(res);
      try {
        await handler(req, res);
      } catch (error) {
        logger().error({ err: error }, 'request failed');
        if (!res.headersSent) res.writeHead(500).end();
      }
    },
    { trustProxy },
  );

  const health = { distDir, store: () => currentLeadPipeline()?.store, draining: () => draining };
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0]!;
    if (answerHealth(req, res, pathname, health)) return;
    void site(req, res);
  });
  server.keepAliveTimeout = 5_000;
  const url = await listen(server, port, host);

  const metrics = ops.metricsPort === null ? null : await startMetricsListener(ops.metricsPort, ops.metricsHost);

  let closing: Promise<void> | null = null;
  return {
    server,
    url,
    metricsUrl: metrics?.url ?? null,
    close() {
      closing ??= (async () => {
        draining = true;
        const started = performance.now();
        await Promise.all([drain(server, ops.shutdownTimeoutMs), metrics ? drain(metrics.server, 0) : undefined]);
        logger().info(
          { ms: Math.round(performance.now() - started) },
          'HTTP server closed; stopping the lead pipeline',
        );
        await currentLeadPipeline()?.stop();
      })();
      return closing;
    },
  };
}
