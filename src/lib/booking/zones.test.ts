import { describe, expect, it } from 'vitest';
import { differsFromOffice, visitorTime, zoneOffsetMinutes } from './zones.ts';

describe('visitor time zones', () => {
  it('London changes to summer time on Sunday 28 March 2027: 09:00 Bangkok is 02:00 before, 03:00 after', () => {
    expect(zoneOffsetMinutes('Europe/London', new Date('2027-03-26T02:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes('Europe/London', new Date('2027-03-29T02:00:00Z'))).toBe(60);
    expect(visitorTime(new Date('2027-03-26T02:00:00Z'), 'Europe/London', 'en-GB')).toContain('02:00');
    expect(visitorTime(new Date('2027-03-29T02:00:00Z'), 'Europe/London', 'en-GB')).toContain('03:00');
  });

  it('New York in December is UTC-5: 09:00 Bangkok is 21:00 the evening before', () => {
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-12-08T02:00:00Z'))).toBe(-300);
    expect(visitorTime(new Date('2026-12-08T02:00:00Z'), 'America/New_York', 'en-GB')).toBe('Mon 7 Dec, 21:00');
  });

  it('a zone that reads like Bangkok (Ho Chi Minh City, UTC+7) adds nothing, nor does an unknown zone', () => {
    expect(differsFromOffice('Asia/Ho_Chi_Minh', new Date('2026-12-08T02:00:00Z'))).toBe(false);
    expect(visitorTime(new Date('2026-12-08T02:00:00Z'), 'Asia/Bangkok', 'en-GB')).toBeNull();
    expect(visitorTime(new Date('2026-12-08T02:00:00Z'), 'Mars/Olympus', 'en-GB')).toBeNull();
  });

  it('India (UTC+5:30) is 90 minutes behind', () => {
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-12-08T02:00:00Z'))).toBe(330);
  });
});
