/**
 * PostgreSQL adapter (pg): used when DATABASE_URL is a postgres:// URL.
 *
 * Durability comes from PostgreSQL's own commit (synchronous_commit on by
 * default): insertLead resolves only after COMMIT. Migrations run under a
 * transaction-scoped advisory lock so concurrent starts do not race. New leads
 * (postgres-lead-batches.ts), the outbox (postgres-outbox.ts) and the reminders'
 * tables (postgres-reminders.ts) live in classes of their own on the same pool.
 */
import pg from 'pg';
import { migrations } from './migrations.ts';
import { leadFromPostgresRow } from './columns.ts';
import type { LeadStore, ListLeadsOptions, RateTokenResult, RemovedCounts, StoredLead } from './types.ts';
import type { PostgresConnection } from './connections.ts';
import { ReminderPostgresTables } from './postgres-reminders.ts';
import { OutboxPostgresTables } from './postgres-outbox.ts';
import { PostgresLeadBatches } from './postgres-lead-batches.ts';
import { TableMethods } from './table-methods.ts';

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

export function openPostgresStore(options: PostgresStoreOptions): PostgresLeadStore {
  return new PostgresLeadStore(options);
}

export class PostgresLeadStore extends TableMethods implements LeadStore {
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

  async getLead(id: string): Promise<StoredLead | null> {
    const result = await this.#query('SELECT * FROM leads WHERE id = $1', [id]);
    return result.rows[0] ? leadFromPostgresRow(result.rows[0]) : null;
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
    return result.rows.map(leadFromPostgresRow);
  }

  async countLeads(options: { includeSpam?: boolean } = {}): Promise<number> {
    const sql =
      options.includeSpam === false
        ? 'SELECT count(*) AS n FROM leads WHERE NOT is_spam'
        : 'SELECT count(*) AS n FROM leads';
    return Number((await this.#query(sql)).rows[0]?.n);
  }

  async eraseByEmail(email: string): Promise<RemovedCounts> {
    return this.#remove('lower(email) = $1', email.trim().toLowerCase());
  }

  async purgeOlderThan(cutoff: Date): Promise<RemovedCounts> {
    return this.#remove('created_at < $1', cutoff);
  }

  /** The leads (with their outbox items) and the reminder subscriptions that `where` picks, in one transaction. */
  #remove(where: string, value: unknown): Promise<RemovedCounts> {
    return this.#transaction(async (client) => {
      const outbox = await client.query(`DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE ${where})`, [
        value,
      ]);
      const leads = await client.query(`DELETE FROM leads WHERE ${where}`, [value]);
      const reminders = await client.query(`DELETE FROM reminder_subscriptions WHERE ${where}`, [value]);
      return { leads: leads.rowCount ?? 0, outbox: outbox.rowCount ?? 0, reminders: reminders.rowCount ?? 0 };
    });
  }

  // New leads, the outbox and the deadline reminders' tables, on this store's connection (table-methods.ts).
  protected readonly leadBatches = new PostgresLeadBatches(this.connection());
  protected readonly reminderTables = new ReminderPostgresTables(this.connection());
  protected readonly outboxTables = new OutboxPostgresTables(this.connection());

  async close(): Promise<void> {
    if (this.#closed) return;
    // Leads waiting for the next batch are stored (and answered) first.
    await this.leadBatches.close();
    this.#closed = true;
    await this.#pool.end();
  }
}
