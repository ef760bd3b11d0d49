import { describe, expect, it } from 'vitest';
import { addYear, lastDayOf, overstayFine, stayDeadlines, type Rule, type StayInput } from './stay.ts';

// The rules as content/visa-rules/rules.yaml states them (figures from the Immigration Bureau, the e-Visa portal and the Act).
const r = (id: string, values: Record<string, number>, status: Rule['status'] = 'in-force'): Rule => ({
  id, says: `${id} says`, values, status, effective: 'not yet known', source_name: 'source', source_url: 'https://example.com/', checked: new Date('2026-11-24T00:00:00Z'),
});
const rules: Rule[] = [
  r('day-count', { arrival_is_day: 1 }),
  r('visa-exempt', { stay_days: 60 }),
  r('visa-exempt-2026-change', { stay_days: 30 }, 'approved'),
  r('tourist-visa', { stay_days: 60 }),
  r('visa-on-arrival', { stay_days: 15 }),
  r('non-immigrant', { stay_days: 90 }),
  r('dtv', { stay_days: 180 }),
  r('o-a', { stay_days: 365 }),
  r('visitor-extension', { extension_days: 30, fee_thb: 1900 }),
  r('dtv-extension', { extension_days: 180, fee_thb: 1900 }),
  r('one-year-extension', { extension_days: 365, fee_thb: 1900 }),
  r('ninety-day-report', { every_days: 90, opens_days_before: 15, closes_days_after: 7, late_fine_thb: 2000 }),
  r('tm30', { within_hours: 24 }),
  r('overstay', { per_day_thb: 500, cap_thb: 20000 }),
];
const find = (input: StayInput, kind: string) => stayDeadlines(input, rules).filter((d) => d.kind === kind);
const base = { planExtension: false } as const;

describe('day counting: the day of arrival is day 1', () => {
  it('a 30-day stay from 22 August 2009 ends on 20 September 2009 (the published worked example)', () => {
    expect(lastDayOf('2009-08-22', 30, rules)).toBe('2009-09-20');
  });
  it('crosses month ends and leap days', () => {
    expect(lastDayOf('2028-01-31', 30, rules)).toBe('2028-02-29');
    expect(lastDayOf('2027-01-31', 30, rules)).toBe('2027-03-01');
    expect(lastDayOf('2026-12-15', 60, rules)).toBe('2027-02-12');
  });
  it('a year later keeps the date, and 29 February becomes 28 February', () => {
    expect(addYear('2027-03-15')).toBe('2028-03-15');
    expect(addYear('2028-02-29')).toBe('2029-02-28');
  });
});

describe('last day of stay by entry type', () => {
  const last = (type: StayInput['type'], entry = '2026-12-01', extensionEnds?: string) => find({ ...base, entry, type, extensionEnds }, 'last-day')[0];
  it('visa-exempt: 60 days, with the approved but not yet effective 2026 change said beside it', () => {
    const day = last('visa-exempt');
    expect(day.date).toBe('2027-01-29');
    expect(day.pending).toMatch(/not yet known/);
    expect(day.rules).toContain('visa-exempt-2026-change');
  });
  it('Tourist Visa: 60 days; visa on arrival: 15 days; Non-Immigrant: 90; DTV: 180; O-A: a year', () => {
    expect(last('tourist-visa').date).toBe('2027-01-29');
    expect(last('tourist-visa').pending).toBeUndefined();
    expect(last('visa-on-arrival').date).toBe('2026-12-15');
    expect(last('non-immigrant').date).toBe('2027-02-28');
    expect(last('dtv').date).toBe('2027-05-29');
    expect(last('o-a').date).toBe('2027-11-30');
  });
  it('an extension already granted: its own last day', () => {
    expect(last('extension', '2026-06-01', '2027-05-31').date).toBe('2027-05-31');
  });
  it('refuses dates that are not real calendar days', () => {
    expect(() => stayDeadlines({ ...base, entry: '2026-02-30', type: 'dtv' }, rules)).toThrow(/YYYY-MM-DD/);
    expect(() => stayDeadlines({ ...base, entry: '2026-06-01', type: 'extension' }, rules)).toThrow(/extension/);
  });
});

describe('extensions', () => {
  it('visitors may apply until their last day; the extension adds 30 days', () => {
    const input: StayInput = { entry: '2026-12-01', type: 'tourist-visa', planExtension: true };
    expect(find(input, 'apply-extension')[0].date).toBe('2027-01-29');
    expect(find(input, 'extended-last-day')[0].date).toBe('2027-02-28');
  });
  it('a visa on arrival offers no extension', () => {
    expect(find({ entry: '2026-12-01', type: 'visa-on-arrival', planExtension: true }, 'apply-extension')).toEqual([]);
  });
  it('a one-year extension runs to the same date a year later', () => {
    expect(find({ entry: '2026-12-01', type: 'non-immigrant', planExtension: true }, 'extended-last-day')[0].date).toBe('2028-02-28');
  });
});

describe('90-day reports', () => {
  it('none when the stay is 90 days or shorter', () => {
    expect(find({ ...base, entry: '2026-12-01', type: 'tourist-visa' }, 'report')).toEqual([]);
    expect(find({ entry: '2026-12-01', type: 'tourist-visa', planExtension: true }, 'report')).toEqual([]);
  });
  it('every 90 days from entry while the stay lasts, with the window safe under either day count', () => {
    const reports = find({ ...base, entry: '2026-01-01', type: 'o-a' }, 'report');
    expect(reports.map((x) => x.date)).toEqual(['2026-04-01', '2026-06-30', '2026-09-28', '2026-12-27']);
    // From 15 days before the due day to 7 days after it, less the one day the two counts disagree on.
    expect([reports[0].from, reports[0].to]).toEqual(['2026-03-17', '2026-04-07']);
    expect(reports[0].text).toMatch(/THB 2,000/);
  });
});

describe('TM30 and overstay', () => {
  it('the host notifies within 24 hours of arrival', () => {
    const tm30 = find({ ...base, entry: '2026-12-31', type: 'dtv' }, 'tm30')[0];
    expect([tm30.from, tm30.to]).toEqual(['2026-12-31', '2027-01-01']);
  });
  // The government portal's worked figures: 500 baht a day, at most 20,000 baht, "if overstaying for more than 40 days".
  it('THB 500 a day past the last day, capped at THB 20,000 (reached on day 40)', () => {
    expect(overstayFine(1, rules)).toBe(500);
    expect(overstayFine(6, rules)).toBe(3000);
    expect(overstayFine(39, rules)).toBe(19500);
    expect(overstayFine(40, rules)).toBe(20000);
    expect(overstayFine(41, rules)).toBe(20000);
    expect(overstayFine(400, rules)).toBe(20000);
    const over = find({ ...base, entry: '2026-12-01', type: 'visa-on-arrival' }, 'overstay')[0];
    expect([over.from, over.to]).toEqual(['2026-12-16', '2027-01-24']);
  });
  it('a rule missing from the data is named in the error', () => {
    expect(() => stayDeadlines({ ...base, entry: '2026-12-01', type: 'dtv' }, rules.filter((x) => x.id !== 'tm30'))).toThrow(/"tm30"/);
  });
});
