/**
 * The bookings' tables on the PostgreSQL lead store's pool. The database refuses two booked rows whose held
 * times overlap (the exclusion constraint bookings_no_overlap), whatever the number of instances: a second
 * booking of a slot fails at its INSERT and its whole transaction (lead included) rolls back. The per-address
 * limit is counted under a transaction-scoped advisory lock on the address, so two requests from one address
 * cannot both pass it.
 */
import type pg from 'pg';
import type { PostgresConnection } from '../../core/storage/connections.ts';
import { LEAD_COLUMNS, clipError, leadRowValues } from '../../core/storage/columns.ts';
import type { OutboxChannel } from '../../core/storage/types.ts';
import type { Booking, BookingStore } from './types.ts';
import { bookingFromRow, claimedMailFromRow, leadBookingText, mailFromRow } from './rows.ts';

type Row = Record<string, unknown>;
const asDate = (value: unknown) => new Date(value as Date);
/** exclusion_violation and unique_violation: the slot was taken by a transaction that committed first. */
const isClash = (error: unknown) => ['23P01', '23505'].includes((error as { code?: string })?.code ?? '');

const CLASH = `SELECT 1 FROM bookings WHERE status = 'booked' AND slot_start < $1 AND held_until > $2 AND id <> $3 LIMIT 1`;
const LIVE_TOKEN = `SELECT b.* FROM booking_tokens t JOIN bookings b ON b.id = t.booking_id
  WHERE t.hash = $1 AND t.purpose = $2 AND t.expires_at > $3 AND b.status = 'booked' FOR UPDATE OF b`;

async function queueOutbox(client: pg.PoolClient, leadId: string, outbox: OutboxChannel[], now: Date) {
  for (const channel of outbox) {
    await client.query(
      `INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES ($1, $2, 'pending', 0, $3, $3, $3)`,
      [leadId, channel, now],
    );
  }
}

const queueMail = (client: pg.PoolClient, bookingId: string, kind: string, sequence: number, sendAt: Date, now: Date) =>
  client.query(
    `INSERT INTO booking_mail (booking_id, kind, sequence, send_at, status, next_attempt_at, updated_at) VALUES ($1, $2, $3, $4, 'pending', $4, $5)`,
    [bookingId, kind, sequence, sendAt, now],
  );

/** Sequence up, tokens and the unsent reminder gone, the lead's booking columns rewritten, the team told. */
async function change(
  client: pg.PoolClient,
  booking: Booking,
  now: Date,
  outbox: OutboxChannel[],
  status: 'booked' | 'cancelled',
  move?: { start: Date; end: Date; heldUntil: Date },
) {
  const sequence = booking.sequence + 1;
  const start = move?.start ?? booking.start;
  await client.query(
    `UPDATE bookings SET status = $1, sequence = $2, slot_start = $3, slot_end = $4, held_until = $5, updated_at = $6 WHERE id = $7`,
    [status, sequence, start, move?.end ?? booking.end, move?.heldUntil ?? booking.heldUntil, now, booking.id],
  );
  await client.query(`DELETE FROM booking_tokens WHERE booking_id = $1`, [booking.id]);
  await client.query(`DELETE FROM booking_mail WHERE booking_id = $1 AND kind = 'reminder' AND status = 'pending'`, [
    booking.id,
  ]);
  const text = leadBookingText(start, status === 'cancelled' ? 'cancelled' : 'rescheduled');
  await client.query(`UPDATE leads SET booking_slot = $1, booking_status = $2 WHERE id = $3`, [
    text.slot,
    text.status,
    booking.leadId,
  ]);
  await queueOutbox(client, booking.leadId, outbox, now);
  return sequence;
}

export function createPostgresBookingStore(connection: PostgresConnection): BookingStore {
  return new PostgresBookingStore(connection);
}

const INSERT_LEAD = `INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES (${LEAD_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`;

class PostgresBookingStore implements BookingStore {
  readonly #connection: PostgresConnection;

  constructor(connection: PostgresConnection) {
    this.#connection = connection;
  }

  readonly book: BookingStore['book'] = async (lead, outbox, booking, options) => {
    try {
      return await this.#connection.transaction(async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`booking:${booking.email.toLowerCase()}`]);
        const held = await client.query<Row>(
          `SELECT count(*) AS n FROM bookings WHERE lower(email) = lower($1) AND status = 'booked' AND slot_start > $2`,
          [booking.email, options.now],
        );
        if (Number(held.rows[0]?.n) >= options.maxFuturePerEmail) return { ok: false, reason: 'too-many' } as const;
        await client.query(
          INSERT_LEAD,
          leadRowValues<unknown>(lead, { date: (value) => value, boolean: (value) => value }),
        );
        await client.query(
          `INSERT INTO bookings (id, lead_id, email, language, mode, slot_start, slot_end, held_until, status, sequence, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'booked', 0, $9, $9)`,
          [
            booking.id,
            booking.leadId,
            booking.email,
            booking.language,
            booking.mode,
            booking.start,
            booking.end,
            booking.heldUntil,
            booking.createdAt,
          ],
        );
        await queueOutbox(client, lead.id, outbox, lead.createdAt);
        await queueMail(client, booking.id, 'confirm', 0, options.now, options.now);
        if (options.reminderAt) await queueMail(client, booking.id, 'reminder', 0, options.reminderAt, options.now);
        return { ok: true } as const;
      });
    } catch (error) {
      if (isClash(error)) return { ok: false, reason: 'taken' };
      throw error;
    }
  };

  readonly takenTimes: BookingStore['takenTimes'] = async (from) => {
    const rows = (
      await this.#connection.query(
        `SELECT slot_start, slot_end FROM bookings WHERE status = 'booked' AND held_until > $1 ORDER BY slot_start`,
        [from],
        'booking-taken',
      )
    ).rows;
    return rows.map((row) => ({ start: asDate(row.slot_start), end: asDate(row.slot_end) }));
  };

  readonly getBooking: BookingStore['getBooking'] = async (id) => {
    const row = (await this.#connection.query(`SELECT * FROM bookings WHERE id = $1`, [id])).rows[0];
    return row ? bookingFromRow(row, asDate) : null;
  };

  readonly listBookings: BookingStore['listBookings'] = async (from, withCancelled = false) => {
    const rows = (
      await this.#connection.query(
        `SELECT * FROM bookings WHERE slot_start >= $1 ${withCancelled ? '' : `AND status = 'booked'`} ORDER BY slot_start, id`,
        [from],
      )
    ).rows;
    return rows.map((row) => bookingFromRow(row, asDate));
  };

  readonly closedDays: BookingStore['closedDays'] = async (fromDay) => {
    return (
      await this.#connection.query(
        `SELECT day FROM booking_closed_days WHERE day >= $1 ORDER BY day`,
        [fromDay],
        'booking-closed-days',
      )
    ).rows.map((row) => String(row.day));
  };

  readonly closeDay: BookingStore['closeDay'] = async (day, reason, now) => {
    return (
      ((
        await this.#connection.query(
          `INSERT INTO booking_closed_days (day, reason, created_at) VALUES ($1, $2, $3) ON CONFLICT (day) DO NOTHING`,
          [day, reason, now],
        )
      ).rowCount ?? 0) === 1
    );
  };

  readonly addToken: BookingStore['addToken'] = async (hash, bookingId, purpose, expiresAt) => {
    await this.#connection.query(
      `INSERT INTO booking_tokens (hash, booking_id, purpose, expires_at) VALUES ($1, $2, $3, $4)`,
      [hash, bookingId, purpose, expiresAt],
    );
  };

  readonly findToken: BookingStore['findToken'] = async (hash, purpose, now) => {
    const row = (await this.#connection.query(LIVE_TOKEN.replace(' FOR UPDATE OF b', ''), [hash, purpose, now]))
      .rows[0];
    return row ? bookingFromRow(row, asDate) : null;
  };

  readonly cancel: BookingStore['cancel'] = async (by, now, outbox) => {
    return this.#connection.transaction(async (client) => {
      const rows =
        'tokenHash' in by
          ? await client.query<Row>(LIVE_TOKEN, [by.tokenHash, 'cancel', now])
          : await client.query<Row>(`SELECT * FROM bookings WHERE id = $1 FOR UPDATE`, [by.id]);
      const found = rows.rows[0] ? bookingFromRow(rows.rows[0], asDate) : null;
      if (!found || found.status !== 'booked') return null;
      const sequence = await change(client, found, now, outbox, 'cancelled');
      await queueMail(client, found.id, 'cancel', sequence, now, now);
      return { ...found, status: 'cancelled', sequence, updatedAt: now };
    });
  };

  readonly reschedule: BookingStore['reschedule'] = async (tokenHash, move, now, outbox) => {
    try {
      return await this.#connection.transaction(async (client) => {
        const row = (await client.query<Row>(LIVE_TOKEN, [tokenHash, 'reschedule', now])).rows[0];
        if (!row) return { ok: false, reason: 'invalid' } as const;
        const found = bookingFromRow(row, asDate);
        if ((await client.query(CLASH, [move.heldUntil, move.start, found.id])).rowCount)
          return { ok: false, reason: 'taken' } as const;
        const sequence = await change(client, found, now, outbox, 'booked', move);
        await queueMail(client, found.id, 'update', sequence, now, now);
        if (move.reminderAt) await queueMail(client, found.id, 'reminder', sequence, move.reminderAt, now);
        return {
          ok: true,
          booking: { ...found, start: move.start, end: move.end, heldUntil: move.heldUntil, sequence, updatedAt: now },
        } as const;
      });
    } catch (error) {
      if (isClash(error)) return { ok: false, reason: 'taken' };
      throw error;
    }
  };

  readonly claimMail: BookingStore['claimMail'] = async ({ now, limit, leaseMs }) => {
    const token = crypto.randomUUID();
    const result = await this.#connection.query(
      `WITH due AS (
         SELECT id FROM booking_mail WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND locked_until <= $1)
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE booking_mail m SET status = 'sending', attempts = attempts + 1, locked_until = $3, claim_token = $4, updated_at = $1
         FROM due WHERE m.id = due.id RETURNING m.*
       )
       SELECT c.*, b.lead_id, b.email, b.language, b.mode, b.slot_start, b.slot_end, b.held_until, b.status AS booking_status,
         b.sequence AS booking_sequence, b.created_at, b.updated_at AS booking_updated_at, l.first_name, l.last_name
       FROM claimed c JOIN bookings b ON b.id = c.booking_id JOIN leads l ON l.id = b.lead_id ORDER BY c.id`,
      [now, Math.max(1, Math.trunc(limit)), new Date(now.getTime() + leaseMs), token],
    );
    return result.rows.map((row) => claimedMailFromRow(row, token, asDate));
  };

  readonly finishMail: BookingStore['finishMail'] = async (id, claimToken, status, now) => {
    const result = await this.#connection.query(
      `UPDATE booking_mail SET status = $1, sent_at = $2, updated_at = $3, locked_until = NULL, claim_token = NULL, last_error = '' WHERE id = $4 AND status = 'sending' AND claim_token = $5`,
      [status, status === 'sent' ? now : null, now, id, claimToken],
    );
    return result.rowCount === 1;
  };

  readonly failMail: BookingStore['failMail'] = async (id, claimToken, error, now, retryAt) => {
    const result = await this.#connection.query(
      `UPDATE booking_mail SET status = $1, next_attempt_at = $2, last_error = $3, updated_at = $4, locked_until = NULL, claim_token = NULL WHERE id = $5 AND status = 'sending' AND claim_token = $6`,
      [retryAt ? 'pending' : 'failed', retryAt ?? now, clipError(error), now, id, claimToken],
    );
    return result.rowCount === 1;
  };

  readonly listMail: BookingStore['listMail'] = async (bookingId) => {
    return (
      await this.#connection.query(`SELECT * FROM booking_mail WHERE booking_id = $1 ORDER BY id`, [bookingId])
    ).rows.map((row) => mailFromRow(row, asDate));
  };

  readonly countBookings: BookingStore['countBookings'] = async () => {
    return Number((await this.#connection.query(`SELECT count(*) AS n FROM bookings`)).rows[0]?.n);
  };
}
