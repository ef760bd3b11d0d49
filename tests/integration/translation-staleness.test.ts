/**
 * A translation cannot drift from its English original silently. On a fixture tree (one English guide and its Thai
 * translation, tests/fixtures/thai-content/): `npm run translations:stamp` records the English, the check passes;
 * then the English body and title change, a translation loses its English original and another has no stamp, and
 * `astro build` fails before it starts, naming each Thai file and showing the English diff since its stamp.
 * Then the same check over the live content: every Thai guide matches the English it was stamped from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkTranslations } from '../../scripts/lib/translation-drift.ts';

const astroBin = path.resolve('node_modules/astro/bin/astro.mjs');
const fixtures = path.resolve('tests/fixtures/thai-content');

let root: string;
let content: string;
const run = (args: string[]) => {
  const result = spawnSync(process.execPath, args, {
    env: {
      ...process.env,
      CONTENT_ROOT: content,
      ASTRO_CACHE_DIR: path.join(root, '.cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'thai-drift-'));
  content = path.join(root, 'content');
  cpSync(fixtures, content, { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('translation drift on a fixture tree', () => {
  it('stamps a translation: the stamp in its front matter, the English as stamped beside it, and the check passes', () => {
    const thai = path.join(content, 'th/visa/90-day-reporting.md');
    const stamp = run(['scripts/translations-stamp.ts', '--', thai]);
    expect(stamp.status, stamp.output).toBe(0);
    expect(readFileSync(thai, 'utf8')).toMatch(
      /\ntranslation_stamp:\n {2}english_body: "[0-9a-f]{16}"\n {2}english_fields:\n {4}title: "[0-9a-f]{16}"\n/,
    );
    expect(readFileSync(path.join(content, 'th/.stamps/visa/90-day-reporting.txt'), 'utf8')).toBe(
      readFileSync(path.join(fixtures, 'visa/90-day-reporting.md'), 'utf8'),
    );
    const check = run(['scripts/translations-check.ts']);
    expect(check.status, check.output).toBe(0);
  });

  it('fails the build, naming each Thai file and showing the English diff since its stamp', () => {
    const englishFile = path.join(content, 'visa/90-day-reporting.md');
    const english = readFileSync(englishFile, 'utf8');
    // An English edit that keeps its review date: the title and one sentence of the body.
    writeFileSync(
      englishFile,
      english
        .replace(
          'title: "90-day reporting (TM47): when, how and what it costs"',
          'title: "90-day reporting (TM47): when, how, where and what it costs"',
        )
        .replace(
          'You can report from 15 days before the due date until 7 days after it.',
          'You can report from 15 days before the due date until 7 days after it, online from 15 to 1 day before.',
        ),
    );
    // A translation whose English original is gone, and one never stamped.
    const thai = readFileSync(path.join(fixtures, 'th/visa/90-day-reporting.md'), 'utf8');
    writeFileSync(path.join(content, 'th/visa/no-english-original.md'), thai);
    writeFileSync(path.join(content, 'th/visa/unstamped.md'), thai);
    writeFileSync(path.join(content, 'visa/unstamped.md'), english);

    const build = run([astroBin, 'build', '--outDir', path.join(root, 'dist')]);
    expect(build.status, build.output.slice(-3000)).not.toBe(0);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
    const output = build.output;
    expect(output).toMatch(
      /th\/visa\/90-day-reporting\.md is out of step with \S*content\/visa\/90-day-reporting\.md: since the translation was stamped the English changed in body, title\./,
    );
    expect(output).toContain('- title: "90-day reporting (TM47): when, how and what it costs"');
    expect(output).toContain('+ title: "90-day reporting (TM47): when, how, where and what it costs"');
    expect(output).toContain('- You can report from 15 days before the due date until 7 days after it.');
    expect(output).toContain(
      '+ You can report from 15 days before the due date until 7 days after it, online from 15 to 1 day before.',
    );
    expect(output).toMatch(
      /th\/visa\/no-english-original\.md: its English original \S*content\/visa\/no-english-original\.md is gone/,
    );
    expect(output).toMatch(/th\/visa\/unstamped\.md has no translation_stamp/);

    // npm run translations:check says the same.
    const check = run(['scripts/translations-check.ts']);
    expect(check.status).toBe(1);
    expect(check.output).toContain(
      '+ You can report from 15 days before the due date until 7 days after it, online from 15 to 1 day before.',
    );
  }, 150_000);
});

describe('translation drift on the live content', () => {
  it('every Thai guide matches the English it was stamped from (else: the report names each and shows the diff)', () => {
    expect(checkTranslations('content')).toBeUndefined();
  });
});
