/**
 * Running the site: health endpoints, request IDs, JSON logs without personal data, Prometheus metrics, and a
 * LINE push for each lead (a local fake of the Messaging API). One server started as `npm start` does, with its
 * own data folder, metrics port and token.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirForAll } from '../support/cleanups.ts';
import { validBody } from '../support/fixtures.ts';
import { startFakeLineServer, type FakeLineServer } from '../support/line.ts';
import { freePort, startServerProcess } from './support/server-process.ts';

const METRICS_TOKEN = 'metrics-e2e-token-0123456789';
/** Values no log line may hold: the visitor's name, address, phone and client address. */
const VISITOR = {
  firstName: 'Zephyrine',
  lastName: 'Quillfeather',
  email: 'zephyrine.quillfeather@example.org',
  phone: '+66 81 234 5678',
  address: '203.0.113.77',
};

let site: { child: ChildProcess; url: string; output: () => string };
let line: FakeLineServer;
let metricsUrl: string;
const dataDir = tempDirForAll('site-ops-e2e-');

beforeAll(async () => {
  line = await startFakeLineServer();
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  site = await startServerProcess({
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    LEADS_RATE_LIMIT_PER_MIN: '3',
    LEADS_OUTBOX_POLL_MS: '200',
    LINE_CHANNEL_ACCESS_TOKEN: line.token,
    LINE_TO: 'Cteam',
    LINE_API_BASE_URL: line.url,
    METRICS_PORT: String(metricsPort),
    METRICS_TOKEN,
  });
}, 120_000);

afterAll(async () => {
  site?.child.kill('SIGTERM');
  if (site && site.child.exitCode === null) await new Promise((resolve) => site.child.once('exit', resolve));
  await line?.close();
});

const logLines = () =>
  site
    .output()
    .split('\n')
    .filter((text) => text.trim() !== '');

const post = (body: Record<string, unknown>, sender = VISITOR.address) =>
  fetch(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.url, 'X-Forwarded-For': sender },
    body: JSON.stringify(body),
  });

describe('health endpoints for a load balancer', () => {
  it('answer 200 while live and ready, are neither logged nor rate-limited', async () => {
    const live = await fetch(`${site.url}/livez`);
    expect([live.status, await live.text()]).toEqual([200, 'ok\n']);
    const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(`${site.url}/readyz`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(await answers[0]!.text()).toBe('ready\n');
    expect(answers[0]!.headers.get('cache-control')).toBe('no-store');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logLines().filter((text) => text.includes('/livez') || text.includes('/readyz'))).toEqual([]);
  });
});

describe('request IDs and logs', () => {
  it('returns a request ID that names the log line of that request', async () => {
    const answer = await fetch(`${site.url}/visa/`);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const entries = logLines().map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(entries.filter((entry) => entry.requestId === id)).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        route: 'page',
        path: '/visa/',
        status: 200,
        level: 'info',
      }),
    ]);
  });

  it('writes only JSON lines, and none holds the name, e-mail, phone or address of a visitor', async () => {
    const lead = validBody({
      firstName: VISITOR.firstName,
      lastName: VISITOR.lastName,
      email: VISITOR.email,
      phone: VISITOR.phone,
    });
    const accepted = await post(lead);
    expect(accepted.status).toBe(200);
    const { id } = (await accepted.json()) as { id: string };
    // Refused ones too: invalid (no consent), and past the limit of 3 a minute for this address.
    expect((await post({ ...lead, consent: false })).status).toBe(400);
    expect((await post(lead)).status).toBe(200);
    expect((await post(lead)).status).toBe(429);
    // A no-JavaScript form post that fails validation: the form comes back with the values typed.
    const form = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: site.url,
        'X-Forwarded-For': '203.0.113.78',
      },
      body: new URLSearchParams({
        firstName: VISITOR.firstName,
        email: VISITOR.email,
        phone: VISITOR.phone,
      }).toString(),
    });
    expect(form.status).toBe(400);
    const [message] = await line.waitForDelivered(2);
    expect(message!.text).toContain(`Name: ${VISITOR.firstName} ${VISITOR.lastName}`);
    expect(message!.text).toContain(`Lead id: ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const lines = logLines();
    expect(lines.length).toBeGreaterThan(5);
    for (const text of lines) expect(() => JSON.parse(text), text).not.toThrow();
    const everything = lines.join('\n').toLowerCase();
    for (const value of [
      VISITOR.firstName,
      VISITOR.lastName,
      VISITOR.email,
      VISITOR.phone,
      VISITOR.phone.replaceAll(' ', ''),
      VISITOR.address,
    ]) {
      expect(everything).not.toContain(value.toLowerCase());
    }
    // The lead's requests were logged, by route class and status.
    const entries = lines.map((text) => JSON.parse(text) as { route?: string; status?: number });
    expect(entries.filter((entry) => entry.route === 'contact').map((entry) => entry.status)).toEqual([
      200, 400, 200, 429, 400,
    ]);
  });
});

describe('metrics', () => {
  it('are served on METRICS_PORT and, with the token, at /metrics on the site', async () => {
    const own = await fetch(metricsUrl);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await own.text();
    // After the previous test's posts: 2 accepted, 1 refused invalid (JSON) + 1 invalid (form), 1 rate-limited.
    expect(text).toContain('leads_total{outcome="accepted",reason="ok"} 2');
    expect(text).toContain('leads_total{outcome="refused",reason="invalid"} 2');
    expect(text).toContain('leads_total{outcome="refused",reason="rate_limited"} 1');
    expect(text).toContain('http_requests_total{route="contact",status="200"} 2');
    expect(text).toMatch(/http_requests_total\{route="health",status="200"\} 3\d/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.25",route="contact"\} \d+/);
    expect(text).toContain('outbox_deliveries_total{channel="line",result="sent"} 2');
    expect(text).toContain('outbox_pending_items{channel="line"} 0');
    expect(text).toContain('outbox_oldest_pending_age_seconds{channel="line"} 0');
    expect(text).toContain('reminders_items{state="confirmed"} 0');
    expect(text).toContain('# TYPE bookings_total counter');
    for (const value of Object.values(VISITOR)) expect(text).not.toContain(value);

    expect((await fetch(`${site.url}/metrics`)).status).toBe(404);
    expect(
      (await fetch(`${site.url}/metrics`, { headers: { Authorization: 'Bearer wrong-token-0123456789abc' } })).status,
    ).toBe(404);
    const behindToken = await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(behindToken.status).toBe(200);
    expect(await behindToken.text()).toContain('# TYPE http_requests_total counter');
  });
});
