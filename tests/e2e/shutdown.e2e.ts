/**
 * SIGTERM during a burst of leads: the server stops accepting, answers the requests it holds, lets the outbox
 * finish the round it holds, and exits 0. Every lead it acknowledged is stored; after a restart on the same data,
 * every lead is delivered to LINE (a slow local fake) and to the webhook exactly once.
 */
import path from 'node:path';
import { request } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirForAll } from '../support/cleanups.ts';
import { validBody } from '../support/fixtures.ts';
import { startFakeLineServer, type FakeLineServer } from '../support/line.ts';
import { startWebhookServer, type TestWebhookServer } from '../support/webhook.ts';
import { startServerProcess } from './support/server-process.ts';

const SECRET = 'shutdown-e2e-secret';
const BURST = 120;
const dataDir = tempDirForAll('site-shutdown-e2e-');
let line: FakeLineServer;
let hook: TestWebhookServer;

beforeAll(async () => {
  line = await startFakeLineServer();
  // Slow enough that the outbox is in the middle of a round when SIGTERM comes.
  line.delayMs = 300;
  hook = await startWebhookServer(SECRET);
  hook.delayMs = 100;
});

afterAll(async () => {
  await line?.close();
  await hook?.close();
});

const env = () => ({
  DATA_DIR: dataDir,
  TRUST_PROXY: '1',
  LEADS_OUTBOX_POLL_MS: '200',
  LEADS_OUTBOX_BACKOFF_MS: '200',
  LINE_CHANNEL_ACCESS_TOKEN: line.token,
  LINE_TO: 'Cteam',
  LINE_API_BASE_URL: line.url,
  LEADS_WEBHOOK_URL: hook.url,
  LEADS_WEBHOOK_SECRET: SECRET,
});

function storedLeadIds(): Set<string> {
  const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'), { readOnly: true });
  try {
    return new Set((db.prepare('SELECT id FROM leads').all() as { id: string }[]).map((row) => row.id));
  } finally {
    db.close();
  }
}

/**
 * A lead whose body is still arriving: the first half is sent now, the rest when `finish()` is called. Resolves to
 * the answer's status and body.
 */
function slowPost(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  const req = request(`${url}/api/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: url,
      'X-Forwarded-For': '192.0.2.200',
      'Content-Length': Buffer.byteLength(body),
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
  });
  answered.catch(() => undefined); // awaited later; a reset before then is reported there
  req.write(body.slice(0, half));
  return { answered, finish: () => req.end(body.slice(half)) };
}

describe('SIGTERM during a burst of leads', () => {
  it('stores every acknowledged lead, exits 0, and after a restart delivers each lead exactly once', async () => {
    const first = await startServerProcess(env());
    const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
    const acknowledged: string[] = [];
    // In flight when SIGTERM comes, and for a second after: the server must wait for it.
    const slow = slowPost(first.url, JSON.stringify(validBody({ email: 'slow@example.com' })));
    await new Promise((resolve) => setTimeout(resolve, 200));
    let signalled = false;
    const posts = Array.from({ length: BURST }, (_, i) =>
      fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: first.url,
          'X-Forwarded-For': `198.51.100.${(i % 250) + 1}`,
        },
        body: JSON.stringify(validBody({ email: `burst${i}@example.com` })),
      }).then(
        async (answer) => {
          if (answer.status === 200) acknowledged.push(((await answer.json()) as { id: string }).id);
          if (acknowledged.length >= BURST / 4 && !signalled) {
            signalled = true;
            first.child.kill('SIGTERM');
          }
        },
        () => undefined, // refused once the server stopped accepting
      ),
    );
    await Promise.all(posts);
    if (!signalled) first.child.kill('SIGTERM');
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    slow.finish();
    const slowAnswer = await slow.answered;
    expect(slowAnswer.status).toBe(200);
    acknowledged.push((JSON.parse(slowAnswer.text) as { id: string }).id);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(12_000);
    const output = first.output();
    expect(output).toContain('HTTP server closed; stopping the lead pipeline');

    const stored = storedLeadIds();
    expect(acknowledged.length).toBeGreaterThanOrEqual(BURST / 4);
    for (const id of acknowledged) expect(stored.has(id), `acknowledged lead ${id} is stored`).toBe(true);
    // And no request was cut after its lead was stored: each stored lead got its answer.
    expect([...stored].filter((id) => !acknowledged.includes(id))).toEqual([]);

    // Restart on the same data: the outbox sends what is left.
    line.delayMs = 0;
    hook.delayMs = 0;
    const second = await startServerProcess(env());
    try {
      await line.waitForDelivered(stored.size, 30_000);
      await hook.waitFor(stored.size, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // a duplicate would arrive in this second
      const lineIds = line.delivered.map((message) => /Lead id: (\S+)/.exec(message.text)?.[1]);
      const hookIds = hook.received
        .filter((call) => call.answered < 300)
        .map((call) => (call.json as { lead: { id: string } }).lead.id);
      expect(lineIds.toSorted()).toEqual([...stored].toSorted());
      expect(hookIds.toSorted()).toEqual([...stored].toSorted());
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
    }
  }, 90_000);
});
