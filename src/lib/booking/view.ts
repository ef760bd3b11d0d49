/** A slot as the island, the pages and the JSON answers carry it, and what the booking page shows. */
import { formatSlotDay, formatSlotTime } from './format.ts';
import type { Slot } from './slots.ts';
import type { Locale } from '../site/locales.ts';

/** A free slot as the island and the pages get it. */
export interface SlotJson {
  id: string;
  /** Bangkok day, YYYY-MM-DD, and its label ("Tue, 8 Dec 2026"). */
  day: string;
  dayLabel: string;
  /** Bangkok start and end, "09:00". */
  time: string;
  end: string;
}

/** Slots written once per language: a slot reads the same until it is gone (the free-slot list is read often). */
const written = new Map<string, SlotJson>();

export function slotJson(slot: Slot, language: Locale): SlotJson {
  const key = `${language}|${slot.id}`;
  let json = written.get(key);
  if (!json) {
    if (written.size > 10_000) written.clear();
    json = {
      id: slot.id,
      day: slot.day,
      dayLabel: formatSlotDay(slot.start, language),
      time: slot.time,
      end: formatSlotTime(slot.end),
    };
    written.set(key, json);
  }
  return json;
}

/** What the booking page shows when an endpoint answers a plain form or a link. */
export interface BookingPageView {
  status: number;
  language: Locale;
  state: 'form' | 'booked' | 'cancel' | 'cancelled' | 'reschedule' | 'rescheduled' | 'invalid';
  error?: string;
  errors?: Record<string, string | undefined>;
  values?: Record<string, string | boolean>;
  /** Free slots to offer (after a refusal, or to move to). */
  next?: SlotJson[];
  booking?: { slot: string; start: string; mode: string; email: string };
  /** Where the page's button posts (the link's own address with its token). */
  action?: string;
}
