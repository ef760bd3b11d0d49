import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { deadlinesCalendar, foldLine, type CalendarEntry } from './ics.ts';

const deadlines: CalendarEntry[] = [
  {
    kind: 'last-day',
    title: 'Last day of your permitted stay',
    date: '2027-01-29',
    text: 'Leave, or extend; fee THB 1,900.',
  },
  {
    kind: 'report',
    title: 'First 90-day report',
    date: '2027-03-01',
    from: '2027-02-14',
    to: '2027-03-07',
    text: 'Report your address; late: THB 2,000.',
  },
  { kind: 'overstay', title: 'If you stay past your last day', date: '2027-01-30', text: 'THB 500 a day' },
];
const text = deadlinesCalendar(deadlines, {
  now: new Date('2026-11-24T10:00:00Z'),
  remindDaysBefore: 7,
  uidDomain: 'example.com',
});

describe('the reminder calendar', () => {
  it('is a VCALENDAR a real iCalendar parser reads: one event per deadline, each with an alarm 7 days before', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.summary)).toEqual(['Last day of your permitted stay', 'First 90-day report']);
    expect(events.map((e) => e.startDate.toString())).toEqual(['2027-01-29', '2027-03-07']);
    expect(events[0].startDate.isDate).toBe(true);
    expect(events[1].description).toContain('Window: 2027-02-14 to 2027-03-07.');
    expect(events[0].description).toContain('THB 1,900.');
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const alarm = vevent.getFirstSubcomponent('valarm')!;
      expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-P7D');
      expect(vevent.getFirstPropertyValue('uid')).toMatch(/@example\.com$/);
    }
  });

  it('ends lines in CRLF and folds them at 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const long = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    expect(long.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
    expect(long.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('says the filing window in the language of the page when told how (the Thai stay calculator), folding Thai text whole', () => {
    const thai = deadlinesCalendar(
      [
        {
          kind: 'report',
          title: 'การรายงานตัว 90 วัน ครั้งแรก',
          date: '2027-03-01',
          from: '2027-02-14',
          to: '2027-03-07',
          text: 'แจ้งที่อยู่ของท่าน',
        },
      ],
      {
        now: new Date('2026-11-24T10:00:00Z'),
        remindDaysBefore: 7,
        uidDomain: 'example.com',
        window: (from, to) => `ช่วงเวลายื่น: ${from} ถึง ${to}`,
      },
    );
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(thai)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('การรายงานตัว 90 วัน ครั้งแรก');
    expect(event.description).toBe('แจ้งที่อยู่ของท่าน ช่วงเวลายื่น: 2027-02-14 ถึง 2027-03-07');
    expect(thai).not.toContain('Window');
  });
});
