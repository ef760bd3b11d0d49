/**
 * Migration 6 (LINE as an outbox channel) on a database written by the previous release: the outbox keeps its
 * rows and ids, never hands out an id again (SQLite's table is rebuilt, its AUTOINCREMENT counter kept), and
 * takes 'line' items; any other channel is still refused.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations.ts';
import { openSqliteStore } from './sqlite.ts';
import { openPostgresStore } from './postgres.ts';
import type { LeadStore } from './types.ts';
import { createTempDatabase } from '../../../../scripts/lib/postgres.ts';
import { makeLead } from '../../../../tests/support/fixtures.ts';
import { cleanupAfterEach, tempDir } from '../../../../tests/support/cleanups.ts';

const OLD = migrations.filter((migration) => migration.version <= 4);
const LEAD_ID = '0ab82eff-98a7-4e92-a8af-7d039dba326d';
const AT = '2025-10-01T08:00:00.000Z';
/** The previous release's data: one lead, three outbox items, the newest deleted (its id must not come back). */
const oldRows = (placeholderTime: string) => `
  INSERT INTO leads (id, created_at, email, service, message, consent, consent_at, privacy_policy_version)
    VALUES ('${LEAD_ID}', ${placeholderTime}, 'a@example.com', 'Visa', 'Hello', ${placeholderTime === `'${AT}'` ? 1 : 'TRUE'}, ${placeholderTime}, 'v1');
  INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES
    ('${LEAD_ID}', 'email', 'sent', 1, ${placeholderTime}, ${placeholderTime}, ${placeholderTime}),
    ('${LEAD_ID}', 'webhook', 'failed', 8, ${placeholderTime}, ${placeholderTime}, ${placeholderTime}),
    ('${LEAD_ID}', 'webhook', 'pending', 0, ${placeholderTime}, ${placeholderTime}, ${placeholderTime});
  DELETE FROM outbox WHERE id = 3;`;

async function expectMigrated(store: LeadStore) {
  await store.migrate();
  const kept = await store.listOutbox();
  expect(kept.map((item) => [item.id, item.channel, item.status, item.attempts])).toEqual([
    [1, 'email', 'sent', 1],
    [2, 'webhook', 'failed', 8],
  ]);
  const lead = makeLead();
  await store.insertLead(lead, ['line']);
  const [added] = await store.listOutbox({ leadId: lead.id });
  expect([added?.id, added?.channel]).toEqual([4, 'line']);
}

describe('migration 6: LINE in the outbox', () => {
  const cleanups = cleanupAfterEach();

  it('SQLite: rebuilds the outbox with its rows, ids and counter', async () => {
    const dir = tempDir(cleanups, 'siam-migration-6-');
    const file = join(dir, 'leads.sqlite');
    const db = new DatabaseSync(file);
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of OLD) {
      db.exec(migration.sqlite);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(migration.version, migration.name, AT);
    }
    db.exec(oldRows(`'${AT}'`));
    db.close();
    const store = openSqliteStore({ file });
    cleanups.push(() => store.close());
    await expectMigrated(store);
    const check = new DatabaseSync(file);
    cleanups.push(() => check.close());
    expect(() =>
      check.exec(
        `INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at, updated_at) VALUES ('${LEAD_ID}', 'fax', '${AT}', '${AT}', '${AT}')`,
      ),
    ).toThrow(/CHECK constraint failed/);
    expect((check.prepare('PRAGMA foreign_key_check').all() as unknown[]).length).toBe(0);
  });

  it('PostgreSQL: widens the channel check', async () => {
    const database = await createTempDatabase('siam_migration_6');
    cleanups.push(() => database.drop());
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    await client.query(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
    );
    for (const migration of OLD) {
      await client.query(migration.postgres);
      await client.query('INSERT INTO schema_migrations VALUES ($1, $2, now())', [migration.version, migration.name]);
    }
    await client.query(oldRows(`'${AT}'::timestamptz`));
    const store = openPostgresStore({ connectionString: database.url, max: 2 });
    cleanups.push(() => store.close());
    await expectMigrated(store);
    await expect(
      client.query(
        `INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at, updated_at) VALUES ('${LEAD_ID}', 'fax', now(), now(), now())`,
      ),
    ).rejects.toThrow(/outbox_channel_check/);
  });
});
