/**
 * What the contact suites (contact.e2e.ts in English, thai-contact.e2e.ts in Thai) share: the pause a person
 * needs before sending, the lead the server stored (read from its own SQLite file), the island taking over the
 * form; and, for the contact and reminder forms, the check that a form's spam trap stays hidden.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserForFile, newPage } from './browser.ts';

/** Time a person needs at least: below it a lead is stored as spam (LEADS_MIN_FILL_MS, 3 s). */
export const HUMAN_PAUSE_MS = 3300;

export type StoredRow = Record<string, string | number | null>;

/** Reads the newest lead stored for an address in the server's SQLite file under `dataDir` (inject('dataDir')). */
export function leadReader(dataDir: string): (email: string) => StoredRow | undefined {
  return (email) => {
    const db = new DatabaseSync(join(dataDir, 'leads.sqlite'), { readOnly: true });
    try {
      return db.prepare('SELECT * FROM leads WHERE email = ? ORDER BY created_at DESC LIMIT 1').get(email) as
        StoredRow | undefined;
    } finally {
      db.close();
    }
  };
}

/**
 * What a contact suite works with against the shared fixture server: its address, one Chromium for the file, the
 * contact form at a path of the site (as `openContactForm` opens it), and the lead the server stored for an address.
 */
export function contactSuite() {
  const base = inject('baseUrl');
  const browserOf = browserForFile();
  const openForm = (path: string) => openContactForm(browserOf(), base + path);
  return { base, browserOf, openForm, leadByEmail: leadReader(inject('dataDir')) };
}

/** Waits until the contact island has taken over the form (it then turns off the browser's own validation). */
export async function contactFormHydrated(page: Page): Promise<void> {
  await page.waitForSelector('form.contact-form[novalidate]');
}

/** A new page on the contact form at `url` once the island has taken over, and how many requests it sent to /api/contact. */
export async function openContactForm(browser: Browser, url: string): Promise<{ page: Page; posts: () => number }> {
  const page = await newPage(browser);
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posts += 1;
  });
  await page.goto(url);
  await contactFormHydrated(page);
  return { page, posts: () => posts };
}

/**
 * The spam trap `input` (a selector) is there for bots and hidden from people: its box is off screen, it is out of
 * the tab order, empty, and inside an aria-hidden element, so assistive technology does not find it by its label.
 */
export async function expectHoneypotHidden(page: Page, input: string): Promise<void> {
  const trap = page.locator(input);
  expect(await trap.count(), input).toBe(1);
  expect(await trap.getAttribute('tabindex'), input).toBe('-1');
  expect(await trap.inputValue(), input).toBe('');
  expect(await trap.evaluate((element) => element.closest('[aria-hidden="true"]') !== null), input).toBe(true);
  const box = await trap.evaluate((element) => {
    const r = element.closest('[aria-hidden="true"]')!.getBoundingClientRect();
    return { right: r.right, width: r.width, height: r.height };
  });
  expect(box.right, `${input} is off screen`).toBeLessThanOrEqual(0);
  expect(box.width * box.height, `${input} takes no room`).toBeLessThanOrEqual(1);
  const id = await trap.getAttribute('id');
  const label = (await page.locator(`label[for="${id}"]`).textContent())?.trim();
  expect(label, `${input} has a label`).toBeTruthy();
  expect(
    await page.getByRole('textbox', { name: label, exact: true }).count(),
    `${input} is not in the accessibility tree`,
  ).toBe(0);
}
