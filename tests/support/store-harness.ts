/**
 * The databases the storage contract suites run on: a SQLite file in a temp folder, or a fresh PostgreSQL
 * database on the local server, created for the run and dropped after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../../src/server/core/storage/sqlite.ts';
import { openPostgresStore } from '../../src/server/core/storage/postgres.ts';
import type { LeadStore } from '../../src/server/core/storage/types.ts';
import { createTempDatabase, type TempDatabase } from '../../scripts/lib/postgres.ts';

export interface StoreHarness {
  name: 'sqlite' | 'postgres';
  /** A new, empty database. */
  setup(): Promise<void>;
  /** A new store (a new connection) on the same database. */
  open(): LeadStore;
  /** Where the database is: the SQLite file, or the PostgreSQL URL. */
  location(): string;
  teardown(): Promise<void>;
}

/** A SQLite file in a new temp folder (named from `prefix`) at each setup. */
export function sqliteHarness(prefix: string): StoreHarness {
  let dir = '';
  return {
    name: 'sqlite',
    async setup() {
      dir = mkdtempSync(join(tmpdir(), prefix));
    },
    open: () => openSqliteStore({ file: join(dir, 'leads.sqlite') }),
    location: () => join(dir, 'leads.sqlite'),
    async teardown() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new PostgreSQL database (named from `prefix`) at each setup; stores open a pool of `poolMax`. */
export function postgresHarness(prefix: string, poolMax: number): StoreHarness {
  let database: TempDatabase | null = null;
  return {
    name: 'postgres',
    async setup() {
      database = await createTempDatabase(prefix);
    },
    open: () => openPostgresStore({ connectionString: database!.url, max: poolMax }),
    location: () => database!.url,
    async teardown() {
      await database?.drop();
      database = null;
    },
  };
}
