/**
 * After `astro build`: what the Node adapter and Astro leave to us.
 *  - csp-by-file.json: each page's CSP (Astro puts it in a <meta>), so the
 *    server can send it as a header with frame-ancestors added;
 *  - redirect pages for the named redirects, for static hosting;
 *  - brotli and gzip twins of the assets, data files and feeds (pages are compressed by the server when it
 *    first reads them, or by a CDN: src/server/http/compression.ts);
 *  - the site search's index (scripts/lib/search-index.ts), in dist/client/pagefind/.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { compress, isCompressible, twinsAtBuild } from '../src/server/http/compression.ts';
import { isSearchable, metaCspOf, readPageStart } from './lib/built-page.ts';
import { indexPages } from './lib/search-index.ts';
import { namedRedirects } from '../src/lib/site/redirects.ts';
import { site } from '../src/config/site.ts';

/**
 * Every file under `dir`. Synchronous: a build has a folder per page, and one trip through the thread pool per
 * folder took seconds at 10,000 posts.
 */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function redirectPage(to: string): string {
  const target = new URL(to, site.origin).href;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Moved to ${to}</title>
<meta name="robots" content="noindex"><link rel="canonical" href="${target}">
<meta http-equiv="refresh" content="0; url=${to}"></head>
<body><p>This page has moved to <a href="${to}">${target}</a>.</p></body></html>
`;
}

/** Runs `tasks` with at most `limit` in flight (zlib's async work uses the thread pool). */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]);
  });
  await Promise.all(workers);
}

/** Writes the named redirects' pages where no page stands, and counts them. */
async function writeRedirectPages(clientDir: string): Promise<number> {
  let written = 0;
  for (const [from, to] of Object.entries(namedRedirects)) {
    const file = path.join(clientDir, from, 'index.html');
    if (existsSync(file)) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, redirectPage(to));
    written++;
  }
  return written;
}

/** The built pages, and the other files that get compressed twins, outside Pagefind's folder. */
function builtFiles(clientDir: string, pagefindDir: string): { pages: string[]; toCompress: string[] } {
  const pages: string[] = [];
  const toCompress: string[] = [];
  for (const file of filesUnder(clientDir)) {
    if (file.startsWith(pagefindDir)) continue;
    if (path.extname(file) === '.html') pages.push(file);
    else if (twinsAtBuild(file) && isCompressible(file, statSync(file).size)) toCompress.push(file);
  }
  return { pages, toCompress };
}

const compressibleFiles = (dir: string): string[] =>
  filesUnder(dir).filter((file) => isCompressible(file, statSync(file).size));

interface PostbuildSummary {
  pages: number;
  compressed: number;
  redirects: number;
  searchPages: number;
  /** Seconds per step, for the build benchmark. */
  seconds: { redirects: number; searchIndex: number; cspMap: number; compression: number };
}

export async function postbuild(distDir = 'dist'): Promise<PostbuildSummary> {
  const clientDir = path.resolve(distDir, 'client');
  const since = (start: number) => Number(((performance.now() - start) / 1000).toFixed(2));
  const started = performance.now();

  const redirects = await writeRedirectPages(clientDir);
  const redirectSeconds = since(started);

  // Pagefind reads the pages itself, in its own process, from the start. Meanwhile this one reads the start of each
  // page (its CSP, and whether it is searchable: the index must hold that many), then compresses.
  const stepsStarted = performance.now();
  const pagefindDir = path.join(clientDir, 'pagefind') + path.sep;
  const { pages, toCompress } = builtFiles(clientDir, pagefindDir);
  const pageReading = readPages(clientDir, pages);
  const searchable = pageReading.then((read) => read.searchable);
  const searchIndexing = indexPages(clientDir, pagefindDir, searchable).then(() => since(stepsStarted));
  // Reported by the awaits below.
  searchable.catch(() => undefined);
  searchIndexing.catch(() => undefined);
  const { cspByFile } = await pageReading;
  await writeFile(path.resolve(distDir, 'csp-by-file.json'), JSON.stringify(cspByFile));
  const cspSeconds = since(stepsStarted);

  const compressionStarted = performance.now();
  await pool(toCompress, 8, compressTwins);
  let compressionSeconds = since(compressionStarted);
  const searchSeconds = await searchIndexing;
  const pagefindFiles = compressibleFiles(pagefindDir);
  const pagefindCompressionStarted = performance.now();
  await pool(pagefindFiles, 8, compressTwins);
  compressionSeconds += since(pagefindCompressionStarted);

  return {
    pages: Object.keys(cspByFile).length,
    compressed: toCompress.length + pagefindFiles.length,
    redirects,
    searchPages: await searchable,
    // The search index overlaps the other steps: the figures add up to more than the whole.
    seconds: {
      redirects: redirectSeconds,
      searchIndex: searchSeconds,
      cspMap: cspSeconds,
      compression: Number(compressionSeconds.toFixed(2)),
    },
  };
}

/** Writes the brotli and gzip twins of a file, each only when smaller than the file. */
async function compressTwins(file: string): Promise<void> {
  const twins = await compress(file, await readFile(file));
  if (twins.br) await writeFile(`${file}.br`, twins.br);
  if (twins.gzip) await writeFile(`${file}.gz`, twins.gzip);
}

/**
 * Each page's CSP, by its file (the server sends it as a header), and how many pages are searchable. The reads are
 * synchronous (built-page.ts) and hand the event loop back every few hundred pages, starting with the first, so the
 * caller can start Pagefind and talk to it meanwhile.
 */
async function readPages(clientDir: string, pages: string[]) {
  const cspByFile: Record<string, string> = {};
  let searchable = 0;
  for (const [i, file] of pages.entries()) {
    if (i % 256 === 0) await nextTurn();
    const start = readPageStart(file);
    const csp = metaCspOf(start);
    if (csp) cspByFile['/' + path.relative(clientDir, file).split(path.sep).join('/')] = csp;
    if (isSearchable(start)) searchable++;
  }
  // The search runs in a worker whose own policy (its response header) must let it fetch the index and compile WebAssembly.
  cspByFile['/pagefind/pagefind-worker.js'] =
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";
  return { cspByFile, searchable };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await postbuild(process.argv[2] ?? 'dist');
  console.log(
    `postbuild: ${result.pages} pages with CSP, ${result.compressed} files precompressed, ${result.redirects} redirect pages`,
  );
}
