/**
 * `npm run bench:build -- --posts N [--no-postbuild] [--no-browser] [--keep] [--vs-bare [--runs N]]`
 *
 * Scale benchmark of the static build with N synthetic news posts:
 *  1. writes N posts into content/.scratch/news (scripts/generate-news.ts);
 *  2. builds the site cold with NEWS_CONTENT_DIR pointed at them, into its own
 *     outDir and cache (.bench/news-N, .bench/cache-news-N), so dist/ and the
 *     normal content cache are never touched;
 *  3. runs the post-build step (CSP map, brotli and gzip twins) unless told not to;
 *  4. prints build seconds, peak memory (max RSS of the build process), the bytes
 *     of /news/'s HTML, and what its island downloads on first load (JS, CSS:
 *     gzip) and on first interaction (the search index's first shard, then the
 *     rest), both counted from the build output and, when Chromium is there,
 *     measured in a real browser.
 * With --vs-bare it also builds, in the same run and right after, the bare site of bench/bare-site (the same
 * news routes with no layout) on the same posts and runs Pagefind over it, and prints our build (post-build
 * included), its CPU seconds (scripts/lib/bench-timing.ts) and peak memory as ratios of the bare site's; with
 * --runs N, N such pairs one after another and the median ratios (scripts/lib/bench-vs-bare.ts).
 * The figures are also written to .bench/news-N.json, the build's output to .bench/news-N.log.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { generateNews } from './generate-news.ts';
import { postbuild } from './postbuild.ts';
import { timed, timedBuild } from './lib/bench-timing.ts';
import { bareRun, medianRatios, printBareRun, printRatios, ratios, type SiteRun } from './lib/bench-vs-bare.ts';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    'no-postbuild': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'vs-bare': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
  },
});
const posts = Number(values.posts);
if (!Number.isInteger(posts) || posts < 1) {
  console.error('--posts must be a whole number of 1 or more, e.g. --posts 1000');
  process.exit(2);
}

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of 1 or more, e.g. --runs 3');
  process.exit(2);
}

const outDir = `.bench/news-${posts}`;
const cacheDir = `.bench/cache-news-${posts}`;
const clientDir = path.join(outDir, 'client');
const gzipSize = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const fileOf = (urlPath: string) => path.join(clientDir, urlPath.replace(/^\//, ''));

/** The JS modules a page loads up front: island component and renderer, module scripts, and their static imports. */
function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const queue: string[] = [];
  const add = (url: string) => {
    if (!js.has(url)) {
      js.add(url);
      queue.push(url);
    }
  };
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) add(m[1]);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) add(m[1]);
  while (queue.length > 0) {
    const url = queue.shift()!;
    const file = fileOf(url);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import"./x.js"` and `from"./x.js"`; dynamic import() loads later, on demand.
    for (const m of code.matchAll(/(?:\bimport\s*|\bfrom\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      add(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return { js: [...js], css };
}

interface BrowserFigures {
  firstLoadTransferred: number;
  firstLoadRequests: string[];
  searchIndexOnFirstLoad: boolean;
  /** The first shard, /news-search.json: what the first results wait for. */
  firstShardTransferred: number;
  /** Every shard, loaded one after another once the search box is used. */
  allShardsTransferred: number;
  shardRequests: number;
  resultsShown: number;
}

/** Loads /news/ in Chromium, then focuses the search box and searches; bytes as transferred (compressed). */
async function browserFigures(): Promise<BrowserFigures | undefined> {
  const { CHROMIUM_PATH, launchBrowser } = await import('./lib/chromium.ts');
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-news-'));
  process.env.DATA_DIR = dataDir;
  const { startSite } = await import('../src/server/http/server.ts');
  const running = await startSite({ distDir: outDir, port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const sizes: { url: string; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) =>
      sizes.push({ url: urls.get(e.requestId) ?? '', bytes: e.encodedDataLength }),
    );
    await page.goto(`${running.url}/news/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[type=search]:not([disabled])');
    const firstLoad = [...sizes];
    await page.focus('input[type=search]');
    await page.fill('input[type=search]', 'visa');
    await page.waitForSelector('.news-search__results, .news-search__empty', { timeout: 60_000 });
    // The older shards follow one by one; the count loses its "so far" when the last is in.
    await page.waitForFunction(() => !document.querySelector('.news-search__progress'), undefined, {
      timeout: 300_000,
    });
    await page.waitForLoadState('networkidle');
    const shards = sizes
      .slice(firstLoad.length)
      .filter((s) => /\/news-search(\.json|\/\d+\.json)$/.test(new URL(s.url).pathname));
    const resultsShown = await page.locator('.news-search__results .news-card').count();
    return {
      firstLoadTransferred: firstLoad.reduce((sum, s) => sum + s.bytes, 0),
      firstLoadRequests: firstLoad.map((s) => `${new URL(s.url).pathname} ${s.bytes}`),
      searchIndexOnFirstLoad: firstLoad.some((s) => s.url.includes('news-search.json')),
      firstShardTransferred: shards
        .filter((s) => s.url.endsWith('/news-search.json'))
        .reduce((sum, s) => sum + s.bytes, 0),
      allShardsTransferred: shards.reduce((sum, s) => sum + s.bytes, 0),
      shardRequests: shards.length,
      resultsShown,
    };
  } finally {
    await browser.close();
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

console.log(`bench:build: ${posts} posts`);
const gen = generateNews({ posts });
console.log(`  generated into ${path.relative(process.cwd(), gen.out)}`);
mkdirSync('.bench', { recursive: true });
const cpu = (t: { cpuSeconds?: number }) => (t.cpuSeconds === undefined ? '' : `, CPU ${t.cpuSeconds.toFixed(1)} s`);

/** Our build, cold (its own output and cache emptied first), then the post-build unless told not to. */
async function oursRun(): Promise<SiteRun> {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  const build = await timedBuild({ outDir, env: { NEWS_CONTENT_DIR: '.scratch/news', ASTRO_CACHE_DIR: cacheDir } });
  writeFileSync(`.bench/news-${posts}.log`, build.log);
  const pagesBuilt = (build.log.match(/index\.html \(\+/g) ?? []).length;
  console.log(
    `  astro build: ${build.seconds.toFixed(1)} s${cpu(build)}, peak RSS ${build.peakRssMb.toFixed(0)} MB, ${pagesBuilt} pages`,
  );
  if (values['no-postbuild']) {
    return { buildSeconds: build.seconds, afterSeconds: 0, cpuSeconds: build.cpuSeconds, peakRssMb: build.peakRssMb };
  }
  const run = await timed(() => postbuild(outDir));
  const steps = run.value.seconds;
  console.log(
    `  postbuild: ${run.seconds.toFixed(1)} s${cpu(run)} (search index ${steps.searchIndex} s, CSP map ${steps.cspMap} s, brotli + gzip twins of ${run.value.compressed} files ${steps.compression} s, redirect pages ${steps.redirects} s)`,
  );
  const cpuSeconds =
    build.cpuSeconds === undefined || run.cpuSeconds === undefined ? undefined : build.cpuSeconds + run.cpuSeconds;
  return { buildSeconds: build.seconds, afterSeconds: run.seconds, cpuSeconds, peakRssMb: build.peakRssMb };
}

const firstRun = await oursRun();
const pagesBuilt = (readFileSync(`.bench/news-${posts}.log`, 'utf8').match(/index\.html \(\+/g) ?? []).length;
const html = readFileSync(fileOf('/news/index.html'));
const assets = firstLoadAssets(html.toString('utf8'));
const jsBytes = assets.js.map((u) => ({
  url: u,
  raw: readFileSync(fileOf(u)).length,
  gzip: gzipSize(readFileSync(fileOf(u))),
}));
const cssBytes = assets.css.map((u) => ({
  url: u,
  raw: readFileSync(fileOf(u)).length,
  gzip: gzipSize(readFileSync(fileOf(u))),
}));
const firstShard = readFileSync(fileOf('/news-search.json'));
const shardCount = (JSON.parse(firstShard.toString('utf8')) as { shards: number }).shards;
const shardFiles = [
  firstShard,
  ...Array.from({ length: shardCount - 1 }, (_, i) => readFileSync(fileOf(`/news-search/${i + 2}.json`))),
];
const fullIndex = readFileSync(fileOf('/news-index.json'));
const figures = {
  posts,
  pagesBuilt,
  buildSeconds: Number(firstRun.buildSeconds.toFixed(2)),
  peakRssMb: Number(firstRun.peakRssMb.toFixed(0)),
  postbuildSeconds: values['no-postbuild'] ? null : Number(firstRun.afterSeconds.toFixed(2)),
  cpuSeconds: firstRun.cpuSeconds === undefined ? null : Number(firstRun.cpuSeconds.toFixed(2)),
  newsHtml: { raw: html.length, gzip: gzipSize(html) },
  islandFirstLoad: {
    js: {
      files: jsBytes.length,
      raw: jsBytes.reduce((s, f) => s + f.raw, 0),
      gzip: jsBytes.reduce((s, f) => s + f.gzip, 0),
    },
    css: {
      files: cssBytes.length,
      raw: cssBytes.reduce((s, f) => s + f.raw, 0),
      gzip: cssBytes.reduce((s, f) => s + f.gzip, 0),
    },
  },
  searchIndexFirstShard: { raw: firstShard.length, gzip: gzipSize(firstShard) },
  searchIndexAllShards: {
    shards: shardCount,
    raw: shardFiles.reduce((s, f) => s + f.length, 0),
    gzip: shardFiles.reduce((s, f) => s + gzipSize(f), 0),
  },
  fullNewsIndex: { raw: fullIndex.length, gzip: gzipSize(fullIndex) },
  browser: values['no-browser'] ? undefined : await browserFigures(),
};

console.log(`  /news/ HTML: ${kb(figures.newsHtml.raw)} (${kb(figures.newsHtml.gzip)} gzip)`);
console.log(
  `  first load, island JS: ${figures.islandFirstLoad.js.files} files, ${kb(figures.islandFirstLoad.js.gzip)} gzip (${kb(figures.islandFirstLoad.js.raw)} raw)`,
);
console.log(
  `  first load, CSS: ${figures.islandFirstLoad.css.files} files, ${kb(figures.islandFirstLoad.css.gzip)} gzip`,
);
console.log(
  `  on first interaction, /news-search.json (first shard): ${kb(figures.searchIndexFirstShard.gzip)} gzip (${kb(figures.searchIndexFirstShard.raw)} raw)`,
);
console.log(
  `  then, all ${figures.searchIndexAllShards.shards} shards together: ${kb(figures.searchIndexAllShards.gzip)} gzip (${kb(figures.searchIndexAllShards.raw)} raw)`,
);
console.log(
  `  (for comparison, /news-index.json: ${kb(figures.fullNewsIndex.gzip)} gzip, ${kb(figures.fullNewsIndex.raw)} raw)`,
);
if (figures.browser) {
  const b = figures.browser;
  console.log(
    `  Chromium, /news/ first load: ${kb(b.firstLoadTransferred)} transferred in ${b.firstLoadRequests.length} requests; search index fetched on first load: ${b.searchIndexOnFirstLoad ? 'YES' : 'no'}`,
  );
  console.log(
    `  Chromium, focus + search "visa": first shard ${kb(b.firstShardTransferred)}, all ${b.shardRequests} shards ${kb(b.allShardsTransferred)} transferred, ${b.resultsShown} result cards shown`,
  );
}
writeFileSync(`.bench/news-${posts}.json`, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`  figures written to .bench/news-${posts}.json`);

if (values['vs-bare']) {
  const postsDir = path.resolve(gen.out);
  const all: ReturnType<typeof ratios>[] = [];
  for (let run = 1; run <= runs; run++) {
    if (runs > 1) console.log(`  run ${run} of ${runs}`);
    const ours = run === 1 ? firstRun : await oursRun();
    const bare = await bareRun(postsDir, posts);
    printBareRun(bare);
    all.push(ratios(ours, bare));
    printRatios('ours / bare', all.at(-1)!);
  }
  if (runs > 1) printRatios(`median of ${runs} runs, ours / bare`, medianRatios(all));
  if (!values.keep) rmSync('.bench/bare-site-out', { recursive: true, force: true });
}

if (!values.keep) {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
}
