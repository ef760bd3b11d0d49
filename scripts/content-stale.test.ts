/**
 * `npm run content:stale` on a fixture content folder, the date pinned with --today. Ages worked out by hand:
 * on 2026-12-01, visa/old.md (2026-01-15) is 320 days old (16 + 28 + 31 + 30 + 31 + 30 + 31 + 31 + 30 + 31 + 30
 * + 1, counted month by month), past visa's 90; the tax rule (2026-02-01, business) 303 days, past 180; plan-a
 * (2026-03-01, insurance) 275 days, past 180; the rest are within their section's age.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (today: string) =>
  spawnSync(process.execPath, ['scripts/content-stale.ts', '--today', today], {
    env: { ...process.env, CONTENT_ROOT: 'tests/fixtures/stale-content' },
    encoding: 'utf8',
  });

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

  it('refuses a --today that is not a date', () => {
    expect(run('1 May').status).toBe(2);
  });
});
