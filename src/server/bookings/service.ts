/**
 * Consultation bookings: the free slots, booking (a lead with a slot), the visitor's cancel and reschedule links,
 * the operator's cancellation and closed days, and the sender of the visitor's e-mails.
 *
 * - Free slots come from the office hours (src/config/site.ts), the holiday record
 *   (content/booking/thai-public-holidays.json), the days the operator closed and the booked times. What the
 *   database says is kept for a second per process (a page of free slots is read far more often than a slot is
 *   booked) and dropped when this process books; the database alone decides whether a slot is free.
 * - Tokens are 32 random bytes made when their e-mail is sent; only their SHA-256 is stored, with the purpose
 *   (cancel or reschedule) and the slot's start as expiry. Any change to the booking deletes them all.
 * - The sender claims due e-mails with a lease (several instances never send one twice) and retries with the
 *   outbox's backoff. A reminder is sent once, says so when it is late, and never after the slot has started.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import holidayFile from '../../../content/booking/thai-public-holidays.json' with { type: 'json' };
import { site } from '../../config/site.ts';
import { holidayRecordSchema, holidaysByDay } from '../../lib/booking/holidays.ts';
import { bangkokDayOf, checkSlot, freeSlots, nextFreeSlots, type Slot, type SlotContext, type SlotProblem } from '../../lib/booking/slots.ts';
import type { ContactForm } from '../../lib/contact/contact-form.ts';
import { backoffDelay, createQueueWorker, type OutboxWorker } from '../core/outbox.ts';
import type { LeadService, LeadSubmission } from '../core/lead-service.ts';
import type { LeadStore } from '../core/storage/types.ts';
import type { BookingConfig } from './config.ts';
import { buildBookingMail, type BookingMailMessage } from './mail.ts';
import { bookingStoreFor } from './storage/index.ts';
import { clockFrom, parseOr } from './clock.ts';
import type { Booking, BookingMode, BookingStore, BookingTokenPurpose, ClaimedBookingMail } from './storage/types.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A reminder later than this after its time says it is late. */
const LATE_AFTER_MS = HOUR;
/** How many free slots a refused visitor is offered. */
const NEXT_FREE = 5;

export const holidayRecord = holidayRecordSchema.parse(holidayFile);
const holidays = holidaysByDay(holidayRecord);

export const hashBookingToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface MailTransport {
  sendMail(mail: BookingMailMessage): Promise<{ accepted: unknown[]; rejected: unknown[] }>;
  close(): void;
}

export type BookOutcome =
  | { kind: 'booked'; booking: Booking }
  | { kind: 'problem'; problem: SlotProblem; next: Slot[] }
  | { kind: 'too-many' }
  /** A spam trap tripped: stored as a spam lead, no slot held; answered like a booking. */
  | { kind: 'spam'; start: Date; end: Date };

export type MoveOutcome = { kind: 'moved'; booking: Booking } | { kind: 'problem'; problem: SlotProblem; next: Slot[] } | { kind: 'invalid' };

export interface BookingRequest extends Omit<LeadSubmission, 'form'> {
  form: ContactForm;
  slot: unknown;
  mode: BookingMode;
}

export interface BookingService {
  readonly store: BookingStore;
  now(): Date;
  freeSlots(): Promise<Slot[]>;
  book(request: BookingRequest): Promise<BookOutcome>;
  /** The booking of a live token, nothing changed. */
  peek(token: string, purpose: BookingTokenPurpose): Promise<Booking | null>;
  cancel(token: string): Promise<Booking | null>;
  reschedule(token: string, slot: unknown): Promise<MoveOutcome>;
  /** The operator's cancellation; the visitor is sent the cancellation. */
  cancelById(id: string): Promise<Booking | null>;
  closeDay(day: string, reason: string): Promise<boolean>;
  readonly sender: OutboxWorker;
  stop(): Promise<void>;
}

export interface BookingServiceOptions {
  store: LeadStore;
  leads: LeadService;
  config: BookingConfig;
  maxAttempts: number;
  backoffMs: number;
  log?: (message: string) => void;
  transport?: MailTransport | null;
  now?: () => Date;
}

const rules = site.booking;
const times = (start: Date) => ({
  start,
  end: new Date(start.getTime() + rules.slotMinutes * MINUTE),
  heldUntil: new Date(start.getTime() + (rules.slotMinutes + rules.bufferMinutes) * MINUTE),
});
/** The reminder is due 24 hours before; none when the slot is nearer than that. */
const reminderAt = (start: Date, now: Date) => (start.getTime() - 24 * HOUR > now.getTime() ? new Date(start.getTime() - 24 * HOUR) : null);

export function createBookingService(options: BookingServiceOptions): BookingService {
  const { config, leads } = options;
  const store = bookingStoreFor(options.store);
  const log = options.log ?? ((message: string) => console.error(message));
  const now = options.now ?? clockFrom(config.clockFile);
  const transport: MailTransport | null =
    options.transport !== undefined
      ? options.transport
      : config.smtpUrl
        ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 15_000 })
        : null;

  let cached: { at: number; taken: { start: Date; end: Date }[]; closed: ReadonlySet<string> } | null = null;
  async function context(at: Date): Promise<SlotContext> {
    if (!cached || Math.abs(at.getTime() - cached.at) > 1000) {
      const today = bangkokDayOf(at);
      const [taken, closed] = await Promise.all([store.takenTimes(at), store.closedDays(today)]);
      cached = { at: at.getTime(), taken, closed: new Set([...holidays.keys(), ...closed]) };
    }
    return { now: at, rules, closedDays: cached.closed, taken: cached.taken };
  }
  /** The database's word, not the cache's: used when a request was refused. */
  const fresh = (at: Date) => {
    cached = null;
    return context(at);
  };

  const tokenHash = (token: string) => (TOKEN_SHAPE.test(token) ? hashBookingToken(token) : null);
  const link = (purpose: BookingTokenPurpose, token: string, language: string) => `${config.baseUrl}/api/bookings/${purpose}?token=${token}&lang=${language}`;
  async function newToken(booking: Booking, purpose: BookingTokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await store.addToken(hashBookingToken(token), booking.id, purpose, booking.start);
    return token;
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
      cancelUrl: live ? link('cancel', await newToken(booking, 'cancel'), booking.language) : null,
      rescheduleUrl: live ? link('reschedule', await newToken(booking, 'reschedule'), booking.language) : null,
      late: item.kind === 'reminder' && at.getTime() - item.sendAt.getTime() > LATE_AFTER_MS,
      now: at,
      mailId: item.id,
    });
    const info = await transport.sendMail(mail);
    if (info.rejected.length > 0 && info.accepted.length === 0) throw new Error('SMTP relay rejected the recipient');
    return 'sent';
  }

  const sender = createQueueWorker<ClaimedBookingMail>({
    claim: (limit) => store.claimMail({ now: now(), limit, leaseMs: 5 * 60_000 }),
    async deliver(item) {
      const at = now();
      try {
        const outcome = await sendItem(item, at);
        if (!(await store.finishMail(item.id, item.claimToken, outcome, now()))) log(`[bookings] e-mail ${item.id} was handled but its claim had expired`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt = item.attempts >= options.maxAttempts ? null : new Date(at.getTime() + backoffDelay(item.attempts, options.backoffMs, HOUR));
        if (await store.failMail(item.id, item.claimToken, message, at, retryAt))
          log(`[bookings] e-mail ${item.id} (${item.kind}) attempt ${item.attempts} failed: ${message}`);
      }
    },
    pollMs: config.pollMs,
    log: (message) => log(`[bookings] ${message}`),
  });

  const changed = () => {
    cached = null;
    sender.kick();
    leads.notified();
  };
  /** A time this process saw booked: free-slot answers leave it out until the next read of the database. */
  const markTaken = (start: Date) => cached?.taken.push({ start, end: times(start).end });
  const inFlight = new Map<string, Promise<BookOutcome>>();

  async function attempt(request: BookingRequest): Promise<BookOutcome> {
    const at = now();
    const ctx = await context(at);
    const checked = checkSlot(request.slot, ctx);
    if (!checked.ok) return { kind: 'problem', problem: checked.problem, next: nextFreeSlots(ctx, parseOr(request.slot, at), NEXT_FREE) };
    const { slot } = checked;
    const lead = leads.buildLead({ ...request, now: at });
    if (lead.isSpam) {
      await options.store.insertLead(lead, []);
      return { kind: 'spam', start: slot.start, end: slot.end };
    }
    Object.assign(lead, { bookingSlot: slot.start.toISOString(), bookingMode: request.mode, bookingStatus: 'booked' });
    const booking = {
      id: randomUUID(),
      leadId: lead.id,
      email: request.form.email,
      language: request.form.language,
      mode: request.mode,
      createdAt: at,
      ...times(slot.start),
    };
    const stored = await store.book(lead, leads.channels, booking, {
      maxFuturePerEmail: site.booking.maxFutureBookingsPerEmail,
      now: at,
      reminderAt: reminderAt(slot.start, at),
    });
    if (stored.ok) {
      sender.kick();
      leads.notified();
      markTaken(slot.start);
      return { kind: 'booked', booking: { ...booking, status: 'booked', sequence: 0, updatedAt: at } };
    }
    if (stored.reason === 'too-many') return { kind: 'too-many' };
    markTaken(slot.start);
    return { kind: 'problem', problem: 'taken', next: nextFreeSlots(await context(at), slot.start, NEXT_FREE) };
  }

  return {
    store,
    now,
    sender,
    async freeSlots() {
      return freeSlots(await context(now()));
    },
    book(request) {
      // Requests for one slot in this process wait for each other: once one holds it, the rest are refused from
      // memory instead of each spending a transaction the database would refuse. Across processes the
      // database's constraint decides.
      const key = typeof request.slot === 'string' ? request.slot : '';
      const previous = inFlight.get(key);
      const run = (previous ?? Promise.resolve()).catch(() => undefined).then(() => attempt(request));
      inFlight.set(key, run);
      void run.finally(() => inFlight.get(key) === run && inFlight.delete(key)).catch(() => undefined);
      return run;
    },
    async peek(token, purpose) {
      const hash = tokenHash(token);
      return hash ? store.findToken(hash, purpose, now()) : null;
    },
    async cancel(token) {
      const hash = tokenHash(token);
      const done = hash ? await store.cancel({ tokenHash: hash }, now(), leads.channels) : null;
      if (done) changed();
      return done;
    },
    async reschedule(token, value) {
      const hash = tokenHash(token);
      if (!hash) return { kind: 'invalid' };
      const at = now();
      const current = await store.findToken(hash, 'reschedule', at);
      if (!current) return { kind: 'invalid' };
      // The visitor's own booking does not block the new time.
      const base = await fresh(at);
      const ctx = { ...base, taken: base.taken.filter((taken) => taken.start.getTime() !== current.start.getTime()) };
      const checked = checkSlot(value, ctx);
      if (!checked.ok) return { kind: 'problem', problem: checked.problem, next: nextFreeSlots(ctx, parseOr(value, at), NEXT_FREE) };
      const moved = await store.reschedule(hash, { ...times(checked.slot.start), reminderAt: reminderAt(checked.slot.start, at) }, at, leads.channels);
      if (!moved.ok)
        return moved.reason === 'invalid'
          ? { kind: 'invalid' }
          : { kind: 'problem', problem: 'taken', next: nextFreeSlots(await fresh(at), checked.slot.start, NEXT_FREE) };
      changed();
      return { kind: 'moved', booking: moved.booking };
    },
    async cancelById(id) {
      const done = await store.cancel({ id }, now(), leads.channels);
      if (done) changed();
      return done;
    },
    async closeDay(day, reason) {
      const done = await store.closeDay(day, reason, now());
      cached = null;
      return done;
    },
    async stop() {
      await sender.stop();
      transport?.close();
    },
  };
}
