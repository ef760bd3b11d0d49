/**
 * The site's two builds and whether one is missing or older than its sources. Shared by `npm run build`,
 * `npm start` and the test runner.
 *
 * The live build (`dist/`) is what `npm start` serves and what the live-content checks read. The fixture build
 * (`dist-fixture/`) is the same code over the frozen content of tests/fixtures/site/content/: the end-to-end
 * suites run against it, so their literal expectations never depend on what editors publish. It has its own
 * Astro cache, so the two builds never invalidate each other's content store.
 */
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface SiteBuild {
  /** What it is, in messages. */
  name: string;
  /** The content root the build reads (CONTENT_ROOT). */
  contentDir: string;
  /** Astro's outDir: client/, server/, the CSP map and the stamp. */
  outDir: string;
  /** Astro's cacheDir (ASTRO_CACHE_DIR), or undefined for Astro's default. */
  cacheDir?: string;
}

export const LIVE_BUILD: SiteBuild = { name: 'live', contentDir: 'content', outDir: 'dist' };
export const FIXTURE_BUILD: SiteBuild = {
  name: 'fixture',
  contentDir: 'tests/fixtures/site/content',
  outDir: 'dist-fixture',
  cacheDir: '.fixture-cache',
};

/** The file a finished build writes last (scripts/build.ts). */
export const STAMP_FILE = '.build-complete';

/** Everything a build reads besides its content. */
const CODE_SOURCES = ['src', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];

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

export function buildIsStale(root = '.', build: SiteBuild = LIVE_BUILD): boolean {
  const stamp = path.join(root, build.outDir, STAMP_FILE);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return [...CODE_SOURCES, build.contentDir].some((source) => newestMtime(path.join(root, source)) > built);
}

/** The environment a build of `build` runs with: its content root and cache. */
export function buildEnv(build: SiteBuild): Record<string, string> {
  return { CONTENT_ROOT: build.contentDir, ...(build.cacheDir ? { ASTRO_CACHE_DIR: build.cacheDir } : {}) };
}
