/**
 * New leads on the SQLite lead store (sqlite.ts), group-committed (sqlite-group-commit.ts): a lead is answered only
 * after the COMMIT that holds it returned. The rows of a new lead are written here for the bookings' tables too.
 */
import type { SQLInputValue } from 'node:sqlite';
import { LEAD_COLUMNS, leadRowValues } from './columns.ts';
import type { SqliteConnection } from './connections.ts';
import { SqliteGroupCommit } from './sqlite-group-commit.ts';
import type { LeadBatches } from './table-methods.ts';
import type { NewLead, OutboxChannel } from './types.ts';

const iso = (date: Date) => date.toISOString();

const INSERT_LEAD = `INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES (${LEAD_COLUMNS.map(() => '?').join(', ')})`;

/** An outbox item per channel for a lead, due at once. */
export function queueSqliteOutbox(c: SqliteConnection, leadId: string, outbox: OutboxChannel[], now: Date): void {
  const insert = c.stmt(
    `INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES (?, ?, 'pending', 0, ?, ?, ?)`,
  );
  for (const channel of outbox) insert.run(leadId, channel, iso(now), iso(now), iso(now));
}

/** A lead's row and its outbox items, inside the caller's transaction. */
export function writeSqliteLead(c: SqliteConnection, lead: NewLead, outbox: OutboxChannel[]): void {
  c.stmt(INSERT_LEAD).run(...leadRowValues<SQLInputValue>(lead, { date: iso, boolean: (value) => (value ? 1 : 0) }));
  queueSqliteOutbox(c, lead.id, outbox, lead.createdAt);
}

export class SqliteLeadBatches implements LeadBatches {
  readonly #group: SqliteGroupCommit<{ lead: NewLead; outbox: OutboxChannel[] }, void>;
  #closed = false;

  constructor(connection: SqliteConnection) {
    this.#group = new SqliteGroupCommit(connection, ({ lead, outbox }) => writeSqliteLead(connection, lead, outbox));
  }

  async insertLead(lead: NewLead, outbox: OutboxChannel[]): Promise<void> {
    if (this.#closed) throw new Error('SQLite lead store is closed');
    return this.#group.add({ lead, outbox });
  }

  /** Commits (and answers) the leads still waiting, then takes no more. */
  close(): void {
    this.#group.commit();
    this.#closed = true;
  }
}
