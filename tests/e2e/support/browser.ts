/**
 * Real Chromium through playwright-core, and the checks every page type gets:
 * axe-core (WCAG 2.2 A and AA, zero violations) and no CSP violations.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page, BrowserContextOptions, Response } from 'playwright-core';
import { launchBrowser } from '../../../scripts/lib/chromium.ts';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** How the suites start Chromium; shared with the news benchmark, so it lives in scripts/lib. */
export { launchBrowser };

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  // Record CSP violations so tests can assert there are none.
  await page.addInitScript(() => {
    (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return page;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core with the WCAG 2.x A/AA rules (2.2 included) and returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // evaluate() runs through the DevTools protocol, so the page's CSP does not block it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** No axe violation on the page as it stands; a failure lists them, after `label`. */
export async function expectNoAxeViolations(page: Page, label = ''): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, label ? `${label}\n${describeViolations(violations)}` : describeViolations(violations)).toEqual(
    [],
  );
}

/** What every page type gets, at a screen `width` px wide: no axe violation, no CSP violation, no sideways scrolling. */
export async function expectCleanAt(page: Page, width: number, label: string): Promise<void> {
  await expectNoAxeViolations(page, label);
  expect(await cspViolations(page), label).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
}

/**
 * Opens a URL and waits until the document is parsed and loaded, then until the network has been quiet for 500 ms.
 * Playwright's `networkidle` alone can come first on a busy machine: with no request in flight the parser may still
 * be working through the HTML, and every page stays invisible until its last line is parsed (global.css).
 */
export async function gotoSettled(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return response;
}

/** `page.reload()` with the same waits as `gotoSettled`. */
export async function reloadSettled(page: Page): Promise<Response | null> {
  const response = await page.reload({ waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return response;
}

/** A new page at `base + path`, loaded until the network is idle; fails the test unless the answer is 200. */
export async function openPage(
  browser: Browser,
  base: string,
  path: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await newPage(browser, options);
  const response = await gotoSettled(page, base + path);
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}, not 200`);
  return page;
}

/** A new page at `base + path`, which must answer 404: the section's not-found page, to read. */
export async function openMissingPage(browser: Browser, base: string, path: string): Promise<Page> {
  const page = await newPage(browser);
  const response = await page.goto(base + path);
  expect(response?.status(), path).toBe(404);
  return page;
}

/** Each page of `from` (opened with `options`) links to `target` at least once; a failure names the page. */
export async function expectLinkedFrom(
  browser: Browser,
  base: string,
  target: string,
  from: readonly string[],
  options: BrowserContextOptions = {},
): Promise<void> {
  for (const path of from) {
    const page = await openPage(browser, base, path, options);
    expect(await page.locator(`a[href="${target}"]`).count(), path).toBeGreaterThan(0);
    await page.context().close();
  }
}

/** Waits until the island of this component (a part of its file name) has hydrated. */
export async function waitForHydration(page: Page, component: string): Promise<void> {
  await page.waitForFunction((name) => {
    const island = document.querySelector(`astro-island[component-url*="${name}"]`);
    return island !== null && !island.hasAttribute('ssr');
  }, component);
}

/**
 * One Chromium for the test file: launched before its tests, closed after.
 * Returns a getter, since the browser exists only once `beforeAll` has run.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll');
    return browser;
  };
}

/**
 * One Chromium for the test file (browserForFile) and the pages a suite opens with it: `open`, a page of the site at
 * `base` (openPage: loaded, and answered 200), `blankPage`, a new page not yet anywhere (newPage), for a test that
 * must route or listen before it navigates, and `openMissing`, a path that must answer 404 (openMissingPage).
 */
export function sitePages(base: string) {
  const browserOf = browserForFile();
  const open = (path: string, options: BrowserContextOptions = {}) => openPage(browserOf(), base, path, options);
  const blankPage = (options: BrowserContextOptions = {}) => newPage(browserOf(), options);
  const openMissing = (path: string) => openMissingPage(browserOf(), base, path);
  return { browserOf, open, blankPage, openMissing };
}
