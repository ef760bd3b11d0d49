/**
 * `npm start`: builds when the build is missing or older than the sources,
 * then serves the whole site and its API (SQLite by default).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { startSite } from '../src/server/http/server.ts';

const SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];
const BUILD_STAMP = 'dist/.build-complete';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIsStale(): boolean {
  if (!existsSync(BUILD_STAMP)) return true;
  const built = statSync(BUILD_STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

if (buildIsStale()) {
  console.log('Building the site (missing or older than its sources)...');
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const site = await startSite();
console.log(`Site and API listening on ${site.url}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    site.close().then(() => process.exit(0), () => process.exit(1));
  });
}
