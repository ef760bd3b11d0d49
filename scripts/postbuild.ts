/**
 * After `astro build`: what the Node adapter and Astro leave to us.
 *  - csp-by-file.json: each page's CSP (Astro puts it in a <meta>), so the
 *    server can send it as a header with frame-ancestors added;
 *  - redirect pages for the named redirects, for static hosting;
 *  - brotli and gzip twins of every text file, served as they are.
 */
import { readdir, readFile, writeFile, mkdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { namedRedirects } from '../src/lib/site/redirects.ts';
import { site } from '../src/config/site.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.svg', '.txt', '.webmanifest']);
const MIN_BYTES = 512;

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
  /** Files already done while Astro was still writing pages (see `pageWritten`). */
  doneDuringBuild: number;
  /** Seconds of the work left once Astro has finished, for the build benchmark. */
  seconds: { redirects: number; finalPass: number; searchIndex: number; compression: number };
}

const since = (start: number) => Number(((performance.now() - start) / 1000).toFixed(2));

/**
 * The post-build work for one build. Astro renders pages on one core, one after another, and writes each as soon as
 * it is rendered; `pageWritten` takes each page then (CSP, search index, compressed twins) on the other core, so that
 * little is left when Astro finishes. `finish` does whatever was not done (every file Astro wrote without reporting
 * it, the redirect pages, files changed since) and writes the search index and the CSP map. A file is done once per
 * content: its size and modification time are kept, and a file that changed after it was done is done again.
 */
export class Postbuild {
  private readonly clientDir: string;
  private readonly distDir: string;
  private readonly pagefindDir: string;
  private readonly cspByFile: Record<string, string> = {};
  /** File path to the size and mtime it was done at. */
  private readonly done = new Map<string, string>();
  /** File path to the same, for pages handed to the search index (added once). */
  private readonly indexed = new Set<string>();
  private readonly search = openSearchIndex();
  private readonly queue: string[] = [];
  private running = 0;
  private idle: (() => void)[] = [];
  private compressed = 0;
  private failure: unknown;
  /** How many files to work on at once while Astro renders (zlib works on its thread pool). */
  private readonly concurrency: number;

  constructor(distDir = 'dist', concurrency = 2) {
    // While Astro renders, this work takes only the time Astro leaves: the lowest priority, set before the search
    // index's process and zlib's threads start so that they have it too. Raised again in `finish`.
    setPriority(19);
    this.distDir = path.resolve(distDir);
    this.clientDir = path.join(this.distDir, 'client');
    this.pagefindDir = path.join(this.clientDir, 'pagefind') + path.sep;
    this.concurrency = concurrency;
    this.search.catch(() => undefined);
  }

  /** Astro reports a page written (its path under the client directory, "/visa/index.html"). */
  pageWritten(relativePath: string): void {
    this.queue.push(path.join(this.clientDir, relativePath));
    this.drain();
  }

  private drain(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const file = this.queue.shift()!;
      this.running++;
      this.process(file, false)
        .catch((error: unknown) => (this.failure ??= error))
        .finally(() => {
          this.running--;
          this.drain();
          if (this.running === 0 && this.queue.length === 0) for (const resolve of this.idle.splice(0)) resolve();
        });
    }
  }

  private settled(): Promise<void> {
    return this.running === 0 && this.queue.length === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  /**
   * One file: its CSP and its place in the search index when it is a page, and its compressed twins. While Astro is
   * still writing (`final` false), a page not yet written to its end is left for the final pass.
   */
  private async process(file: string, final: boolean): Promise<void> {
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) return;
    const signature = `${stats.size}-${stats.mtimeMs}`;
    if (this.done.get(file) === signature) return;
    const ext = path.extname(file);
    const body = await readFile(file);
    if (ext === '.html') {
      const html = body.toString('utf8');
      // Astro writes a page in one piece; until it ends with </html> it is still being written.
      if (!final && !/<\/html>\s*$/i.test(html)) return;
      const relative = '/' + path.relative(this.clientDir, file).split(path.sep).join('/');
      const csp = extractMetaCsp(html);
      if (csp) this.cspByFile[relative] = csp;
      const searchable = searchableHtml(html);
      if (searchable && !this.indexed.has(file)) {
        this.indexed.add(file);
        const { index } = await this.search;
        const added = await index.addHTMLFile({ sourcePath: relative.slice(1), content: searchable });
        if (added.errors.length > 0) throw new Error(`Pagefind, ${relative}: ${added.errors.join('; ')}`);
      }
    }
    if (COMPRESSIBLE.has(ext) && body.length >= MIN_BYTES) {
      await compressTwins(file, body);
      this.compressed++;
    }
    this.done.set(file, signature);
  }

  /** Everything left once Astro has finished: the summary of the whole post-build. */
  async finish(): Promise<PostbuildSummary> {
    setPriority(0);
    await this.settled();
    if (this.failure) throw this.failure;
    const doneDuringBuild = this.done.size;
    const started = performance.now();

    let redirects = 0;
    for (const [from, to] of Object.entries(namedRedirects)) {
      const file = path.join(this.clientDir, from, 'index.html');
      if (existsSync(file)) continue;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, redirectPage(to));
      redirects++;
    }
    const redirectSeconds = since(started);

    const finalStarted = performance.now();
    const files: string[] = [];
    for await (const file of walk(this.clientDir)) if (!file.startsWith(this.pagefindDir)) files.push(file);
    await pool(files, 8, (file) => this.process(file, true));
    const finalSeconds = since(finalStarted);

    const searchStarted = performance.now();
    const { index, close } = await this.search;
    let searchPages: number;
    try {
      const written = await index.writeFiles({ outputPath: path.join(this.clientDir, 'pagefind') });
      if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
      searchPages = this.indexed.size;
    } finally {
      await close();
    }
    const searchSeconds = since(searchStarted);

    // The search runs in a worker whose own policy (its response header) must let it fetch the index and compile WebAssembly.
    this.cspByFile['/pagefind/pagefind-worker.js'] = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";
    await writeFile(path.join(this.distDir, 'csp-by-file.json'), JSON.stringify(this.cspByFile));

    const compressionStarted = performance.now();
    const pagefindFiles: string[] = [];
    for await (const file of walk(this.pagefindDir)) pagefindFiles.push(file);
    await pool(pagefindFiles, 8, async (file) => {
      const body = await readFile(file);
      if (COMPRESSIBLE.has(path.extname(file)) && body.length >= MIN_BYTES) {
        await compressTwins(file, body);
        this.compressed++;
      }
    });

    return {
      pages: Object.keys(this.cspByFile).length,
      compressed: this.compressed,
      redirects,
      searchPages,
      doneDuringBuild,
      seconds: { redirects: redirectSeconds, finalPass: finalSeconds, searchIndex: searchSeconds, compression: since(compressionStarted) },
    };
  }
}

/** This process's scheduling priority; raising it back needs a privilege a developer's machine may not give, and then it stays. */
function setPriority(niceness: number): void {
  try {
    os.setPriority(niceness);
  } catch {
    /* not permitted: keep the current priority */
  }
}

/** The post-build of a finished build, all at once. */
export function postbuild(distDir = 'dist'): Promise<PostbuildSummary> {
  return new Postbuild(distDir, 8).finish();
}

/**
 * What the search index needs of a page, or null when the page is not searchable: its <html> tag (Pagefind keeps one
 * index per language), its <title> and its <main> when that opts in with data-pagefind-body (the body, its filter and everything
 * it ignores all live in <main>). Sending this instead of the whole page spares the header, footer and scripts.
 */
export function searchableHtml(html: string): string | null {
  const mainStart = html.search(/<main\b[^>]*\bdata-pagefind-body\b/);
  if (mainStart < 0) return null;
  const mainEnd = html.lastIndexOf('</main>');
  if (mainEnd < mainStart) return null;
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '<html>';
  const title = /<title>[^<]*<\/title>/i.exec(html)?.[0] ?? '';
  return `<!doctype html>${htmlTag}<head><meta charset="utf-8">${title}</head><body>${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}

/** Writes the brotli and gzip twins of a file, each only when smaller than the file. */
async function compressTwins(file: string, body: Buffer): Promise<void> {
  // Hashed assets are few and cached for a year: spend the time (brotli 11).
  // Pages and data can number tens of thousands: brotli 5 and gzip 6 keep most
  // of the gain (a few per cent larger) at a fraction of the time.
  const isAsset = file.includes(`${path.sep}_astro${path.sep}`);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: isAsset ? 11 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: isAsset ? 9 : 6 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/** A Pagefind index in its own process, filled page by page (one index per language, from each page's <html lang>). */
async function openSearchIndex() {
  const { createIndex, close } = await import('pagefind');
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  return { index, close };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await postbuild(process.argv[2] ?? 'dist');
  console.log(`postbuild: ${result.pages} pages with CSP, ${result.compressed} files precompressed, ${result.redirects} redirect pages`);
}
