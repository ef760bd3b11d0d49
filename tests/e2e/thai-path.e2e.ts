/**
 * A Thai reader's path, end to end: the Thai home page, a Thai guide, the Thai stay calculator with its answer, the
 * Thai contact form, a stored lead with language th, and the team's e-mail that says the lead came in Thai. On each
 * page the main text (what is not marked English: source titles, names) is Thai: its share of Thai letters among
 * all letters is checked, so an English sentence left on the way fails. A server of its own, with a real SMTP
 * server on loopback for the team's notification.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { browserForFile, gotoSettled, newPage, waitForHydration } from './support/browser.ts';
import { contactFormHydrated, HUMAN_PAUSE_MS, leadReader } from './support/forms.ts';
import { startServerProcess } from './support/server-process.ts';

const browserOf = browserForFile();
const dataDir = mkdtempSync(path.join(tmpdir(), 'thai-path-e2e-'));
let smtp: TestSmtpServer;
let child: ChildProcess;
let base: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const started = await startServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: 'team@example.com',
  });
  child = started.child;
  base = started.url;
}, 90_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The share of Thai letters among the letters of the page's main text, leaving out what is marked as another
 * language (source titles, English names) and what is not read (scripts, styles).
 */
async function thaiShare(page: Page, selector = 'main', leaveOut = ''): Promise<number> {
  return page.locator(selector).evaluate((root, also) => {
    const clone = root.cloneNode(true) as Element;
    for (const el of clone.querySelectorAll(
      `[lang]:not([lang^="th"]), script, style, template${also ? `, ${also}` : ''}`,
    ))
      el.remove();
    const text = clone.textContent ?? '';
    const thai = (text.match(/[\u0E01-\u0E3A\u0E40-\u0E4E]/g) ?? []).length;
    const latin = (text.match(/[A-Za-z]/g) ?? []).length;
    return thai / Math.max(1, thai + latin);
  }, leaveOut);
}

// Thai prose around the names the pages keep (TM30, DTV, LTR, URLs, brand) reads at well over four Thai letters in five.
const MOSTLY_THAI = 0.8;

describe("a Thai reader's path", () => {
  it('from the Thai home page to a Thai guide, both in Thai', async () => {
    const page = await newPage(browserOf());
    await gotoSettled(page, `${base}/th/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    expect(await thaiShare(page)).toBeGreaterThan(MOSTLY_THAI);
    await gotoSettled(page, `${base}/th/visa/`);
    // The first Thai guide the visa hub lists (whatever the content holds).
    const guide = page
      .locator('main a[href^="/th/visa/"][href$="/"]:not([href="/th/visa/"]):not([href*="stay-calculator"])')
      .first();
    await guide.click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toMatch(/^\/th\/visa\/[a-z0-9-]+\/$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    expect(await thaiShare(page)).toBeGreaterThan(MOSTLY_THAI);
    await page.context().close();
  });

  it("the Thai stay calculator's answer is Thai", async () => {
    const page = await newPage(browserOf());
    // A United Kingdom national entering visa-exempt on 1 December 2026 (60 days: the last day is 29 January 2027,
    // written 29 ม.ค. 2570 in the Buddhist era).
    await gotoSettled(page, `${base}/th/visa/stay-calculator/?entry=2026-12-01&type=visa-exempt&nat=united-kingdom`);
    await waitForHydration(page, 'StayCalculator');
    const results = page.locator('.stay-calc__results');
    await expect.poll(() => results.locator('li').count()).toBeGreaterThan(0);
    expect(await results.textContent()).toContain('2570');
    // The dates, notes and the sources each date rests on ("หลักเกณฑ์:"), described in Thai.
    expect(await thaiShare(page, '.stay-calc__results')).toBeGreaterThan(MOSTLY_THAI);
    await page.context().close();
  });

  it('the Thai contact form stores a lead in Thai, and the team is told to reply in Thai', async () => {
    const page = await newPage(browserOf());
    await page.goto(`${base}/th/contact/`);
    await contactFormHydrated(page);
    expect(await thaiShare(page)).toBeGreaterThan(MOSTLY_THAI);
    await page.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('สมหญิง');
    await page.getByRole('textbox', { name: 'อีเมล', exact: true }).fill('thai.path@example.com');
    await page.getByRole('combobox', { name: 'บริการ', exact: true }).selectOption({ label: 'วีซ่า' });
    await page.getByRole('textbox', { name: 'ข้อความ', exact: true }).fill('ต้องการสอบถามเรื่องการรายงานตัว 90 วัน');
    await page.getByRole('checkbox', { name: /ข้าพเจ้ายินยอมให้จัดเก็บ/ }).check();
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await page.getByRole('button', { name: 'ส่งข้อความ' }).click();
    await page.waitForURL(`${base}/th/thank-you/?lead=contact`);
    expect(await thaiShare(page)).toBeGreaterThan(MOSTLY_THAI);
    expect(leadReader(dataDir)('thai.path@example.com')).toMatchObject({
      language: 'th',
      first_name: 'สมหญิง',
      is_spam: 0,
    });
    const [mail] = await smtp.waitFor(1, 20_000);
    const parsed = parseMail(mail!.raw);
    expect(parsed.header('subject')).toMatch(/^New Visa enquiry in Thai from สมหญิง/);
    expect(parsed.text).toContain('please reply in Thai');
    await page.context().close();
  });
});
