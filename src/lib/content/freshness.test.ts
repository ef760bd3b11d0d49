import { describe, expect, it } from 'vitest';
import { ageInDays, freshnessOf, freshnessReport } from './freshness.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('review freshness', () => {
  it('counts whole calendar days, across a leap day', () => {
    // 2028-02-01 to 2028-03-01: 29 days of February 2028 (a leap year).
    expect(ageInDays(day('2028-02-01'), day('2028-03-01'))).toBe(29);
    expect(ageInDays(day('2026-11-26'), new Date('2026-11-26T23:59:00Z'))).toBe(0);
  });

  it('is overdue only past the section maximum (visa: 90 days)', () => {
    // Reviewed 2026-11-26; 90 days later is 2027-02-24 (4 + 31 + 31 + 24): still within, the day after is overdue.
    const record = { section: 'visa' as const, kind: 'guide', name: 'visa/dtv.md', reviewed: day('2026-11-26') };
    expect(freshnessOf(record, day('2027-02-24'))).toMatchObject({ ageDays: 90, maxAgeDays: 90, overdue: false });
    expect(freshnessOf(record, day('2027-02-25'))).toMatchObject({ ageDays: 91, overdue: true });
  });

  it('lists per section in the section model order, oldest first', () => {
    const report = freshnessReport(
      [
        { section: 'leisure', kind: 'activity', name: 'leisure/a.md', reviewed: day('2026-01-01') },
        { section: 'visa', kind: 'guide', name: 'visa/new.md', reviewed: day('2026-11-01') },
        { section: 'visa', kind: 'rule record', name: 'rules.yaml#overstay', reviewed: day('2026-06-01') },
      ],
      day('2026-11-26'),
    );
    expect(
      report.map((s) => [s.section, s.records.map((r) => `${r.name} ${r.ageDays}${r.overdue ? ' overdue' : ''}`)]),
    ).toEqual([
      // 2026-06-01 to 2026-11-26: 29 + 31 + 31 + 30 + 31 + 26 = 178 days; visa allows 90.
      ['visa', ['rules.yaml#overstay 178 overdue', 'visa/new.md 25']],
      // 2026-01-01 to 2026-11-26: 329 days (334 days to 1 December, less 5); leisure allows 365.
      ['leisure', ['leisure/a.md 329']],
    ]);
  });
});
