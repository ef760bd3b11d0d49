/**
 * After `astro build`: what the Node adapter and Astro leave to us.
 *  - csp-by-file.json: each page's CSP (Astro puts it in a <meta>), so the
 *    server can send it as a header with frame-ancestors added;
 *  - redirect pages for the named redirects, for static hosting;
 *  - brotli and gzip twins of the assets, data files and feeds (pages are compressed by the server when it
 *    first reads them, or by a CDN: src/server/http/compression.ts).
 */
import { readdir, readFile, writeFile, mkdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compress, isCompressible, twinsAtBuild } from '../src/server/http/compression.ts';
import { namedRedirects } from '../src/lib/site/redirects.ts';
import { site } from '../src/config/site.ts';

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The content of <meta http-equiv="content-security-policy">, if any. */
function extractMetaCsp(html: string): string | undefined {
  const tag = html.match(/<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i);
  return tag?.[1]
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
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

  let redirects = 0;
  for (const [from, to] of Object.entries(namedRedirects)) {
    const file = path.join(clientDir, from, 'index.html');
    if (existsSync(file)) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, redirectPage(to));
    redirects++;
  }
  const redirectSeconds = since(started);

  // Pagefind indexes the pages in its own process while the CSP map and the compressed twins are made here:
  // neither reads what the other writes. Pagefind's own output is compressed once it is written.
  const searchStarted = performance.now();
  const searchIndexing = buildSearchIndex(clientDir).then((result) => ({ ...result, seconds: since(searchStarted) }));
  searchIndexing.catch(() => undefined);

  const cspStarted = performance.now();
  const pagefindDir = path.join(clientDir, 'pagefind') + path.sep;
  const cspByFile: Record<string, string> = {};
  const toCompress: string[] = [];
  for await (const file of walk(clientDir)) {
    if (file.startsWith(pagefindDir)) continue;
    const ext = path.extname(file);
    if (ext === '.html') {
      const csp = extractMetaCsp(await readFile(file, 'utf8'));
      if (csp) cspByFile['/' + path.relative(clientDir, file).split(path.sep).join('/')] = csp;
    }
    if (twinsAtBuild(file) && isCompressible(file, (await stat(file)).size)) toCompress.push(file);
  }
  // The search runs in a worker whose own policy (its response header) must let it fetch the index and compile WebAssembly.
  cspByFile['/pagefind/pagefind-worker.js'] = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";
  await writeFile(path.resolve(distDir, 'csp-by-file.json'), JSON.stringify(cspByFile));
  const cspSeconds = since(cspStarted);

  const compressionStarted = performance.now();
  await pool(toCompress, 8, compressTwins);
  const search = await searchIndexing;
  const pagefindFiles: string[] = [];
  for await (const file of walk(pagefindDir)) {
    if (isCompressible(file, (await stat(file)).size)) pagefindFiles.push(file);
  }
  await pool(pagefindFiles, 8, compressTwins);

  return {
    pages: Object.keys(cspByFile).length,
    compressed: toCompress.length + pagefindFiles.length,
    redirects,
    searchPages: search.pages,
    // The search index overlaps the other steps: the figures add up to more than the whole.
    seconds: { redirects: redirectSeconds, searchIndex: search.seconds, cspMap: cspSeconds, compression: since(compressionStarted) },
  };
}

/** Writes the brotli and gzip twins of a file, each only when smaller than the file. */
async function compressTwins(file: string): Promise<void> {
  const twins = await compress(file, await readFile(file));
  if (twins.br) await writeFile(`${file}.br`, twins.br);
  if (twins.gzip) await writeFile(`${file}.gz`, twins.gzip);
}

/** Indexes the built pages with Pagefind (the pages opt in with data-pagefind-body) and writes /pagefind/. */
async function buildSearchIndex(clientDir: string): Promise<{ pages: number }> {
  const { createIndex, close } = await import('pagefind');
  try {
    // One index per language, from each page's <html lang>: the Thai search page searches the Thai pages.
    const { index, errors } = await createIndex({});
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: clientDir });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(clientDir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    return { pages: added.page_count };
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await postbuild(process.argv[2] ?? 'dist');
  console.log(`postbuild: ${result.pages} pages with CSP, ${result.compressed} files precompressed, ${result.redirects} redirect pages`);
}
