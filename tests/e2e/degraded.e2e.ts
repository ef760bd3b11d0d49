/**
 * Lead storage down at start: the site is still served, and the contact
 * endpoint answers 503 with a JSON error instead of the server refusing to boot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { startServerProcess } from './support/server-process.ts';
import { validBody } from '../support/fixtures.ts';

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
      body: JSON.stringify(validBody()),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    // The words a visitor sees, literal: what to do next, with no detail of the failure.
    expect(await res.json()).toEqual({
      ok: false,
      error: 'We could not save your request right now. Please try again in a few minutes, or e-mail us.',
    });
  });
});
