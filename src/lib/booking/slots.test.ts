import { describe, expect, it } from 'vitest';
import {
  bookingDays,
  checkSlot,
  daySlots,
  freeSlots,
  nextFreeSlots,
  parseSlotId,
  type BookingRules,
  type SlotContext,
} from './slots.ts';

// The office's stated rules (not read from the config, so a config edit cannot move the answers): Monday to Friday
// 09:00-18:00, Saturday 09:00-13:00, 30-minute consultations 15 minutes apart, two hours' notice, three weeks ahead.
const weekday = { open: '09:00', close: '18:00' };
const rules: BookingRules = {
  hours: { 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday, 6: { open: '09:00', close: '13:00' } },
  slotMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 120,
  daysAhead: 21,
};
// Monday 7 December 2026 (a substitution holiday) and Thursday 10 December (Constitution Day).
const holidays = new Set(['2026-12-07', '2026-12-10']);
const at = (iso: string, taken: SlotContext['taken'] = []): SlotContext => ({
  now: new Date(iso),
  rules,
  closedDays: holidays,
  taken,
});
const slot = (iso: string) => ({ start: new Date(iso), end: new Date(new Date(iso).getTime() + 30 * 60_000) });

describe('daySlots', () => {
  it('a weekday: 09:00 then every 45 minutes, the last at 17:15 (ends 17:45; 18:00 would end 18:30)', () => {
    const times = daySlots('2026-12-08', rules).map((s) => s.time);
    expect(times).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '12:45',
      '13:30',
      '14:15',
      '15:00',
      '15:45',
      '16:30',
      '17:15',
    ]);
    // 09:00 in Bangkok (UTC+7) is 02:00 UTC.
    expect(daySlots('2026-12-08', rules)[0]?.id).toBe('2026-12-08T02:00:00Z');
  });

  it("a Saturday's last slot is 12:00-12:30 (12:45 would end 13:15, after closing at 13:00)", () => {
    const slots = daySlots('2026-12-12', rules);
    expect(slots.map((s) => s.time)).toEqual(['09:00', '09:45', '10:30', '11:15', '12:00']);
    expect(slots.at(-1)?.id).toBe('2026-12-12T05:00:00Z');
    expect(slots.at(-1)?.end.toISOString()).toBe('2026-12-12T05:30:00.000Z');
  });

  it('a Sunday has none', () => {
    expect(daySlots('2026-12-13', rules)).toEqual([]);
  });
});

describe('freeSlots', () => {
  it('the 2-hour notice: at 07:50 Bangkok the first slot is 10:30 (09:00 and 09:45 start before 09:50)', () => {
    expect(freeSlots(at('2026-12-08T00:50:00Z'))[0]?.time).toBe('10:30');
  });

  it('the notice across midnight: at 23:30 Bangkok on Monday the first slot is Tuesday 09:00', () => {
    const first = freeSlots(at('2026-12-07T16:30:00Z'))[0];
    expect(first?.id).toBe('2026-12-08T02:00:00Z');
  });

  it('21 days from the Bangkok day: the window moves at midnight Bangkok (17:00 UTC), not UTC midnight', () => {
    // 16:59 UTC on 7 Dec is 23:59 Monday in Bangkok: days 7..27 Dec; one minute later Tuesday: days 8..28 Dec.
    expect(bookingDays(new Date('2026-12-07T16:59:00Z'), rules).at(-1)).toBe('2026-12-27');
    expect(bookingDays(new Date('2026-12-07T17:00:00Z'), rules)).toHaveLength(21);
    expect(bookingDays(new Date('2026-12-07T17:00:00Z'), rules).at(-1)).toBe('2026-12-28');
    expect(freeSlots(at('2026-12-07T16:59:00Z')).at(-1)?.id).toBe('2026-12-26T05:00:00Z'); // Saturday 12:00, Sunday 27th closed
  });

  it('a holiday has no slots', () => {
    const days = new Set(freeSlots(at('2026-12-06T00:00:00Z')).map((s) => s.day));
    expect(days.has('2026-12-07')).toBe(false);
    expect(days.has('2026-12-10')).toBe(false);
    expect(days.has('2026-12-09')).toBe(true);
  });

  it('the buffer: a booking 10:30-11:00 leaves 09:45 (ends 10:15, 15 minutes before) and 11:15 free', () => {
    const free = freeSlots(at('2026-12-06T00:00:00Z', [slot('2026-12-08T03:30:00Z')]))
      .filter((s) => s.day === '2026-12-08')
      .map((s) => s.time);
    expect(free).toContain('09:45');
    expect(free).toContain('11:15');
    expect(free).not.toContain('10:30');
  });

  it('the buffer around a booking off the grid: 10:00-10:30 blocks 09:45 (ends 10:15) and 10:30 (starts 0 min after)', () => {
    const free = freeSlots(at('2026-12-06T00:00:00Z', [slot('2026-12-08T03:00:00Z')]))
      .filter((s) => s.day === '2026-12-08')
      .map((s) => s.time);
    expect(free.slice(0, 3)).toEqual(['09:00', '11:15', '12:00']);
  });
});

describe('checkSlot', () => {
  const now = '2026-12-08T00:50:00Z'; // Tuesday 07:50 Bangkok
  it.each([
    ['tomorrow', 'malformed'],
    ['2026-12-09T02:00:00+07:00', 'malformed'],
    ['2026-02-30T02:00:00Z', 'malformed'],
    ['2026-12-01T02:00:00Z', 'past'],
    ['2026-12-08T02:45:00Z', 'too-soon'], // 09:45 Bangkok, 1 h 55 min away
    ['2026-12-09T02:15:00Z', 'outside-hours'], // 09:15 is not on the grid
    ['2026-12-09T11:00:00Z', 'outside-hours'], // 18:00
    ['2026-12-13T02:00:00Z', 'outside-hours'], // Sunday
    ['2026-12-12T05:45:00Z', 'outside-hours'], // Saturday 12:45
    ['2026-12-10T02:00:00Z', 'closed-day'], // Constitution Day
    ['2026-12-29T02:00:00Z', 'too-far'], // 8 Dec + 21 days
  ])('%s: %s', (value, problem) => {
    expect(checkSlot(value, at(now))).toEqual({ ok: false, problem });
  });

  it('a free slot and a taken one', () => {
    expect(checkSlot('2026-12-12T05:00:00Z', at(now))).toMatchObject({
      ok: true,
      slot: { day: '2026-12-12', time: '12:00' },
    });
    expect(checkSlot('2026-12-12T05:00:00Z', at(now, [slot('2026-12-12T05:00:00Z')]))).toEqual({
      ok: false,
      problem: 'taken',
    });
  });

  it('reads a slot with or without seconds and milliseconds', () => {
    expect(parseSlotId('2026-12-09T02:00Z')?.toISOString()).toBe('2026-12-09T02:00:00.000Z');
    expect(parseSlotId('2026-12-09T02:00:00.000Z')?.toISOString()).toBe('2026-12-09T02:00:00.000Z');
    expect(parseSlotId(42)).toBeNull();
  });

  it('offers the next free slots after a taken one', () => {
    const next = nextFreeSlots(at(now, [slot('2026-12-09T02:00:00Z')]), new Date('2026-12-09T02:00:00Z'), 3);
    expect(next.map((s) => s.time)).toEqual(['09:45', '10:30', '11:15']);
  });
});

describe('formatSlot', async () => {
  const { formatSlot } = await import('./format.ts');
  it('writes Bangkok time, and the Buddhist-era year in Thai (2026 is 2569)', () => {
    const start = new Date('2026-12-12T05:00:00Z');
    const end = new Date('2026-12-12T05:30:00Z');
    expect(formatSlot(start, end, 'en')).toBe('Sat, 12 Dec 2026, 12:00-12:30');
    expect(formatSlot(start, end, 'th')).toContain('2569');
    expect(formatSlot(start, end, 'th')).toContain('12:00-12:30');
  });
});
