/**
 * Two instances of the site (each started as `npm start` does) on one PostgreSQL database: the per-address
 * contact limit holds across both, and leads posted to either are stored once and delivered to the webhook
 * once each, whichever instance's outbox worker sends them.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../../scripts/lib/postgres.ts';
import { validBody } from '../support/fixtures.ts';
import { startWebhookServer, type TestWebhookServer } from '../support/webhook.ts';
import { startServerProcess } from './support/server-process.ts';

const LIMIT = 3;
let database: TempDatabase;
const SECRET = 'instances-e2e';
let receiver: TestWebhookServer;
/** The lead ids the webhook received, in order, one per delivery. */
const deliveries = () => receiver.received.map((hook) => (hook.json as { lead: { id: string } }).lead.id);
const sites: { child: ChildProcess; url: string }[] = [];

beforeAll(async () => {
  database = await createTempDatabase('siam_instances_e2e');
  receiver = await startWebhookServer(SECRET);
  const env = {
    DATABASE_URL: database.url,
    LEADS_RATE_LIMIT_PER_MIN: String(LIMIT),
    // One proxy in front: the address is the X-Forwarded-For entry it appended, so a test can be many senders.
    TRUST_PROXY: '1',
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: SECRET,
    LEADS_OUTBOX_POLL_MS: '200',
  };
  sites.push(await startServerProcess(env), await startServerProcess(env));
}, 120_000);

afterAll(async () => {
  for (const site of sites) site.child.kill('SIGTERM');
  await Promise.all(
    sites.map(
      (site) =>
        new Promise((resolve) => (site.child.exitCode === null ? site.child.once('exit', resolve) : resolve(null))),
    ),
  );
  await receiver?.close();
  await database?.drop();
});

const post = (url: string, sender: string, email: string) =>
  fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, 'X-Forwarded-For': sender },
    body: JSON.stringify(validBody({ email })),
  });

async function storedLeads(): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM leads')).rows[0].n);
  } finally {
    await client.end();
  }
}

describe('two instances on one PostgreSQL database', () => {
  it('refuse on one instance an address that reached its limit on the other', async () => {
    const [a, b] = sites;
    // The limit is 3 a minute for one address: three posts on A and B in turn pass, the fourth is refused on
    // either, with Retry-After.
    expect((await post(a.url, '203.0.113.10', 'one@example.com')).status).toBe(200);
    expect((await post(b.url, '203.0.113.10', 'two@example.com')).status).toBe(200);
    expect((await post(a.url, '203.0.113.10', 'three@example.com')).status).toBe(200);
    const refused = await post(b.url, '203.0.113.10', 'four@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await post(a.url, '203.0.113.10', 'five@example.com')).status).toBe(429);
    // Another address is not affected.
    expect((await post(b.url, '203.0.113.11', 'other@example.com')).status).toBe(200);
  });

  it('store 50 leads posted across both once each and deliver each to the webhook once', async () => {
    const before = await storedLeads();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(sites[i % 2].url, `198.51.100.${i + 1}`, `lead${i}@example.com`)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect((await storedLeads()) - before).toBe(50);
    // 4 leads from the first test + 50 here; wait for the outbox workers of both instances to send them all.
    const expected = before + 50;
    await receiver.waitFor(expected, 30_000);
    await new Promise((r) => setTimeout(r, 1000)); // a duplicate would arrive in this second
    expect(deliveries()).toHaveLength(expected);
    expect(new Set(deliveries()).size).toBe(expected);
    expect(receiver.received.every((hook) => hook.signatureValid)).toBe(true);
  }, 60_000);
});
