import { describe, expect, it } from 'vitest';
import record from '../../../content/booking/thai-public-holidays.json' with { type: 'json' };
import { holidayRecordSchema, holidaysByDay } from './holidays.ts';

describe('the Thai public holiday record', () => {
  const parsed = holidayRecordSchema.parse(record);
  const days = holidaysByDay(parsed);

  it("closes the 2026 substitution for Father's Day (Saturday 5 Dec -> Monday 7 Dec) and Constitution Day", () => {
    expect(days.get('2026-12-07')?.en).toMatch(/Father/);
    expect(days.get('2026-12-10')?.en).toBe('Constitution Day');
  });

  it('2027 is marked as not yet announced and holds no lunar holiday', () => {
    const year = parsed.years.find((entry) => entry.year === 2027);
    expect(year?.status).toMatch(/not yet announced/);
    expect(year?.days.some((day) => /Bucha|Lent/.test(day.en))).toBe(false);
  });

  it('every day is listed once, in the year it names', () => {
    const all = parsed.years.flatMap((year) => year.days.map((day) => [year.year, day.date] as const));
    expect(new Set(all.map(([, date]) => date)).size).toBe(all.length);
    for (const [year, date] of all) expect(date.startsWith(String(year))).toBe(true);
  });
});
