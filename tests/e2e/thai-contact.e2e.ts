/**
 * The contact flow in Thai, in real Chromium against the built site: the Thai form (JavaScript on and off)
 * stores its lead with language th and lands on the Thai thank-you page; bad submissions are answered in Thai
 * by the island and by the server (the no-JavaScript retry page, values kept); the Thai contact, retry,
 * thank-you and privacy pages pass axe, and the retry page (rendered on demand, so not in the build) the
 * W3C HTML checker; hreflang pairs; the Thai privacy policy has the English one's sections.
 * Leads are read from the server's own SQLite file (inject('dataDir')).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanAt, gotoSettled, newPage } from './support/browser.ts';
import { contactFormHydrated, contactSuite, expectHoneypotHidden, HUMAN_PAUSE_MS } from './support/forms.ts';
import { site } from '../../src/config/site.ts';

const { base, browserOf, openForm, leadByEmail } = contactSuite();
const require = createRequire(import.meta.url);

// The form's labels as a Thai visitor reads them (src/i18n/th/contact.ts), written out.
const field = {
  firstName: 'ชื่อ',
  email: 'อีเมล',
  service: 'บริการ',
  message: 'ข้อความ',
  consent: /ข้าพเจ้ายินยอมให้จัดเก็บ/,
  send: 'ส่งข้อความ',
};

async function fillThai(page: Page, email: string, message = 'ต้องการต่ออายุวีซ่าเกษียณ') {
  await page.getByRole('textbox', { name: field.firstName, exact: true }).fill('สมชาย');
  await page.getByRole('textbox', { name: field.email, exact: true }).fill(email);
  await page.getByRole('combobox', { name: field.service, exact: true }).selectOption({ label: 'วีซ่า' });
  await page.getByRole('textbox', { name: field.message, exact: true }).fill(message);
  await page.getByRole('checkbox', { name: field.consent }).check();
}

async function expectThaiThankYou(page: Page) {
  await page.waitForURL(`${base}/th/thank-you/?lead=contact`);
  expect(await page.locator('html').getAttribute('lang')).toBe('th');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ขอบคุณ เราได้รับคำขอของท่านแล้ว');
  expect(await page.title()).toBe(`ขอบคุณ | ${site.brand}`);
}

describe('the Thai contact form', () => {
  it('with JavaScript: stores the lead with language th and lands on the Thai thank-you page', async () => {
    const { page } = await openForm('/th/contact/');
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    await fillThai(page, 'th.js.e2e@example.com');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await page.getByRole('button', { name: field.send }).click();
    await expectThaiThankYou(page);
    expect(leadByEmail('th.js.e2e@example.com')).toMatchObject({
      language: 'th',
      service: 'Visa',
      first_name: 'สมชาย',
      message: 'ต้องการต่ออายุวีซ่าเกษียณ',
      page_url: `${base}/th/contact/`,
      is_spam: 0,
    });
    await page.context().close();
  });

  it('with JavaScript off: the plain form stores language th and answers with the Thai thank-you page', async () => {
    const page = await newPage(browserOf(), { javaScriptEnabled: false });
    await page.goto(`${base}/th/contact/`);
    await fillThai(page, 'th.nojs.e2e@example.com');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    const [answer] = await Promise.all([
      page.waitForResponse(`${base}/api/contact`),
      page.getByRole('button', { name: field.send }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await expectThaiThankYou(page);
    expect(leadByEmail('th.nojs.e2e@example.com')).toMatchObject({
      language: 'th',
      service: 'Visa',
      page_url: `${base}/th/contact/`,
      is_spam: 0,
    });
    await page.context().close();
  });

  it('an English submission is stored with language en', async () => {
    const page = await newPage(browserOf(), { javaScriptEnabled: false });
    await page.goto(`${base}/contact/`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('en.lang.e2e@example.com');
    await page.getByRole('combobox', { name: 'Service', exact: true }).selectOption('Other');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await page.getByRole('checkbox', { name: /I agree that my details/ }).check();
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await Promise.all([
      page.waitForURL(`${base}/thank-you/?lead=contact`),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(leadByEmail('en.lang.e2e@example.com')).toMatchObject({ language: 'en' });
    await page.context().close();
  });

  it('with JavaScript: a bad submission is answered in Thai, tied to its fields, nothing sent', async () => {
    const { page, posts } = await openForm('/th/contact/');
    await page.getByRole('textbox', { name: field.email, exact: true }).fill('a@b');
    await page.getByRole('button', { name: field.send }).click();
    expect(await page.getByRole('alert').textContent()).toBe('โปรดแก้ไขช่องที่ไฮไลต์ไว้ 4 ช่อง');
    expect(await page.locator('#contact-email-error').textContent()).toBe(
      'อีเมลไม่ถูกต้อง โปรดกรอกในรูปแบบ name@example.com',
    );
    expect(await page.locator('#contact-service-error').textContent()).toBe(
      'โปรดเลือกบริการ: วีซ่า ประกันภัย อสังหาริมทรัพย์ หรืออื่น ๆ',
    );
    expect(await page.locator('#contact-message-error').textContent()).toBe('โปรดกรอกข้อความ');
    expect(await page.locator('#contact-consent-error').textContent()).toBe('โปรดให้ความยินยอมตามนโยบายความเป็นส่วนตัว');
    expect(posts()).toBe(0);
    await page.context().close();
  });

  it("with JavaScript: the server's refusal is shown in Thai", async () => {
    const { page } = await openForm('/th/contact/');
    // Valid for the form, refused by the server: a message over its limit once the server counts it.
    await fillThai(page, 'th.server.e2e@example.com');
    await page.route('**/api/contact', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, message: 'ก'.repeat(5001) }) });
    });
    await page.getByRole('button', { name: field.send }).click();
    await expect
      .poll(() => page.locator('.contact-form__status-text').textContent(), { timeout: 15_000 })
      .toBe('ข้อความต้องมีความยาวไม่เกิน 5000 ตัวอักษร');
    expect(await page.locator('#contact-message-error').textContent()).toBe('ข้อความต้องมีความยาวไม่เกิน 5000 ตัวอักษร');
    expect(leadByEmail('th.server.e2e@example.com')).toBeUndefined();
    await page.context().close();
  });

  it('with JavaScript off: the server shows the Thai form again with its error in Thai and the values kept', async () => {
    const page = await newPage(browserOf(), { javaScriptEnabled: false });
    await page.goto(`${base}/th/contact/`);
    // "a@b" passes the browser's own e-mail check but not the server's.
    await fillThai(page, 'a@b');
    const [refused] = await Promise.all([
      page.waitForResponse(`${base}/api/contact`),
      page.getByRole('button', { name: field.send }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.waitForLoadState();
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    expect(await page.title()).toBe(`ติดต่อเรา | ${site.brand}`);
    expect(await page.locator('.contact-form__status-text').textContent()).toBe(
      'อีเมลไม่ถูกต้อง โปรดกรอกในรูปแบบ name@example.com',
    );
    expect(await page.locator('#contact-email-error').textContent()).toBe(
      'อีเมลไม่ถูกต้อง โปรดกรอกในรูปแบบ name@example.com',
    );
    expect(await page.getByRole('textbox', { name: field.email, exact: true }).inputValue()).toBe('a@b');
    expect(await page.getByRole('textbox', { name: field.firstName, exact: true }).inputValue()).toBe('สมชาย');
    expect(await page.getByRole('textbox', { name: field.message, exact: true }).inputValue()).toBe(
      'ต้องการต่ออายุวีซ่าเกษียณ',
    );
    expect(await page.getByRole('combobox', { name: field.service, exact: true }).inputValue()).toBe('Visa');
    expect(await page.getByRole('checkbox', { name: field.consent }).isChecked()).toBe(true);
    expect(await page.locator('input[name="language"]').inputValue()).toBe('th');

    // Corrected, it goes through: stored in Thai, Thai thank-you page.
    await page.getByRole('textbox', { name: field.email, exact: true }).fill('th.retry.e2e@example.com');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await Promise.all([
      page.waitForResponse(`${base}/api/contact`),
      page.getByRole('button', { name: field.send }).click(),
    ]);
    await expectThaiThankYou(page);
    expect(leadByEmail('th.retry.e2e@example.com')).toMatchObject({ language: 'th', first_name: 'สมชาย' });
    await page.context().close();
  });
});

describe('the Thai contact pages', () => {
  it('keep the spam trap from people and assistive technology', async () => {
    const { page } = await openForm('/th/contact/');
    await expectHoneypotHidden(page, '#contact-website');
    await page.context().close();
  });

  it('pair with the English pages by hreflang both ways; the switch keeps the page', async () => {
    const page = await newPage(browserOf());
    for (const path of ['/contact/', '/contact/book/', '/privacy/']) {
      for (const shown of [path, `/th${path}`]) {
        await page.goto(base + shown);
        const alternates = Object.fromEntries(
          await page
            .locator('link[rel="alternate"][hreflang]')
            .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
        );
        expect(alternates, shown).toEqual({
          en: `${site.origin}${path}`,
          th: `${site.origin}/th${path}`,
          'x-default': `${site.origin}${path}`,
        });
      }
      expect(await page.locator('a.site-header__lang').getAttribute('href')).toBe(path);
    }
    await page.goto(`${base}/th/thank-you/?lead=contact`);
    expect(await page.locator('a.site-header__lang').getAttribute('href')).toBe('/thank-you/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    await page.context().close();
  });

  it('the Thai privacy policy has the sections of the English one, the same version date and says the English version prevails', async () => {
    const page = await newPage(browserOf());
    const sections = async () => page.locator('article h2').evaluateAll((headings) => headings.map((h) => h.id));
    await page.goto(`${base}/privacy/`);
    const english = await sections();
    const englishDate = await page.locator('article time').getAttribute('datetime');
    await page.goto(`${base}/th/privacy/`);
    expect(await sections()).toEqual(english);
    expect(await page.locator('article time').getAttribute('datetime')).toBe(englishDate);
    expect(await page.locator('article time').textContent()).toMatch(/^\d{1,2} [\u0E00-\u0E7F.]+ 25\d\d$/);
    const notice = page.locator('article .notice');
    expect(await notice.textContent()).toContain('ฉบับภาษาอังกฤษมีผลเหนือกว่า');
    expect(await notice.locator('a').getAttribute('href')).toBe('/privacy/');
    // The Thai pages link each other: the form's consent link, the thank-you page's privacy link.
    await page.goto(`${base}/th/contact/`);
    expect(await page.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' }).first().getAttribute('href')).toBe(
      '/th/privacy/',
    );
    await page.context().close();
  });

  for (const width of [1280, 360]) {
    it(`contact with its errors, thank-you and privacy have zero axe and CSP violations at ${width} px`, async () => {
      const page = await newPage(browserOf(), { viewport: { width, height: 900 } });
      const check = (label: string) => expectCleanAt(page, width, label);
      await gotoSettled(page, `${base}/th/contact/`);
      await contactFormHydrated(page);
      await check('th contact');
      await page.getByRole('button', { name: field.send }).click();
      await check('th contact with errors');
      for (const path of ['/th/thank-you/?lead=contact', '/th/privacy/']) {
        await gotoSettled(page, base + path);
        await check(path);
      }
      await page.context().close();
    }, 120_000);

    it(`the retry page (the form shown again by the server) has zero axe and CSP violations at ${width} px`, async () => {
      const page = await newPage(browserOf(), { viewport: { width, height: 900 } });
      await gotoSettled(page, `${base}/th/contact/`);
      await contactFormHydrated(page);
      await fillThai(page, 'a@b');
      await Promise.all([
        page.waitForResponse(`${base}/api/contact`),
        page.evaluate(() => document.querySelector<HTMLFormElement>('form.contact-form')!.submit()), // the plain post, past the island
      ]);
      await page.waitForLoadState('networkidle');
      await contactFormHydrated(page);
      expect(await page.locator('.contact-form__status-text').textContent()).toBe(
        'อีเมลไม่ถูกต้อง โปรดกรอกในรูปแบบ name@example.com',
      );
      await expectCleanAt(page, width, 'th retry');
      await page.context().close();
    }, 60_000);
  }

  it('the retry page is valid HTML (W3C Nu checker)', async () => {
    const body = new URLSearchParams({ email: 'a@b', service: 'Visa', message: 'สวัสดี', consent: 'on', language: 'th' });
    const response = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="th"');
    const dir = mkdtempSync(join(tmpdir(), 'th-retry-'));
    try {
      const file = join(dir, 'retry.html');
      writeFileSync(file, html);
      const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
      const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', file], { encoding: 'utf8' });
      expect(run.error, 'java must be installed').toBeUndefined();
      const report = JSON.parse(run.stderr || '{"messages":[]}') as {
        messages: { type: string; message: string; extract?: string }[];
      };
      expect(report.messages.filter((m) => m.type === 'error').map((m) => `${m.message} ${m.extract ?? ''}`)).toEqual(
        [],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
