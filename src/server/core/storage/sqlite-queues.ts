/** What the SQLite queues (the outbox, reminder_items, booking_mail) share: the same claim, lease and retry columns. */
import type { SQLInputValue } from 'node:sqlite';
import type { SqliteConnection } from './connections.ts';
import type { ClaimOptions } from './types.ts';

type Row = Record<string, SQLInputValue>;

/**
 * Leases the due items of a queue table (pending and due, or sending with an expired lease) to the claim `token`:
 * one UPDATE under the database's write lock, so no other process can claim the same rows. Returns their rows.
 */
export function claimDueSqlite(
  c: SqliteConnection,
  table: string,
  { now, limit, leaseMs }: ClaimOptions,
  token: string,
): Row[] {
  const at = now.toISOString();
  return c
    .stmt(
      `UPDATE ${table} SET status = 'sending', attempts = attempts + 1, locked_until = ?, claim_token = ?, updated_at = ?
       WHERE id IN (
         SELECT id FROM ${table}
         WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND locked_until <= ?)
         ORDER BY next_attempt_at, id LIMIT ?
       )
       RETURNING *`,
    )
    .all(new Date(now.getTime() + leaseMs).toISOString(), token, at, at, at, Math.max(1, Math.trunc(limit))) as Row[];
}
