/**
 * Every page type: axe-core (WCAG 2.2 A and AA) with zero violations, no CSP
 * violations, no sideways scrolling, no third-party request, and the page reads
 * with JavaScript off. One test per page type and check, so a failure names its
 * page and a slow machine times out one page, not the whole walk.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectCleanAt, gotoSettled, launchBrowser, newPage } from './support/browser.ts';
import { pageTypes as allPageTypes } from '../../scripts/lib/page-types.ts';

const base = inject('baseUrl');

/** One page of each type, from the section model (scripts/lib/page-types.ts); the site is up before tests are collected. */
const pageTypes = Object.entries(await allPageTypes(base));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const width of [1280, 360]) {
  describe(`accessibility, CSP and width at ${width} px`, () => {
    it.each(pageTypes)('%s (%s)', async (name, path) => {
      const page = await newPage(browser, { viewport: { width, height: 900 } });
      await gotoSettled(page, base + path);
      await expectCleanAt(page, width, `${name} ${path}`);
      await page.context().close();
    });
  });
}

describe('JavaScript off: the whole content shows', () => {
  it.each(pageTypes)('%s (%s)', async (name, path) => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(base + path);
    expect(await page.locator('h1').count(), `${name} ${path}`).toBe(1);
    expect((await page.locator('main').innerText()).length, `${name} ${path}`).toBeGreaterThan(40);
    await page.context().close();
  });
});

describe('no third-party requests', () => {
  it.each(pageTypes)('%s (%s) loads from its own origin only', async (_name, path) => {
    const page = await newPage(browser);
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(base) && !req.url().startsWith('data:')) foreign.push(req.url());
    });
    await gotoSettled(page, base + path);
    expect(foreign).toEqual([]);
    await page.context().close();
  });
});
