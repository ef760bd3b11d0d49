/**
 * The operator's booking commands, run by `npm run leads -- <command>` (src/server/app/cli.ts):
 *   bookings                       upcoming consultations by Bangkok day
 *   close-day YYYY-MM-DD [--reason TEXT]   no new bookings that day (existing ones are listed to move or cancel)
 *   cancel ID                      cancel a booking; the visitor is sent the cancellation by a running site
 */
import { isDay } from '../../lib/shared/format.ts';
import { bangkokDayOf } from '../../lib/booking/slots.ts';
import { formatSlotTime } from '../../lib/booking/format.ts';
import { leadFullName } from '../core/fields.ts';
import type { LeadStore, OutboxChannel } from '../core/storage/types.ts';
import { bookingStoreFor } from './storage/index.ts';

export const BOOKING_USAGE = `  bookings                                 List upcoming consultations by day (Bangkok time).
  close-day YYYY-MM-DD [--reason TEXT]     Take no bookings that day (a Bangkok day); lists bookings already made.
  cancel BOOKING_ID                        Cancel a booking; a running site e-mails the visitor the cancellation.`;

export const BOOKING_COMMANDS = ['bookings', 'close-day', 'cancel'] as const;

type Write = (text: string) => Promise<void>;

export class BookingUsageError extends Error {
  override name = 'UsageError';
}

/** Checks a booking command's arguments and returns what it does with the store. */
export function bookingCommand(
  command: string,
  argument: string | undefined,
  options: { reason?: string; now: Date },
  write: Write,
): (store: LeadStore, channels: OutboxChannel[]) => Promise<void> {
  if (command === 'bookings') {
    if (argument !== undefined) throw new BookingUsageError(`Unexpected argument "${argument}"`);
    return async (store) => {
      const bookings = await bookingStoreFor(store).listBookings(options.now);
      if (bookings.length === 0) return write('No upcoming consultations.\n');
      let day = '';
      for (const booking of bookings) {
        const bangkokDay = bangkokDayOf(booking.start);
        if (bangkokDay !== day) await write(`${(day = bangkokDay)}\n`);
        const lead = await store.getLead(booking.leadId);
        const name = lead ? leadFullName(lead) || '-' : '-';
        await write(
          `  ${formatSlotTime(booking.start)}-${formatSlotTime(booking.end)}  ${booking.mode.padEnd(6)}  ${name}  <${booking.email}>  ${booking.id}\n`,
        );
      }
    };
  }
  if (command === 'close-day') {
    if (!argument || !isDay(argument)) throw new BookingUsageError('close-day needs a day like 2026-12-24');
    return async (store) => {
      const bookings = bookingStoreFor(store);
      const added = await bookings.closeDay(argument, options.reason ?? '', options.now);
      await write(added ? `Closed ${argument}: no new bookings that day.\n` : `${argument} was already closed.\n`);
      const that = (await bookings.listBookings(options.now)).filter(
        (booking) => bangkokDayOf(booking.start) === argument,
      );
      for (const booking of that)
        await write(
          `  Still booked: ${formatSlotTime(booking.start)} <${booking.email}> ${booking.id} (cancel it with: npm run leads -- cancel ${booking.id})\n`,
        );
    };
  }
  if (!argument) throw new BookingUsageError('cancel needs a booking id (npm run leads -- bookings lists them)');
  return async (store, channels) => {
    // The team is told too, through the configured channels, like any change to a booking.
    const cancelled = await bookingStoreFor(store).cancel({ id: argument }, options.now, channels);
    await write(
      cancelled
        ? `Cancelled ${argument}; the visitor is e-mailed the cancellation by the running site.\n`
        : `No upcoming booking ${argument} (unknown, or already cancelled).\n`,
    );
    if (!cancelled) throw new Error(`booking ${argument} not cancelled`);
  };
}
