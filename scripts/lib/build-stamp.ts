/** Is the build missing or older than its sources? Shared by `npm start` and the test runner. */
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];
const BUILD_STAMP = 'dist/.build-complete';

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

export function buildIsStale(root = '.'): boolean {
  const stamp = path.join(root, BUILD_STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}
