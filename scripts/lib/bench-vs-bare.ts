/**
 * `npm run bench:build -- --vs-bare [--runs N]`: our build against the bare site of bench/bare-site (the same news
 * routes with no layout, then Pagefind over its pages), on the same posts. With --runs N the two alternate N times,
 * ours then bare, and the median of the N ratios is printed: on a shared machine one build can meet a load the next
 * does not, and a pair run back to back sees about the same.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pagefindOver, timedBuild, type Timed } from './bench-timing.ts';

/** One build of either site: wall-clock seconds for build and post-build, CPU seconds when known, peak memory. */
export interface SiteRun {
  buildSeconds: number;
  afterSeconds: number;
  cpuSeconds?: number;
  peakRssMb: number;
}

const total = (run: SiteRun) => run.buildSeconds + run.afterSeconds;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const cpuOf = (...parts: Timed[]) =>
  parts.every((part) => part.cpuSeconds !== undefined)
    ? parts.reduce((sum, part) => sum + part.cpuSeconds!, 0)
    : undefined;

/** The bare site, built cold on the posts in `postsDir`, then Pagefind over its pages. */
export async function bareRun(postsDir: string, posts: number): Promise<SiteRun & { pages: number }> {
  const outDir = path.resolve('.bench/bare-site-out');
  rmSync('.bench/bare-site-cache', { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
  const build = await timedBuild({ root: 'bench/bare-site', outDir, env: { BARE_POSTS_DIR: postsDir } });
  writeFileSync(`.bench/bare-site-${posts}.log`, build.log);
  const pagefind = await pagefindOver(outDir);
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
  return {
    buildSeconds: build.seconds,
    afterSeconds: pagefind.seconds,
    cpuSeconds: cpuOf(build, pagefind),
    peakRssMb: build.peakRssMb,
    pages,
  };
}

export function printBareRun(run: SiteRun & { pages: number }): void {
  const cpu = run.cpuSeconds === undefined ? '' : `, CPU ${run.cpuSeconds.toFixed(1)} s`;
  console.log(
    `  bare site, same routes (${run.pages} pages): astro build ${run.buildSeconds.toFixed(1)} s + Pagefind ${run.afterSeconds.toFixed(1)} s = ${total(run).toFixed(1)} s${cpu}, peak RSS ${run.peakRssMb.toFixed(0)} MB`,
  );
}

/** Ours over bare: time, astro build alone, CPU and peak memory. */
export function ratios(ours: SiteRun, bare: SiteRun) {
  return {
    time: total(ours) / total(bare),
    build: ours.buildSeconds / bare.buildSeconds,
    cpu: ours.cpuSeconds !== undefined && bare.cpuSeconds !== undefined ? ours.cpuSeconds / bare.cpuSeconds : undefined,
    memory: ours.peakRssMb / bare.peakRssMb,
  };
}

export function printRatios(label: string, r: ReturnType<typeof ratios>): void {
  const cpu = r.cpu === undefined ? '' : `, CPU ${r.cpu.toFixed(2)}`;
  console.log(
    `  ${label}: time ${r.time.toFixed(2)} (astro build alone ${r.build.toFixed(2)})${cpu}, peak memory ${r.memory.toFixed(2)}`,
  );
}

/** The median of each ratio over the runs. */
export function medianRatios(all: ReturnType<typeof ratios>[]): ReturnType<typeof ratios> {
  const cpus = all.map((r) => r.cpu);
  return {
    time: median(all.map((r) => r.time)),
    build: median(all.map((r) => r.build)),
    cpu: cpus.every((c) => c !== undefined) ? median(cpus as number[]) : undefined,
    memory: median(all.map((r) => r.memory)),
  };
}
