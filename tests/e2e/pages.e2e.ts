/**
 * Every page type: axe-core (WCAG 2.2 A and AA) with zero violations, no CSP
 * violations, and the page reads with JavaScript off.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, cspViolations, describeViolations, launchBrowser, newPage } from './support/browser.ts';
import { pageTypes as allPageTypes } from './support/page-types.ts';

const base = inject('baseUrl');

/** One page of each type, from the section model (support/page-types.ts). */
let pageTypes: Record<string, string> = {};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  pageTypes = await allPageTypes(base);
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility and CSP on every page type', () => {
  for (const width of [1280, 360]) {
    it(`has zero axe violations and no CSP violations at ${width} px`, async () => {
      const page = await newPage(browser, { viewport: { width, height: 900 } });
      for (const [name, path] of Object.entries(pageTypes)) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
        const violations = await axeViolations(page);
        expect(violations, `${name} ${path}\n${describeViolations(violations)}`).toEqual([]);
        expect(await cspViolations(page), `${name} ${path}`).toEqual([]);
        // Nothing wider than the screen: no sideways scrolling at any width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${path}`).toBeLessThanOrEqual(width);
      }
      await page.context().close();
    });
  }
});

describe('JavaScript off', () => {
  it('shows the whole content of every page type', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    for (const [name, path] of Object.entries(pageTypes)) {
      await page.goto(base + path);
      expect(await page.locator('h1').count(), `${name} ${path}`).toBe(1);
      expect((await page.locator('main').innerText()).length, `${name} ${path}`).toBeGreaterThan(40);
    }
    await page.context().close();
  });
});

describe('no third-party requests', () => {
  it('loads every page type from its own origin only', async () => {
    const page = await newPage(browser);
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(base) && !req.url().startsWith('data:')) foreign.push(req.url());
    });
    for (const path of Object.values(pageTypes)) await page.goto(base + path, { waitUntil: 'networkidle' });
    expect(foreign).toEqual([]);
    await page.context().close();
  });
});
