/**
 * The reminder service on a real SQLite store with a recording transport and an injected clock: double opt-in,
 * on-time, late, too-late and rule-changed reminders, retries, and deletion after 48 hours / 30 days.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteLeadStore } from '../core/storage/sqlite.ts';
import type { ReminderKind } from '../core/storage/types.ts';
import { createReminderService, type MailTransport, type ReminderService } from './service.ts';
import type { OutgoingMail } from './mail.ts';

const rules = (reportVersion = 'v1') => ({
  kinds: {
    report: {
      version: reportVersion,
      checked: '2026-11-24',
      rule: 'Report every 90 days.',
      guide: '/visa/90-day-reporting/',
    },
    'apply-extension': { version: 'e1', checked: '2026-11-26', rule: 'Extensions.', guide: '/visa/extensions/' },
    'last-day': {
      version: 'l1',
      checked: '2026-11-26',
      rule: 'Day 1 is the arrival.',
      guide: '/visa/visa-on-arrival-and-overstay/',
    },
  },
});

let dir: string;
let store: SqliteLeadStore;
let service: ReminderService;
let now: Date;
let sent: OutgoingMail[];
let failNext = 0;
const rulesFile = () => join(dir, 'reminder-rules.json');

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reminder-service-'));
  writeFileSync(rulesFile(), JSON.stringify(rules()));
  store = openSqliteStore({ file: join(dir, 'leads.sqlite') });
  await store.migrate();
  now = new Date('2027-01-01T00:00:00Z');
  sent = [];
  failNext = 0;
  const transport: MailTransport = {
    async sendMail(mail) {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      }
      sent.push(mail);
      return { accepted: [mail.to], rejected: [] };
    },
    close() {},
  };
  service = createReminderService({
    store,
    transport,
    now: () => now,
    maxAttempts: 5,
    backoffMs: 60_000,
    log: () => undefined,
    config: {
      smtpUrl: 'smtp://127.0.0.1:25',
      from: 'reminders@example.com',
      baseUrl: 'https://site.example',
      worker: false,
      pollMs: 1000,
      maxUnconfirmedPerDay: 3,
      rulesFile: rulesFile(),
      clockFile: null,
    },
  });
});

afterEach(async () => {
  await service.stop();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const token = (mail: OutgoingMail, action: string) =>
  new URL(mail.text.match(new RegExp(`(https://\\S+/api/reminders/${action}\\?\\S+)`))![1]!).searchParams.get('token')!;

/** A subscription to one dated item, 7 days before. */
const subscribe = (email: string, kind: ReminderKind, deadline: string, language: 'en' | 'th' = 'en') =>
  service.subscribe({ email, language, daysBefore: 7, items: [{ kind, deadline }] }, 'consent line');

async function subscribeAndConfirm(language: 'en' | 'th' = 'en', deadline = '2027-03-01') {
  await subscribe('visitor@example.com', 'report', deadline, language);
  await service.sender.runOnce();
  const confirmation = sent.at(-1)!;
  expect(await service.confirm(token(confirmation, 'confirm'))).toEqual({ language });
}

describe('reminder service', () => {
  it('sends nothing but the confirmation until it is confirmed, then the reminder at 09:00 Bangkok 7 days before', async () => {
    // A date 3 days ahead with 7 days chosen: due at once, but held until confirmed.
    await subscribe('soon@example.com', 'last-day', '2027-01-04');
    await subscribe('visitor@example.com', 'report', '2027-03-01');
    await service.sender.runOnce();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['soon@example.com', 'Confirm your deadline reminders | Siam Expat Services'],
      ['visitor@example.com', 'Confirm your deadline reminders | Siam Expat Services'],
    ]);
    expect(sent[1]!.text).toContain('- 90-day report: 1 March 2027');
    now = new Date('2027-01-01T12:00:00Z');
    await service.sender.runOnce();
    expect(sent).toHaveLength(2);
    sent.shift();

    const confirmToken = token(sent[0]!, 'confirm');
    expect(await service.peek(confirmToken, 'unsubscribe')).toBeNull();
    expect(await service.confirm(confirmToken)).toEqual({ language: 'en' });
    expect(await service.confirm(confirmToken)).toBeNull();
    await service.sender.runOnce();
    expect(sent).toHaveLength(1);
    now = new Date('2027-02-22T01:59:00Z');
    await service.sender.runOnce();
    expect(sent).toHaveLength(1);
    now = new Date('2027-02-22T02:00:00Z');
    await service.sender.runOnce();
    expect(sent).toHaveLength(2);
    const reminder = sent[1]!;
    expect(reminder.subject).toBe('Reminder: 90-day report on 1 March 2027 | Siam Expat Services');
    expect(reminder.text).toContain('90-day report: 1 March 2027 (in 7 days).');
    expect(reminder.text).toContain('The guide that explains it: https://site.example/visa/90-day-reporting/');
    expect(reminder.text).toContain('Rules last checked: 24 November 2026');
    expect(reminder.headers['List-Unsubscribe']).toBe(
      `<https://site.example/api/reminders/unsubscribe?token=${token(reminder, 'unsubscribe')}&lang=en>`,
    );
    expect(reminder.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it("says a reminder is late when it goes out on a later day, in the subscriber's language", async () => {
    await subscribeAndConfirm('th');
    expect(sent[0]!.subject).toContain('ยืนยันการแจ้งเตือนกำหนดวันของท่าน');
    // Due 22 Feb 2027 09:00 Bangkok; the relay was down until 24 Feb 10:00 Bangkok.
    now = new Date('2027-02-24T03:00:00Z');
    await service.sender.runOnce();
    expect(sent[1]!.text).toContain('การแจ้งเตือนนี้ล่าช้า: กำหนดส่งคือวันที่ 22 กุมภาพันธ์ 2570');
    expect(sent[1]!.text).toContain('การรายงานตัว 90 วัน: 1 มีนาคม 2570 (อีก 5 วัน)');
    expect(sent[1]!.text).toContain('https://site.example/th/visa/90-day-reporting/');
  });

  it('does not send a reminder whose date passed more than a day ago', async () => {
    await subscribeAndConfirm();
    now = new Date('2027-03-02T16:59:00Z'); // 2 March, 23:59 in Bangkok: one day past, still sent
    await service.sender.runOnce();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain('(yesterday)');

    await subscribe('other@example.com', 'report', '2027-03-10');
    await service.sender.runOnce();
    await service.confirm(token(sent.at(-1)!, 'confirm'));
    now = new Date('2027-03-11T17:00:00Z'); // 12 March in Bangkok: more than a day past 10 March
    await service.sender.runOnce();
    expect(sent).toHaveLength(3);
    expect(
      (await store.listReminderItems()).filter((item) => item.kind === 'report').map((item) => item.status),
    ).toEqual(['sent', 'skipped']);
  });

  it('says the rule changed instead of repeating a date computed on the old rule', async () => {
    await subscribeAndConfirm();
    writeFileSync(rulesFile(), JSON.stringify(rules('v2')));
    now = new Date('2027-02-22T02:00:00Z');
    await service.sender.runOnce();
    const reminder = sent[1]!;
    expect(reminder.subject).toBe('Rule change: check your 90-day report date | Siam Expat Services');
    expect(reminder.text).toContain('The rules behind this date changed after you subscribed');
    expect(reminder.text).toContain('https://site.example/visa/stay-calculator/');
    expect(reminder.text).toContain('https://site.example/visa/90-day-reporting/');
    expect(reminder.text).not.toContain('1 March 2027');
  });

  it('retries a failed send with backoff and keeps the reminder until it goes out', async () => {
    await subscribeAndConfirm();
    now = new Date('2027-02-22T02:00:00Z');
    failNext = 1;
    await service.sender.runOnce();
    expect(sent).toHaveLength(1);
    const [item] = (await store.listReminderItems()).filter((row) => row.kind === 'report');
    expect(item!.status).toBe('pending');
    expect(item!.lastError).toContain('ECONNREFUSED');
    now = new Date(item!.nextAttemptAt.getTime());
    await service.sender.runOnce();
    expect(sent).toHaveLength(2);
  });

  it('unsubscribes at once, and deletes all of an address with the delete-all link', async () => {
    await subscribeAndConfirm();
    now = new Date('2027-02-22T02:00:00Z');
    await service.sender.runOnce();
    expect(await service.unsubscribe(token(sent[1]!, 'erase'))).toBeNull();
    expect(await service.unsubscribe(token(sent[1]!, 'unsubscribe'))).toEqual({ language: 'en' });
    expect(await store.listReminderItems()).toEqual([]);
    expect(await service.erase(token(sent[1]!, 'erase'))).toBeNull(); // its subscription is gone
    expect(await service.unsubscribe('not-a-token')).toBeNull();
  });

  it('deletes an unconfirmed request after 48 hours and a subscription 30 days after its last reminder', async () => {
    await subscribe('never@example.com', 'report', '2027-03-01');
    await service.sender.runOnce();
    const unconfirmedToken = token(sent[0]!, 'confirm');
    await subscribeAndConfirm();
    now = new Date('2027-01-03T00:00:01Z');
    expect(await service.confirm(unconfirmedToken)).toBeNull();
    await service.sender.runOnce();
    expect(await store.countReminders()).toMatchObject({ unconfirmed: 0, confirmed: 1 });
    now = new Date('2027-02-22T02:00:00Z');
    await service.sender.runOnce();
    now = new Date('2027-03-24T02:00:00Z'); // 30 days after: not yet
    await service.sender.runOnce();
    expect((await store.countReminders()).confirmed).toBe(1);
    now = new Date('2027-03-24T02:02:00Z');
    await service.sender.runOnce();
    expect(await store.countReminders()).toMatchObject({ confirmed: 0, sent: 0 });
  });
});
