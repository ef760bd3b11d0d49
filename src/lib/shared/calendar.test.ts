import { describe, expect, it } from 'vitest';
import { dayFromParts, dayParts, daysInMonth } from './calendar.ts';

describe('calendar parts', () => {
  it('splits a day, counts a month and rolls a month past December into the next year', () => {
    expect(dayParts('2028-02-29')).toEqual([2028, 2, 29]);
    // 2028 is a leap year, 2027 is not; month 14 of 2026 is February 2027.
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 14)).toBe(28);
    expect(dayFromParts(2026, 13, 31)).toBe('2027-01-31');
    expect(dayFromParts(2027, 2, 29)).toBe('2027-03-01');
  });
});
