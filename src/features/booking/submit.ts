/** Sends the booking as JSON; the answer as the island needs it (the server's words, or the island's own on failure). */
import type { SlotOption } from './SlotPicker.tsx';

export type BookingAnswer =
  | { ok: true; booking: { slot: string; email: string }; message: string }
  | { ok: false; error: string; fields?: Record<string, string>; next?: SlotOption[] };

export async function sendBooking(payload: Record<string, unknown>, failed: string): Promise<BookingAnswer> {
  try {
    const response = await fetch('/api/bookings/book', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => null)) as BookingAnswer | null;
    if (body && typeof body === 'object' && 'ok' in body) return body;
    return { ok: false, error: failed };
  } catch {
    return { ok: false, error: failed };
  }
}

export async function fetchSlots(language: string): Promise<SlotOption[] | null> {
  try {
    const response = await fetch(`/api/bookings/slots?lang=${language}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return ((await response.json()) as { slots: SlotOption[] }).slots;
  } catch {
    return null;
  }
}
