/**
 * PostgreSQL adapter (pg): used when DATABASE_URL is a postgres:// URL.
 *
 * Durability comes from PostgreSQL's own commit (synchronous_commit on by
 * default): insertLead resolves only after COMMIT. Migrations run under a
 * transaction-scoped advisory lock so concurrent starts do not race, and
 * outbox claims use FOR UPDATE SKIP LOCKED so workers in several processes
 * never take the same row.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { migrations } from './migrations.ts';
import { LEAD_COLUMNS, clipError, leadFromRow as leadFromColumns, leadRowValues } from './columns.ts';
import type {
  ClaimOptions,
  ClaimedOutboxItem,
  LeadStore,
  ListLeadsOptions,
  NewLead,
  OutboxChannel,
  OutboxItem,
  OutboxStatus,
  OutboxSummaryRow,
  RateTokenResult,
  RemovedCounts,
  StoredLead,
} from './types.ts';
import type { PostgresConnection } from './connections.ts';
import { ReminderPostgresTables } from './postgres-reminders.ts';
import { ReminderMethods } from './reminder-methods.ts';

/** The refilled tokens of a bucket at $2, at most $3; a clock behind the stored time adds nothing. */
const REFILLED_POSTGRES = 'LEAST($3::float8, b.tokens + GREATEST(0, $2::bigint - b.updated_ms) * $4::float8)';
const TAKE_RATE_TOKEN_POSTGRES = `
  INSERT INTO rate_buckets AS b (key, tokens, updated_ms, allowed) VALUES ($1, $3::float8 - 1, $2::bigint, TRUE)
  ON CONFLICT (key) DO UPDATE SET
    allowed = ${REFILLED_POSTGRES} >= 1,
    tokens = ${REFILLED_POSTGRES} - CASE WHEN ${REFILLED_POSTGRES} >= 1 THEN 1 ELSE 0 END,
    updated_ms = GREATEST(b.updated_ms, $2::bigint)
  RETURNING tokens, allowed`;

type Row = Record<string, unknown>;

interface PostgresStoreOptions {
  connectionString: string;
  /** Pool size; defaults to 10. */
  max?: number;
  /** How long to wait for a connection before failing (the request then gets 503), in ms. */
  connectionTimeoutMs?: number;
  /** Called when an idle connection breaks (e.g. the server restarted); the pool recovers by itself. */
  onIdleError?: (error: Error) => void;
}

/** Key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 'siam.leads.migrations';

/** pg returns timestamptz as Date and boolean as boolean. */
const leadFromRow = (row: Row): StoredLead =>
  leadFromColumns(row, { date: (value) => new Date(value as Date), boolean: (value) => value === true });

function outboxFromRow(row: Row): OutboxItem {
  return {
    id: Number(row.id),
    leadId: String(row.lead_id),
    channel: row.channel as OutboxChannel,
    status: row.status as OutboxStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: new Date(row.next_attempt_at as Date),
    lockedUntil: row.locked_until ? new Date(row.locked_until as Date) : null,
    lastError: String(row.last_error ?? ''),
    createdAt: new Date(row.created_at as Date),
    updatedAt: new Date(row.updated_at as Date),
    sentAt: row.sent_at ? new Date(row.sent_at as Date) : null,
  };
}

interface PendingLead {
  lead: NewLead;
  outbox: OutboxChannel[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** At most this many leads in one statement (each takes about 20 of PostgreSQL's 65,535 parameters). */
const MAX_LEADS_PER_BATCH = 200;

export function openPostgresStore(options: PostgresStoreOptions): PostgresLeadStore {
  return new PostgresLeadStore(options);
}

export class PostgresLeadStore extends ReminderMethods implements LeadStore {
  readonly kind = 'postgres' as const;
  #pool: pg.Pool;
  #closed = false;

  constructor(options: PostgresStoreOptions) {
    super();
    this.#pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.max ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
      idleTimeoutMillis: 30_000,
    });
    // Without a listener, an idle client's error (server restart) would crash the process.
    this.#pool.on('error', (error) => options.onIdleError?.(error));
  }

  /**
   * One statement. With a `name`, the statement is prepared once per connection and then only executed: the hot
   * ones (a token per request, a lead, a claim) spare the server parsing and planning them each time.
   */
  async #query(sql: string, params: unknown[] = [], name?: string): Promise<pg.QueryResult<Row>> {
    if (this.#closed) throw new Error('PostgreSQL lead store is closed');
    return name ? this.#pool.query<Row>({ name, text: sql, values: params }) : this.#pool.query<Row>(sql, params);
  }

  /** The pool's helpers, for the bookings' tables in the same database (src/server/bookings/storage/postgres.ts). */
  connection(): PostgresConnection {
    return { query: (sql, params, name) => this.#query(sql, params, name), transaction: (fn) => this.#transaction(fn) };
  }

  /** BEGIN ... COMMIT on one connection; any throw rolls back. A broken connection is discarded. */
  async #transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    if (this.#closed) throw new Error('PostgreSQL lead store is closed');
    const client = await this.#pool.connect();
    let broken: Error | undefined;
    // A checked-out client has no pool listener: without this, a connection killed
    // mid-transaction (server restart) would be an uncaught 'error' event.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  async migrate(): Promise<void> {
    await this.#transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK_KEY]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
      );
      const applied = new Set(
        (await client.query<Row>('SELECT version FROM schema_migrations')).rows.map((row) => Number(row.version)),
      );
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        await client.query(migration.postgres);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())', [
          migration.version,
          migration.name,
        ]);
      }
    });
  }

  async appliedMigrations(): Promise<number[]> {
    const result = await this.#query('SELECT version FROM schema_migrations ORDER BY version');
    return result.rows.map((row) => Number(row.version));
  }

  async takeRateToken(key: string, nowMs: number, perMinute: number): Promise<RateTokenResult> {
    const result = await this.#query(
      TAKE_RATE_TOKEN_POSTGRES,
      [key, nowMs, perMinute, perMinute / 60_000],
      'take-rate-token',
    );
    return { allowed: Boolean(result.rows[0].allowed), tokens: Number(result.rows[0].tokens) };
  }

  async pruneRateBuckets(beforeMs: number): Promise<number> {
    return (await this.#query('DELETE FROM rate_buckets WHERE updated_ms < $1', [beforeMs])).rowCount ?? 0;
  }

  async getOrInitSetting(key: string, fallback: string): Promise<string> {
    await this.#query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      key,
      fallback,
    ]);
    const result = await this.#query('SELECT value FROM settings WHERE key = $1', [key]);
    return String(result.rows[0]?.value);
  }

  /**
   * Group insert: leads that arrive while a batch is being committed wait for the next one, and one statement (one
   * round trip, one commit) then stores the whole batch with its outbox items. Every promise settles only after
   * the commit that holds its lead. When a batch fails (a duplicate id, say), each of its leads is tried alone,
   * so one bad lead fails only itself.
   */
  async insertLead(lead: NewLead, outbox: OutboxChannel[]): Promise<void> {
    if (this.#closed) throw new Error('PostgreSQL lead store is closed');
    return new Promise<void>((resolve, reject) => {
      this.#pendingLeads.push({ lead, outbox, resolve, reject });
      if (!this.#batchInFlight && this.#pendingLeads.length === 1) setImmediate(() => void this.#insertPendingLeads());
    });
  }

  #pendingLeads: PendingLead[] = [];
  #batchInFlight: Promise<void> | undefined;

  async #insertPendingLeads(): Promise<void> {
    if (this.#batchInFlight || this.#pendingLeads.length === 0) return;
    const batch = this.#pendingLeads.splice(0, MAX_LEADS_PER_BATCH);
    this.#batchInFlight = (async () => {
      try {
        await this.#insertLeads(batch);
        for (const item of batch) item.resolve();
      } catch {
        await Promise.all(
          batch.map((item) =>
            this.#insertLeads([item]).then(
              () => item.resolve(),
              (error: unknown) => item.reject(error),
            ),
          ),
        );
      }
    })();
    await this.#batchInFlight;
    this.#batchInFlight = undefined;
    if (this.#pendingLeads.length > 0) void this.#insertPendingLeads();
  }

  /** Leads and their outbox items in one statement: all of them commit, or none. */
  async #insertLeads(batch: readonly PendingLead[]): Promise<void> {
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
    await this.#query(
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

  async getLead(id: string): Promise<StoredLead | null> {
    const result = await this.#query('SELECT * FROM leads WHERE id = $1', [id]);
    return result.rows[0] ? leadFromRow(result.rows[0]) : null;
  }

  async listLeads(options: ListLeadsOptions = {}): Promise<StoredLead[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const desc = options.order === 'desc';
    if (options.since) {
      params.push(options.since);
      where.push(`created_at >= $${params.length}`);
    }
    if (options.after) {
      params.push(options.after.createdAt, options.after.id);
      const operator = desc ? '<' : '>';
      where.push(`(created_at, id) ${operator} ($${params.length - 1}, $${params.length})`);
    }
    if (options.includeSpam === false) where.push('NOT is_spam');
    params.push(Math.max(1, Math.trunc(options.limit ?? 1000)));
    const direction = desc ? 'DESC' : 'ASC';
    const result = await this.#query(
      `SELECT * FROM leads ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY created_at ${direction}, id ${direction} LIMIT $${params.length}`,
      params,
    );
    return result.rows.map(leadFromRow);
  }

  async countLeads(options: { includeSpam?: boolean } = {}): Promise<number> {
    const sql =
      options.includeSpam === false
        ? 'SELECT count(*) AS n FROM leads WHERE NOT is_spam'
        : 'SELECT count(*) AS n FROM leads';
    return Number((await this.#query(sql)).rows[0]?.n);
  }

  async eraseByEmail(email: string): Promise<RemovedCounts> {
    const address = email.trim().toLowerCase();
    return this.#transaction(async (client) => {
      const outbox = await client.query(
        'DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE lower(email) = $1)',
        [address],
      );
      const leads = await client.query('DELETE FROM leads WHERE lower(email) = $1', [address]);
      const reminders = await client.query('DELETE FROM reminder_subscriptions WHERE lower(email) = $1', [address]);
      return { leads: leads.rowCount ?? 0, outbox: outbox.rowCount ?? 0, reminders: reminders.rowCount ?? 0 };
    });
  }

  async purgeOlderThan(cutoff: Date): Promise<RemovedCounts> {
    return this.#transaction(async (client) => {
      const outbox = await client.query(
        'DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < $1)',
        [cutoff],
      );
      const leads = await client.query('DELETE FROM leads WHERE created_at < $1', [cutoff]);
      const reminders = await client.query('DELETE FROM reminder_subscriptions WHERE created_at < $1', [cutoff]);
      return { leads: leads.rowCount ?? 0, outbox: outbox.rowCount ?? 0, reminders: reminders.rowCount ?? 0 };
    });
  }

  // The deadline reminders' tables, on this store's connection (postgres-reminders.ts).
  protected readonly reminderTables = new ReminderPostgresTables(this.connection());

  async claimOutbox(options: ClaimOptions): Promise<ClaimedOutboxItem[]> {
    const token = randomUUID();
    const lockedUntil = new Date(options.now.getTime() + options.leaseMs);
    const result = await this.#query(
      `UPDATE outbox SET status = 'sending', attempts = outbox.attempts + 1, locked_until = $1, claim_token = $2, updated_at = $3
       WHERE id IN (
         SELECT id FROM outbox
         WHERE (status = 'pending' AND next_attempt_at <= $3) OR (status = 'sending' AND locked_until <= $3)
         ORDER BY next_attempt_at, id
         LIMIT $4
         FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [lockedUntil, token, options.now, Math.max(1, Math.trunc(options.limit))],
      'claim-outbox',
    );
    // The claimed items' leads in one query, so the worker needs none per item; a lead erased in between reads null.
    const leadIds = [...new Set(result.rows.map((row) => String(row.lead_id)))];
    const leads = new Map<string, StoredLead>();
    if (leadIds.length > 0) {
      for (const row of (await this.#query('SELECT * FROM leads WHERE id = ANY($1)', [leadIds], 'leads-by-id')).rows)
        leads.set(String(row.id), leadFromRow(row));
    }
    return result.rows
      .map((row) => ({ ...outboxFromRow(row), claimToken: token, lead: leads.get(String(row.lead_id)) ?? null }))
      .sort((a, b) => a.id - b.id);
  }

  async completeOutbox(ids: readonly number[], claimToken: string, now: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const result = await this.#query(
      `UPDATE outbox SET status = 'sent', sent_at = $1, updated_at = $1, locked_until = NULL, claim_token = NULL, last_error = ''
       WHERE id = ANY($2) AND status = 'sending' AND claim_token = $3
       RETURNING id`,
      [now, [...ids], claimToken],
      'complete-outbox',
    );
    return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  async failOutbox(id: number, claimToken: string, error: string, now: Date, retryAt: Date | null): Promise<boolean> {
    const result = await this.#query(
      `UPDATE outbox SET status = $1, next_attempt_at = $2, last_error = $3, updated_at = $4, locked_until = NULL, claim_token = NULL
       WHERE id = $5 AND status = 'sending' AND claim_token = $6`,
      [retryAt ? 'pending' : 'failed', retryAt ?? now, clipError(error), now, id, claimToken],
    );
    return result.rowCount === 1;
  }

  async listOutbox(options: { statuses?: OutboxStatus[]; leadId?: string } = {}): Promise<OutboxItem[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.statuses?.length) {
      params.push(options.statuses);
      where.push(`status = ANY($${params.length}::text[])`);
    }
    if (options.leadId) {
      params.push(options.leadId);
      where.push(`lead_id = $${params.length}`);
    }
    const result = await this.#query(
      `SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`,
      params,
    );
    return result.rows.map(outboxFromRow);
  }

  async summarizeOutbox(): Promise<OutboxSummaryRow[]> {
    const { rows } = await this.#query(
      'SELECT channel, status, count(*) AS n, min(created_at) AS oldest FROM outbox GROUP BY channel, status ORDER BY channel, status',
    );
    return rows.map((row) => ({
      channel: row.channel as OutboxChannel,
      status: row.status as OutboxStatus,
      count: Number(row.n),
      oldestCreatedAt: new Date(row.oldest as string | Date),
    }));
  }

  async retryFailedOutbox(now: Date): Promise<number> {
    const result = await this.#query(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, updated_at = $1 WHERE status = 'failed'`,
      [now],
    );
    return result.rowCount ?? 0;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    // Leads waiting for the next batch are stored (and answered) first.
    while (this.#batchInFlight || this.#pendingLeads.length > 0)
      await (this.#batchInFlight ?? this.#insertPendingLeads());
    this.#closed = true;
    await this.#pool.end();
  }
}
