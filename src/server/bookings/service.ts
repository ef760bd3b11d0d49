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
 * - The sender (sender.ts) claims due e-mails with a lease (several instances never send one twice) and retries
 *   with the outbox's backoff. A reminder is sent once, says so when it is late, and never after the slot started.
 */
import { randomUUID } from 'node:crypto';
import holidayFile from '../../../content/booking/thai-public-holidays.json' with { type: 'json' };
import { site } from '../../config/site.ts';
import { holidayRecordSchema, holidaysByDay } from '../../lib/booking/holidays.ts';
import {
  bangkokDayOf,
  checkSlot,
  freeSlots,
  nextFreeSlots,
  type Slot,
  type SlotContext,
  type SlotProblem,
} from '../../lib/booking/slots.ts';
import type { ContactForm } from '../../lib/contact/contact-form.ts';
import type { OutboxWorker } from '../core/outbox.ts';
import { smtpTransport } from '../core/mail.ts';
import { tokenHash } from '../core/tokens.ts';
import { clockFrom } from '../core/clock.ts';
import type { LeadService, LeadSubmission } from '../core/lead-service.ts';
import type { LeadStore } from '../core/storage/types.ts';
import type { BookingConfig } from './config.ts';
import type { BookingMailMessage } from './mail.ts';
import { createBookingSender, type BookingMailTransport } from './sender.ts';
import { bookingStoreFor } from './storage/index.ts';
import type { Booking, BookingMode, BookingStore, BookingTokenPurpose } from './storage/types.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How many free slots a refused visitor is offered. */
const NEXT_FREE = 5;

export const holidayRecord = holidayRecordSchema.parse(holidayFile);
const holidays = holidaysByDay(holidayRecord);

export type BookOutcome =
  | { kind: 'booked'; booking: Booking }
  | { kind: 'problem'; problem: SlotProblem; next: Slot[] }
  | { kind: 'too-many' }
  /** A spam trap tripped: stored as a spam lead, no slot held; answered like a booking. */
  | { kind: 'spam'; start: Date; end: Date };

export type MoveOutcome =
  { kind: 'moved'; booking: Booking } | { kind: 'problem'; problem: SlotProblem; next: Slot[] } | { kind: 'invalid' };

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
  transport?: BookingMailTransport | null;
  now?: () => Date;
}

const rules = site.booking;
const times = (start: Date) => ({
  start,
  end: new Date(start.getTime() + rules.slotMinutes * MINUTE),
  heldUntil: new Date(start.getTime() + (rules.slotMinutes + rules.bufferMinutes) * MINUTE),
});
/** The reminder is due 24 hours before; none when the slot is nearer than that. */
const reminderAt = (start: Date, now: Date) =>
  start.getTime() - 24 * HOUR > now.getTime() ? new Date(start.getTime() - 24 * HOUR) : null;

export function createBookingService(options: BookingServiceOptions): BookingService {
  return new Bookings(options);
}

/** The instant a refused slot named, to offer the next free ones after it (else after now). */
function parseOr(value: unknown, fallback: Date): Date {
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? fallback : new Date(parsed);
}

/**
 * The slots' context (booked times, closed days), read from the database at most once a second: a burst of
 * requests for the page shares one read. `invalidate` after a change; `markTaken` for a time this process saw
 * booked, left out of free-slot answers until the next read.
 */
class SlotContextCache {
  readonly #store: BookingStore;
  #cached: { at: number; taken: { start: Date; end: Date }[]; closed: ReadonlySet<string> } | null = null;

  constructor(store: BookingStore) {
    this.#store = store;
  }

  async at(at: Date): Promise<SlotContext> {
    if (!this.#cached || Math.abs(at.getTime() - this.#cached.at) > 1000) {
      const today = bangkokDayOf(at);
      const [taken, closed] = await Promise.all([this.#store.takenTimes(at), this.#store.closedDays(today)]);
      this.#cached = { at: at.getTime(), taken, closed: new Set([...holidays.keys(), ...closed]) };
    }
    return { now: at, rules, closedDays: this.#cached.closed, taken: this.#cached.taken };
  }

  /** The database's word, not the cache's: used when a request was refused. */
  fresh(at: Date): Promise<SlotContext> {
    this.invalidate();
    return this.at(at);
  }

  invalidate(): void {
    this.#cached = null;
  }

  markTaken(start: Date): void {
    this.#cached?.taken.push({ start, end: times(start).end });
  }
}

class Bookings implements BookingService {
  readonly store: BookingStore;
  readonly now: () => Date;
  readonly sender: OutboxWorker;
  readonly #options: BookingServiceOptions;
  readonly #leads: LeadService;
  readonly #transport: BookingMailTransport | null;
  readonly #slots: SlotContextCache;
  readonly #inFlight = new Map<string, Promise<BookOutcome>>();

  constructor(options: BookingServiceOptions) {
    this.#options = options;
    this.#leads = options.leads;
    this.store = bookingStoreFor(options.store);
    this.now = options.now ?? clockFrom(options.config.clockFile);
    const { smtpUrl } = options.config;
    this.#transport =
      options.transport !== undefined ? options.transport : smtpUrl ? smtpTransport<BookingMailMessage>(smtpUrl) : null;
    this.#slots = new SlotContextCache(this.store);
    this.sender = createBookingSender(this.store, options, this.now, this.#transport);
  }

  async freeSlots(): Promise<Slot[]> {
    return freeSlots(await this.#slots.at(this.now()));
  }

  book(request: BookingRequest): Promise<BookOutcome> {
    // Requests for one slot in this process wait for each other: once one holds it, the rest are refused from
    // memory instead of each spending a transaction the database would refuse. Across processes the
    // database's constraint decides.
    const key = typeof request.slot === 'string' ? request.slot : '';
    const previous = this.#inFlight.get(key);
    const run = (previous ?? Promise.resolve()).catch(() => undefined).then(() => this.#attempt(request));
    this.#inFlight.set(key, run);
    void run.finally(() => this.#inFlight.get(key) === run && this.#inFlight.delete(key)).catch(() => undefined);
    return run;
  }

  async peek(token: string, purpose: BookingTokenPurpose): Promise<Booking | null> {
    const hash = tokenHash(token);
    return hash ? this.store.findToken(hash, purpose, this.now()) : null;
  }

  async cancel(token: string): Promise<Booking | null> {
    const hash = tokenHash(token);
    const done = hash ? await this.store.cancel({ tokenHash: hash }, this.now(), this.#leads.channels) : null;
    if (done) this.#changed();
    return done;
  }

  async reschedule(token: string, value: unknown): Promise<MoveOutcome> {
    const hash = tokenHash(token);
    if (!hash) return { kind: 'invalid' };
    const at = this.now();
    const current = await this.store.findToken(hash, 'reschedule', at);
    if (!current) return { kind: 'invalid' };
    // The visitor's own booking does not block the new time.
    const base = await this.#slots.fresh(at);
    const ctx = { ...base, taken: base.taken.filter((taken) => taken.start.getTime() !== current.start.getTime()) };
    const checked = checkSlot(value, ctx);
    if (!checked.ok)
      return { kind: 'problem', problem: checked.problem, next: nextFreeSlots(ctx, parseOr(value, at), NEXT_FREE) };
    const start = checked.slot.start;
    const moved = await this.store.reschedule(
      hash,
      { ...times(start), reminderAt: reminderAt(start, at) },
      at,
      this.#leads.channels,
    );
    if (!moved.ok)
      return moved.reason === 'invalid'
        ? { kind: 'invalid' }
        : { kind: 'problem', problem: 'taken', next: nextFreeSlots(await this.#slots.fresh(at), start, NEXT_FREE) };
    this.#changed();
    return { kind: 'moved', booking: moved.booking };
  }

  async cancelById(id: string): Promise<Booking | null> {
    const done = await this.store.cancel({ id }, this.now(), this.#leads.channels);
    if (done) this.#changed();
    return done;
  }

  async closeDay(day: string, reason: string): Promise<boolean> {
    const done = await this.store.closeDay(day, reason, this.now());
    this.#slots.invalidate();
    return done;
  }

  async stop(): Promise<void> {
    await this.sender.stop();
    this.#transport?.close();
  }

  #changed(): void {
    this.#slots.invalidate();
    this.sender.kick();
    this.#leads.notified();
  }

  async #attempt(request: BookingRequest): Promise<BookOutcome> {
    const at = this.now();
    const ctx = await this.#slots.at(at);
    const checked = checkSlot(request.slot, ctx);
    if (!checked.ok)
      return {
        kind: 'problem',
        problem: checked.problem,
        next: nextFreeSlots(ctx, parseOr(request.slot, at), NEXT_FREE),
      };
    const { slot } = checked;
    const lead = this.#leads.buildLead({ ...request, now: at });
    if (lead.isSpam) {
      await this.#options.store.insertLead(lead, []);
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
    const stored = await this.store.book(lead, this.#leads.channels, booking, {
      maxFuturePerEmail: site.booking.maxFutureBookingsPerEmail,
      now: at,
      reminderAt: reminderAt(slot.start, at),
    });
    if (stored.ok) {
      this.sender.kick();
      this.#leads.notified();
      this.#slots.markTaken(slot.start);
      return { kind: 'booked', booking: { ...booking, status: 'booked', sequence: 0, updatedAt: at } };
    }
    if (stored.reason === 'too-many') return { kind: 'too-many' };
    this.#slots.markTaken(slot.start);
    return { kind: 'problem', problem: 'taken', next: nextFreeSlots(await this.#slots.at(at), slot.start, NEXT_FREE) };
  }
}
