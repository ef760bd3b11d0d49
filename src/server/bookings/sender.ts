/**
 * The sender of the visitors' booking e-mails (confirmation, update, cancellation, reminder): claims due ones with a
 * lease (several instances never send one twice), sends them with fresh cancel and reschedule links, and retries
 * with the outbox's backoff. A reminder is sent once, says so when it is late, and never after the slot started.
 */
import { createQueueWorker, retryTime, type OutboxWorker } from '../core/outbox.ts';
import { sendMail, type MailTransport } from '../core/mail.ts';
import { hashToken, newToken } from '../core/tokens.ts';
import type { BookingConfig } from './config.ts';
import { buildBookingMail, type BookingMailMessage } from './mail.ts';
import type { Booking, BookingStore, BookingTokenPurpose, ClaimedBookingMail } from './storage/types.ts';

export type BookingMailTransport = MailTransport<BookingMailMessage>;

/** A reminder later than this after its time says it is late. */
const LATE_AFTER_MS = 60 * 60_000;

export interface BookingSenderOptions {
  config: BookingConfig;
  /** Tries per e-mail, and the first wait between them (doubling). */
  maxAttempts: number;
  backoffMs: number;
  log?: (message: string) => void;
}

/** The sender of the visitors' e-mails, on the bookings' store. */
export function createBookingSender(
  store: BookingStore,
  options: BookingSenderOptions,
  now: () => Date,
  transport: BookingMailTransport | null,
): OutboxWorker {
  const { config } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  const link = (purpose: BookingTokenPurpose, token: string, language: string) =>
    `${config.baseUrl}/api/bookings/${purpose}?token=${token}&lang=${language}`;
  async function linkFor(booking: Booking, purpose: BookingTokenPurpose): Promise<string> {
    const token = newToken();
    await store.addToken(hashToken(token), booking.id, purpose, booking.start);
    return link(purpose, token, booking.language);
  }

  async function sendItem(item: ClaimedBookingMail, at: Date): Promise<'sent' | 'skipped'> {
    const { booking } = item;
    if (!transport) throw new Error('no SMTP relay configured (SMTP_URL)');
    if (item.kind !== 'cancel' && booking.status !== 'booked') return 'skipped';
    if (item.kind !== 'cancel' && at.getTime() >= booking.start.getTime()) return 'skipped';
    // A confirmation or an update already followed by a change: the newer e-mail says it.
    if ((item.kind === 'confirm' || item.kind === 'update') && item.sequence < booking.sequence) return 'skipped';
    const live = item.kind !== 'cancel';
    const mail = buildBookingMail({
      kind: item.kind,
      booking,
      name: item.name,
      from: config.from,
      cancelUrl: live ? await linkFor(booking, 'cancel') : null,
      rescheduleUrl: live ? await linkFor(booking, 'reschedule') : null,
      late: item.kind === 'reminder' && at.getTime() - item.sendAt.getTime() > LATE_AFTER_MS,
      now: at,
      mailId: item.id,
    });
    await sendMail(transport, mail);
    return 'sent';
  }

  return createQueueWorker<ClaimedBookingMail>({
    claim: (limit) => store.claimMail({ now: now(), limit, leaseMs: 5 * 60_000 }),
    async deliver(item) {
      const at = now();
      try {
        const outcome = await sendItem(item, at);
        if (!(await store.finishMail(item.id, item.claimToken, outcome, now())))
          log(`[bookings] e-mail ${item.id} was handled but its claim had expired`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt = retryTime(item.attempts, options, at);
        if (await store.failMail(item.id, item.claimToken, message, at, retryAt))
          log(`[bookings] e-mail ${item.id} (${item.kind}) attempt ${item.attempts} failed: ${message}`);
      }
    },
    pollMs: config.pollMs,
    log: (message) => log(`[bookings] ${message}`),
  });
}
