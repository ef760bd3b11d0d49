/** The day the tax-residence count runs to (src/lib/tax/residence-days.ts counts the days up to it). */
import { describe, expect, it } from 'vitest';
import { countUntil } from './useTrips.ts';

// 5 December 2026, 20:00 UTC: already 6 December in Thailand (UTC+7).
const now = new Date('2026-12-05T20:00:00Z');
const closed = { arrival: '2026-01-10', departure: '2026-03-01' };
const open = { arrival: '2026-11-01', departure: '' };

describe('countUntil', () => {
  it('runs to the chosen day when it is one the counter takes', () => {
    expect(countUntil('2026-12-31', [open], now)).toEqual({ chosenUntil: '2026-12-31', until: '2026-12-31' });
  });

  it('runs to today in Thailand while a trip is still in progress and no day is chosen', () => {
    expect(countUntil('', [closed, open], now)).toEqual({ chosenUntil: '', until: '2026-12-06' });
  });

  it('ignores a chosen day outside 1900-2199 or not a date', () => {
    expect(countUntil('2200-01-01', [open], now).until).toBe('2026-12-06');
    expect(countUntil('2026-02-30', [open], now).chosenUntil).toBe('');
  });

  it('needs no day when every trip has ended', () => {
    expect(countUntil('', [closed], now)).toEqual({ chosenUntil: '', until: '' });
  });
});
