/**
 * Free consultation slots, worked out from the office hours, the notice, the buffer, the closed days and the
 * bookings already made. Pure: the clock, the holidays and the bookings are arguments.
 *
 * Bangkok has kept UTC+7 all year since 1920 (no daylight saving), so a Bangkok wall-clock time is an instant
 * at a fixed offset. Slots start at opening time and follow each other every slot + buffer minutes; a slot
 * must end by closing time. A slot is named by its start instant in UTC ("2026-12-08T03:00:00Z").
 */
import { addDays, dayOf, dayToTime } from '../shared/format.ts';

export const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const MINUTE_MS = 60_000;

export interface BookingRules {
  /** ISO weekday (1 Monday ... 7 Sunday) to Bangkok opening hours "HH:MM"; a day not listed is closed. */
  hours: Partial<Record<number, { open: string; close: string }>>;
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  daysAhead: number;
}

/** A time taken by a booking (its end excludes the buffer; the buffer is added around it). */
export interface TakenTime {
  start: Date;
  end: Date;
}

export interface Slot {
  /** The start in UTC, "YYYY-MM-DDTHH:MM:00Z": the slot's name in forms and links. */
  id: string;
  start: Date;
  end: Date;
  /** Bangkok calendar day and wall-clock start, for showing and grouping. */
  day: string;
  time: string;
}

/** Why a slot cannot be booked. */
export type SlotProblem = 'malformed' | 'past' | 'too-soon' | 'too-far' | 'closed-day' | 'outside-hours' | 'taken';

export interface SlotContext {
  now: Date;
  rules: BookingRules;
  /** Bangkok days with no consultations: public holidays and days the team closed, YYYY-MM-DD. */
  closedDays: ReadonlySet<string>;
  taken: readonly TakenTime[];
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The Bangkok calendar day of an instant. */
export const bangkokDayOf = (instant: Date): string => dayOf(instant.getTime() + BANGKOK_OFFSET_MS);

/** The instant of a Bangkok wall-clock time (minutes after midnight) on a Bangkok day. */
export const bangkokInstant = (day: string, minutes: number): Date =>
  new Date(dayToTime(day) - BANGKOK_OFFSET_MS + minutes * MINUTE_MS);

/** ISO weekday of a YYYY-MM-DD day: 1 Monday ... 7 Sunday. */
export const isoWeekday = (day: string): number => ((new Date(dayToTime(day)).getUTCDay() + 6) % 7) + 1;

/** The slot name of an instant: UTC to the minute. */
export const slotId = (start: Date): string => `${start.toISOString().slice(0, 16)}:00Z`;

/** Every slot of a Bangkok day by the office hours alone (nothing about notice, closures or bookings). */
export function daySlots(day: string, rules: BookingRules): Slot[] {
  const hours = rules.hours[isoWeekday(day)];
  if (!hours) return [];
  const slots: Slot[] = [];
  const close = minutesOf(hours.close);
  for (
    let minutes = minutesOf(hours.open);
    minutes + rules.slotMinutes <= close;
    minutes += rules.slotMinutes + rules.bufferMinutes
  ) {
    const start = bangkokInstant(day, minutes);
    slots.push({
      id: slotId(start),
      start,
      end: new Date(start.getTime() + rules.slotMinutes * MINUTE_MS),
      day,
      time: hhmm(minutes),
    });
  }
  return slots;
}

/** Does a slot clash with a taken time, the buffer kept on both sides? */
function clashes(slot: { start: Date; end: Date }, taken: readonly TakenTime[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE_MS;
  return taken.some(
    (other) =>
      slot.start.getTime() < other.end.getTime() + buffer && other.start.getTime() < slot.end.getTime() + buffer,
  );
}

/** The Bangkok days a visitor may choose from: today and the next daysAhead - 1 days. */
export function bookingDays(now: Date, rules: BookingRules): string[] {
  const today = bangkokDayOf(now);
  return Array.from({ length: rules.daysAhead }, (_, index) => addDays(today, index));
}

/** The slots still free, in time order. */
export function freeSlots(context: SlotContext): Slot[] {
  const { now, rules } = context;
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE_MS;
  return bookingDays(now, rules)
    .filter((day) => !context.closedDays.has(day))
    .flatMap((day) => daySlots(day, rules))
    .filter((slot) => slot.start.getTime() >= earliest && !clashes(slot, context.taken, rules.bufferMinutes));
}

const SLOT_SHAPE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::00(?:\.000)?)?Z$/;

/** Reads a slot name; null when it is not a UTC time to the minute. */
export function parseSlotId(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = SLOT_SHAPE.exec(value.trim());
  if (!match) return null;
  const instant = new Date(`${match[1]}T${match[2]}:${match[3]}:00Z`);
  return Number.isNaN(instant.getTime()) || slotId(instant).slice(0, 16) !== `${match[1]}T${match[2]}:${match[3]}`
    ? null
    : instant;
}

/** Checks a requested slot; the slot when it can be booked now. */
export function checkSlot(
  value: unknown,
  context: SlotContext,
): { ok: true; slot: Slot } | { ok: false; problem: SlotProblem } {
  const start = parseSlotId(value);
  if (!start) return { ok: false, problem: 'malformed' };
  const { now, rules } = context;
  if (start.getTime() <= now.getTime()) return { ok: false, problem: 'past' };
  const day = bangkokDayOf(start);
  if (!bookingDays(now, rules).includes(day)) return { ok: false, problem: 'too-far' };
  const slot = daySlots(day, rules).find((candidate) => candidate.start.getTime() === start.getTime());
  if (!slot) return { ok: false, problem: 'outside-hours' };
  if (context.closedDays.has(day)) return { ok: false, problem: 'closed-day' };
  if (start.getTime() < now.getTime() + rules.minNoticeMinutes * MINUTE_MS) return { ok: false, problem: 'too-soon' };
  if (clashes(slot, context.taken, rules.bufferMinutes)) return { ok: false, problem: 'taken' };
  return { ok: true, slot };
}

/** The first `count` free slots after a given instant (what a refused visitor is offered instead). */
export function nextFreeSlots(context: SlotContext, after: Date, count: number): Slot[] {
  return freeSlots(context)
    .filter((slot) => slot.start.getTime() > after.getTime())
    .slice(0, count);
}
