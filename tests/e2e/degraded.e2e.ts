/**
 * Lead storage down at start: the site is still served, and the contact
 * endpoint answers 503 with a JSON error instead of the server refusing to boot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { startServerProcess } from './support/server-process.ts';

let child: ChildProcess;
let base: string;
beforeAll(async () => {
  // Port 1 on loopback: nothing listens, the connection is refused at once.
  const started = await startServerProcess({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/leads' });
  child = started.child;
  base = started.url;
});
afterAll(() => {
  child?.kill('SIGTERM');
});

describe('lead storage unavailable', () => {
  it('still serves pages', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect((await fetch(`${base}/visa/`)).status).toBe(200);
  });

  it('answers the contact form with 503 and a JSON error', async () => {
    const res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: 'a@example.com', service: 'Visa', message: 'Hello', consent: true, form_rendered_at: Date.now() - 60_000 }),
    });
    expect(res.status).toBe(503);
    const body = (await res.json()) as { ok: boolean; error: string };
    expect(body.ok).toBe(false);
    expect(body.error.length).toBeGreaterThan(10);
  });
});
