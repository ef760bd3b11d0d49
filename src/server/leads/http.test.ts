/**
 * POST /api/contact handler against a real pipeline (SQLite file in a temp
 * folder; PostgreSQL for the storage-down cases).
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { handleContactRequest, THANK_YOU_PATH, type ContactFormView } from './http.ts';
import { resolveClientAddress } from '../core/request.ts';
import { loadLeadConfig } from '../core/config.ts';
import { createLeadPipeline, type LeadPipeline } from '../app/pipeline.ts';
import { validBody } from '../../../tests/support/fixtures.ts';
import { createTempDatabase } from '../../../scripts/lib/postgres.ts';
import { cleanupAfterEach, tempDir } from '../../../tests/support/cleanups.ts';

const URL_ = 'http://127.0.0.1:4321/api/contact';
const cleanups = cleanupAfterEach();

async function pipelineWith(env: Record<string, string> = {}): Promise<{ pipeline: LeadPipeline; dir: string }> {
  const dir = tempDir(cleanups, 'siam-http-');
  const pipeline = await createLeadPipeline(
    loadLeadConfig({
      DATA_DIR: dir,
      LEADS_HASH_SALT: 'test-salt',
      LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
      LEADS_WEBHOOK_SECRET: 'secret',
      ...env,
    }),
    { worker: false, log: () => undefined },
  );
  cleanups.push(() => pipeline.stop());
  return { pipeline, dir };
}

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(URL_, { method: 'POST', headers, body });
}

function postJson(body: unknown, headers: Record<string, string> = {}): Request {
  return post(JSON.stringify(body), { 'content-type': 'application/json', ...headers });
}

/** A no-JavaScript form's fields: consent ticked, rendered long enough ago to pass the fill-time check. */
function plainForm(fields: Record<string, string>): Record<string, string> {
  return { ...fields, consent: 'on', form_rendered_at: String(Date.now() - 60_000) };
}

/** A form renderer that keeps every view it is asked to show and answers with the view's status. */
function keptViews() {
  const views: ContactFormView[] = [];
  const renderForm = (view: ContactFormView) => {
    views.push(view);
    return new Response('form', { status: view.status });
  };
  return { views, renderForm };
}

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return post(new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  });
}

async function call(
  pipeline: LeadPipeline,
  request: Request,
  socketAddress = '203.0.113.7',
  extra: Partial<Parameters<typeof handleContactRequest>[1]> = {},
) {
  const response = await handleContactRequest(request, { pipeline, socketAddress, log: () => undefined, ...extra });
  const text = await response.text();
  // The answer's JSON as the handler writes it; an answer that is not JSON leaves every field undefined.
  let json = {} as { ok?: boolean; id: string; error: string; field: string; fields: Record<string, string> };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    json = {} as typeof json;
  }
  return { response, status: response.status, json, text };
}

describe('POST /api/contact: accepted leads', () => {
  it('stores a valid JSON lead with consent evidence, tracking fields and a hashed address, and answers {ok:true, id}', async () => {
    const { pipeline } = await pipelineWith();
    const { status, json, response } = await call(pipeline, postJson(validBody(), { 'user-agent': 'TestAgent/1.0' }));
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(json).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const lead = await pipeline.store.getLead(json.id);
    expect(lead).toMatchObject({
      email: 'anna.meier@example.ch',
      service: 'Insurance',
      consent: true,
      privacyPolicyVersion: '2025-09-25',
      pageUrl: 'https://www.siamexpatservices.com/contact/?topic=insurance',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'retire-2025',
      userAgent: 'TestAgent/1.0',
      isSpam: false,
    });
    expect(lead!.consentAt.getTime()).toBe(lead!.createdAt.getTime());
    expect(lead!.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(lead)).not.toContain('203.0.113.7');
    expect(lead!.clientHash).toBe(pipeline.service.hashClient('203.0.113.7'));
    expect((await pipeline.store.listOutbox({ leadId: json.id })).map((item) => item.channel)).toEqual(['webhook']);
  });

  it('ignores unknown fields, trims strings and cuts tracking fields to their cap', async () => {
    const { pipeline } = await pipelineWith();
    const { status, json } = await call(
      pipeline,
      postJson(
        validBody({
          firstName: '  Anna  ',
          email: '  anna@example.ch ',
          message: '\n  Hello there  \n',
          utm_campaign: 'c'.repeat(500),
          isAdmin: true,
          __proto__: { polluted: true },
          id: 'chosen-by-client',
        }),
      ),
    );
    expect(status).toBe(200);
    expect(json.id).not.toBe('chosen-by-client');
    const lead = await pipeline.store.getLead(json.id);
    expect([lead!.firstName, lead!.email, lead!.message, lead!.utmCampaign.length]).toEqual([
      'Anna',
      'anna@example.ch',
      'Hello there',
      200,
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a no-JavaScript form post with 303 to the thank-you page, taking page_url from the Referer', async () => {
    const { pipeline } = await pipelineWith();
    const fields = Object.fromEntries(
      Object.entries(validBody({ page_url: '' })).map(([key, value]) => [key, String(value)]),
    );
    const { status, response } = await call(
      pipeline,
      postForm({ ...fields, consent: 'on' }, { referer: 'http://127.0.0.1:4321/contact/?topic=visa' }),
    );
    expect(status).toBe(303);
    expect(response.headers.get('location')).toBe(THANK_YOU_PATH);
    const [lead] = await pipeline.store.listLeads();
    expect(lead!.pageUrl).toBe('http://127.0.0.1:4321/contact/?topic=visa');
  });

  it('takes the campaign from page_url when the form sent none, and keeps one that was sent', async () => {
    const { pipeline } = await pipelineWith({ LEADS_RATE_LIMIT_PER_MIN: '0' });
    const base = Object.fromEntries(Object.entries(validBody()).map(([key, value]) => [key, String(value)]));
    const blank = { ...base, consent: 'on', page_url: '', utm_source: '', utm_medium: '', utm_campaign: '' };
    // Distinct times, so the listing order is the order of the posts.
    const at = (second: number) => ({ now: new Date(Date.UTC(2030, 0, 1, 0, 0, second)) });
    await call(
      pipeline,
      postForm(blank, { referer: 'http://127.0.0.1:4321/contact/?utm_source=flyer&utm_campaign=expo' }),
      '203.0.113.7',
      at(1),
    );
    await call(
      pipeline,
      postForm({ ...blank, utm_source: 'typed' }, { referer: 'http://127.0.0.1:4321/contact/?utm_source=flyer' }),
      '203.0.113.7',
      at(2),
    );
    await call(pipeline, postForm(blank, { referer: 'not a url' }), '203.0.113.7', at(3));
    const leads = await pipeline.store.listLeads();
    expect(leads.map((lead) => [lead.utmSource, lead.utmMedium, lead.utmCampaign, lead.pageUrl])).toEqual([
      ['flyer', '', 'expo', 'http://127.0.0.1:4321/contact/?utm_source=flyer&utm_campaign=expo'],
      ['typed', '', '', 'http://127.0.0.1:4321/contact/?utm_source=flyer'],
      ['', '', '', 'not a url'],
    ]);
  });
});

describe('POST /api/contact: spam traps', () => {
  it.each([
    ['honeypot filled', { website: 'http://spam.example' }, 'honeypot'],
    ['sent too fast', { form_rendered_at: Date.now() - 500 }, 'too_fast'],
    ['no render time', { form_rendered_at: undefined }, 'no_render_time'],
    ['garbage render time', { form_rendered_at: 'yesterday' }, 'no_render_time'],
  ])('%s: answered like a lead, stored as spam, never notified', async (_name, overrides, reason) => {
    const { pipeline } = await pipelineWith();
    const { status, json } = await call(pipeline, postJson(validBody(overrides)));
    expect(status).toBe(200);
    expect(json).toEqual({ ok: true, id: expect.any(String) });
    const lead = await pipeline.store.getLead(json.id);
    expect([lead!.isSpam, lead!.spamReason]).toEqual([true, reason]);
    expect(await pipeline.store.listOutbox({ leadId: json.id })).toEqual([]);
  });

  it('does not hold a visitor clock running ahead against them', async () => {
    const { pipeline } = await pipelineWith();
    const { json } = await call(pipeline, postJson(validBody({ form_rendered_at: Date.now() + 120_000 })));
    expect((await pipeline.store.getLead(json.id))!.isSpam).toBe(false);
  });

  it('answers a spam form post with the same 303', async () => {
    const { pipeline } = await pipelineWith();
    const fields = Object.fromEntries(
      Object.entries(validBody({ website: 'x' })).map(([key, value]) => [key, String(value)]),
    );
    const { status, response } = await call(pipeline, postForm({ ...fields, consent: 'on' }));
    expect([status, response.headers.get('location')]).toEqual([303, THANK_YOU_PATH]);
    expect(await pipeline.store.countLeads({ includeSpam: false })).toBe(0);
  });
});

describe('POST /api/contact: refusals', () => {
  it.each([
    ['email missing', { email: undefined }, 'email', /Email is required/],
    ['email invalid', { email: 'not-an-email' }, 'email', /Email must be a valid address/],
    ['service missing', { service: undefined }, 'service', /Service is required/],
    [
      'service unknown',
      { service: 'Tax' },
      'service',
      /Service is required: choose Visa, Insurance, Real Estate or Other/,
    ],
    ['message blank', { message: '   ' }, 'message', /Message is required/],
    ['message too long', { message: 'x'.repeat(5001) }, 'message', /Message must be at most 5000 characters/],
    ['consent false', { consent: false }, 'consent', /Consent is required/],
    ['consent as a string', { consent: 'true' }, 'consent', /Consent is required/],
    ['name not text', { firstName: 42 }, 'firstName', /First name must be text/],
    ['phone too long', { phone: '1'.repeat(41) }, 'phone', /Phone must be at most 40 characters/],
  ])('400 when %s, naming the field', async (_name, overrides, field, message) => {
    const { pipeline } = await pipelineWith();
    const { status, json } = await call(pipeline, postJson(validBody(overrides)));
    expect(status).toBe(400);
    expect(json.ok).toBe(false);
    expect(json.field).toBe(field);
    expect(json.error).toMatch(message);
    expect(json.fields[field]).toBe(json.error);
    expect(await pipeline.store.countLeads()).toBe(0);
  });

  it('400 for a body that is not JSON or not an object', async () => {
    const { pipeline } = await pipelineWith();
    for (const body of ['{"email":', '[1,2]', 'null', '"text"', '']) {
      const { status, json } = await call(pipeline, post(body, { 'content-type': 'application/json' }));
      expect(status).toBe(400);
      expect(json.ok).toBe(false);
    }
  });

  it('413 for a body over 32 KB, declared or streamed without a length', async () => {
    const { pipeline } = await pipelineWith();
    const big = JSON.stringify(validBody({ message: 'x'.repeat(33 * 1024) }));
    let result = await call(pipeline, post(big, { 'content-type': 'application/json' }));
    expect([result.status, result.json.ok]).toEqual([413, false]);

    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 40; index += 1) controller.enqueue(encoder.encode('x'.repeat(1024)));
        controller.close();
      },
    });
    // Node needs duplex for a streamed body; the DOM typings' RequestInit does not name it.
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' };
    result = await call(pipeline, new Request(URL_, init as RequestInit));
    expect(result.status).toBe(413);

    // Just under the limit is read (and judged on its content).
    const fits = JSON.stringify(validBody({ message: 'y'.repeat(5000), padding: 'z'.repeat(26_000) }));
    expect(Buffer.byteLength(fits)).toBeLessThan(32 * 1024);
    expect((await call(pipeline, post(fits, { 'content-type': 'application/json' }))).status).toBe(200);
    expect(await pipeline.store.countLeads()).toBe(1);
  });

  it('415 for other content types', async () => {
    const { pipeline } = await pipelineWith();
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/jsonx',
      null,
    ]) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      const { status, json } = await call(pipeline, post(JSON.stringify(validBody()), headers));
      expect([type, status, json.ok]).toEqual([type, 415, false]);
    }
    expect(
      (await call(pipeline, postJson(validBody(), { 'content-type': 'Application/JSON; charset=UTF-8' }))).status,
    ).toBe(200);
  });

  it('405 for other methods', async () => {
    const { pipeline } = await pipelineWith();
    const { status, response } = await call(pipeline, new Request(URL_, { method: 'GET' }));
    expect([status, response.headers.get('allow')]).toEqual([405, 'POST']);
  });

  it('403 for a cross-site POST; same-origin, the site origin and non-browser clients pass', async () => {
    const { pipeline } = await pipelineWith({ LEADS_ALLOWED_ORIGINS: 'https://staging.example.com' });
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:4321' },
      { origin: 'https://www.siamexpatservices.com.evil.example' },
    ];
    for (const headers of refused) {
      const { status, json } = await call(pipeline, postJson(validBody(), headers));
      expect([headers, status, json.error]).toEqual([headers, 403, 'Cross-site submissions are not accepted.']);
      const form = await call(pipeline, postForm({ email: 'a@b.co' }, headers));
      expect(form.status).toBe(403);
    }
    const accepted: Record<string, string>[] = [
      {},
      { origin: 'http://127.0.0.1:4321' },
      { origin: 'https://www.siamexpatservices.com' },
      { origin: 'https://staging.example.com' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://proxy-rewritten.example' },
    ];
    for (const headers of accepted) {
      expect([
        headers,
        (await call(pipeline, postJson(validBody(), headers), `198.51.100.${accepted.indexOf(headers)}`)).status,
      ]).toEqual([headers, 200]);
    }
    expect(await pipeline.store.countLeads()).toBe(accepted.length);
  });

  it('429 with Retry-After past the per-address limit; other addresses are unaffected', async () => {
    const { pipeline } = await pipelineWith({ LEADS_RATE_LIMIT_PER_MIN: '3' });
    const now = new Date('2025-10-01T08:00:00.000Z');
    const at = (ms: number) => ({ now: new Date(now.getTime() + ms) });
    for (let index = 0; index < 3; index += 1) {
      expect((await call(pipeline, postJson(validBody({}, now.getTime())), '203.0.113.9', at(0))).status).toBe(200);
    }
    const limited = await call(pipeline, postJson(validBody({}, now.getTime())), '203.0.113.9', at(0));
    expect(limited.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toBe('20'); // one token per 20 s at 3/min
    expect(limited.json.ok).toBe(false);
    // Invalid posts count too, so probing is limited as well.
    expect((await call(pipeline, postJson({}), '203.0.113.9', at(0))).status).toBe(429);
    expect((await call(pipeline, postJson(validBody({}, now.getTime())), '203.0.113.10', at(0))).status).toBe(200);
    // A token comes back after 20 s.
    expect((await call(pipeline, postJson(validBody({}, now.getTime())), '203.0.113.9', at(20_000))).status).toBe(200);
    expect(await pipeline.store.countLeads()).toBe(5);
  });

  it('takes the address from X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const untrusted = (await pipelineWith({ LEADS_RATE_LIMIT_PER_MIN: '1' })).pipeline;
    expect((await call(untrusted, postJson(validBody(), { 'x-forwarded-for': '1.1.1.1' }), '10.0.0.1')).status).toBe(
      200,
    );
    // A forged header does not escape the limit of the real peer.
    expect((await call(untrusted, postJson(validBody(), { 'x-forwarded-for': '2.2.2.2' }), '10.0.0.1')).status).toBe(
      429,
    );

    const trusted = (await pipelineWith({ LEADS_RATE_LIMIT_PER_MIN: '1', TRUST_PROXY: 'true' })).pipeline;
    // Behind the proxy every request comes from 10.0.0.1; the client is the last forwarded entry.
    const first = await call(trusted, postJson(validBody(), { 'x-forwarded-for': '9.9.9.9, 1.1.1.1' }), '10.0.0.1');
    expect(first.status).toBe(200);
    expect((await call(trusted, postJson(validBody(), { 'x-forwarded-for': '2.2.2.2' }), '10.0.0.1')).status).toBe(200);
    // Changing the client-controlled left part does not help.
    expect(
      (await call(trusted, postJson(validBody(), { 'x-forwarded-for': '7.7.7.7, 1.1.1.1' }), '10.0.0.1')).status,
    ).toBe(429);
    expect((await trusted.store.getLead(first.json.id))!.clientHash).toBe(trusted.service.hashClient('1.1.1.1'));
  });

  it('resolves client addresses with N trusted proxies', () => {
    const headers = new Headers({ 'x-forwarded-for': 'forged, 203.0.113.5, 10.0.0.2' });
    expect(resolveClientAddress(headers, '10.0.0.3', 0)).toBe('10.0.0.3');
    expect(resolveClientAddress(headers, '10.0.0.3', 1)).toBe('10.0.0.2');
    expect(resolveClientAddress(headers, '10.0.0.3', 2)).toBe('203.0.113.5');
    expect(resolveClientAddress(headers, '10.0.0.3', 9)).toBe('forged');
    expect(resolveClientAddress(new Headers(), '10.0.0.3', 1)).toBe('10.0.0.3');
  });
});

describe('POST /api/contact: storage down', () => {
  it('503 when the database is closed, and nothing is stored', async () => {
    const { pipeline } = await pipelineWith();
    await pipeline.store.close();
    const { status, json, response } = await call(pipeline, postJson(validBody()));
    expect([status, json.ok]).toEqual([503, false]);
    expect(response.headers.get('retry-after')).toBe('30');
  });

  it('503 with nothing half-written when the outbox write fails inside the transaction', async () => {
    const { pipeline, dir } = await pipelineWith();
    const db = new DatabaseSync(join(dir, 'leads.sqlite'));
    db.exec(`CREATE TRIGGER outbox_broken BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk trouble'); END`);
    db.close();
    expect((await call(pipeline, postJson(validBody()))).status).toBe(503);
    expect(await pipeline.store.countLeads()).toBe(0);
    expect(await pipeline.store.listOutbox()).toEqual([]);
  });

  it('503 when PostgreSQL stops answering, and the lead is stored once it is back', async () => {
    const database = await createTempDatabase();
    cleanups.push(() => database.drop());
    const { pipeline } = await pipelineWith({ DATABASE_URL: database.url });
    expect(pipeline.store.kind).toBe('postgres');
    expect((await call(pipeline, postJson(validBody()))).status).toBe(200);

    // Cut every connection of the database and forbid new ones: the server is "down" for us.
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: database.url.replace(database.name, 'postgres') });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS false`);
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database.name],
    );
    const down = await call(pipeline, postJson(validBody()));
    expect([down.status, down.json.ok]).toEqual([503, false]);
    await admin.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`);
    await admin.end();

    expect((await call(pipeline, postJson(validBody()), '203.0.113.8')).status).toBe(200);
    expect(await pipeline.store.countLeads()).toBe(2);
  });

  it('503 when the pipeline cannot start (unreachable PostgreSQL)', async () => {
    const { status, json } = await call(undefined as never, postJson(validBody()), '203.0.113.7', {
      pipeline: () =>
        createLeadPipeline(loadLeadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }), {
          worker: false,
          log: () => undefined,
        }),
    });
    expect([status, json.ok]).toEqual([503, false]);
  });
});

describe('POST /api/contact: the no-JavaScript form', () => {
  it('shows the form again with the error and the values kept when a field is invalid', async () => {
    const { pipeline } = await pipelineWith();
    const views: ContactFormView[] = [];
    const renderForm = (view: ContactFormView) => {
      views.push(view);
      return new Response('<form>again</form>', { status: 200, headers: { 'content-type': 'text/html' } });
    };
    const { status, text } = await call(
      pipeline,
      postForm({
        firstName: 'Anna',
        email: 'anna@',
        service: 'Visa',
        message: 'Hi <b>there</b>',
        consent: 'on',
        website: '',
        form_rendered_at: '1759305600000',
      }),
      '203.0.113.7',
      { renderForm },
    );
    expect(text).toBe('<form>again</form>');
    expect(status).toBe(200); // the renderer decides the status (the Astro endpoint passes view.status on)
    expect(views).toEqual([
      {
        status: 400,
        error: 'Email must be a valid address, like name@example.com.',
        errors: { email: 'Email must be a valid address, like name@example.com.' },
        values: { firstName: 'Anna', email: 'anna@', service: 'Visa', message: 'Hi <b>there</b>', consent: true },
        renderedAt: 1759305600000,
        language: 'en',
      },
    ]);
    expect(await pipeline.store.countLeads()).toBe(0);
  });

  it('falls back to a small escaped HTML page, with the status, when no renderer is given', async () => {
    const { pipeline } = await pipelineWith();
    const { status, text, response } = await call(
      pipeline,
      postForm({ email: '<script>x</script>', service: 'Visa', message: 'm' }),
    );
    expect(status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(text).toContain('Consent is required');
    expect(text).toContain('noindex');
    expect(text).not.toContain('<script>x');
  });

  it('keeps the values when the form is refused for the rate limit, with Retry-After', async () => {
    const { pipeline } = await pipelineWith({ LEADS_RATE_LIMIT_PER_MIN: '1' });
    const { views, renderForm } = keptViews();
    const fields = plainForm({ email: 'a@example.com', service: 'Other', message: 'first' });
    expect((await call(pipeline, postForm(fields), '203.0.113.20', { renderForm })).status).toBe(303);
    const limited = await call(pipeline, postForm({ ...fields, message: 'second' }), '203.0.113.20', { renderForm });
    expect(limited.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toBe('60');
    expect(views[0]).toMatchObject({ status: 429, values: { message: 'second', consent: true } });
  });
});

describe('POST /api/contact: a form from a Thai page', () => {
  it('stores the lead with language th and answers ok; an English lead says en', async () => {
    const { pipeline } = await pipelineWith();
    const thai = await call(
      pipeline,
      postJson(validBody({ language: 'th', page_url: 'https://www.siamexpatservices.com/th/contact/' })),
    );
    expect(thai.status).toBe(200);
    expect((await pipeline.store.getLead(thai.json.id))?.language).toBe('th');
    const english = await call(pipeline, postJson(validBody()));
    expect((await pipeline.store.getLead(english.json.id))?.language).toBe('en');
  });

  it('answers invalid fields in Thai (the words of src/i18n/th/contact.ts)', async () => {
    const { pipeline } = await pipelineWith();
    const { status, json } = await call(
      pipeline,
      postJson(validBody({ language: 'th', email: 'anna@', message: '', consent: false })),
    );
    expect(status).toBe(400);
    expect(json).toMatchObject({
      ok: false,
      field: 'email',
      error: 'อีเมลไม่ถูกต้อง โปรดกรอกในรูปแบบ name@example.com',
      fields: {
        email: 'อีเมลไม่ถูกต้อง โปรดกรอกในรูปแบบ name@example.com',
        message: 'โปรดกรอกข้อความ',
        consent: 'โปรดให้ความยินยอมตามนโยบายความเป็นส่วนตัว',
      },
    });
    const long = await call(pipeline, postJson(validBody({ language: 'th', phone: '1'.repeat(41) })));
    expect(long.json.error).toBe('โทรศัพท์ต้องมีความยาวไม่เกิน 40 ตัวอักษร');
  });

  it('answers in Thai before the body is read when the request comes from a Thai page', async () => {
    const { pipeline } = await pipelineWith();
    const referer = { referer: 'https://www.siamexpatservices.com/th/contact/' };
    const tooLarge = await call(pipeline, postJson({ message: 'x'.repeat(40 * 1024) }, referer));
    expect([tooLarge.status, tooLarge.json.error]).toEqual([413, 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป (จำกัดที่ 32 KB)']);
    const english = await call(pipeline, postJson({ message: 'x'.repeat(40 * 1024) }));
    expect(english.json.error).toBe('The submission is too large (limit 32 KB).');
  });

  it('sends the no-JavaScript form to the Thai thank-you page, and shows it again in Thai with the values kept', async () => {
    const { pipeline } = await pipelineWith();
    const fields = plainForm({ email: 'somchai@example.com', service: 'Visa', message: 'สวัสดีครับ', language: 'th' });
    const done = await call(pipeline, postForm(fields));
    expect([done.status, done.response.headers.get('location')]).toEqual([303, '/th/thank-you/?lead=contact']);
    const [stored] = await pipeline.store.listLeads();
    expect(stored?.language).toBe('th');

    const { views, renderForm } = keptViews();
    await call(pipeline, postForm({ ...fields, service: '' }), '203.0.113.8', { renderForm });
    expect(views[0]).toMatchObject({
      status: 400,
      language: 'th',
      error: 'โปรดเลือกบริการ: วีซ่า ประกันภัย อสังหาริมทรัพย์ หรืออื่น ๆ',
      values: { email: 'somchai@example.com', message: 'สวัสดีครับ', consent: true },
    });
    // Without a renderer, the fallback page is Thai too and leads back to the Thai form.
    const fallback = await call(pipeline, postForm({ ...fields, service: '' }), '203.0.113.9');
    expect(fallback.text).toContain('<html lang="th">');
    expect(fallback.text).toContain('<a href="/th/contact/">กลับไปที่แบบฟอร์มติดต่อ</a>');
  });

  it('takes the language from the page the form was sent from when the form does not say it', async () => {
    const { pipeline } = await pipelineWith();
    const fields = plainForm({ email: 'somchai@example.com', service: 'Visa', message: 'hello' });
    const done = await call(pipeline, postForm(fields, { referer: 'https://www.siamexpatservices.com/th/contact/' }));
    expect(done.response.headers.get('location')).toBe('/th/thank-you/?lead=contact');
    expect((await pipeline.store.listLeads())[0]?.language).toBe('th');
  });
});
