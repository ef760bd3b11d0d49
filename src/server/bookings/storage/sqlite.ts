/**
 * The bookings' tables on the SQLite lead store's connection. A booking is checked and written inside the
 * store's write transaction (BEGIN IMMEDIATE: one writer at a time, across processes too), so two requests for
 * one slot can never both find it free; the partial unique index on a booked start is the last guard.
 * Bookings are group-committed like leads: those that arrive during one commit share the next, each in its own
 * savepoint (checked against those before it), each answered only after the COMMIT that holds it returned.
 */
import type { SQLInputValue } from 'node:sqlite';
import type { SqliteConnection } from '../../core/storage/connections.ts';
import { clipError } from '../../core/storage/columns.ts';
import { SqliteGroupCommit } from '../../core/storage/sqlite-group-commit.ts';
import { claimDueSqlite } from '../../core/storage/sqlite-queues.ts';
import { queueSqliteOutbox, writeSqliteLead } from '../../core/storage/sqlite-lead-batches.ts';
import type { NewLead, OutboxChannel } from '../../core/storage/types.ts';
import type { BookOptions, BookOutcome, Booking, BookingStore, NewBooking } from './types.ts';
import { bookingFromRow, claimedMailFromRow, leadBookingText, mailFromRow } from './rows.ts';

type Row = Record<string, SQLInputValue>;
const iso = (date: Date) => date.toISOString();
const fromText = (value: unknown) => new Date(String(value));

interface PendingBooking {
  lead: NewLead;
  outbox: OutboxChannel[];
  booking: NewBooking;
  options: BookOptions;
}

const CLASH = `SELECT 1 FROM bookings WHERE status = 'booked' AND slot_start < ? AND held_until > ? AND id <> ? LIMIT 1`;

export function createSqliteBookingStore(connection: SqliteConnection): BookingStore {
  return new SqliteBookingStore(connection);
}

class SqliteBookingStore implements BookingStore {
  readonly #connection: SqliteConnection;
  readonly #group: SqliteGroupCommit<PendingBooking, BookOutcome>;

  constructor(connection: SqliteConnection) {
    this.#connection = connection;
    this.#group = new SqliteGroupCommit(
      connection,
      (item) => this.#writeOne(item),
      (outcome) => outcome.ok,
    );
  }

  #stmt(sql: string) {
    return this.#connection.stmt(sql);
  }

  readonly book: BookingStore['book'] = (lead, outbox, booking, options) =>
    this.#group.add({ lead, outbox, booking, options });

  readonly takenTimes: BookingStore['takenTimes'] = async (from) => {
    const rows = this.#stmt(
      `SELECT slot_start, slot_end FROM bookings WHERE status = 'booked' AND held_until > ? ORDER BY slot_start`,
    ).all(iso(from)) as Row[];
    return rows.map((row) => ({ start: fromText(row.slot_start), end: fromText(row.slot_end) }));
  };

  readonly getBooking: BookingStore['getBooking'] = async (id) => {
    return this.#booked(id);
  };

  readonly listBookings: BookingStore['listBookings'] = async (from, withCancelled = false) => {
    const rows = this.#stmt(
      `SELECT * FROM bookings WHERE slot_start >= ? ${withCancelled ? '' : `AND status = 'booked'`} ORDER BY slot_start, id`,
    ).all(iso(from)) as Row[];
    return rows.map((row) => bookingFromRow(row, fromText));
  };

  readonly closedDays: BookingStore['closedDays'] = async (fromDay) => {
    return (this.#stmt(`SELECT day FROM booking_closed_days WHERE day >= ? ORDER BY day`).all(fromDay) as Row[]).map(
      (row) => String(row.day),
    );
  };

  readonly closeDay: BookingStore['closeDay'] = async (day, reason, now) => {
    return (
      Number(
        this.#stmt(
          `INSERT INTO booking_closed_days (day, reason, created_at) VALUES (?, ?, ?) ON CONFLICT (day) DO NOTHING`,
        ).run(day, reason, iso(now)).changes,
      ) === 1
    );
  };

  readonly addToken: BookingStore['addToken'] = async (hash, bookingId, purpose, expiresAt) => {
    this.#stmt(`INSERT INTO booking_tokens (hash, booking_id, purpose, expires_at) VALUES (?, ?, ?, ?)`).run(
      hash,
      bookingId,
      purpose,
      iso(expiresAt),
    );
  };

  readonly findToken: BookingStore['findToken'] = async (hash, purpose, now) => {
    return this.#liveToken(hash, purpose, now);
  };

  readonly cancel: BookingStore['cancel'] = async (by, now, outbox) => {
    return this.#connection.transaction(() => {
      const found = 'tokenHash' in by ? this.#liveToken(by.tokenHash, 'cancel', now) : this.#booked(by.id);
      if (!found || found.status !== 'booked') return null;
      const sequence = this.#change(found, now, outbox, 'cancelled');
      this.#queueMail(found.id, 'cancel', sequence, now, now);
      return this.#booked(found.id);
    });
  };

  readonly reschedule: BookingStore['reschedule'] = async (tokenHash, move, now, outbox) => {
    return this.#connection.transaction(() => {
      const found = this.#liveToken(tokenHash, 'reschedule', now);
      if (!found) return { ok: false, reason: 'invalid' } as const;
      if (this.#stmt(CLASH).get(iso(move.heldUntil), iso(move.start), found.id))
        return { ok: false, reason: 'taken' } as const;
      const sequence = this.#change(found, now, outbox, 'booked', move);
      this.#queueMail(found.id, 'update', sequence, now, now);
      if (move.reminderAt) this.#queueMail(found.id, 'reminder', sequence, move.reminderAt, now);
      return { ok: true, booking: this.#booked(found.id)! } as const;
    });
  };

  readonly claimMail: BookingStore['claimMail'] = async (options) => {
    const token = crypto.randomUUID();
    const rows = this.#connection.transaction(() => {
      claimDueSqlite(this.#connection, 'booking_mail', options, token);
      return this.#stmt(
        `SELECT m.*, b.lead_id, b.email, b.language, b.mode, b.slot_start, b.slot_end, b.held_until, b.status AS booking_status, b.sequence AS booking_sequence,
           b.created_at, b.updated_at AS booking_updated_at, l.first_name, l.last_name
         FROM booking_mail m JOIN bookings b ON b.id = m.booking_id JOIN leads l ON l.id = b.lead_id WHERE m.claim_token = ? ORDER BY m.id`,
      ).all(token) as Row[];
    });
    return rows.map((row) => claimedMailFromRow(row, token, fromText));
  };

  readonly finishMail: BookingStore['finishMail'] = async (id, claimToken, status, now) => {
    const result = this.#stmt(
      `UPDATE booking_mail SET status = ?, sent_at = ?, updated_at = ?, locked_until = NULL, claim_token = NULL, last_error = '' WHERE id = ? AND status = 'sending' AND claim_token = ?`,
    ).run(status, status === 'sent' ? iso(now) : null, iso(now), id, claimToken);
    return Number(result.changes) === 1;
  };

  readonly failMail: BookingStore['failMail'] = async (id, claimToken, error, now, retryAt) => {
    const result = this.#stmt(
      `UPDATE booking_mail SET status = ?, next_attempt_at = ?, last_error = ?, updated_at = ?, locked_until = NULL, claim_token = NULL WHERE id = ? AND status = 'sending' AND claim_token = ?`,
    ).run(retryAt ? 'pending' : 'failed', iso(retryAt ?? now), clipError(error), iso(now), id, claimToken);
    return Number(result.changes) === 1;
  };

  readonly listMail: BookingStore['listMail'] = async (bookingId) => {
    return (this.#stmt(`SELECT * FROM booking_mail WHERE booking_id = ? ORDER BY id`).all(bookingId) as Row[]).map(
      (row) => mailFromRow(row, fromText),
    );
  };

  readonly countBookings: BookingStore['countBookings'] = async () => {
    return Number((this.#stmt(`SELECT count(*) AS n FROM bookings`).get() as Row).n);
  };

  #queueMail(bookingId: string, kind: string, sequence: number, sendAt: Date, now: Date): void {
    this.#stmt(
      `INSERT INTO booking_mail (booking_id, kind, sequence, send_at, status, next_attempt_at, updated_at) VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
    ).run(bookingId, kind, sequence, iso(sendAt), iso(sendAt), iso(now));
  }

  /** One booking's checks and rows; runs inside the batch's transaction. */
  #writeOne({ lead, outbox, booking, options }: PendingBooking): BookOutcome {
    const held = this.#stmt(
      `SELECT count(*) AS n FROM bookings WHERE lower(email) = lower(?) AND status = 'booked' AND slot_start > ?`,
    ).get(booking.email, iso(options.now)) as Row;
    if (Number(held.n) >= options.maxFuturePerEmail) return { ok: false, reason: 'too-many' };
    if (this.#stmt(CLASH).get(iso(booking.heldUntil), iso(booking.start), booking.id))
      return { ok: false, reason: 'taken' };
    writeSqliteLead(this.#connection, lead, outbox);
    try {
      this.#insertBooking(booking);
    } catch (error) {
      // The partial unique index, the last guard: the start is booked already.
      if (String((error as Error)?.message).includes('UNIQUE constraint failed: bookings.slot_start'))
        return { ok: false, reason: 'taken' };
      throw error;
    }
    this.#queueMail(booking.id, 'confirm', 0, options.now, options.now);
    if (options.reminderAt) this.#queueMail(booking.id, 'reminder', 0, options.reminderAt, options.now);
    return { ok: true };
  }

  #insertBooking(booking: NewBooking): void {
    this.#stmt(
      `INSERT INTO bookings (id, lead_id, email, language, mode, slot_start, slot_end, held_until, status, sequence, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'booked', 0, ?, ?)`,
    ).run(
      booking.id,
      booking.leadId,
      booking.email,
      booking.language,
      booking.mode,
      iso(booking.start),
      iso(booking.end),
      iso(booking.heldUntil),
      iso(booking.createdAt),
      iso(booking.createdAt),
    );
  }

  #booked(id: string): Booking | null {
    const row = this.#stmt(`SELECT * FROM bookings WHERE id = ?`).get(id) as Row | undefined;
    return row ? bookingFromRow(row, fromText) : null;
  }

  #liveToken(hash: string, purpose: string, now: Date): Booking | null {
    const row = this.#stmt(
      `SELECT b.* FROM booking_tokens t JOIN bookings b ON b.id = t.booking_id WHERE t.hash = ? AND t.purpose = ? AND t.expires_at > ? AND b.status = 'booked'`,
    ).get(hash, purpose, iso(now)) as Row | undefined;
    return row ? bookingFromRow(row, fromText) : null;
  }

  /** Sequence up, tokens and unsent reminders gone, the lead's booking columns rewritten, the team told. */
  #change(
    booking: Booking,
    now: Date,
    outbox: OutboxChannel[],
    status: 'cancelled' | 'booked',
    move?: { start: Date; end: Date; heldUntil: Date },
  ): number {
    const sequence = booking.sequence + 1;
    const start = move?.start ?? booking.start;
    this.#stmt(
      `UPDATE bookings SET status = ?, sequence = ?, slot_start = ?, slot_end = ?, held_until = ?, updated_at = ? WHERE id = ?`,
    ).run(
      status,
      sequence,
      iso(start),
      iso(move?.end ?? booking.end),
      iso(move?.heldUntil ?? booking.heldUntil),
      iso(now),
      booking.id,
    );
    this.#stmt(`DELETE FROM booking_tokens WHERE booking_id = ?`).run(booking.id);
    this.#stmt(`DELETE FROM booking_mail WHERE booking_id = ? AND kind = 'reminder' AND status = 'pending'`).run(
      booking.id,
    );
    const text = leadBookingText(start, status === 'cancelled' ? 'cancelled' : 'rescheduled');
    this.#stmt(`UPDATE leads SET booking_slot = ?, booking_status = ? WHERE id = ?`).run(
      text.slot,
      text.status,
      booking.leadId,
    );
    queueSqliteOutbox(this.#connection, booking.leadId, outbox, now);
    return sequence;
  }
}
