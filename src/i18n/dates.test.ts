import { describe, expect, it } from 'vitest';
import { formatDay, formatThaiDate, formatUpdatedLineIn, yearIn } from './dates.ts';

describe('Thai dates', () => {
  it('writes a content day in Thai with the Buddhist-era year', () => {
    // 26 November 2026: Buddhist era = 2026 + 543 = 2569; November's short Thai name is พ.ย.
    expect(formatThaiDate(new Date('2026-11-26T00:00:00Z'))).toBe('26 พ.ย. 2569');
    // 1 January 2027 -> 2027 + 543 = 2570; January is ม.ค.
    expect(formatThaiDate(new Date('2027-01-01T00:00:00Z'))).toBe('1 ม.ค. 2570');
  });

  it('gives Bangkok’s date first, then Zurich’s when they differ', () => {
    // 2026-12-31 18:00 UTC is 1 January 2027 01:00 in Bangkok (UTC+7) and 31 December 19:00 in Zurich (UTC+1).
    expect(formatUpdatedLineIn('th', new Date('2026-12-31T18:00:00Z'))).toBe(
      '1 ม.ค. 2570 (กรุงเทพฯ) · 31 ธ.ค. 2569 (ซูริก)',
    );
    // A content day (UTC midnight) is the same day in both zones.
    expect(formatUpdatedLineIn('th', new Date('2026-11-25T00:00:00Z'))).toBe('25 พ.ย. 2569 (กรุงเทพฯ และซูริก)');
  });

  it('leaves English pages as they were', () => {
    expect(formatUpdatedLineIn('en', new Date('2026-11-25T00:00:00Z'))).toBe('25 November 2026 (Zurich and Bangkok)');
    expect(formatDay('en', new Date('2026-11-25T00:00:00Z'))).toBe('25 November 2026');
    expect(formatDay('th', new Date('2026-11-25T00:00:00Z'))).toBe('25 พ.ย. 2569');
  });

  it("writes a year (the footer's copyright) in the Buddhist era on Thai pages, as it is on English pages", () => {
    // 2026 + 543 = 2569.
    expect(yearIn('th', 2026)).toBe('2569');
    expect(yearIn('en', 2026)).toBe('2026');
  });
});
