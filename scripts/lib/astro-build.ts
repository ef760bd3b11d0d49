/**
 * How `astro build` is started, for `npm run build` and for the build benchmark (which must measure the same).
 *
 * `--heap-growing-percent=25`: V8 lets the heap grow by 25 % of what survived the last full collection before the
 * next one, instead of its default factor (up to 4 times on a fast collector). A build allocates hundreds of
 * megabytes of garbage per thousand pages; with the default the heap sits far above what is alive. At 10,000 posts
 * the peak went from 2,400 to about 1,900 MB with no change in time (docs/performance.md). A factor, not a fixed
 * cap: a larger site still gets the heap it needs.
 *
 * `--expose-gc`: lets the build collect its garbage once, right before prerendering (scripts/lib/build-memory.ts).
 */
import path from 'node:path';

export const ASTRO_BUILD_NODE_FLAGS = ['--heap-growing-percent=25', '--expose-gc'];

/** Arguments for `node` that run `astro build` with the given extra arguments. */
export function astroBuildArgs(extra: readonly string[] = []): string[] {
  return [...ASTRO_BUILD_NODE_FLAGS, path.resolve('node_modules/astro/bin/astro.mjs'), 'build', ...extra];
}
