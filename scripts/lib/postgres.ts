/**
 * A fresh PostgreSQL database for a test run or a benchmark (`npm run bench:leads`), created from the
 * `postgres` maintenance database and dropped afterwards.
 * The server is the local one (127.0.0.1:5432, trust auth, user postgres)
 * unless TEST_PG_ADMIN_URL points elsewhere. If it is down, start it with:
 *   pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TempDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createTempDatabase(prefix = 'siam_leads_test'): Promise<TempDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${(error as Error).message}). ` +
        'Start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      { cause: error },
    );
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
