/**
 * A tool starts on the first screen of a phone: at 360 × 740, with JavaScript
 * on, the first control of every tool page (tests/e2e/support/tool-pages.ts)
 * is wholly in view before any scrolling; with JavaScript off, either that
 * control is (a tool that works without it) or a notice that the tool needs
 * JavaScript is, with a link to the tool's worked examples that leads to
 * something on the page or the site. Every figure is printed, so a run also
 * measures how far each tool sits from the top.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { toolPages } from './support/tool-pages.ts';

const base = inject('baseUrl');
const SCREEN = { width: 360, height: 740 };
/** The first control a visitor can use: a form field or a button in the page's main content, in document order. */
const CONTROL = 'main :is(input:not([type="hidden"]), select, textarea, button, summary)';
const NOTICE = 'main [data-needs-javascript]';
/** Between the title and the tool, at most this many lines saying what the tool answers. */
const MOST_LINES = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Placement {
  what: string;
  top: number;
  bottom: number;
  scrollY: number;
  link?: string;
}

/** Waits until every island that hydrates on load or when idle has (one that hydrates when visible renders its controls all the same). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr]')].every(
        (island) => island.getAttribute('client') === 'visible',
      ),
    undefined,
    { timeout: 30_000 },
  );
}

/** Where the first visible element matching `selector` sits in the first screen. */
async function placementOf(page: Page, selector: string): Promise<Placement | undefined> {
  return page.evaluate((selector) => {
    const visible = [...document.querySelectorAll<HTMLElement>(selector)].find((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    if (!visible) return undefined;
    const box = visible.getBoundingClientRect();
    const link = visible.querySelector('a[href]')?.getAttribute('href') ?? undefined;
    const what = `${visible.tagName.toLowerCase()}${visible.id ? '#' + visible.id : ''} "${(visible.getAttribute('aria-label') ?? visible.textContent ?? '').trim().slice(0, 40)}"`;
    return { what, top: Math.round(box.top), bottom: Math.round(box.bottom), scrollY: window.scrollY, link };
  }, selector);
}

/**
 * The lines of text between the page's title and `selector`'s first match, outside any island and heading: what
 * the page says before its tool.
 */
async function linesBefore(page: Page, selector: string): Promise<number> {
  return page.evaluate((selector) => {
    const title = document.querySelector('main h1');
    const tool = document.querySelector(selector);
    if (!title || !tool) return Number.NaN;
    const between = [...document.querySelectorAll<HTMLElement>('main :is(p, ul, ol, dl, div.notice, details)')].filter(
      (el) =>
        title.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
        tool.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING &&
        !el.contains(tool) &&
        !el.closest('astro-island, noscript, form, h2, h3, legend, label') &&
        !el.parentElement?.closest('main :is(p, ul, ol, dl, div.notice, details)'),
    );
    return between.reduce((lines, el) => {
      const box = el.getBoundingClientRect();
      return lines + (box.height === 0 ? 0 : Math.round(box.height / parseFloat(getComputedStyle(el).lineHeight)));
    }, 0);
  }, selector);
}

/** Whether a link leads somewhere: an element on the page for a fragment, else a page answering 200. */
async function linkLeads(page: Page, href: string): Promise<boolean> {
  const url = new URL(href, page.url());
  if (url.pathname === new URL(page.url()).pathname && url.hash)
    return page
      .locator(url.hash)
      .count()
      .then((n) => n === 1);
  return (await fetch(base + url.pathname)).status === 200;
}

describe('every tool starts on the first screen of a 360 × 740 phone', () => {
  for (const javaScript of [true, false]) {
    it(`with JavaScript ${javaScript ? 'on' : 'off'}`, async () => {
      const context = await browser.newContext({
        viewport: SCREEN,
        isMobile: true,
        hasTouch: true,
        javaScriptEnabled: javaScript,
      });
      const figures: Record<string, string> = {};
      const failures: string[] = [];
      for (const tool of toolPages) {
        const page = await context.newPage();
        const response = await page.goto(base + tool.path, { waitUntil: 'load' });
        expect(response?.status(), tool.path).toBe(200);
        if (javaScript) await hydrated(page);
        const wantsNotice = !javaScript && tool.withoutJavaScript === 'notice';
        const placed = await placementOf(page, wantsNotice ? NOTICE : CONTROL);
        if (!placed) {
          failures.push(`${tool.path}: no ${wantsNotice ? 'notice that it needs JavaScript' : 'control'}`);
        } else {
          const lines = await linesBefore(page, wantsNotice ? NOTICE : CONTROL);
          figures[tool.path] = `${placed.top}-${placed.bottom} ${placed.what}, ${lines} lines of text above`;
          if (!(lines <= MOST_LINES))
            failures.push(`${tool.path}: ${lines} lines of text between the title and the tool`);
          if (placed.scrollY !== 0 || placed.top < 0 || placed.bottom > SCREEN.height)
            failures.push(
              `${tool.path}: ${placed.what} at ${placed.top}-${placed.bottom} px (scrolled ${placed.scrollY})`,
            );
          if (wantsNotice && !(placed.link && (await linkLeads(page, placed.link))))
            failures.push(`${tool.path}: the notice has no link to the worked examples (${placed.link ?? 'none'})`);
        }
        await page.close();
      }
      console.log(failures.join('\n'));
      console.log(
        `first control at 360 × 740, JavaScript ${javaScript ? 'on' : 'off'}:\n${Object.entries(figures)
          .map(([p, f]) => `  ${p} ${f}`)
          .join('\n')}`,
      );
      await context.close();
      expect(failures).toEqual([]);
    }, 300_000);
  }
});
