/**
 * `npm run content:stale` on a fixture content folder, the date pinned with --today. Ages worked out by hand:
 * on 2026-12-01, visa/old.md (2026-01-15) is 320 days old (16 + 28 + 31 + 30 + 31 + 30 + 31 + 31 + 30 + 31 + 30
 * + 1, counted month by month), past visa's 90; the tax rule (2026-02-01, business) 303 days, past 180; plan-a
 * (2026-03-01, insurance) 275 days, past 180; the rest are within their section's age.
 *
 * Dated statements in the fixture: visa/fresh.md (2026-05-01, under #fees), news/vat-rate.md (2026-10-01 with an
 * update link, and 2026-12-02), th/visa/fresh.md (2027-01-01). A statement has expired from its date on.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (today: string, root = 'tests/fixtures/stale-content') =>
  spawnSync(process.execPath, ['scripts/content-stale.ts', '--today', today], {
    env: { ...process.env, CONTENT_ROOT: root },
    encoding: 'utf8',
  });

const expiredLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.includes('EXPIRED'))
    .map((line) => line.replace(/\s+/g, ' ').trim());

describe('content:stale', () => {
  it('lists records past their section age, oldest first per section, and exits 1', () => {
    const result = run('2026-12-01');
    expect(result.status).toBe(1);
    const overdue = result.stdout
      .split('\n')
      .filter((line) => line.includes('OVERDUE'))
      .map((line) => line.replace(/\s+/g, ' ').trim());
    expect(overdue).toEqual([
      'OVERDUE 320 days 2026-01-15 guide visa/old.md',
      'OVERDUE 303 days 2026-02-01 rule record visa-rules/rules.yaml#tax-180',
      'OVERDUE 275 days 2026-03-01 plan insurance/plans.yaml#plan-a',
    ]);
    expect(result.stdout).toContain('visa (at most 90 days): 3 records, 1 past their age');
    expect(result.stdout).toContain('leisure (at most 365 days): 1 records');
    expect(result.stdout).toContain("8 records, 3 past their section's age.");
  });

  it('exits 0 when every record is within its age, the last allowed day included', () => {
    // 2026-01-15 to 2026-04-15 is 16 + 28 + 31 + 15 = 90 days: visa's maximum, not past it.
    const result = run('2026-04-15');
    expect(result.stdout).toMatch(/\s90 days\s+2026-01-15\s+guide\s+visa\/old\.md/);
    expect(result.status).toBe(0);
  });

  it('lists the dated statements whose date has come, oldest first, with file, heading and what they cover', () => {
    expect(expiredLines(run('2026-12-01').stdout)).toEqual([
      'EXPIRED 2026-05-01 visa/fresh.md#fees the fee before May 2026 (no update linked)',
      'EXPIRED 2026-10-01 news/vat-rate.md the 7 % VAT rate (update: /news/2026-10-02/vat-rate-from-october/)',
    ]);
    // On its own date a statement has expired; the Thai one (2027-01-01) has not yet.
    const onTheDay = run('2026-12-02');
    expect(expiredLines(onTheDay.stdout)).toContain(
      'EXPIRED 2026-12-02 news/vat-rate.md the filing window (no update linked)',
    );
    expect(onTheDay.stdout).toContain('3 dated statements expired');
    expect(expiredLines(run('2027-01-01').stdout)).toContain(
      'EXPIRED 2027-01-01 th/visa/fresh.md ค่าธรรมเนียมปี 2569 (no update linked)',
    );
  });

  it('exits 1 for an expired statement alone, and names a malformed entry by file and field', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'stale-expiry-'));
    try {
      mkdirSync(path.join(root, 'news'));
      // A news post with one dated statement that expires on `date`.
      const writePost = (name: string, title: string, date: string) =>
        writeFileSync(
          path.join(root, `news/${name}`),
          `---\ntitle: ${title}\nexpires:\n  - date: ${date}\n    covers: the June rate\n---\nBody.\n`,
        );
      writePost('a.md', 'A', '2026-06-01');
      const expired = run('2026-06-01', root);
      expect(expired.status).toBe(1);
      expect(expired.stdout).toContain('0 records, 0 past');
      expect(run('2026-05-31', root).status).toBe(0);
      writePost('b.md', 'B', '30 June 2026');
      const malformed = run('2026-05-31', root);
      expect(malformed.status).toBe(1);
      expect(malformed.stdout).toContain('news/b.md (expires.0.date: must be a date written as YYYY-MM-DD)');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a --today that is not a date', () => {
    expect(run('1 May').status).toBe(2);
  });
});
