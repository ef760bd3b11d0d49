import { describe, expect, it } from 'vitest';
import {
  baht,
  formatDate,
  formatDay,
  formatMonth,
  formatNumber,
  formatUpdatedLine,
  formatYear,
  isoDate,
} from './format.ts';
import { site } from '../../config/site.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('dates (post dates in the Zurich time zone)', () => {
  it('uses the site config: en-GB, posts in Zurich, office in Bangkok', () => {
    // The expectations below are written for these settings (dates-config.test.ts checks another config).
    expect(site.locale).toBe('en-GB');
    expect(site.timeZones).toEqual({ posts: 'Europe/Zurich', office: 'Asia/Bangkok' });
  });
  it('formats a content date in Zurich', () => {
    expect(formatDate(day('2025-04-28'))).toBe('28 April 2025');
    expect(formatDate(day('2024-12-31'))).toBe('31 December 2024');
  });
  it('uses Zurich, not UTC, for instants near midnight', () => {
    // 23:30 UTC on 31 Dec is already 1 January in Zurich (UTC+1 in winter).
    expect(formatDate(new Date('2024-12-31T23:30:00Z'))).toBe('1 January 2025');
    // and 22:30 UTC in summer is 00:30 the next day (UTC+2).
    expect(formatDate(new Date('2025-06-30T22:30:00Z'))).toBe('1 July 2025');
  });
  it('can format in another zone', () => {
    expect(formatDate(new Date('2025-01-01T20:00:00Z'), 'Asia/Bangkok')).toBe('2 January 2025');
  });
  it('writes the updated line with Zurich and Bangkok dates', () => {
    expect(formatUpdatedLine(day('2025-09-20'))).toBe('20 September 2025 (Zurich and Bangkok)');
    expect(formatUpdatedLine(new Date('2025-09-20T20:00:00Z'))).toBe(
      '20 September 2025 (Zurich) · 21 September 2025 (Bangkok)',
    );
  });
  it('gives machine-readable days and month headings', () => {
    expect(isoDate(day('2025-04-28'))).toBe('2025-04-28');
    // The UTC calendar day, whatever the zone the machine runs in: 23:30 UTC is still the 31st.
    expect(isoDate(new Date('2024-12-31T23:30:00Z'))).toBe('2024-12-31');
    expect(formatMonth(day('2025-04-01'))).toBe('April 2025');
  });
});

describe('numbers, baht and calendar days', () => {
  it('groups numbers and writes whole baht', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(90)).toBe('90');
    expect(baht(800000)).toBe('THB 800,000');
    // A dollar amount converted at the page's rate is rounded to the baht.
    expect(baht(1_234_567.6)).toBe('THB 1,234,568');
  });
  it('writes a YYYY-MM-DD day as that day, whatever the zone', () => {
    expect(formatDay('2027-06-29')).toBe('29 June 2027');
    expect(formatDay('2027-06-29', 'en-GB', 'weekday')).toBe('Tuesday, 29 June 2027');
    // Thai pages: Buddhist-era year (2027 + 543).
    expect(formatDay('2027-06-29', 'th-TH-u-ca-buddhist', 'short')).toBe('29 มิ.ย. 2570');
  });
});

describe('years', () => {
  it('writes a year as it is on English pages', () => {
    expect(formatYear(2026)).toBe('2026');
    expect(formatYear(2026, 'en-GB')).toBe('2026');
  });
  it('writes a year in the Buddhist era on Thai pages, as their dates do: Common Era + 543', () => {
    // 2026 + 543 = 2569; 2027 + 543 = 2570; 1979 + 543 = 2522.
    expect(formatYear(2026, 'th-TH-u-ca-buddhist')).toBe('2569');
    expect(formatYear(2027, 'th-TH-u-ca-buddhist')).toBe('2570');
    expect(formatYear(1979, 'th-TH-u-ca-buddhist')).toBe('2522');
    // A Thai locale told to use the Gregorian calendar keeps the Common Era, as its dates would.
    expect(formatYear(2026, 'th-TH-u-ca-gregory')).toBe('2026');
  });
});
