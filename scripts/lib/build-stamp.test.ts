import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_BUILD, LIVE_BUILD, STAMP_FILE, buildEnv, buildIsStale } from './build-stamp.ts';

let root: string;
// Times after now: folders, stamped at creation, stay older than every file here.
const now = Date.now() / 1000;
const write = (file: string, seconds: number) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), file);
  utimesSync(path.join(root, file), now + seconds, now + seconds);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  // Sources written 1000 s from now, both builds stamped at 2000 s.
  write('src/page.ts', 1000);
  write('content/news/post.md', 1000);
  write('tests/fixtures/site/content/news/post.md', 1000);
  write(path.join(LIVE_BUILD.outDir, STAMP_FILE), 2000);
  write(path.join(FIXTURE_BUILD.outDir, STAMP_FILE), 2000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildIsStale', () => {
  it('is fresh when every source is older than the stamp, stale when a build has no stamp', () => {
    expect(buildIsStale(root, LIVE_BUILD)).toBe(false);
    expect(buildIsStale(root, FIXTURE_BUILD)).toBe(false);
    rmSync(path.join(root, FIXTURE_BUILD.outDir), { recursive: true });
    expect(buildIsStale(root, FIXTURE_BUILD)).toBe(true);
  });

  it("an editor's post under content/ makes the live build stale, never the fixture build the end-to-end suites use", () => {
    write('content/news/new-post.md', 3000);
    expect(buildIsStale(root, LIVE_BUILD)).toBe(true);
    expect(buildIsStale(root, FIXTURE_BUILD)).toBe(false);
  });

  it('a fixture change makes only the fixture build stale; a code change makes both stale', () => {
    write('tests/fixtures/site/content/news/new-post.md', 3000);
    expect(buildIsStale(root, FIXTURE_BUILD)).toBe(true);
    expect(buildIsStale(root, LIVE_BUILD)).toBe(false);
    write('src/page.ts', 3000);
    expect(buildIsStale(root, LIVE_BUILD)).toBe(true);
    expect(buildIsStale(root, FIXTURE_BUILD)).toBe(true);
  });
});

describe('buildEnv', () => {
  it('points the fixture build at the fixture content and its own cache, and leaves the live build as configured', () => {
    expect(buildEnv(FIXTURE_BUILD)).toEqual({
      CONTENT_ROOT: 'tests/fixtures/site/content',
      ASTRO_CACHE_DIR: '.fixture-cache',
    });
    expect(buildEnv(LIVE_BUILD)).toEqual({ CONTENT_ROOT: 'content' });
  });
});
