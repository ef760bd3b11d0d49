/**
 * Lighthouse benchmark: `npm run bench:lighthouse` (run `npm run build` first).
 *
 * Starts the built site as `npm start` serves it, then runs Lighthouse (its default mobile settings: a
 * mid-range phone, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium on one page of every type
 * (the same list the end-to-end suites walk), several runs each, and prints the median performance score
 * with total blocking time and largest contentful paint, and the accessibility, best-practices and SEO
 * scores. The first row is always the floor, a bare page answered by the benchmark itself: on a slow or busy host
 * even that scores below 100, and our pages are read against it.
 *
 * Options:
 *   --runs N              runs per page (default 3; the median is printed)
 *   --only a,b            page types whose name contains one of these words
 *   --without "Header"    also measure every page with that response header removed (same run, pages
 *                         interleaved), to decide whether the header earns its cost; repeatable
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSiteProcess } from './lib/site-process.ts';
import { CHROMIUM_PATH } from './lib/chromium.ts';
import { pageTypes } from './lib/page-types.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    without: { type: 'string', multiple: true, default: [] },
  },
});
const runs = Number(values.runs);
const only = values.only?.split(',').map((s) => s.trim().toLowerCase());

/**
 * The floor: a page of one heading and one sentence, no CSS, no script, answered by the proxy itself. What it scores
 * is the cost of the host and the browser, not of any page of ours, and it is measured in the same run as them.
 */
const FLOOR_PATH = '/__lighthouse-floor__';
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="The floor page of the Lighthouse benchmark."><title>Floor</title></head>' +
  '<body><main><h1>Floor</h1><p>One heading and one sentence.</p></main></body></html>';

/** A pass-through proxy in front of the site that removes the named response headers (none: plain pass-through). */
async function headerProxy(target: string, remove: string[]): Promise<{ url: string; server: Server }> {
  const targetUrl = new URL(target);
  const drop = new Set(remove.map((h) => h.toLowerCase()));
  const server = createServer((req, res) => {
    if (req.url === FLOOR_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE);
      return;
    }
    const upstream = request(
      { host: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        const headers = Object.fromEntries(Object.entries(up.headers).filter(([name]) => !drop.has(name)));
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const site = await startSiteProcess({ LEADS_OUTBOX_WORKER: '0' });
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const variants: { name: string; remove: string[] }[] = [
  { name: 'as served', remove: [] },
  ...values.without.map((h) => ({ name: `without ${h}`, remove: [h] })),
];
const proxies = await Promise.all(variants.map((v) => headerProxy(site.url, v.remove)));

try {
  const all = Object.entries(await pageTypes(site.url)).filter(
    ([name]) => !only || only.some((word) => name.includes(word)),
  );
  // Lighthouse refuses a page answered with an error status (the not-found pages): those are listed, not measured.
  const types: [string, string][] = [['floor (a bare page, no CSS or script)', FLOOR_PATH]];
  for (const [name, path] of all) {
    const status = (await fetch(site.url + path)).status;
    if (status === 200) types.push([name, path]);
    else console.log(`${name} (${path}) answers ${status}: not measured`);
  }
  console.log(`Lighthouse ${runs} run(s) per page and variant, mobile defaults, Chromium at ${CHROMIUM_PATH}\n`);
  const header = ['page', 'variant', 'perf', 'TBT ms', 'LCP ms', 'CLS', 'a11y', 'best', 'SEO'];
  const rows: string[][] = [];
  // Lighthouse's score of the host's CPU in each run: its 4x slowdown multiplies the host's own speed, so scores
  // from two machines compare only alongside this figure.
  const benchmarkIndexes: number[] = [];
  for (const [name, path] of types) {
    const figures: RunFigures[][] = variants.map(() => []);
    // Variants interleaved run by run, so a change in machine load hits them alike.
    for (let run = 0; run < runs; run++) {
      for (const [i, proxy] of proxies.entries()) {
        // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP under load): try that run again, twice at most.
        let lhr;
        for (let attempt = 0; attempt < 3 && !lhr; attempt++) {
          const result = await lighthouse(proxy.url + path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (result?.lhr && !result.lhr.runtimeError) lhr = result.lhr;
          else
            console.error(
              `${path}: ${result?.lhr?.runtimeError?.message ?? 'no result'}${attempt < 2 ? ' (trying again)' : ''}`,
            );
        }
        if (!lhr) throw new Error(`${path}: Lighthouse gave no result in three tries`);
        if (lhr.environment.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        figures[i].push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        });
      }
    }
    for (const [i, variant] of variants.entries()) {
      const of = (key: keyof RunFigures) => String(median(figures[i].map((f) => f[key])));
      const row = [
        name,
        variant.name,
        of('performance'),
        of('tbtMs'),
        of('lcpMs'),
        of('cls'),
        of('accessibility'),
        of('bestPractices'),
        of('seo'),
      ];
      rows.push(row);
      console.log(row.join(' | '));
    }
  }
  const widths = header.map((_, c) => Math.max(header[c].length, ...rows.map((r) => r[c].length)));
  console.log(`\n${header.map((h, c) => h.padEnd(widths[c])).join('  ')}`);
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '));
  if (benchmarkIndexes.length > 0) {
    console.log(
      `\nHost CPU, Lighthouse's benchmark index over ${benchmarkIndexes.length} runs: median ${Math.round(median(benchmarkIndexes))}, ${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))}.`,
    );
  }
  console.log('\nSEO below 100 is expected on pages that are not indexed (not-found pages, thank-you: noindex).');
} finally {
  for (const proxy of proxies) proxy.server.close();
  chrome.kill();
  await site.stop();
}
