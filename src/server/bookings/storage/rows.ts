/** Rows of the bookings' tables back into records, for both adapters (each passes how it reads a time). */
import type {
  Booking,
  BookingLanguage,
  BookingMail,
  ClaimedBookingMail,
  BookingMailKind,
  BookingMailStatus,
  BookingMode,
  BookingStatus,
} from './types.ts';

type Row = Record<string, unknown>;

export function bookingFromRow(row: Row, date: (value: unknown) => Date): Booking {
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    email: String(row.email),
    language: row.language as BookingLanguage,
    mode: row.mode as BookingMode,
    start: date(row.slot_start),
    end: date(row.slot_end),
    heldUntil: date(row.held_until),
    status: row.status as BookingStatus,
    sequence: Number(row.sequence),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

export function mailFromRow(row: Row, date: (value: unknown) => Date): BookingMail {
  return {
    id: Number(row.id),
    bookingId: String(row.booking_id),
    kind: row.kind as BookingMailKind,
    sequence: Number(row.sequence),
    sendAt: date(row.send_at),
    status: row.status as BookingMailStatus,
    attempts: Number(row.attempts),
    lastError: String(row.last_error ?? ''),
    sentAt: row.sent_at === null || row.sent_at === undefined ? null : date(row.sent_at),
  };
}

/** The lead's booking columns after a change: the slot's UTC start and what happened. */
export function leadBookingText(
  start: Date,
  status: 'booked' | 'rescheduled' | 'cancelled',
): { slot: string; status: string } {
  return { slot: start.toISOString(), status };
}

/** A claimed e-mail's row (the mail's columns, its booking's under booking_* names, the lead's name) as a record. */
export function claimedMailFromRow(row: Row, claimToken: string, date: (value: unknown) => Date): ClaimedBookingMail {
  const booking = bookingFromRow(
    {
      ...row,
      id: row.booking_id,
      status: row.booking_status,
      sequence: row.booking_sequence,
      updated_at: row.booking_updated_at,
    },
    date,
  );
  return {
    ...mailFromRow(row, date),
    claimToken,
    booking,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
  };
}
