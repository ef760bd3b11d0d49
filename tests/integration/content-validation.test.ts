/**
 * A bad content entry fails the build with a message naming the file and the
 * field. Runs `astro sync` (the content step of the build) on fixture trees.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const astroBin = path.resolve('node_modules/astro/bin/astro.mjs');

function syncWithContent(files: string[]): { status: number | null; output: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'bad-content-'));
  try {
    for (const file of files) {
      cpSync(path.resolve('tests/fixtures/bad-content', file), path.join(root, file), { recursive: true });
    }
    const run = spawnSync(process.execPath, [astroBin, 'sync'], {
      env: {
        ...process.env,
        CONTENT_ROOT: root,
        ASTRO_CACHE_DIR: path.join(root, '.cache'),
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('content validation', () => {
  it('fails on a missing required field and names the file and the field', () => {
    const { status, output } = syncWithContent(['news/missing-summary.md']);
    expect(status).not.toBe(0);
    expect(output).toContain('missing-summary.md');
    expect(output).toMatch(/summary/);
    expect(output).toMatch(/does not match collection schema/);
  });

  it('fails on a malformed source URL and names the file and the field', () => {
    const { status, output } = syncWithContent(['visa/bad-source-url.md']);
    expect(status).not.toBe(0);
    expect(output).toContain('bad-source-url.md');
    expect(output).toMatch(/sources\.0\.url|source url must be an absolute/);
  });

  it('fails on a guide without any official source and names the file and the field', () => {
    const { status, output } = syncWithContent(['visa/no-official-source.md']);
    expect(status).not.toBe(0);
    expect(output).toContain('no-official-source.md');
    expect(output).toMatch(/sources/);
    expect(output).toMatch(/name at least one official source/);
  });

  it('fails on a dated statement whose date is not YYYY-MM-DD and names the file and the field', () => {
    const { status, output } = syncWithContent(['news/bad-expires.md']);
    expect(status).not.toBe(0);
    expect(output).toContain('bad-expires.md');
    expect(output).toMatch(/expires\.0\.date/);
    expect(output).toMatch(/must be a date written as YYYY-MM-DD/);
  });
});
