/**
 * Two instances of the site (each started as `npm start` does) on one PostgreSQL database: the per-address
 * contact limit holds across both, and leads posted to either are stored once and delivered to the webhook
 * once each, whichever instance's outbox worker sends them.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../../src/server/leads/testing/postgres.ts';
import { validBody } from '../../src/server/leads/testing/fixtures.ts';
import { startServerProcess } from './support/server-process.ts';

const LIMIT = 3;
let database: TempDatabase;
let receiver: Server;
const deliveries: string[] = [];
const sites: { child: ChildProcess; url: string }[] = [];

beforeAll(async () => {
  database = await createTempDatabase('siam_instances_e2e');
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      deliveries.push((JSON.parse(body) as { lead: { id: string } }).lead.id);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const env = {
    DATABASE_URL: database.url,
    LEADS_RATE_LIMIT_PER_MIN: String(LIMIT),
    // One proxy in front: the address is the X-Forwarded-For entry it appended, so a test can be many senders.
    TRUST_PROXY: '1',
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    LEADS_WEBHOOK_SECRET: 'instances-e2e',
    LEADS_OUTBOX_POLL_MS: '200',
  };
  sites.push(await startServerProcess(env), await startServerProcess(env));
}, 120_000);

afterAll(async () => {
  for (const site of sites) site.child.kill('SIGTERM');
  await Promise.all(sites.map((site) => new Promise((resolve) => (site.child.exitCode === null ? site.child.once('exit', resolve) : resolve(null)))));
  await new Promise((resolve) => receiver?.close(resolve));
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
    for (let i = 0; i < 150 && deliveries.length < expected; i++) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000)); // a duplicate would arrive in this second
    expect(deliveries).toHaveLength(expected);
    expect(new Set(deliveries).size).toBe(expected);
  }, 60_000);
});
