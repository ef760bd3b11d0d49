/**
 * `npm run sources:check [-- --update]` (after a build): visits every official source the site cites (built
 * pages, English and Thai, and the rule records) and compares the hash of each page's main text with
 * content/sources.lock.json. Lists the sources changed, moved, gone, unreachable and skipped (robots.txt),
 * each with the pages and records citing it; exits 1 when any changed. `--update` writes what was seen into
 * the lock, after an editor has reviewed the changes. Without network it says so and exits 0.
 * SOURCES_LOCK, CONTENT_ROOT and DIST_ROOT point elsewhere (tests).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { site } from '../src/config/site.ts';
import { checkSources } from './lib/sources/check.ts';
import { citedSources } from './lib/sources/collect.ts';
import { readLock, writeLock } from './lib/sources/lock.ts';
import { nextLock } from './lib/sources/next-lock.ts';
import { formatReport } from './lib/sources/report.ts';

const { values } = parseArgs({
  options: { update: { type: 'boolean', default: false }, 'timeout-ms': { type: 'string' } },
});
const contentRoot = process.env.CONTENT_ROOT ?? 'content';
const distRoot = process.env.DIST_ROOT ?? 'dist/client';
const lockFile = process.env.SOURCES_LOCK ?? path.join(contentRoot, 'sources.lock.json');

if (!existsSync(path.join(distRoot, 'index.html'))) {
  console.error(`No build in ${distRoot}: run \`npm run build\` first (the sources are read from the built pages).`);
  process.exit(2);
}
const cited = citedSources(distRoot, site.origin, contentRoot);
const lock = readLock(lockFile).sources;
const urls = cited.map((source) => source.url);
const now = new Date().toISOString();
const productToken = `${site.brand.replace(/\W+/g, '')}SourceCheck`;
const { offline, results } = await checkSources(urls, lock, {
  userAgent: `${productToken}/1.0 (+${site.origin}/; ${site.brand} checks the official pages it cites, weekly)`,
  productToken,
  timeoutMs: Number(values['timeout-ms'] ?? 10_000),
  concurrency: 8,
  offlineProbe: 8,
});

if (offline) {
  console.log(
    `This machine has no network (the first ${Math.min(8, urls.length)} sources, on different sites, all failed before any answer: no name resolution or no connection): nothing was checked.`,
  );
  if (values.update) {
    writeLock(lockFile, nextLock(lock, urls, [], 'update', now));
    console.log(
      `${lockFile}: the list of ${urls.length} cited official sources written; their hashes wait for a run with network.`,
    );
  }
  process.exit(0);
}

console.log(formatReport(results, cited));
writeLock(lockFile, nextLock(lock, urls, results, values.update ? 'update' : 'baseline', now));
const changed = results.filter((result) => result.verdict === 'changed').length;
if (values.update) {
  console.log(`${lockFile} updated: the ${results.length} sources as seen now are the reviewed versions.`);
  process.exit(0);
}
if (changed > 0)
  console.log(
    `\nReview the ${changed} changed source(s) against the pages citing them, then run \`npm run sources:check -- --update\`.`,
  );
process.exit(changed > 0 ? 1 : 0);
