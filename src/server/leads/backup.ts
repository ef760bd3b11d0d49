/**
 * `npm run leads -- backup FILE` and `restore FILE`.
 *
 * SQLite: SQLite's online backup (node:sqlite `backup()`) copies every page in one step, inside one read
 * transaction, so the copy is the database as it was at one instant even while the site keeps writing (WAL lets
 * the writers go on; a backup made in small steps would restart at each of their commits). The copy is checked
 * (integrity check, its leads counted) before the command says it is done. Restore copies a backup into a
 * database that holds nothing yet (no file, or no leads, outbox items or reminder subscriptions), the same way.
 *
 * PostgreSQL: pg_dump is the tool for a consistent online copy; the command checks the server's version against
 * the local pg_dump's (pg_dump refuses a newer server) and prints the command to run, with the address left in
 * $DATABASE_URL so no password is printed.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { StorageConfig } from '../core/storage/index.ts';

type Write = (text: string) => Promise<void>;

/** Pages per backup step: all of them, so the copy is taken in one read transaction. */
const ALL_PAGES = 2 ** 31 - 1;

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Checks a copied SQLite file and counts what it holds. */
function checkSqliteCopy(file: string): { leads: number; subscriptions: number } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const integrity = db.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
    if (integrity.integrity_check !== 'ok')
      throw new BackupError(`the copy ${file} failed its integrity check: ${integrity.integrity_check}`);
    const count = (table: string) =>
      Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
    return { leads: count('leads'), subscriptions: count('reminder_subscriptions') };
  } finally {
    db.close();
  }
}

/** True when the SQLite file is absent or holds no lead, outbox item or subscription (a freshly migrated one). */
function sqliteIsEmpty(file: string): boolean {
  if (!existsSync(file)) return true;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    return ['leads', 'outbox', 'reminder_subscriptions'].every(
      (table) =>
        !tables.has(table) || (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n === 0,
    );
  } finally {
    db.close();
  }
}

async function copySqlite(from: string, to: string): Promise<void> {
  const source = new DatabaseSync(from, { readOnly: true });
  try {
    await backup(source, to, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
}

export async function backupSqlite(databaseFile: string, target: string, write: Write): Promise<void> {
  const destination = resolve(target);
  if (!existsSync(databaseFile)) throw new BackupError(`there is no database at ${databaseFile} (DATA_DIR)`);
  if (existsSync(destination)) throw new BackupError(`${destination} exists already; a backup never overwrites a file`);
  await copySqlite(databaseFile, destination);
  const counts = checkSqliteCopy(destination);
  await write(
    `Backed up ${databaseFile} to ${destination}: ${counts.leads} lead(s), ${counts.subscriptions} reminder subscription(s); integrity check ok.\n`,
  );
}

export async function restoreSqlite(databaseFile: string, source: string, write: Write): Promise<void> {
  const from = resolve(source);
  if (!existsSync(from)) throw new BackupError(`there is no backup at ${from}`);
  const counts = checkSqliteCopy(from);
  if (!sqliteIsEmpty(databaseFile)) {
    throw new BackupError(
      `${databaseFile} already holds leads, notifications or subscriptions; restore only into an empty database (a new DATA_DIR)`,
    );
  }
  mkdirSync(dirname(databaseFile), { recursive: true });
  await copySqlite(from, databaseFile);
  await write(
    `Restored ${from} into ${databaseFile}: ${counts.leads} lead(s), ${counts.subscriptions} reminder subscription(s).\n`,
  );
}

/** The major version of the local pg_dump or pg_restore, or null when it is not installed. */
function localToolMajor(tool: string): number | null {
  const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  const match = run.status === 0 ? /(\d+)(?:\.\d+)?/.exec(run.stdout) : null;
  return match ? Number(match[1]) : null;
}

async function postgresFacts(connectionString: string): Promise<{ major: number; version: string; empty: boolean }> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const version = (
      await client.query<{ v: string; n: string }>('SELECT current_setting($1) AS v, current_setting($2) AS n', [
        'server_version',
        'server_version_num',
      ])
    ).rows[0]!;
    const tables = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const names = new Set(tables.rows.map((row) => row.name));
    let empty = true;
    for (const table of ['leads', 'outbox', 'reminder_subscriptions']) {
      if (names.has(table) && (await client.query(`SELECT 1 FROM ${table} LIMIT 1`)).rowCount) empty = false;
    }
    return { major: Math.floor(Number(version.n) / 10_000), version: version.v, empty };
  } finally {
    await client.end();
  }
}

function toolAdvice(tool: string, serverMajor: number): string {
  const local = localToolMajor(tool);
  if (local === null)
    return `${tool} is not installed here: install the PostgreSQL ${serverMajor} client tools (or newer).\n`;
  if (local < serverMajor)
    return `The local ${tool} is version ${local}, older than the server (${serverMajor}): it will refuse; install version ${serverMajor} or newer.\n`;
  return `The local ${tool} (version ${local}) can read this server.\n`;
}

const quoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

export async function backupPostgres(connectionString: string, target: string, write: Write): Promise<void> {
  const facts = await postgresFacts(connectionString);
  await write(`PostgreSQL server ${facts.version}. ${toolAdvice('pg_dump', facts.major)}`);
  await write(
    `Run (a consistent copy while the site runs):\n  pg_dump --format=custom --no-owner --file=${quoted(resolve(target))} "$DATABASE_URL"\n`,
  );
}

export async function restorePostgres(connectionString: string, source: string, write: Write): Promise<void> {
  const facts = await postgresFacts(connectionString);
  if (!facts.empty)
    throw new BackupError(
      'the database in DATABASE_URL already holds leads, notifications or subscriptions; restore only into an empty database',
    );
  await write(`PostgreSQL server ${facts.version}, empty. ${toolAdvice('pg_restore', facts.major)}`);
  await write(
    `Run (before the site starts on this database):\n  pg_restore --no-owner --clean --if-exists --exit-on-error --dbname="$DATABASE_URL" ${quoted(resolve(source))}\n`,
  );
}

export async function runBackupCommand(
  command: 'backup' | 'restore',
  storage: StorageConfig,
  file: string,
  write: Write,
): Promise<void> {
  if (storage.kind === 'sqlite') {
    await (command === 'backup' ? backupSqlite(storage.file, file, write) : restoreSqlite(storage.file, file, write));
  } else {
    await (command === 'backup'
      ? backupPostgres(storage.connectionString, file, write)
      : restorePostgres(storage.connectionString, file, write));
  }
}
