import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { stayCalendarText } from './calendar-entry.ts';
import type { CalendarEntry } from '../../lib/visa/ics.ts';

// A first 90-day report after an entry on 1 December 2026: due 1 March 2027, its window 14 February to 7 March 2027
// (src/lib/visa/stay.test.ts works these out).
const report: CalendarEntry = {
  kind: 'report',
  title: 'report',
  date: '2027-03-01',
  from: '2027-02-14',
  to: '2027-03-07',
  text: 'text',
};
const description = (ics: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!).description;
const now = new Date('2026-11-26T10:00:00Z');

describe("the stay calculator's reminder file", () => {
  it('says the filing window in Thai with Buddhist-era years on the Thai page', () => {
    const texts = { 'ics.window': 'ช่วงเวลายื่น: {from} ถึง {to}' };
    // 14 February 2027 = 14 ก.พ. 2570, 7 March 2027 = 7 มี.ค. 2570 (2027 + 543).
    expect(description(stayCalendarText([report], texts, 'th-TH-u-ca-buddhist', now, 'example.com'))).toBe(
      'text ช่วงเวลายื่น: 14 ก.พ. 2570 ถึง 7 มี.ค. 2570',
    );
  });

  it('keeps the English file as it was: the window in YYYY-MM-DD', () => {
    const texts = { 'ics.window': 'Window: {from} to {to}.' };
    expect(description(stayCalendarText([report], texts, undefined, now, 'example.com'))).toBe(
      'text Window: 2027-02-14 to 2027-03-07.',
    );
  });
});
