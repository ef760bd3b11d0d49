/**
 * When a reminder goes out, and whether it is late or too late. Deadlines are calendar days in Thailand; a
 * reminder is due at 09:00 Bangkok time (UTC+7, no daylight saving) `daysBefore` days before its day.
 */
import { DAY_MS, dayOf, dayToTime } from '../shared/format.ts';
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** 00:00 in Bangkok of a YYYY-MM-DD day, as an instant. */
const bangkokMidnight = (day: string) => dayToTime(day) - BANGKOK_OFFSET_MS;

/** The Bangkok calendar day of an instant, YYYY-MM-DD. */
export const bangkokDay = (instant: Date) => dayOf(instant.getTime() + BANGKOK_OFFSET_MS);

export function reminderSendAt(deadline: string, daysBefore: number): Date {
  return new Date(bangkokMidnight(deadline) - daysBefore * DAY_MS + 9 * 3_600_000);
}

/** Late: it goes out on a later Bangkok day than the one it was due on. */
export function isLate(sendAt: Date, now: Date): boolean {
  return bangkokDay(now) > bangkokDay(sendAt);
}

/** Too late to send: the deadline's day ended more than a day ago (Bangkok time). */
export function isTooLate(deadline: string, now: Date): boolean {
  return now.getTime() >= bangkokMidnight(deadline) + 2 * DAY_MS;
}
