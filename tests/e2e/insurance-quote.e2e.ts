/**
 * /insurance/quote/: "Get an Insurance Quote", the Coming Soon notice, the six
 * planned features, and a contact button whose form arrives with Insurance chosen.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('insurance quote page', () => {
  it('announces the coming quote tool, lists its six features and links the contact form with Insurance chosen', async () => {
    const page = await openPage(browser, base, '/insurance/quote/');
    expect(await page.locator('h1').innerText()).toBe('Get an Insurance Quote');
    expect(await page.locator('.notice').innerText()).toContain('Coming Soon');
    expect(await page.locator('.quote__features li').allInnerTexts()).toEqual([
      'Instant quote comparison',
      'Visa requirement matching',
      'Coverage recommendations',
      'Premium calculators',
      'Hospital network maps',
      'Digital certificate download',
    ]);
    const button = page.getByRole('link', { name: 'Ask for a quote' });
    expect(await button.getAttribute('href')).toBe('/contact/?topic=insurance');
    await button.click();
    await page.waitForURL('**/contact/?topic=insurance');
    await waitForHydration(page, 'ContactForm');
    expect(await page.locator('select#contact-service').inputValue()).toBe('Insurance');
    await page.context().close();
  });
});
