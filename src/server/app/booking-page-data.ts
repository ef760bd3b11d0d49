/** What the booking page needs when rendered on request: the free slots of the moment, or that booking is down. */
import { getLeadPipeline } from './index.ts';
import type { Locale } from '../../lib/site/locales.ts';
import { holidayRecord } from '../bookings/service.ts';
import { slotJson, type SlotJson } from '../../lib/booking/view.ts';

export interface BookingPageData {
  slots: SlotJson[];
  unavailable: boolean;
  holidays: { checked: string; sources: { title: string; url: string }[]; note: string };
}

export async function bookingPageData(language: Locale): Promise<BookingPageData> {
  const holidays = { checked: holidayRecord.checked, sources: holidayRecord.sources, note: holidayRecord.note };
  try {
    const pipeline = await getLeadPipeline();
    return {
      slots: (await pipeline.bookings.freeSlots()).map((slot) => slotJson(slot, language)),
      unavailable: false,
      holidays,
    };
  } catch (error) {
    console.error(`[bookings] free slots unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return { slots: [], unavailable: true, holidays };
  }
}
