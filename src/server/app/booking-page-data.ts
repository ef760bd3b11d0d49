/** What the booking page needs when rendered on request: the free slots of the moment, or that booking is down. */
import type { AstroGlobal } from 'astro';
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

/**
 * The booking page's props for a route in one language, rendered on request: the view an endpoint handed it through
 * a rewrite (Astro.locals.bookingPage) with that view's status, else 503 while booking is down; never cached.
 */
export async function bookingRoute(astro: Pick<AstroGlobal, 'locals' | 'response'>, locale: Locale) {
  const view = astro.locals.bookingPage;
  const data = await bookingPageData(locale);
  astro.response.status = view?.status ?? (data.unavailable ? 503 : 200);
  astro.response.headers.set('Cache-Control', 'no-store');
  return { locale, view, data, renderedAt: Date.now() };
}
