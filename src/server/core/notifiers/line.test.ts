import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLineNotifier, deliveryUuid, lineFactsOfLead, lineMessageText } from './line.ts';
import { openSqliteStore } from '../storage/sqlite.ts';
import type { LeadStore } from '../storage/types.ts';
import { runLeadsCli } from '../../app/cli.ts';
import { startFakeLineServer, type FakeLineServer } from '../../../../tests/support/line.ts';
import { makeLead } from '../../../../tests/support/fixtures.ts';
import { workerOnTestClock } from '../../../../tests/support/outbox.ts';
import { cleanupAfterEach, tempDir } from '../../../../tests/support/cleanups.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('LINE push through the outbox (local fake of the Messaging API)', () => {
  const cleanups = cleanupAfterEach();

  async function setup(options: { token?: string } = {}) {
    const dir = tempDir(cleanups, 'siam-line-');
    const file = join(dir, 'leads.sqlite');
    const store: LeadStore = openSqliteStore({ file });
    await store.migrate();
    const line: FakeLineServer = await startFakeLineServer();
    cleanups.push(
      () => store.close(),
      () => line.close(),
    );
    const { worker, logs, advance } = workerOnTestClock({
      store,
      notifiers: [
        createLineNotifier({ channelAccessToken: options.token ?? line.token, to: 'Cgroup0123', apiBaseUrl: line.url }),
      ],
      maxAttempts: 5,
      backoffMs: 1000,
      pollMs: 1000,
    });
    return { dir, store, line, worker, logs, advance };
  }

  it('pushes the name, topic, nationality and language to the team, with the delivery UUID as retry key', async () => {
    const { store, line, worker } = await setup();
    const lead = makeLead({
      firstName: 'Anna',
      lastName: 'Meier',
      service: 'Insurance',
      nationality: 'Swiss',
      language: 'th',
    });
    await store.insertLead(lead, ['line']);
    expect(await worker.runOnce()).toBe(1);
    const [request] = line.requests;
    expect(request!.headers.authorization).toBe('Bearer line-test-token');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.retryKey).toMatch(UUID);
    // Written out by hand: what the team reads; no e-mail, phone, message or link.
    expect(request!.json).toEqual({
      to: 'Cgroup0123',
      messages: [
        {
          type: 'text',
          text: `New enquiry | Siam Expat Services\nName: Anna Meier\nTopic: Insurance\nNationality: Swiss\nLanguage: th\nLead id: ${lead.id}`,
        },
      ],
    });
    expect((await store.listOutbox())[0]?.status).toBe('sent');
  });

  it('retries 5xx and 429 with backoff and the same key, and sends the message once', async () => {
    const { store, line, worker, advance } = await setup();
    await store.insertLead(makeLead(), ['line']);
    line.failNext(503);
    line.failNext(429);
    await worker.runOnce();
    let [item] = await store.listOutbox();
    expect([item?.status, item?.attempts, item?.lastError]).toEqual([
      'pending',
      1,
      'LINE answered HTTP 503: {"message":"error"}',
    ]);
    expect(item?.nextAttemptAt.toISOString()).toBe('2025-10-01T08:00:01.000Z');
    advance(1000);
    await worker.runOnce();
    [item] = await store.listOutbox();
    expect([item?.status, item?.attempts, item?.nextAttemptAt.toISOString()]).toEqual([
      'pending',
      2,
      '2025-10-01T08:00:03.000Z',
    ]);
    advance(2000);
    await worker.runOnce();
    [item] = await store.listOutbox();
    expect(item?.status).toBe('sent');
    expect(line.requests.map((request) => request.answered)).toEqual([503, 429, 200]);
    expect(new Set(line.requests.map((request) => request.retryKey)).size).toBe(1);
    expect(line.delivered).toHaveLength(1);
  });

  it('counts a 409 for its own key as delivered: an accepted push whose answer was lost is not sent twice', async () => {
    const { store, line, worker, advance } = await setup();
    await store.insertLead(makeLead(), ['line']);
    line.acceptThenFail(500);
    await worker.runOnce();
    expect((await store.listOutbox())[0]?.status).toBe('pending');
    advance(1000);
    await worker.runOnce();
    expect(line.requests.map((request) => request.answered)).toEqual([500, 409]);
    expect((await store.listOutbox())[0]?.status).toBe('sent');
    expect(line.delivered).toHaveLength(1);
  });

  for (const status of [400, 401, 403]) {
    it(`never retries a ${status}: the item fails at once, is logged and shown by \`leads status\``, async () => {
      const { dir, store, line, worker, logs, advance } = await setup();
      const lead = makeLead();
      await store.insertLead(lead, ['line']);
      line.failNext(status);
      await worker.runOnce();
      advance(60 * 60_000);
      await worker.runOnce();
      expect(line.requests).toHaveLength(1);
      const [item] = await store.listOutbox();
      expect([item?.status, item?.attempts]).toEqual(['failed', 1]);
      expect(logs.at(-1)).toBe(
        `[leads] outbox item ${item!.id} (line) failed for good after 1 attempts: LINE answered HTTP ${status}: {"message":"error"} (not retried)`,
      );
      const out: string[] = [];
      expect(
        await runLeadsCli(['status'], { env: { DATA_DIR: dir }, stdout: { write: (text) => void out.push(text) } }),
      ).toBe(0);
      const text = out.join('').replace(/ +/g, ' ');
      expect(text).toContain('line 0 pending 0 sending 1 failed 0 sent');
      expect(text).toContain(
        ` ${item!.id} line ${lead.id} 1 LINE answered HTTP ${status}: {"message":"error"} (not retried)`,
      );
    });
  }

  it('fails a wrong token for good (the fake answers 401)', async () => {
    const { store, line, worker } = await setup({ token: 'wrong' });
    await store.insertLead(makeLead(), ['line']);
    await worker.runOnce();
    expect(line.requests.map((request) => request.answered)).toEqual([401]);
    expect((await store.listOutbox())[0]?.status).toBe('failed');
  });
});

describe('LINE message and retry key', () => {
  it('derives one UUID per delivery: the same on every try, another for another delivery or lead', () => {
    const lead = '0ab82eff-98a7-4e92-a8af-7d039dba326d';
    expect(deliveryUuid(lead, { id: 7 })).toMatch(UUID);
    expect(deliveryUuid(lead, { id: 7 })).toBe(deliveryUuid(lead, { id: 7 }));
    expect(deliveryUuid(lead, { id: 8 })).not.toBe(deliveryUuid(lead, { id: 7 }));
    expect(deliveryUuid('5d0c5a34-3f0e-4b8e-9a53-2f8f3c1d6b70', { id: 7 })).not.toBe(deliveryUuid(lead, { id: 7 }));
  });

  it("names a booking's slot, keeps each fact on one line and says when one is missing", () => {
    expect(
      lineMessageText({
        kind: 'booking',
        id: 'b-1',
        name: 'Eve\nX',
        topic: 'Visa',
        nationality: '',
        language: 'en',
        slot: '2025-10-02 10:00 (Asia/Bangkok)',
      }),
    ).toBe(
      'New consultation booking | Siam Expat Services\nName: Eve X\nTopic: Visa\nNationality: (not given)\nLanguage: en\nSlot: 2025-10-02 10:00 (Asia/Bangkok)\nBooking id: b-1',
    );
  });

  it('tells a booking by its slot in Bangkok time, and a plain lead without one', () => {
    // 02:00 UTC is 09:00 in Bangkok (UTC+7).
    const booking = lineFactsOfLead(makeLead({ bookingSlot: '2026-12-10T02:00:00.000Z', bookingMode: 'video' }));
    expect(booking.kind).toBe('booking');
    expect(booking.slot).toBe('10 Dec 2026, 09:00 (Asia/Bangkok), video');
    const lead = lineFactsOfLead(makeLead({}));
    expect(lead.kind).toBe('lead');
    expect(lead.slot).toBeUndefined();
  });
});
