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
import { pageUrl, searchDocument } from './lib/search-document.ts';
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
async function builtFiles(clientDir: string, pagefindDir: string): Promise<{ pages: string[]; toCompress: string[] }> {
  const pages: string[] = [];
  const toCompress: string[] = [];
  for await (const file of walk(clientDir)) {
    if (file.startsWith(pagefindDir)) continue;
    if (path.extname(file) === '.html') pages.push(file);
    else if (twinsAtBuild(file) && isCompressible(file, (await stat(file)).size)) toCompress.push(file);
  }
  return { pages, toCompress };
}

async function compressibleFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of walk(dir)) {
    if (isCompressible(file, (await stat(file)).size)) files.push(file);
  }
  return files;
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

  const redirects = await writeRedirectPages(clientDir);
  const redirectSeconds = since(started);

  // Each page is read once: its CSP goes into the map, its search document (scripts/lib/search-document.ts) to
  // Pagefind, which indexes in its own process while this one reads on and compresses.
  const cspStarted = performance.now();
  const pagefindDir = path.join(clientDir, 'pagefind') + path.sep;
  const { pages, toCompress } = await builtFiles(clientDir, pagefindDir);
  const cspByFile: Record<string, string> = {};
  const search = await openSearchIndex();
  let cspSeconds: number;
  let compressionSeconds: number;
  let indexed: { pages: number; seconds: number };
  // Pagefind runs as a child process: it is closed however this step ends, or the build would never exit.
  try {
    const searchAdds: Promise<void>[] = [];
    // Read in batches, and handed to Pagefind in file order, so the same build gives the same index.
    pages.sort();
    for (let i = 0; i < pages.length; i += 64) {
      const batch = pages.slice(i, i + 64);
      const htmls = await Promise.all(batch.map((file) => readFile(file, 'utf8')));
      batch.forEach((file, n) => {
        const relative = path.relative(clientDir, file);
        const csp = extractMetaCsp(htmls[n]);
        if (csp) cspByFile['/' + relative.split(path.sep).join('/')] = csp;
        const document = searchDocument(htmls[n]);
        if (!document) return;
        const added = search.add(pageUrl(relative), document);
        added.catch(() => undefined); // reported by Promise.all below
        searchAdds.push(added);
      });
    }
    // The search runs in a worker whose own policy (its response header) must let it fetch the index and compile WebAssembly.
    cspByFile['/pagefind/pagefind-worker.js'] =
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";
    await writeFile(path.resolve(distDir, 'csp-by-file.json'), JSON.stringify(cspByFile));
    cspSeconds = since(cspStarted);
    const searchIndexing = Promise.all(searchAdds)
      .then(() => search.write(path.join(clientDir, 'pagefind')))
      .then(() => ({ pages: searchAdds.length, seconds: since(cspStarted) }));
    searchIndexing.catch(() => undefined);

    const compressionStarted = performance.now();
    await pool(toCompress, 8, compressTwins);
    compressionSeconds = since(compressionStarted);
    indexed = await searchIndexing;
  } finally {
    await search.close();
  }
  const pagefindFiles = await compressibleFiles(pagefindDir);
  const pagefindCompressionStarted = performance.now();
  await pool(pagefindFiles, 8, compressTwins);
  compressionSeconds += since(pagefindCompressionStarted);

  return {
    pages: Object.keys(cspByFile).length,
    compressed: toCompress.length + pagefindFiles.length,
    redirects,
    searchPages: indexed.pages,
    // The search index overlaps the other steps: the figures add up to more than the whole.
    seconds: {
      redirects: redirectSeconds,
      searchIndex: indexed.seconds,
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
 * A Pagefind index in its own process. One index per language, from each page's <html lang>: the Thai search
 * page searches the Thai pages. Pages opt in with data-pagefind-body.
 */
async function openSearchIndex() {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  return {
    async add(url: string, content: string): Promise<void> {
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length > 0) throw new Error(`Pagefind, ${url}: ${added.errors.join('; ')}`);
    },
    async write(outputPath: string): Promise<void> {
      const written = await index.writeFiles({ outputPath });
      if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    },
    close: () => pagefind.close(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await postbuild(process.argv[2] ?? 'dist');
  console.log(
    `postbuild: ${result.pages} pages with CSP, ${result.compressed} files precompressed, ${result.redirects} redirect pages`,
  );
}
