/**
 * Backups taken while leads keep arriving, restored into an empty database: every lead acknowledged before the
 * backup began, its notifications and the reminder subscriptions are there. The CLI runs in its own process, as
 * an operator runs it next to the site.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSqliteStore } from '../core/storage/sqlite.ts';
import { openPostgresStore } from '../core/storage/postgres.ts';
import type { LeadStore } from '../core/storage/types.ts';
import { createTempDatabase, type TempDatabase } from '../../../scripts/lib/postgres.ts';
import { makeLead } from '../../../tests/support/fixtures.ts';
import { cleanupAfterEach, tempDir } from '../../../tests/support/cleanups.ts';

const CLI = fileURLToPath(new URL('../../../scripts/leads.ts', import.meta.url));

function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function shell(command: string, env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', command], { env: { ...process.env, ...env } }, (error, _stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

/** Stores leads in groups of 10, one group after another, until stopped; remembers when each was acknowledged. */
function load(store: LeadStore) {
  const acknowledged: { id: string; at: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const leads = Array.from({ length: 10 }, () => makeLead({ createdAt: new Date() }));
      await Promise.all(
        leads.map((lead) =>
          store.insertLead(lead, ['email', 'line']).then(() => acknowledged.push({ id: lead.id, at: Date.now() })),
        ),
      );
    }
  })();
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function subscribe(store: LeadStore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const at = new Date();
    const subscription = {
      id,
      email: `reminder${i}@example.com`,
      language: 'en' as const,
      daysBefore: 7,
      consentText: 'Remind me',
      consentAt: at,
      createdAt: at,
    };
    const items = [
      { kind: 'report' as const, deadline: '2030-01-31', rulesVersion: 'v1', sendAt: new Date('2030-01-24T02:00:00Z') },
    ];
    expect(await store.subscribeReminders(subscription, items, { maxUnconfirmedPerDay: 3 })).toBe(true);
    ids.push(id);
  }
  return ids;
}

const cleanups = cleanupAfterEach();

/** A migrated store with `subscriptionCount` subscriptions, taking leads for 300 ms already when the backup starts. */
async function liveStore(store: LeadStore, subscriptionCount: number) {
  cleanups.push(() => store.close());
  await store.migrate();
  const subscriptions = await subscribe(store, subscriptionCount);
  const writer = load(store);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { subscriptions, writer, startedAt: Date.now() };
}

/** Every lead acknowledged before `startedAt`, with its two notifications, and every subscription is in `restored`. */
async function expectRestored(
  restored: LeadStore,
  acknowledged: { id: string; at: number }[],
  startedAt: number,
  subscriptions: string[],
) {
  const before = acknowledged.filter((lead) => lead.at < startedAt);
  expect(before.length).toBeGreaterThan(20);
  const ids = new Set((await restored.listLeads({ limit: 1_000_000 })).map((lead) => lead.id));
  expect(before.filter((lead) => !ids.has(lead.id))).toEqual([]);
  const outbox = await restored.listOutbox();
  expect(outbox.length).toBe(ids.size * 2);
  for (const id of subscriptions) expect(await restored.listReminderItems(id)).toHaveLength(2); // the confirmation and the reminder
}

describe('backup and restore', () => {
  it('SQLite: copies the database while leads keep arriving, and restores it into an empty one', async () => {
    const dir = tempDir(cleanups, 'siam-backup-');
    const live = { DATA_DIR: join(dir, 'live') };
    const { subscriptions, writer, startedAt } = await liveStore(
      openSqliteStore({ file: join(live.DATA_DIR, 'leads.sqlite') }),
      3,
    );
    const backup = await cli(['backup', join(dir, 'copy.sqlite')], live);
    const writtenDuring = writer.acknowledged.filter((lead) => lead.at > startedAt).length;
    await writer.stop();
    expect([backup.code, backup.stderr]).toEqual([0, '']);
    expect(backup.stdout).toMatch(/Backed up .* lead\(s\), 3 reminder subscription\(s\); integrity check ok\./);
    expect(writtenDuring).toBeGreaterThan(0); // the site kept writing while the copy was made

    const target = { DATA_DIR: join(dir, 'restored') };
    const restore = await cli(['restore', join(dir, 'copy.sqlite')], target);
    expect([restore.code, restore.stderr]).toEqual([0, '']);
    const restored = openSqliteStore({ file: join(target.DATA_DIR, 'leads.sqlite') });
    cleanups.push(() => restored.close());
    await restored.migrate();
    await expectRestored(restored, writer.acknowledged, startedAt, subscriptions);

    // Never over a database that holds something, never over an existing file.
    expect((await cli(['restore', join(dir, 'copy.sqlite')], target)).stderr).toMatch(/already holds leads/);
    expect((await cli(['backup', join(dir, 'copy.sqlite')], live)).stderr).toMatch(/exists already/);
  }, 60_000);

  it('PostgreSQL: checks the server version and prints the pg_dump and pg_restore that work', async () => {
    const source: TempDatabase = await createTempDatabase('siam_backup_src');
    const empty: TempDatabase = await createTempDatabase('siam_backup_dst');
    cleanups.push(
      () => source.drop(),
      () => empty.drop(),
    );
    const dir = tempDir(cleanups, 'siam-pg-backup-');
    const { subscriptions, writer, startedAt } = await liveStore(
      openPostgresStore({ connectionString: source.url, max: 4 }),
      2,
    );
    const printed = await cli(['backup', join(dir, 'leads.dump')], { DATABASE_URL: source.url });
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/^PostgreSQL server \d+\.\d+/);
    const dump = /^ {2}(pg_dump .*)$/m.exec(printed.stdout)?.[1];
    expect(dump).toBe(`pg_dump --format=custom --no-owner --file='${join(dir, 'leads.dump')}' "$DATABASE_URL"`);
    const dumped = await shell(dump!, { DATABASE_URL: source.url });
    await writer.stop();
    expect(dumped).toEqual({ code: 0, stderr: '' });

    const advice = await cli(['restore', join(dir, 'leads.dump')], { DATABASE_URL: empty.url });
    expect(advice.code).toBe(0);
    const restoreCommand = /^ {2}(pg_restore .*)$/m.exec(advice.stdout)?.[1];
    expect((await shell(restoreCommand!, { DATABASE_URL: empty.url })).code).toBe(0);
    const restored = openPostgresStore({ connectionString: empty.url, max: 2 });
    cleanups.push(() => restored.close());
    await restored.migrate();
    await expectRestored(restored, writer.acknowledged, startedAt, subscriptions);
    expect((await cli(['restore', join(dir, 'leads.dump')], { DATABASE_URL: empty.url })).stderr).toMatch(
      /already holds leads/,
    );
  }, 60_000);
});
