/**
 * SQLite adapter (node:sqlite, DatabaseSync): the default when DATABASE_URL is unset.
 *
 * Durability: WAL journal with synchronous=FULL, so COMMIT returns only after
 * the WAL is fsynced. A lead answered ok:true survives SIGKILL or power loss.
 * Leads are group-committed: those that arrive during one commit's fsync share
 * the next commit, and each is acknowledged only after its commit returns.
 * Writers take the lock up front (BEGIN IMMEDIATE) and wait up to busy_timeout
 * for another process, so several processes may share one file.
 *
 * Times are stored as ISO-8601 UTC text with milliseconds; that format sorts
 * and compares correctly as text.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync, type SQLInputValue } from 'node:sqlite';
import { migrations } from './migrations.ts';
import { leadFromSqliteRow } from './columns.ts';
import type { LeadStore, ListLeadsOptions, RateTokenResult, RemovedCounts, StoredLead } from './types.ts';
import type { SqliteConnection } from './connections.ts';
import { ReminderSqliteTables } from './sqlite-reminders.ts';
import { OutboxSqliteTables } from './sqlite-outbox.ts';
import { SqliteLeadBatches } from './sqlite-lead-batches.ts';
import { TableMethods } from './table-methods.ts';

type Row = Record<string, SQLInputValue>;

/** The refilled tokens of a bucket at :now, at most :capacity; a clock behind the stored time adds nothing. */
const REFILLED_SQLITE = 'MIN(:capacity, b.tokens + MAX(0, :now - b.updated_ms) * :refill)';
const TAKE_RATE_TOKEN_SQLITE = `
  INSERT INTO rate_buckets AS b (key, tokens, updated_ms, allowed) VALUES (:key, :capacity - 1, :now, 1)
  ON CONFLICT (key) DO UPDATE SET
    allowed = ${REFILLED_SQLITE} >= 1,
    tokens = ${REFILLED_SQLITE} - (${REFILLED_SQLITE} >= 1),
    updated_ms = MAX(b.updated_ms, :now)
  RETURNING tokens, allowed`;

interface SqliteStoreOptions {
  /** Path of the database file; its folder is created if missing. */
  file: string;
  /** How long a writer waits for another process's lock, in ms. */
  busyTimeoutMs?: number;
}

const iso = (date: Date) => date.toISOString();

export function openSqliteStore(options: SqliteStoreOptions): SqliteLeadStore {
  return new SqliteLeadStore(options);
}

export class SqliteLeadStore extends TableMethods implements LeadStore {
  readonly kind = 'sqlite' as const;
  readonly file: string;
  #db: DatabaseSync;
  #statements = new Map<string, StatementSync>();
  #closed = false;

  constructor(options: SqliteStoreOptions) {
    super();
    this.file = options.file;
    mkdirSync(dirname(options.file), { recursive: true });
    this.#db = new DatabaseSync(options.file);
    // WAL + FULL: every COMMIT fsyncs the WAL before returning (no acknowledged lead is lost).
    this.#db.exec('PRAGMA journal_mode = WAL');
    this.#db.exec('PRAGMA synchronous = FULL');
    this.#db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    this.#db.exec('PRAGMA foreign_keys = ON');
  }

  /** Reads a PRAGMA (used by tests to prove the durability settings). */
  pragma(name: 'journal_mode' | 'synchronous' | 'foreign_keys'): string | number {
    const row = this.#db.prepare(`PRAGMA ${name}`).get() as Row;
    return Object.values(row)[0] as string | number;
  }

  #stmt(sql: string): StatementSync {
    if (this.#closed) throw new Error('SQLite lead store is closed');
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** The connection's helpers, for the bookings' tables in the same file (src/server/bookings/storage/sqlite.ts). */
  connection(): SqliteConnection {
    return {
      stmt: (sql) => this.#stmt(sql),
      transaction: (fn) => this.#transaction(fn),
      exec: (sql) => this.#db.exec(sql),
    };
  }

  /** Runs fn inside BEGIN IMMEDIATE ... COMMIT; any throw rolls everything back. */
  #transaction<T>(fn: () => T): T {
    if (this.#closed) throw new Error('SQLite lead store is closed');
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  async migrate(): Promise<void> {
    this.#transaction(() => {
      this.#db.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      const applied = new Set(
        (this.#db.prepare('SELECT version FROM schema_migrations').all() as Row[]).map((row) => Number(row.version)),
      );
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        this.#db.exec(migration.sqlite);
        this.#db
          .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
          .run(migration.version, migration.name, iso(new Date()));
      }
    });
  }

  async appliedMigrations(): Promise<number[]> {
    const rows = this.#stmt('SELECT version FROM schema_migrations ORDER BY version').all() as Row[];
    return rows.map((row) => Number(row.version));
  }

  async getOrInitSetting(key: string, fallback: string): Promise<string> {
    return this.#transaction(() => {
      this.#stmt('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING').run(key, fallback);
      const row = this.#stmt('SELECT value FROM settings WHERE key = ?').get(key) as Row;
      return String(row.value);
    });
  }

  async getLead(id: string): Promise<StoredLead | null> {
    const row = this.#stmt('SELECT * FROM leads WHERE id = ?').get(id) as Row | undefined;
    return row ? leadFromSqliteRow(row) : null;
  }

  async listLeads(options: ListLeadsOptions = {}): Promise<StoredLead[]> {
    const where: string[] = [];
    const params: SQLInputValue[] = [];
    const desc = options.order === 'desc';
    if (options.since) {
      where.push('created_at >= ?');
      params.push(iso(options.since));
    }
    if (options.after) {
      where.push(
        desc ? '(created_at < ? OR (created_at = ? AND id < ?))' : '(created_at > ? OR (created_at = ? AND id > ?))',
      );
      params.push(iso(options.after.createdAt), iso(options.after.createdAt), options.after.id);
    }
    if (options.includeSpam === false) where.push('is_spam = 0');
    const direction = desc ? 'DESC' : 'ASC';
    const sql = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at ${direction}, id ${direction} LIMIT ?`;
    params.push(Math.max(1, Math.trunc(options.limit ?? 1000)));
    return (this.#stmt(sql).all(...params) as Row[]).map(leadFromSqliteRow);
  }

  async countLeads(options: { includeSpam?: boolean } = {}): Promise<number> {
    const sql =
      options.includeSpam === false
        ? 'SELECT count(*) AS n FROM leads WHERE is_spam = 0'
        : 'SELECT count(*) AS n FROM leads';
    return Number((this.#stmt(sql).get() as Row).n);
  }

  async eraseByEmail(email: string): Promise<RemovedCounts> {
    return this.#remove('lower(email) = ?', email.trim().toLowerCase());
  }

  async purgeOlderThan(cutoff: Date): Promise<RemovedCounts> {
    return this.#remove('created_at < ?', iso(cutoff));
  }

  /** The leads (with their outbox items) and the reminder subscriptions that `where` picks, in one transaction. */
  #remove(where: string, value: SQLInputValue): RemovedCounts {
    return this.#transaction(() => {
      const outbox = this.#stmt(`DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE ${where})`).run(value);
      const leads = this.#stmt(`DELETE FROM leads WHERE ${where}`).run(value);
      const reminders = this.#stmt(`DELETE FROM reminder_subscriptions WHERE ${where}`).run(value);
      return { leads: Number(leads.changes), outbox: Number(outbox.changes), reminders: Number(reminders.changes) };
    });
  }

  // New leads, the outbox and the deadline reminders' tables, on this store's connection (table-methods.ts).
  protected readonly leadBatches = new SqliteLeadBatches(this.connection());
  protected readonly reminderTables = new ReminderSqliteTables(this.connection());
  protected readonly outboxTables = new OutboxSqliteTables(this.connection());

  async takeRateToken(key: string, nowMs: number, perMinute: number): Promise<RateTokenResult> {
    const row = this.#stmt(TAKE_RATE_TOKEN_SQLITE).get({
      key,
      now: nowMs,
      capacity: perMinute,
      refill: perMinute / 60_000,
    }) as Row;
    return { allowed: Number(row.allowed) === 1, tokens: Number(row.tokens) };
  }

  async pruneRateBuckets(beforeMs: number): Promise<number> {
    return Number(this.#stmt('DELETE FROM rate_buckets WHERE updated_ms < ?').run(beforeMs).changes);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    // Leads waiting for the next group commit are committed (and answered) first.
    this.leadBatches.close();
    this.#closed = true;
    this.#statements.clear();
    this.#db.close();
  }
}
