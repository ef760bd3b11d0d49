/**
 * What tables kept in another module (the reminders', the bookings') need from a lead store's own connection, so
 * they write in its transactions: sqlite.ts and postgres.ts hand these out.
 */
import type pg from 'pg';
import type { StatementSync } from 'node:sqlite';

/** Cached statements and the write transaction (BEGIN IMMEDIATE) of the SQLite file. */
export interface SqliteConnection {
  stmt(sql: string): StatementSync;
  transaction<T>(fn: () => T): T;
  exec(sql: string): void;
}

/** Statements on the PostgreSQL pool and a transaction on one of its clients. */
export interface PostgresConnection {
  query(sql: string, params?: unknown[], name?: string): Promise<pg.QueryResult<Record<string, unknown>>>;
  transaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T>;
}

/** A part of the SQLite lead store kept in a class of its own (the outbox, the reminders' tables) on its connection. */
export abstract class SqliteTables {
  protected readonly c: SqliteConnection;

  constructor(connection: SqliteConnection) {
    this.c = connection;
  }
}

/** A part of the PostgreSQL lead store kept in a class of its own (new leads, the outbox, the reminders' tables). */
export abstract class PostgresTables {
  protected readonly c: PostgresConnection;

  constructor(connection: PostgresConnection) {
    this.c = connection;
  }
}
