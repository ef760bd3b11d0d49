/**
 * Deadline reminders end to end: the built site as `npm start` runs it, a real SMTP server on
 * loopback, real Chromium, and the reminders' clock moved forward through REMINDERS_CLOCK_FILE.
 *
 * One site on SQLite: the same answer for a new and an existing address; subscribe below the calculator's result,
 * receive the confirmation, confirm, move the clock, receive the reminder with the RFC 8058 headers, unsubscribe
 * with one POST, nothing more arrives; an unconfirmed request expires; axe and the HTML checker on the form and
 * the pages the links open, in English and Thai.
 * Two sites on one PostgreSQL database: each reminder is sent once; the relay down at the due time, then back:
 * the reminder arrives.
 */
import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../../scripts/lib/postgres.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import {
  axeViolations,
  browserForFile,
  describeViolations,
  gotoSettled,
  newPage,
  waitForHydration,
} from './support/browser.ts';
import { expectHoneypotHidden } from './support/forms.ts';
import { freePort, startServerProcess } from './support/server-process.ts';

const require = createRequire(import.meta.url);
const DAY = 86_400_000;
const browserOf = browserForFile();
const dir = mkdtempSync(path.join(tmpdir(), 'reminders-e2e-'));
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))),
    ),
  );
  rmSync(dir, { recursive: true, force: true });
});

/** A day `days` from the real today, YYYY-MM-DD (UTC, as the calculator's URL takes it). */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** 09:00 Bangkok (02:00 UTC) `before` days before a deadline: when its reminder is due (the schedule). */
const dueAt = (deadline: string, before: number) => Date.parse(`${deadline}T02:00:00Z`) - before * DAY;

async function startSite(env: Record<string, string>, clockFile: string): Promise<{ url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = await startServerProcess({
    PORT: String(port),
    REMINDERS_BASE_URL: url,
    REMINDERS_CLOCK_FILE: clockFile,
    REMINDERS_POLL_MS: '200',
    LEADS_OUTBOX_BACKOFF_MS: '300',
    ...env,
  });
  children.push(started.child);
  return { url: started.url };
}

/** Moves the reminders' clock so that it reads `at` (ms since the epoch) now. */
const setClock = (file: string, at: number) => writeFileSync(file, String(at - Date.now()));

const subscribeForm = (email: string, fields: Record<string, string> = {}) =>
  new URLSearchParams({
    lang: 'en',
    email,
    kinds: 'report',
    report_date: dayFromNow(20),
    days_before: '7',
    consent: 'yes',
    website: '',
    ...fields,
  });

const post = (base: string, pathname: string, body: URLSearchParams | string, origin = base) =>
  fetch(base + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body,
    redirect: 'manual',
  });

/** The link after `label` in a mail's text part. */
function linkIn(text: string, pattern: RegExp): string {
  const match = text.match(pattern);
  if (!match) throw new Error(`no link ${pattern} in:\n${text}`);
  return match[1]!;
}
const confirmLink = (text: string) => linkIn(text, /(http:\/\/\S+\/api\/reminders\/confirm\?\S+)/);
const unsubscribeLink = (text: string) => linkIn(text, /(http:\/\/\S+\/api\/reminders\/unsubscribe\?\S+)/);

const mainText = (html: string) =>
  (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function htmlErrors(html: string, name: string): string[] {
  const file = path.join(dir, `${name}.html`);
  writeFileSync(file, html);
  const run = spawnSync(
    'java',
    ['-jar', require.resolve('vnu-jar/build/dist/vnu.jar'), '--errors-only', '--format', 'json', file],
    { encoding: 'utf8' },
  );
  expect(run.error).toBeUndefined();
  const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: { type: string; message: string }[] };
  return report.messages.filter((m) => m.type === 'error').map((m) => m.message);
}

async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('reminders on one site (SQLite)', () => {
  const clock = path.join(dir, 'clock-a');
  let smtp: TestSmtpServer;
  let base = '';
  const mailsTo = (address: string) =>
    smtp.messages.filter((message) => message.to.includes(address)).map((message) => parseMail(message.raw));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    base = (await startSite({ DATA_DIR: path.join(dir, 'data-a'), SMTP_URL: smtp.url }, clock)).url;
  }, 120_000);
  afterAll(() => smtp?.close());

  it('answers a new and an already subscribed address the same', async () => {
    const first = await post(base, '/api/reminders/subscribe', subscribeForm('same@example.com'));
    const second = await post(base, '/api/reminders/subscribe', subscribeForm('same@example.com'));
    const other = await post(base, '/api/reminders/subscribe', subscribeForm('new@example.com'));
    const answers = [first, second, other];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const texts = await Promise.all(answers.map(async (answer) => mainText(await answer.text())));
    expect(texts[0]).toContain('Check your inbox');
    expect(new Set(texts).size).toBe(1);
    // A post from another site is refused; an invalid form is shown again with its errors and values.
    expect(
      (await post(base, '/api/reminders/subscribe', subscribeForm('x@example.com'), 'https://evil.example')).status,
    ).toBe(403);
    const invalid = await post(base, '/api/reminders/subscribe', subscribeForm('not-an-address', { consent: '' }));
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('value="not-an-address"');
    expect(mainText(html)).toContain('Tick the box to agree');
  });

  it('subscribes below the calculator, confirms, reminds with RFC 8058 headers, and stops after one POST', async () => {
    // An O-A visa that entered 70 days ago: its 90-day reports fall due in 20, 110, 200 and 290 days. The visitor
    // leaves the dates empty: the endpoint takes the calculator's from the page's address.
    const entry = dayFromNow(-70);
    const report = dayFromNow(20);
    const page = await newPage(browserOf());
    await gotoSettled(page, `${base}/visa/stay-calculator/?entry=${entry}&type=o-a`);
    await waitForHydration(page, 'StayCalculator');
    await expectAccessible(page);
    await expectHoneypotHidden(page, '#reminder-website');
    expect(await page.inputValue('#reminder-date-report')).toBe('');
    await page.uncheck('#reminder-kind-apply-extension');
    await page.uncheck('#reminder-kind-last-day');
    await page.fill('#reminder-email', 'visitor@example.com');
    await page.check('#reminder-days-7');
    await page.check('#reminder-consent');
    await Promise.all([
      page.waitForURL(/\/api\/reminders\/subscribe$/),
      page.click('.reminder-form button[type="submit"]'),
    ]);
    await expect.poll(() => page.textContent('h1')).toBe('Check your inbox');

    await expect.poll(() => mailsTo('visitor@example.com').length, { timeout: 10_000 }).toBe(1);
    const [confirmation] = mailsTo('visitor@example.com');
    expect(confirmation!.header('subject')).toContain('Confirm your deadline reminders');
    const written = (day: string) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
    for (const day of [20, 110, 200, 290])
      expect(confirmation!.text).toContain(`- 90-day report: ${written(dayFromNow(day))}`);
    const confirmUrl = confirmLink(confirmation!.text);

    // The link shows a button (a mail scanner opening it changes nothing); the button confirms.
    await page.goto(confirmUrl);
    expect(await page.textContent('h1')).toBe('Confirm your reminders');
    await expectAccessible(page);
    expect(htmlErrors(await page.content(), 'confirm')).toEqual([]);
    await Promise.all([page.waitForLoadState(), page.click('main button[type="submit"]')]);
    await expect.poll(() => page.textContent('h1')).toBe('Your reminders are on');
    await expectAccessible(page);
    expect(htmlErrors(await page.content(), 'confirmed')).toEqual([]);

    // Nothing before its time; at 09:00 Bangkok 7 days before the date, the reminder.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(mailsTo('visitor@example.com')).toHaveLength(1);
    setClock(clock, dueAt(report, 7) + 60_000);
    await expect.poll(() => mailsTo('visitor@example.com').length, { timeout: 10_000 }).toBe(2);
    const reminder = mailsTo('visitor@example.com')[1]!;
    const unsubscribeUrl = unsubscribeLink(reminder.text);
    expect(reminder.header('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(reminder.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(reminder.header('subject')).toContain(`Reminder: 90-day report on ${written(report)}`);
    expect(reminder.text).toContain(`90-day report: ${written(report)} (in 7 days).`);
    expect(reminder.text).toContain(`${base}/visa/90-day-reporting/`);
    expect(reminder.text).toMatch(/Rules last checked: \d{1,2} \w+ \d{4}/);
    expect(reminder.text).not.toContain('This reminder is late');
    expect(reminder.html).toContain('href="http://');

    // The unsubscribe link's page has a button; a mail provider's one POST deletes at once.
    await page.goto(unsubscribeUrl);
    expect(await page.textContent('h1')).toBe('Stop these reminders');
    await expectAccessible(page);
    expect(htmlErrors(await page.content(), 'unsubscribe')).toEqual([]);
    const oneClick = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe('Unsubscribed: the subscription is deleted.');
    // Its link no longer works; nothing is left to stop.
    expect((await page.goto(unsubscribeUrl))?.status()).toBe(404);
    // The next reports' times pass: nothing more arrives.
    setClock(clock, dueAt(dayFromNow(200), 7) + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('visitor@example.com')).toHaveLength(2);
    await page.context().close();
  }, 90_000);

  it('lets an unconfirmed request expire after 48 hours', async () => {
    const answer = await post(
      base,
      '/api/reminders/subscribe',
      subscribeForm('late@example.com', { report_date: dayFromNow(300) }),
    );
    expect(answer.status).toBe(200);
    await expect.poll(() => mailsTo('late@example.com').length, { timeout: 10_000 }).toBe(1);
    const confirmUrl = confirmLink(mailsTo('late@example.com')[0]!.text);
    setClock(clock, Date.now() + 250 * DAY + 49 * 3_600_000);
    const page = await newPage(browserOf());
    const response = await page.goto(confirmUrl);
    expect(response?.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('This link no longer works');
    await expectAccessible(page);
    expect(htmlErrors(await page.content(), 'invalid')).toEqual([]);
    await page.context().close();
  });

  it('shows the Thai form and pages in Thai, accessible and valid', async () => {
    const page = await newPage(browserOf());
    await gotoSettled(page, `${base}/th/visa/stay-calculator/`);
    expect(await page.textContent('#reminders-heading')).toBe('การแจ้งเตือนวันเหล่านี้ทางอีเมล');
    await expectAccessible(page);
    await expectHoneypotHidden(page, '#reminder-website');
    // The trap's label in Thai (src/i18n/th/reminders.ts), as the contact form's.
    expect(await page.textContent('label[for="reminder-website"]')).toBe('โปรดเว้นช่องนี้ว่างไว้');
    const answer = await post(
      base,
      '/api/reminders/subscribe',
      subscribeForm('thai@example.com', { lang: 'th', report_date: dayFromNow(400) }),
    );
    const html = await answer.text();
    expect(html).toContain('<html lang="th"');
    expect(mainText(html)).toContain('โปรดตรวจสอบกล่องจดหมายของท่าน');
    expect(htmlErrors(html, 'th-sent')).toEqual([]);
    await expect.poll(() => mailsTo('thai@example.com').length, { timeout: 10_000 }).toBe(1);
    const confirmation = mailsTo('thai@example.com')[0]!;
    expect(confirmation.header('subject')).toContain('ยืนยันการแจ้งเตือนกำหนดวันของท่าน');
    await page.goto(confirmLink(confirmation.text));
    expect(await page.getAttribute('html', 'lang')).toBe('th');
    expect(await page.textContent('h1')).toBe('ยืนยันการแจ้งเตือนของท่าน');
    await expectAccessible(page);
    expect(htmlErrors(await page.content(), 'th-confirm')).toEqual([]);
    await page.context().close();
  });

  it('works without JavaScript: the form posts and the answer is a page', async () => {
    const context = await browserOf().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/visa/stay-calculator/`);
    await page.fill('#reminder-email', 'nojs@example.com');
    await page.fill('#reminder-date-report', dayFromNow(500));
    await page.uncheck('#reminder-kind-apply-extension');
    await page.uncheck('#reminder-kind-last-day');
    await page.check('#reminder-consent');
    await Promise.all([page.waitForURL(/subscribe$/), page.click('.reminder-form button[type="submit"]')]);
    expect(await page.textContent('h1')).toBe('Check your inbox');
    await context.close();
  });
});

describe('reminders on two sites sharing one PostgreSQL database', () => {
  const clock = path.join(dir, 'clock-pg');
  let smtp: TestSmtpServer;
  let database: TempDatabase;
  const sites: string[] = [];
  const deadline = dayFromNow(30);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTempDatabase('siam_reminders_e2e');
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url };
    for (let i = 0; i < 2; i++) sites.push((await startSite(env, clock)).url);
  }, 120_000);
  afterAll(async () => {
    await smtp?.close();
    for (const child of children.splice(0)) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database?.drop();
  });

  /** Subscribes and confirms `email` through alternating sites; resolves once confirmed. */
  async function subscribed(email: string, i: number) {
    const site = sites[i % 2]!;
    expect((await post(site, '/api/reminders/subscribe', subscribeForm(email, { report_date: deadline }))).status).toBe(
      200,
    );
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
    const confirm = new URL(confirmLink(parseMail(smtp.messages.find((m) => m.to.includes(email))!.raw).text));
    const other = sites[(i + 1) % 2]!;
    expect((await post(other, confirm.pathname + confirm.search, '')).status).toBe(200);
  }

  it('sends each reminder once', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `pg${i}@example.com`);
    for (const [i, email] of emails.entries()) await subscribed(email, i);
    const before = smtp.messages.length;
    setClock(clock, dueAt(deadline, 7) + 60_000);
    await smtp.waitFor(before + emails.length, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a duplicate would arrive in this time
    const reminders = smtp.messages.slice(before);
    expect(reminders).toHaveLength(emails.length);
    expect(new Set(reminders.flatMap((m) => m.to))).toEqual(new Set(emails));
  }, 90_000);

  it('keeps a reminder while the relay is down and sends it when it is back', async () => {
    const later = dayFromNow(60);
    const email = 'down@example.com';
    expect(
      (await post(sites[0]!, '/api/reminders/subscribe', subscribeForm(email, { report_date: later }))).status,
    ).toBe(200);
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
    const confirm = new URL(confirmLink(parseMail(smtp.messages.find((m) => m.to.includes(email))!.raw).text));
    expect((await post(sites[1]!, confirm.pathname + confirm.search, '')).status).toBe(200);
    const port = smtp.port;
    await smtp.close();
    setClock(clock, dueAt(later, 7) + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // attempts fail while it is down
    smtp = await startSmtpServer({ port });
    const reminder = await smtp.waitFor(1, 20_000);
    expect(reminder[0]!.to).toEqual([email]);
    expect(parseMail(reminder[0]!.raw).header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  }, 60_000);
});
