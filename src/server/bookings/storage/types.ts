/**
 * The bookings' storage: one interface, an adapter per database (sqlite.ts, postgres.ts) on the lead store's own
 * connection, one contract suite for both (contract.test.ts). Every method that writes is one transaction.
 */
import type { ClaimOptions, NewLead, OutboxChannel } from '../../core/storage/types.ts';

export type BookingMode = 'office' | 'video';
export type BookingStatus = 'booked' | 'cancelled';
export type BookingLanguage = 'en' | 'th';
export type BookingTokenPurpose = 'cancel' | 'reschedule';
export type BookingMailKind = 'confirm' | 'update' | 'cancel' | 'reminder';
export type BookingMailStatus = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';

export interface Booking {
  id: string;
  leadId: string;
  email: string;
  language: BookingLanguage;
  mode: BookingMode;
  start: Date;
  end: Date;
  /** The end plus the buffer: no other booking may start before it. */
  heldUntil: Date;
  status: BookingStatus;
  /** The invitation's SEQUENCE: 0 when booked, one more at each change. */
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
}

export type NewBooking = Omit<Booking, 'status' | 'sequence' | 'updatedAt'>;

export interface BookingMail {
  id: number;
  bookingId: string;
  kind: BookingMailKind;
  /** The booking's sequence when the mail was queued. */
  sequence: number;
  sendAt: Date;
  status: BookingMailStatus;
  attempts: number;
  lastError: string;
  sentAt: Date | null;
}

export interface ClaimedBookingMail extends BookingMail {
  claimToken: string;
  booking: Booking;
  /** The visitor's name as the lead has it. */
  name: string;
}

export type BookOutcome = { ok: true } | { ok: false; reason: 'taken' | 'too-many' };
export type MoveOutcome = { ok: true; booking: Booking } | { ok: false; reason: 'taken' | 'invalid' };

export interface BookOptions {
  /** Future bookings (still booked, starting after `now`) one address may hold. */
  maxFuturePerEmail: number;
  now: Date;
  /** When the 24-hour reminder is due; null when the slot is nearer than that. */
  reminderAt: Date | null;
}

/** Where a booking moves to: its new times and, when due, the new 24-hour reminder. */
export interface MoveRequest {
  start: Date;
  end: Date;
  heldUntil: Date;
  reminderAt: Date | null;
}

export interface BookingStore {
  /**
   * Stores the lead, its outbox items, the booking, its confirmation e-mail and reminder in one transaction,
   * unless the slot (with its buffer) overlaps a booked one or the address holds its maximum of future bookings.
   */
  book(lead: NewLead, outbox: OutboxChannel[], booking: NewBooking, options: BookOptions): Promise<BookOutcome>;
  /** Booked times that end after `from` (for the free slots). */
  takenTimes(from: Date): Promise<{ start: Date; end: Date }[]>;
  getBooking(id: string): Promise<Booking | null>;
  /** Booked (and, with `withCancelled`, cancelled) bookings starting at or after `from`, in time order. */
  listBookings(from: Date, withCancelled?: boolean): Promise<Booking[]>;
  /** Days closed by the operator, YYYY-MM-DD, from `fromDay` on. */
  closedDays(fromDay: string): Promise<string[]>;
  /** Closes a day; false when it was closed already. */
  closeDay(day: string, reason: string, now: Date): Promise<boolean>;
  addToken(hash: string, bookingId: string, purpose: BookingTokenPurpose, expiresAt: Date): Promise<void>;
  /** The booking a live token of this purpose belongs to, if still booked; nothing changes. */
  findToken(hash: string, purpose: BookingTokenPurpose, now: Date): Promise<Booking | null>;
  /**
   * Cancels a booked booking (by a live cancel token, or by id for the operator): status cancelled, sequence up,
   * tokens and the unsent reminder deleted, the cancellation e-mail queued, the lead marked and the team told.
   */
  cancel(by: { tokenHash: string } | { id: string }, now: Date, outbox: OutboxChannel[]): Promise<Booking | null>;
  /**
   * Moves a booking (by a live reschedule token) to a new time: sequence up, its tokens and unsent reminder
   * replaced, the update e-mail queued, the lead updated and the team told. 'taken' when the new time clashes.
   */
  reschedule(tokenHash: string, move: MoveRequest, now: Date, outbox: OutboxChannel[]): Promise<MoveOutcome>;
  /** Takes due e-mails with a lease (like the outbox), with their booking. */
  claimMail(options: ClaimOptions): Promise<ClaimedBookingMail[]>;
  finishMail(id: number, claimToken: string, status: 'sent' | 'skipped', now: Date): Promise<boolean>;
  failMail(id: number, claimToken: string, error: string, now: Date, retryAt: Date | null): Promise<boolean>;
  listMail(bookingId: string): Promise<BookingMail[]>;
  countBookings(): Promise<number>;
}
