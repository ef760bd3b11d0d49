import { describe, expect, it } from 'vitest';
import { bangkokDay, isLate, isTooLate, reminderSendAt } from './schedule.ts';

describe('reminder schedule (Bangkok time, UTC+7)', () => {
  it('is due at 09:00 Bangkok the chosen number of days before', () => {
    // 1 March 2027 minus 7 days = 22 February, 09:00 in Bangkok = 02:00 UTC.
    expect(reminderSendAt('2027-03-01', 7).toISOString()).toBe('2027-02-22T02:00:00.000Z');
    expect(reminderSendAt('2027-03-01', 1).toISOString()).toBe('2027-02-28T02:00:00.000Z');
  });

  it('reads the calendar day in Bangkok', () => {
    expect(bangkokDay(new Date('2027-02-21T16:59:59Z'))).toBe('2027-02-21');
    expect(bangkokDay(new Date('2027-02-21T17:00:00Z'))).toBe('2027-02-22');
  });

  it('is late only when it goes out on a later Bangkok day than it was due', () => {
    const due = new Date('2027-02-22T02:00:00Z');
    expect(isLate(due, new Date('2027-02-22T16:59:00Z'))).toBe(false);
    expect(isLate(due, new Date('2027-02-22T17:00:00Z'))).toBe(true);
  });

  it('is not sent once its date has passed by more than a day', () => {
    // Deadline 1 March: still sent on 2 March (Bangkok), not from 3 March 00:00 Bangkok (2 March 17:00 UTC).
    expect(isTooLate('2027-03-01', new Date('2027-03-02T16:59:59Z'))).toBe(false);
    expect(isTooLate('2027-03-01', new Date('2027-03-02T17:00:00Z'))).toBe(true);
  });
});
