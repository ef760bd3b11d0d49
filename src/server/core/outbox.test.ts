import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backoffDelay, createOutboxWorker } from './outbox.ts';
import { openSqliteStore } from './storage/sqlite.ts';
import { openPostgresStore } from './storage/postgres.ts';
import type { LeadStore } from './storage/types.ts';
import { createWebhookNotifier } from './notifiers/webhook.ts';
import { createSmtpNotifier } from './notifiers/smtp.ts';
import { startWebhookServer, type TestWebhookServer } from '../../../tests/support/webhook.ts';
import { startSmtpServer } from '../../../tests/support/smtp.ts';
import { createTempDatabase, type TempDatabase } from '../../../scripts/lib/postgres.ts';
import { makeLead } from '../../../tests/support/fixtures.ts';
import { workerOnTestClock } from '../../../tests/support/outbox.ts';
import { cleanupAfterEach, tempDir } from '../../../tests/support/cleanups.ts';

const SECRET = 'outbox-test-secret';
const CHILD = fileURLToPath(new URL('../../../tests/support/outbox-child.ts', import.meta.url));

describe('backoff', () => {
  it('doubles from the base, is capped, and jitters within ±20%', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 1000, 60_000, middle))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(backoffDelay(30, 1000, 60_000, middle)).toBe(60_000);
    expect(backoffDelay(1, 1000, 60_000, () => 0)).toBe(800);
    expect(backoffDelay(1, 1000, 60_000, () => 1)).toBe(1200);
  });
});

describe('outbox worker', () => {
  const cleanups = cleanupAfterEach();

  async function sqliteStore(): Promise<{ store: LeadStore; dir: string }> {
    const dir = tempDir(cleanups, 'siam-outbox-');
    const store = openSqliteStore({ file: join(dir, 'leads.sqlite') });
    await store.migrate();
    cleanups.push(() => store.close());
    return { store, dir };
  }

  it('retries a failing webhook with exponential backoff, marks it failed after the last try, keeps the lead', async () => {
    const { store } = await sqliteStore();
    const hook = await startWebhookServer(SECRET);
    cleanups.push(() => hook.close());
    hook.respond = 500;
    const { worker, logs, now, advance } = workerOnTestClock({
      store,
      notifiers: [createWebhookNotifier({ url: hook.url, secret: SECRET })],
      maxAttempts: 3,
      backoffMs: 1000,
      pollMs: 1000,
    });
    const lead = makeLead({ createdAt: now() });
    await store.insertLead(lead, ['webhook']);

    expect(await worker.runOnce()).toBe(1);
    let [item] = await store.listOutbox();
    expect([item?.status, item?.attempts, item?.nextAttemptAt.toISOString()]).toEqual([
      'pending',
      1,
      '2025-10-01T08:00:01.000Z',
    ]);
    expect(await worker.runOnce()).toBe(0); // not due yet

    advance(1000); // 08:00:01
    expect(await worker.runOnce()).toBe(1);
    [item] = await store.listOutbox();
    expect([item?.status, item?.attempts, item?.nextAttemptAt.toISOString()]).toEqual([
      'pending',
      2,
      '2025-10-01T08:00:03.000Z',
    ]);

    advance(2000); // 08:00:03
    expect(await worker.runOnce()).toBe(1);
    [item] = await store.listOutbox();
    expect([item?.status, item?.attempts, item?.lastError]).toEqual(['failed', 3, 'Webhook answered HTTP 500']);
    expect(hook.received).toHaveLength(3);
    expect(await store.getLead(lead.id)).not.toBeNull();
    expect(logs.at(-1)).toMatch(/failed for good after 3 attempts/);

    // Operator: `leads outbox retry` once the receiver works again.
    hook.respond = 200;
    expect(await store.retryFailedOutbox(now())).toBe(1);
    expect(await worker.runOnce()).toBe(1);
    [item] = await store.listOutbox();
    expect(item?.status).toBe('sent');
    expect(hook.received.map((call) => call.headers['x-delivery-id'])).toEqual([
      String(item?.id),
      String(item?.id),
      String(item?.id),
      String(item?.id),
    ]);
  });

  it('sends e-mail and webhook for a lead, each exactly once, when kicked', async () => {
    const { store } = await sqliteStore();
    const hook = await startWebhookServer(SECRET);
    const smtp = await startSmtpServer();
    cleanups.push(
      () => hook.close(),
      () => smtp.close(),
    );
    const notifiers = [
      createSmtpNotifier({ smtpUrl: smtp.url, to: ['team@example.com'], from: 'forms@example.com' }),
      createWebhookNotifier({ url: hook.url, secret: SECRET }),
    ];
    const worker = createOutboxWorker({ store, notifiers, maxAttempts: 3, backoffMs: 10, pollMs: 60_000 });
    cleanups.push(() => worker.stop());
    worker.start();
    await store.insertLead(makeLead(), ['email', 'webhook']);
    worker.kick();
    await smtp.waitFor(1);
    await hook.waitFor(1);
    const until = Date.now() + 5000;
    while ((await store.listOutbox({ statuses: ['sent'] })).length < 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await store.listOutbox()).map((item) => item.status)).toEqual(['sent', 'sent']);
    await worker.stop();
    expect(smtp.messages).toHaveLength(1);
    expect(hook.received).toHaveLength(1);
  });

  it('stops promptly: the round in flight finishes, the backlog waits for the next start', async () => {
    const { store } = await sqliteStore();
    const hook = await startWebhookServer(SECRET);
    cleanups.push(() => hook.close());
    hook.delayMs = 100;
    for (let index = 0; index < 200; index += 1) await store.insertLead(makeLead(), ['webhook']);
    const worker = createOutboxWorker({
      store,
      notifiers: [createWebhookNotifier({ url: hook.url, secret: SECRET })],
      maxAttempts: 3,
      backoffMs: 10,
      pollMs: 60_000,
    });
    worker.start();
    await hook.waitFor(1);
    const started = Date.now();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(1000); // 20 rounds of 100 ms would take 2 s
    const sent = (await store.listOutbox({ statuses: ['sent'] })).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(200);
    expect(await store.listOutbox({ statuses: ['sending'] })).toEqual([]); // nothing left claimed
  });

  it('marks an item failed at once when its channel is no longer configured', async () => {
    const { store } = await sqliteStore();
    await store.insertLead(makeLead(), ['email']);
    const worker = createOutboxWorker({
      store,
      notifiers: [],
      maxAttempts: 5,
      backoffMs: 10,
      pollMs: 1000,
      log: () => undefined,
    });
    await worker.runOnce();
    const [item] = await store.listOutbox();
    expect([item?.status, item?.lastError]).toEqual(['failed', 'channel email is not configured']);
  });

  async function runChildren(count: number, env: Record<string, string>): Promise<number[]> {
    const runs = Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          const child = spawn(process.execPath, [CHILD], {
            env: { ...process.env, ...env, LEADS_WEBHOOK_SECRET: SECRET },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          let err = '';
          child.stdout.on('data', (chunk) => (out += chunk));
          child.stderr.on('data', (chunk) => (err += chunk));
          child.on('exit', (code) => {
            if (code !== 0) reject(new Error(`worker process exited ${code}: ${err}`));
            else resolve(JSON.parse(out.trim().split('\n').at(-1)!).handled as number);
          });
        }),
    );
    return Promise.all(runs);
  }

  async function expectEachSentOnce(store: LeadStore, hook: TestWebhookServer, total: number, handled: number[]) {
    // The processes really overlapped (the receiver is slow enough for that): more than one did work.
    expect(handled.filter((value) => value > 0).length).toBeGreaterThan(1);
    expect(handled.reduce((sum, value) => sum + value, 0)).toBe(total);
    const ids = hook.received.map((call) => call.headers['x-delivery-id']);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect((await store.listOutbox({ statuses: ['sent'] })).length).toBe(total);
  }

  it('never sends an item twice with four worker processes on one SQLite file', async () => {
    const { store, dir } = await sqliteStore();
    const hook = await startWebhookServer(SECRET);
    cleanups.push(() => hook.close());
    hook.delayMs = 40;
    const total = 120;
    for (let index = 0; index < total; index += 1) await store.insertLead(makeLead(), ['webhook']);
    const handled = await runChildren(4, { DATA_DIR: dir, LEADS_WEBHOOK_URL: hook.url });
    await expectEachSentOnce(store, hook, total, handled);
  });

  it('never sends an item twice with four worker processes on one PostgreSQL database', async () => {
    const database: TempDatabase = await createTempDatabase();
    cleanups.push(() => database.drop());
    const store = openPostgresStore({ connectionString: database.url });
    cleanups.push(() => store.close());
    await store.migrate();
    const hook = await startWebhookServer(SECRET);
    cleanups.push(() => hook.close());
    hook.delayMs = 40;
    const total = 120;
    for (let index = 0; index < total; index += 1) await store.insertLead(makeLead(), ['webhook']);
    const handled = await runChildren(4, { DATABASE_URL: database.url, LEADS_WEBHOOK_URL: hook.url });
    await expectEachSentOnce(store, hook, total, handled);
  });
});
