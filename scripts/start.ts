/**
 * `npm start`: builds when the build is missing or older than the sources,
 * then serves the whole site and its API (SQLite by default).
 * DIST_DIR serves another build as it is, without building (the end-to-end
 * suites serve the fixture build, dist-fixture/).
 */
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './lib/build-stamp.ts';
import { startSite } from '../src/server/http/server.ts';
import { logger, routeConsoleToLogger } from '../src/server/ops/logger.ts';

// Every line on stdout is one JSON object (pino), Astro's and the libraries' messages too.
routeConsoleToLogger();

const distDir = process.env.DIST_DIR?.trim() || undefined;
if (!distDir && buildIsStale()) {
  console.log('Building the site (missing or older than its sources)...');
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const site = await startSite({ distDir });
logger().info({ url: site.url, metricsUrl: site.metricsUrl }, `Site and API listening on ${site.url}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger().info({ signal }, 'shutting down: no new connections, finishing requests in flight and the outbox round');
    site.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
