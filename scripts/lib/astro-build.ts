/**
 * How `astro build` is started, for `npm run build` and for the build benchmark (which must measure the same).
 *
 * `--heap-growing-percent=25`: V8 lets the heap grow by 25 % of what survived the last full collection before the
 * next one, instead of its default factor (up to 4 times on a fast collector). A build allocates hundreds of
 * megabytes of garbage per thousand pages; with the default the heap sits far above what is alive. At 10,000 posts
 * the peak is 1,220-1,260 MB with it and 1,670-1,750 MB without, in the same time (docs/performance.md). A factor,
 * not a fixed cap: a larger site still gets the heap it needs.
 */
import path from 'node:path';

export const ASTRO_BUILD_NODE_FLAGS = ['--heap-growing-percent=25'];

/** Arguments for `node` that run `astro build` with the given extra arguments. */
export function astroBuildArgs(extra: readonly string[] = []): string[] {
  return [...ASTRO_BUILD_NODE_FLAGS, path.resolve('node_modules/astro/bin/astro.mjs'), 'build', ...extra];
}
