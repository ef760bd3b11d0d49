import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildInvitation, type InvitationInput } from './invitation.ts';

const base: InvitationInput = {
  method: 'REQUEST',
  bookingId: '8e0c7a4e-0a9b-4d5e-9f00-1b2c3d4e5f60',
  domain: 'www.siamexpatservices.com',
  sequence: 0,
  // Tuesday 8 December 2026, 09:00-09:30 in Bangkok (UTC+7) = 02:00-02:30 UTC.
  start: new Date('2026-12-08T02:00:00Z'),
  end: new Date('2026-12-08T02:30:00Z'),
  stamp: new Date('2026-12-06T05:00:00Z'),
  summary: 'Consultation, Siam Expat Services',
  description: 'Visa; a question, with commas\nand a second line',
  location: 'Sukhumvit 63 (Ekkamai), Wattana, Bangkok 10110',
  organizer: { name: 'Siam Expat Services', email: 'hello@siamexpatservices.com' },
  attendee: { name: 'Anna "A" Meier', email: 'anna@example.ch' },
};

const eventOf = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
};

describe('buildInvitation', () => {
  it('parses with ical.js: REQUEST, the UID, SEQUENCE 0, the start at 02:00 UTC, organizer and attendee', () => {
    const { calendar, event } = eventOf(buildInvitation(base));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('8e0c7a4e-0a9b-4d5e-9f00-1b2c3d4e5f60@www.siamexpatservices.com');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-08T02:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-08T02:30:00.000Z');
    expect(event.location).toBe(base.location);
    expect(event.description).toBe(base.description);
    expect(event.organizer).toBe('mailto:hello@siamexpatservices.com');
    expect(event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:anna@example.ch']);
  });

  it('a cancellation: METHOD:CANCEL, same UID, higher SEQUENCE, STATUS:CANCELLED', () => {
    const { calendar, event } = eventOf(buildInvitation({ ...base, method: 'CANCEL', sequence: 2 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('8e0c7a4e-0a9b-4d5e-9f00-1b2c3d4e5f60@www.siamexpatservices.com');
    expect(event.sequence).toBe(2);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('ends lines in CRLF and folds long Thai text at 75 octets', () => {
    const text = buildInvitation({ ...base, description: 'ปรึกษา'.repeat(30) });
    expect(text.includes('\n') && !/[^\r]\n/.test(text)).toBe(true);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(eventOf(text).event.description).toBe('ปรึกษา'.repeat(30));
  });
});
