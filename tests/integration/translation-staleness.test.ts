/**
 * A translation cannot go stale silently: the build fails, naming both files, when an English guide was
 * reviewed after its translation's `translated_from`, and when a translation's English original is gone.
 * Builds a copy of the fixture content (tests/fixtures/site/content, linked, not copied) with the fixture Thai tree
 * (tests/fixtures/thai-content) and one English guide re-dated.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_BUILD } from '../../scripts/lib/build-stamp.ts';

const astroBin = path.resolve('node_modules/astro/bin/astro.mjs');
const source = FIXTURE_BUILD.contentDir;

describe('translation staleness', () => {
  it('fails the build naming the stale translation and its original, and the orphaned translation', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'thai-stale-'));
    let outDir: string | undefined;
    try {
      const content = path.join(root, 'content');
      mkdirSync(content);
      for (const entry of readdirSync(source)) {
        if (entry !== 'visa' && entry !== 'th') symlinkSync(path.resolve(source, entry), path.join(content, entry));
      }
      mkdirSync(path.join(content, 'visa'));
      for (const file of readdirSync(path.join(source, 'visa'))) symlinkSync(path.resolve(source, 'visa', file), path.join(content, 'visa', file));
      // The English 90-day guide reviewed again on 2026-12-01; its translation says 2026-11-25.
      const english = readFileSync(path.join(source, 'visa/90-day-reporting.md'), 'utf8').replace(/^last_reviewed: .*$/m, 'last_reviewed: 2026-12-01');
      rmSync(path.join(content, 'visa', '90-day-reporting.md'));
      writeFileSync(path.join(content, 'visa', '90-day-reporting.md'), english);
      cpSync(path.resolve('tests/fixtures/thai-content/th'), path.join(content, 'th'), { recursive: true });
      // A translation of a guide that has no English original.
      cpSync(path.join(content, 'th/visa/90-day-reporting.md'), path.join(content, 'th/visa/no-english-original.md'));

      // The output stays inside the project (.bench/ is ignored): the built server resolves its packages from node_modules.
      mkdirSync('.bench', { recursive: true });
      outDir = mkdtempSync(path.resolve('.bench', 'thai-stale-'));
      const run = spawnSync(process.execPath, [astroBin, 'build', '--outDir', outDir], {
        env: { ...process.env, CONTENT_ROOT: content, ASTRO_CACHE_DIR: path.join(root, '.cache'), ASTRO_TELEMETRY_DISABLED: '1' },
        encoding: 'utf8',
        timeout: 300_000,
      });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status, output.slice(-3000)).not.toBe(0);
      expect(output).toMatch(
        /th\/visa\/90-day-reporting\.md is stale: it was translated from the version of 2026-11-25, but \S*content\/visa\/90-day-reporting\.md was reviewed on 2026-12-01/,
      );
      expect(output).toMatch(/th\/visa\/no-english-original\.md: its English original \S*content\/visa\/no-english-original\.md is gone/);
    } finally {
      rmSync(root, { recursive: true, force: true });
      if (outDir) rmSync(outDir, { recursive: true, force: true });
    }
  }, 320_000);
});
