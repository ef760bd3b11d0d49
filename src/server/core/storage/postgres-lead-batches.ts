/**
 * Group insert for the PostgreSQL lead store (postgres.ts): leads that arrive while a batch is being committed wait
 * for the next one, and one statement (one round trip, one commit) then stores the whole batch with its outbox
 * items. Every promise settles only after the commit that holds its lead. When a batch fails (a duplicate id, say),
 * each of its leads is tried alone, so one bad lead fails only itself.
 */
import { LEAD_COLUMNS, leadRowValues } from './columns.ts';
import { PostgresTables } from './connections.ts';
import type { NewLead, OutboxChannel } from './types.ts';
import type { LeadBatches } from './table-methods.ts';

interface PendingLead {
  lead: NewLead;
  outbox: OutboxChannel[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** At most this many leads in one statement (each takes about 20 of PostgreSQL's 65,535 parameters). */
const MAX_LEADS_PER_BATCH = 200;

export class PostgresLeadBatches extends PostgresTables implements LeadBatches {
  #pending: PendingLead[] = [];
  #inFlight: Promise<void> | undefined;
  #closed = false;

  async insertLead(lead: NewLead, outbox: OutboxChannel[]): Promise<void> {
    if (this.#closed) throw new Error('PostgreSQL lead store is closed');
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ lead, outbox, resolve, reject });
      if (!this.#inFlight && this.#pending.length === 1) setImmediate(() => void this.#insertPending());
    });
  }

  /** Stores (and answers) the leads still waiting, then takes no more. */
  async close(): Promise<void> {
    while (this.#inFlight || this.#pending.length > 0) await (this.#inFlight ?? this.#insertPending());
    this.#closed = true;
  }

  async #insertPending(): Promise<void> {
    if (this.#inFlight || this.#pending.length === 0) return;
    const batch = this.#pending.splice(0, MAX_LEADS_PER_BATCH);
    this.#inFlight = (async () => {
      try {
        await this.#insert(batch);
        for (const item of batch) item.resolve();
      } catch {
        await Promise.all(
          batch.map((item) =>
            this.#insert([item]).then(
              () => item.resolve(),
              (error: unknown) => item.reject(error),
            ),
          ),
        );
      }
    })();
    await this.#inFlight;
    this.#inFlight = undefined;
    if (this.#pending.length > 0) void this.#insertPending();
  }

  /** Leads and their outbox items in one statement: all of them commit, or none. */
  async #insert(batch: readonly PendingLead[]): Promise<void> {
    const params: unknown[] = [];
    const rows = batch.map(({ lead }) => {
      // pg sends Date and boolean as timestamptz and boolean themselves.
      const values = leadRowValues<Date | boolean>(lead, { date: (value) => value, boolean: (value) => value });
      const first = params.length + 1;
      params.push(...values);
      return `(${values.map((_, index) => `$${first + index}`).join(', ')})`;
    });
    const items = batch.flatMap(({ lead, outbox }) =>
      outbox.map((channel) => ({ id: lead.id, channel, at: lead.createdAt })),
    );
    const at = params.length + 1;
    params.push(
      items.map((item) => item.id),
      items.map((item) => item.channel),
      items.map((item) => item.at),
    );
    // A data-modifying CTE runs even when nothing reads it or the outbox list is empty; the outbox's foreign key
    // is checked at the end of the statement, when the leads are in.
    await this.c.query(
      `WITH inserted AS (INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES ${rows.join(', ')})
       INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
       SELECT item.lead_id, item.channel, 'pending', 0, item.at, item.at, item.at
       FROM unnest($${at}::text[], $${at + 1}::text[], $${at + 2}::timestamptz[]) AS item (lead_id, channel, at)`,
      params,
      // Prepared once per connection and batch size, for the sizes a busy minute brings; rarer, larger batches are
      // planned each time rather than kept in every connection.
      batch.length <= 32 ? `insert-leads-${batch.length}` : undefined,
    );
  }
}
