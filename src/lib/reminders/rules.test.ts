import { describe, expect, it } from 'vitest';
import { fingerprint, reminderRules, type RuleLike } from './rules.ts';

const record = (id: string, says: string, checked = '2026-11-24'): RuleLike => ({
  id,
  says,
  values: { days: 1 },
  status: 'in-force',
  effective: 'not yet known',
  checked: new Date(`${checked}T00:00:00Z`),
});
const records = [
  record('day-count', 'The day you arrive counts as day 1.'),
  record('ninety-day-report', 'Report every 90 days.', '2026-11-25'),
  record('one-year-extension', 'One-year extensions.'),
  record('visa-exempt', '60 days.'),
  record('tm30', 'Within 24 hours.', '2026-12-01'),
  record('ltr-yearly-report', 'LTR holders report yearly, counted from the entry.'),
];

describe('reminder rules', () => {
  it('fingerprints with FNV-1a (32 bits)', () => {
    // Published FNV-1a test vectors: "" → 811c9dc5, "a" → e40c292c.
    expect(fingerprint('')).toBe('811c9dc5');
    expect(fingerprint('a')).toBe('e40c292c');
  });

  it('gives each kind its guide, its main rule and the latest check of the records it rests on', () => {
    const rules = reminderRules(records);
    expect(rules.kinds.report).toMatchObject({
      checked: '2026-11-25',
      rule: 'Report every 90 days.',
      guide: '/visa/90-day-reporting/',
    });
    // TM30 does not move a last day: its later check date is not this kind's.
    expect(rules.kinds['last-day']).toMatchObject({
      checked: '2026-11-24',
      rule: 'The day you arrive counts as day 1.',
      guide: '/visa/visa-on-arrival-and-overstay/',
    });
  });

  it("changes a kind's version when a record it rests on changes, not when a record is only checked again", () => {
    const before = reminderRules(records);
    const rechecked = reminderRules(
      records.map((r) => (r.id === 'ninety-day-report' ? { ...r, checked: new Date('2027-01-01T00:00:00Z') } : r)),
    );
    expect(rechecked.kinds.report.version).toBe(before.kinds.report.version);
    const changed = reminderRules(records.map((r) => (r.id === 'visa-exempt' ? { ...r, values: { days: 30 } } : r)));
    expect(changed.kinds['last-day'].version).not.toBe(before.kinds['last-day'].version);
    expect(changed.kinds.report.version).toBe(before.kinds.report.version);
  });

  it('tells a subscriber whose yearly LTR report dates rest on a changed rule (the count from the visa issue date)', () => {
    const before = reminderRules(records);
    const changed = reminderRules(
      records.map((r) =>
        r.id === 'ltr-yearly-report'
          ? { ...r, says: 'LTR holders report yearly, counted from the visa issue date.' }
          : r,
      ),
    );
    expect(changed.kinds.report.version).not.toBe(before.kinds.report.version);
    expect(changed.kinds['last-day'].version).toBe(before.kinds['last-day'].version);
  });

  it('carries the main rule in each language that has its text, and no language that lacks it', () => {
    const rules = reminderRules(records, { th: { 'ninety-day-report': 'รายงานตัวทุก 90 วัน' }, xx: undefined });
    expect(rules.kinds.report.translations).toEqual({ th: 'รายงานตัวทุก 90 วัน' });
    expect(rules.kinds['last-day'].translations).toEqual({});
  });
});
