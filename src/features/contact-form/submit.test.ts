/**
 * The island's submit against the real POST /api/contact handler, served by a
 * node:http listener (the same handler the site runs), and against answers the
 * site could get from elsewhere (a proxy error page, a dead server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactServer } from '../../server/leads/node-server.ts';
import { createLeadPipeline, type LeadPipeline } from '../../server/app/pipeline.ts';
import { loadLeadConfig } from '../../server/core/config.ts';
import { submitContactForm } from './submit.ts';
import { englishContactFormWords as words } from '../../lib/contact/words.ts';

// The fallbacks the spec words (the English form's words).
const SUBMISSION_FAILED = 'Submission failed';
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

let dir = '';
let pipeline: LeadPipeline;
let server: Server;
let endpoint = '';

const listen = async (srv: Server) => {
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(srv.address() as AddressInfo).port}/api/contact`;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'siam-island-submit-'));
  pipeline = await createLeadPipeline(loadLeadConfig({ DATA_DIR: dir, LEADS_RATE_LIMIT_PER_MIN: '0' }), {
    worker: false,
    log: () => undefined,
  });
  server = createContactServer(pipeline);
  endpoint = await listen(server);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await pipeline.stop();
  rmSync(dir, { recursive: true, force: true });
});

const lead = {
  firstName: 'Anna',
  email: 'anna@example.ch',
  service: 'Visa',
  message: 'Hello',
  consent: true,
  form_rendered_at: Date.now() - 60_000,
};

describe('submitting the contact form', () => {
  it('succeeds with the id of the stored lead', async () => {
    const result = await submitContactForm(lead, { words, endpoint });
    expect(result.ok).toBe(true);
    if (result.ok) expect((await pipeline.store.getLead(result.id))?.email).toBe('anna@example.ch');
  });

  it("shows the server's error text and field messages when the server refuses", async () => {
    expect(await submitContactForm({ ...lead, email: 'nope' }, { words, endpoint })).toEqual({
      ok: false,
      error: 'Email must be a valid address, like name@example.com.',
      fields: { email: 'Email must be a valid address, like name@example.com.' },
    });
  });

  /** Sends the lead to a server that answers with this status, type and body, then closes it. */
  async function sendAgainst(status: number, type: string, body: string) {
    const other = createServer((_req, res) => res.writeHead(status, { 'content-type': type }).end(body));
    const otherEndpoint = await listen(other);
    try {
      return await submitContactForm(lead, { words, endpoint: otherEndpoint });
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  }

  // An OK status without ok:true is not a success either.
  it.each([
    ['a proxy error page', 502, 'text/html', '<h1>Bad gateway</h1>'],
    ['an OK status without ok:true', 200, 'application/json', '{"ok":false}'],
  ])('says "Submission failed" when the answer carries no error text: %s', async (_, status, type, body) => {
    expect(await sendAgainst(status, type, body)).toEqual({ ok: false, error: SUBMISSION_FAILED, fields: {} });
  });

  it('says "Something went wrong. Please try again." when the request cannot be made', async () => {
    const dead = createServer();
    const deadEndpoint = await listen(dead);
    await new Promise((resolve) => dead.close(resolve));
    expect(await submitContactForm(lead, { words, endpoint: deadEndpoint })).toEqual({
      ok: false,
      error: SOMETHING_WENT_WRONG,
      fields: {},
    });
  });
});
