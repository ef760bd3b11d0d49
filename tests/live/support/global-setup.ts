/**
 * Builds the live site (content/ into dist/) when missing or older than its sources. The build itself is the first
 * live check: it validates every entry against its schema, every translation against its English original, and
 * fails naming the file and the field.
 */
import { spawnSync } from 'node:child_process';
import { LIVE_BUILD, buildIsStale } from '../../../scripts/lib/build-stamp.ts';

export function setup() {
  if (!buildIsStale('.', LIVE_BUILD)) return;
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0)
    throw new Error('The live build failed; see its output above (a content error names the file and the field).');
}
