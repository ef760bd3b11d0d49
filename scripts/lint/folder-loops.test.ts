/**
 * No folder loop: when a folder imports another, that folder never imports it back, directly or through others.
 * A folder is a domain (`src/lib/visa`, `src/server/leads`, `src/features/booking`, `src/i18n`), or `scripts` and
 * `tests` as wholes. Tests that sit beside the code in `src` may reach any layer (they exercise it) and are left
 * out; everything in `scripts` and `tests` counts, so the two share helpers through one side only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImportsOf } from './import-boundaries.js';

const CODE = /\.(?:[cm]?[jt]sx?|astro)$/;
const COLOCATED_TEST = /\.(?:test|e2e|live)\.[cm]?[jt]sx?$/;

/** The folder a file belongs to, as this check counts folders. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] !== 'src') return parts[0]!;
  const depth = ['lib', 'server', 'features'].includes(parts[1]!) ? 3 : 2;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
}

/** The folders that lie on a loop, each loop as its folders in order (from a map of folder -> folders it imports). */
export function folderLoops(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const loops: string[][] = [];
  const seen = new Set<string>();
  for (const start of [...edges.keys()].sort()) {
    // Breadth-first from each folder's imports back to itself: the shortest loop through it.
    const cameFrom = new Map<string, string>();
    const queue = [...(edges.get(start) ?? [])].sort();
    queue.forEach((next) => cameFrom.set(next, start));
    while (queue.length > 0) {
      const at = queue.shift()!;
      if (at === start) {
        const loop = [start];
        for (let step = cameFrom.get(start)!; step !== start; step = cameFrom.get(step)!) loop.unshift(step);
        const key = [...loop].sort().join(' ');
        if (!seen.has(key)) loops.push(loop.length > 1 ? [start, ...loop.slice(0, -1)] : loop);
        seen.add(key);
        break;
      }
      for (const next of [...(edges.get(at) ?? [])].sort()) {
        if (next === start ? !cameFrom.has(start) : !cameFrom.has(next)) {
          cameFrom.set(next, at);
          queue.push(next);
        }
      }
    }
  }
  return loops;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && CODE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.split(path.sep).includes('fixtures'));
}

function projectEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of ['src', 'scripts', 'tests'].flatMap(filesUnder)) {
    if (file.startsWith('src/') && COLOCATED_TEST.test(file)) continue;
    const from = folderOf(file);
    for (const specifier of relativeImportsOf(readFileSync(file, 'utf8'), file)) {
      const target = path.normalize(path.join(path.dirname(file), specifier));
      if (!['src/', 'scripts/', 'tests/'].some((root) => target.startsWith(root))) continue;
      const to = folderOf(target);
      if (to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

describe('folder loops', () => {
  it('finds a loop of two and of three, and none in a one-way chain', () => {
    const graph = (pairs: string[]) =>
      new Map(Object.entries(Object.groupBy(pairs, (p) => p[0]!)).map(([k, v]) => [k, new Set(v!.map((p) => p[1]!))]));
    expect(folderLoops(graph(['ab', 'ba', 'bc']))).toEqual([['a', 'b']]);
    expect(folderLoops(graph(['ab', 'bc', 'ca']))).toEqual([['a', 'b', 'c']]);
    expect(folderLoops(graph(['ab', 'bc', 'ac']))).toEqual([]);
  });

  it('counts domains in src and scripts and tests as wholes', () => {
    expect(
      [
        'src/lib/visa/stay.ts',
        'src/server/leads/storage/sqlite.ts',
        'src/i18n/en/money-planner.ts',
        'scripts/lib/links.ts',
        'tests/support/smtp.ts',
      ].map(folderOf),
    ).toEqual(['src/lib/visa', 'src/server/leads', 'src/i18n', 'scripts', 'tests']);
  });

  it('has none in the project', () => {
    expect(folderLoops(projectEdges()).map((loop) => loop.join(' -> '))).toEqual([]);
  });
});
