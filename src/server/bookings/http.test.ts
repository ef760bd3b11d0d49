/**
 * The booking endpoints over a real SQLite pipeline with the bookings' clock fixed at Tuesday 8 December 2026,
 * 07:50 in Bangkok (00:50 UTC): what each bad input answers (and that nothing is stored), a taken slot, the
 * address's limit, the e-mails and their invitations (parsed with ical.js), cancel and reschedule links, and the
 * reminder 24 hours before (on time, late, never after the slot). Expected values are worked out by hand.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadPipeline, type LeadPipeline } from '../app/pipeline.ts';
import { loadLeadConfig } from '../core/config.ts';
import { handleBookingRequest, type BookingAction, type BookingPageView } from './http.ts';
import { createBookingService, type BookingService } from './service.ts';
import type { BookingMailMessage } from './mail.ts';

let dir: string;
let pipeline: LeadPipeline;
let bookings: BookingService;
let now: Date;
let sent: BookingMailMessage[];
let pages: BookingPageView[];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bookings-http-'));
  const env = { DATA_DIR: dir, LEADS_RATE_LIMIT_PER_MIN: '0', LEADS_MIN_FILL_MS: '0' };
  const base = await createLeadPipeline(loadLeadConfig(env), {
    worker: false,
    bookingWorker: false,
    env,
    log: () => undefined,
  });
  now = new Date('2026-12-08T00:50:00Z');
  sent = [];
  pages = [];
  bookings = createBookingService({
    store: base.store,
    leads: base.service,
    config: {
      smtpUrl: 'smtp://127.0.0.1:25',
      from: 'team@example.com',
      baseUrl: 'https://site.example',
      worker: false,
      pollMs: 1000,
      clockFile: null,
    },
    maxAttempts: 3,
    backoffMs: 1000,
    log: () => undefined,
    now: () => now,
    transport: {
      async sendMail(mail) {
        sent.push(mail);
        return { accepted: [mail.to], rejected: [] };
      },
      close() {},
    },
  });
  pipeline = { ...base, bookings };
});

afterEach(async () => {
  await bookings.stop();
  await pipeline.stop();
  rmSync(dir, { recursive: true, force: true });
});

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  email: 'anna@example.ch',
  service: 'Visa',
  message: 'Retirement visa',
  consent: true,
  mode: 'office',
  slot: '2026-12-09T02:00:00Z', // Wednesday 09:00 Bangkok
  form_rendered_at: 1,
  ...overrides,
});

async function call(
  action: BookingAction,
  init: { method?: string; json?: unknown; body?: string; query?: string } = {},
) {
  const headers: Record<string, string> = {};
  let body: string | undefined = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  const request = new Request(`https://site.example/api/bookings/${action}${init.query ?? ''}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const response = await handleBookingRequest(action, request, {
    pipeline,
    socketAddress: '203.0.113.9',
    renderPage: (view) => {
      pages.push(view);
      return new Response(view.state, { status: view.status });
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
  };
}

const tokenFrom = (mail: BookingMailMessage, action: 'cancel' | 'reschedule') =>
  new RegExp(`/api/bookings/${action}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)![1]!;
const eventOf = (mail: BookingMailMessage) => {
  const calendar = new ICAL.Component(ICAL.parse(mail.icalEvent.content));
  return {
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!),
  };
};

describe('POST /api/bookings/book: bad input gets a clear 4xx and stores nothing', () => {
  it.each([
    [
      'an unknown slot (09:15 is not on the grid)',
      { slot: '2026-12-09T02:15:00Z' },
      400,
      /outside our consultation hours/,
    ],
    ['a past slot', { slot: '2026-12-01T02:00:00Z' }, 400, /has passed/],
    ['a slot outside the hours (18:00)', { slot: '2026-12-09T11:00:00Z' }, 400, /outside our consultation hours/],
    ['a Sunday', { slot: '2026-12-13T02:00:00Z' }, 400, /outside our consultation hours/],
    ['a public holiday (Constitution Day)', { slot: '2026-12-10T02:00:00Z' }, 400, /closed that day/],
    ['under 2 hours of notice (09:45 at 07:50)', { slot: '2026-12-08T02:45:00Z' }, 400, /2 hours of notice/],
    ['a malformed time', { slot: 'next Tuesday at 9' }, 400, /not understood/],
    ['no mode', { mode: 'phone' }, 400, /check the highlighted/],
    ['an invalid e-mail', { email: 'anna-at-example' }, 400, /e-?mail/i],
  ])('%s', async (_, overrides, status, message) => {
    const answer = await call('book', { json: form(overrides) });
    expect(answer.status).toBe(status);
    expect(answer.json.error).toMatch(message);
    expect(await pipeline.store.countLeads()).toBe(0);
    expect(await bookings.store.countBookings()).toBe(0);
  });

  it('an oversized body: 413', async () => {
    const answer = await call('book', { json: form({ message: 'x'.repeat(40_000) }) });
    expect(answer.status).toBe(413);
    expect(await pipeline.store.countLeads()).toBe(0);
  });

  it('a day the operator closed', async () => {
    await bookings.closeDay('2026-12-09', 'training');
    const answer = await call('book', { json: form() });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/closed that day/);
  });

  it('a plain form gets the page again with its status, its values and the slot error', async () => {
    const answer = await call('book', {
      body: new URLSearchParams({
        ...form({ slot: 'soon', form_rendered_at: '1' }),
        consent: 'on',
      } as unknown as Record<string, string>).toString(),
    });
    expect(answer.status).toBe(400);
    expect(pages.at(-1)).toMatchObject({
      state: 'form',
      values: { email: 'anna@example.ch' },
      errors: { slot: expect.stringMatching(/not understood/) },
    });
  });
});

describe('booking a slot', () => {
  it('201, then 409 for the same slot with the next free slots; the third booking of one address is refused', async () => {
    expect((await call('book', { json: form() })).status).toBe(201);
    const taken = await call('book', { json: form({ email: 'bob@example.com' }) });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatch(/just booked/);
    // After Wednesday 09:00 (taken): 09:45, 10:30, 11:15, 12:00, 12:45.
    expect(taken.json.next.map((slot: { time: string }) => slot.time)).toEqual([
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '12:45',
    ]);
    expect((await call('book', { json: form({ slot: '2026-12-09T02:45:00Z' }) })).status).toBe(201);
    const third = await call('book', { json: form({ slot: '2026-12-09T03:30:00Z', email: 'ANNA@example.ch' }) });
    expect(third.status).toBe(409);
    expect(third.json.error).toMatch(/already has 2 upcoming/);
    expect(await bookings.store.countBookings()).toBe(2);
    const slots = (await pipeline.store.listLeads())
      .map((lead) => [lead.bookingSlot, lead.bookingMode, lead.bookingStatus])
      .sort();
    expect(slots).toEqual([
      ['2026-12-09T02:00:00.000Z', 'office', 'booked'],
      ['2026-12-09T02:45:00.000Z', 'office', 'booked'],
    ]);
  });

  it('a spam trap: answered like a booking, stored as spam, no slot held', async () => {
    expect((await call('book', { json: form({ website: 'http://spam.example' }) })).status).toBe(201);
    expect(await bookings.store.countBookings()).toBe(0);
    expect((await pipeline.store.listLeads())[0]?.isSpam).toBe(true);
  });
});

describe('e-mails, invitations and links', () => {
  it('the confirmation invites for 02:00 UTC; cancelling sends METHOD:CANCEL with the same UID and a higher SEQUENCE', async () => {
    await call('book', { json: form() });
    await bookings.sender.runOnce();
    const confirm = sent[0]!;
    const invite = eventOf(confirm);
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.startDate.toJSDate().toISOString()).toBe('2026-12-09T02:00:00.000Z');
    expect(invite.event.location).toContain('Ekkamai');
    expect(confirm.subject).toContain('Wed, 9 Dec 2026, 09:00-09:30');

    const token = tokenFrom(confirm, 'cancel');
    expect((await call('cancel', { query: `?token=${'A'.repeat(43)}` })).status).toBe(404); // forged
    expect(
      (await call('cancel', { query: `?token=${tokenFrom(confirm, 'reschedule')}`, method: 'POST', body: '' })).status,
    ).toBe(404); // wrong purpose
    expect((await call('cancel', { query: `?token=${token}` })).status).toBe(200); // GET changes nothing
    expect((await call('cancel', { query: `?token=${token}`, method: 'POST', body: '' })).status).toBe(200);
    expect((await call('cancel', { query: `?token=${token}`, method: 'POST', body: '' })).status).toBe(404); // replayed
    await bookings.sender.runOnce();
    const cancel = eventOf(sent[1]!);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.uid).toBe(invite.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(invite.event.sequence);
    expect(await bookings.freeSlots()).toContainEqual(expect.objectContaining({ id: '2026-12-09T02:00:00Z' }));
  });

  it('rescheduling moves the booking and sends the update with the same UID and SEQUENCE 1', async () => {
    await call('book', { json: form({ mode: 'video' }) });
    await bookings.sender.runOnce();
    const token = tokenFrom(sent[0]!, 'reschedule');
    expect(eventOf(sent[0]!).event.location).toMatch(/link is sent by the team/);
    const moved = await call('reschedule', { query: `?token=${token}`, body: 'slot=2026-12-11T03:30:00Z' });
    expect(moved.status).toBe(200);
    await bookings.sender.runOnce();
    const update = eventOf(sent[1]!);
    expect(update.method).toBe('REQUEST');
    expect(update.event.uid).toBe(eventOf(sent[0]!).event.uid);
    expect(update.event.sequence).toBe(1);
    expect(update.event.startDate.toJSDate().toISOString()).toBe('2026-12-11T03:30:00.000Z');
    expect((await call('reschedule', { query: `?token=${token}`, body: 'slot=2026-12-11T04:15:00Z' })).status).toBe(
      404,
    );
  });

  it('the reminder goes 24 hours before, once; a late one says so; none after the slot has started', async () => {
    await call('book', { json: form({ slot: '2026-12-11T02:00:00Z' }) }); // Friday 09:00: reminder due Thursday 02:00 UTC
    await call('book', { json: form({ slot: '2026-12-12T02:00:00Z', email: 'late@example.com' }) }); // Saturday 09:00
    await call('book', { json: form({ slot: '2026-12-14T02:00:00Z', email: 'gone@example.com' }) }); // Monday 09:00
    await bookings.sender.runOnce();
    expect(sent.map((mail) => mail.subject)).toHaveLength(3);
    now = new Date('2026-12-10T02:00:00Z');
    await bookings.sender.runOnce();
    expect(sent.slice(3).map((mail) => [mail.to, mail.text.includes('This reminder is late')])).toEqual([
      ['anna@example.ch', false],
    ]);
    now = new Date('2026-12-11T05:00:00Z'); // Saturday's reminder was due at 02:00: three hours late
    await bookings.sender.runOnce();
    expect(sent.slice(4).map((mail) => [mail.to, mail.text.includes('This reminder is late')])).toEqual([
      ['late@example.com', true],
    ]);
    now = new Date('2026-12-14T02:00:00Z'); // Monday's slot has started
    await bookings.sender.runOnce();
    expect(sent).toHaveLength(5);
    await bookings.sender.runOnce();
    expect(sent).toHaveLength(5);
  });
});
