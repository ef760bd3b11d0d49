import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookNotifier, signBody, webhookPayload } from './webhook.ts';
import { startWebhookServer, verifySignature, type TestWebhookServer } from '../../../../tests/support/webhook.ts';
import { makeLead } from '../../../../tests/support/fixtures.ts';

const SECRET = 'whsec_test_0123456789';

describe('webhook notifier (real node:http listener)', () => {
  let hook: TestWebhookServer | null = null;
  afterEach(async () => {
    await hook?.close();
    hook = null;
  });

  it('POSTs the lead as JSON with a valid HMAC-SHA256 signature and a stable delivery id', async () => {
    hook = await startWebhookServer(SECRET);
    const lead = makeLead({ message: 'Ünïcödé ✓ "quoted"\nline' });
    await createWebhookNotifier({ url: hook.url, secret: SECRET }).send(lead, { id: 7, attempt: 3 });

    const [call] = await hook.waitFor(1);
    expect(call!.signatureValid).toBe(true);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['x-delivery-id']).toBe('7');
    expect(call!.json).toMatchObject({
      event: 'lead.created',
      delivery_id: 7,
      lead: {
        id: lead.id,
        email: lead.email,
        service: 'Visa',
        message: 'Ünïcödé ✓ "quoted"\nline',
        consent: true,
        consent_at: '2025-10-01T08:00:00.000Z',
        privacy_policy_version: '2025-09-25',
        utm_source: 'newsletter',
        page_url: 'https://www.siamexpatservices.com/contact/',
      },
    });
    expect(call!.body).not.toContain(lead.clientHash);
  });

  it('is rejected by the receiver when signed with another secret', async () => {
    hook = await startWebhookServer(SECRET);
    await expect(
      createWebhookNotifier({ url: hook.url, secret: 'wrong' }).send(makeLead(), { id: 1, attempt: 1 }),
    ).rejects.toThrow(/HTTP 401/);
    expect(hook.received[0]?.signatureValid).toBe(false);
  });

  it('fails on a non-2xx answer, a timeout, and a closed port', async () => {
    hook = await startWebhookServer(SECRET);
    hook.respond = 503;
    const notifier = createWebhookNotifier({ url: hook.url, secret: SECRET, timeoutMs: 300 });
    await expect(notifier.send(makeLead(), { id: 1, attempt: 1 })).rejects.toThrow(/HTTP 503/);
    hook.hang = true;
    await expect(notifier.send(makeLead(), { id: 1, attempt: 2 })).rejects.toThrow(/timeout|abort/i);
    const url = hook.url;
    await hook.close();
    hook = null;
    await expect(
      createWebhookNotifier({ url, secret: SECRET }).send(makeLead(), { id: 1, attempt: 3 }),
    ).rejects.toThrow();
  });
});

describe('webhook body', () => {
  it('is exactly what receivers were promised: these keys, in this order, no operator-only field', () => {
    const lead = makeLead({ id: '5d0c5a34-3f0e-4b8e-9a53-2f8f3c1d6b70', phone: '' });
    const body = webhookPayload(lead, { id: 9, attempt: 1 });
    // Written out by hand from makeLead's defaults (tests/support/fixtures.ts); the keys are the body receivers read.
    expect(JSON.stringify(body)).toBe(
      JSON.stringify({
        event: 'lead.created',
        delivery_id: 9,
        lead: {
          id: '5d0c5a34-3f0e-4b8e-9a53-2f8f3c1d6b70',
          created_at: '2025-10-01T08:00:00.000Z',
          first_name: 'Somchai',
          last_name: 'Example',
          email: 'somchai@example.com',
          phone: '',
          nationality: 'Thai',
          service: 'Visa',
          message: 'I need help with a Non-O visa.\nSecond line.',
          consent: true,
          consent_at: '2025-10-01T08:00:00.000Z',
          privacy_policy_version: '2025-09-25',
          page_url: 'https://www.siamexpatservices.com/contact/',
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'october',
          language: 'en',
          booking_slot: '',
          booking_mode: '',
          booking_status: '',
        },
      }),
    );
  });

  it('says the language of the page the lead came from', () => {
    const body = webhookPayload(makeLead({ language: 'th' }), { id: 10, attempt: 1 });
    expect(body.lead.language).toBe('th');
  });
});

describe('webhook signature', () => {
  it('verifies the exact body only', () => {
    const body = JSON.stringify({ a: 1 });
    const signature = signBody(body, SECRET);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(body, SECRET, signature)).toBe(true);
    expect(verifySignature(`${body} `, SECRET, signature)).toBe(false);
    expect(verifySignature(body, 'other', signature)).toBe(false);
    expect(verifySignature(body, SECRET, undefined)).toBe(false);
    expect(verifySignature(body, SECRET, 'sha256=00')).toBe(false);
  });
});
