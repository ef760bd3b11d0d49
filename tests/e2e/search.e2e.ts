/**
 * Site search in Chromium: a term from a guide, one from a news post and one
 * from an activity are each found, the section filter narrows the results,
 * nothing is downloaded before the visitor searches, the term lives in the
 * address, and without JavaScript the page links every section.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts';
import { hrefsOf } from './support/page-reading.ts';
import { sections } from '../../src/lib/site/sections.ts';

const base = inject('baseUrl');
let browser: Browser;
let visaGuide: { title: string };
let post: { title: string; path: string };
let activity: { title: string; path: string };

beforeAll(async () => {
  browser = await launchBrowser();
  [visaGuide] = (await (await fetch(`${base}/visa-index.json`)).json()) as { title: string }[];
  [post] = (await (await fetch(`${base}/news-index.json`)).json()) as { title: string; path: string }[];
  [activity] = (await (await fetch(`${base}/leisure-index.json`)).json()) as { title: string; path: string }[];
});
afterAll(async () => {
  await browser?.close();
});

async function search(page: Page, term: string) {
  await page.getByLabel('Search the site').fill(term);
  await page.waitForFunction(() => {
    const results = document.querySelector('.site-search__results');
    return results !== null && /result|No results|Couldn't/.test(results.textContent ?? '');
  });
}
const resultTitles = (page: Page) => page.locator('.site-search__title').allInnerTexts();

describe('site search', () => {
  it('downloads nothing of the index until the visitor searches, then finds a guide by its title', async () => {
    const page = await openPage(browser, base, '/search/');
    await waitForHydration(page, 'SiteSearch');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await search(page, visaGuide.title);
    expect(requests.some((url) => url.includes('/pagefind/'))).toBe(true);
    expect(await resultTitles(page)).toContain(visaGuide.title);
    expect(new URL(page.url()).searchParams.get('q')).toBe(visaGuide.title);
    // The match is highlighted in the excerpt.
    expect(await page.locator('.site-search__excerpt mark').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('finds a news post and an activity, each labelled with its section', async () => {
    const page = await openPage(browser, base, '/search/');
    await waitForHydration(page, 'SiteSearch');
    await search(page, post.title);
    const postResult = page.locator('.site-search__result', { hasText: post.title }).first();
    expect(await postResult.locator('.site-search__section').innerText()).toMatch(/news/i);
    await search(page, activity.title);
    const activityResult = page.locator('.site-search__result', { hasText: activity.title }).first();
    expect(await activityResult.locator('.site-search__section').innerText()).toMatch(/leisure/i);
    await page.context().close();
  });

  it('leaves out the disclaimer every guide repeats: its words find only guides that use them in their own text', async () => {
    // Every guide's disclaimer says "this guide summarises official sources"; the visa guides' own text is in
    // /visa-index.json. Were the disclaimer indexed, every guide would match.
    const visaGuides = (await (await fetch(`${base}/visa-index.json`)).json()) as { title: string; html: string }[];
    const withoutTheWord = visaGuides.filter((g) => !/summari[sz]/i.test(g.html)).map((g) => g.title);
    expect(withoutTheWord.length).toBeGreaterThan(0);
    const page = await openPage(browser, base, '/search/?q=summarises&section=Visa%20%26%20Immigration');
    await waitForHydration(page, 'SiteSearch');
    await page.waitForFunction(() =>
      /result|No results/.test(document.querySelector('.site-search__results')?.textContent ?? ''),
    );
    const titles = await resultTitles(page);
    for (const title of titles) expect(withoutTheWord).not.toContain(title);
    await page.context().close();
  });

  it("keeps other pages' cards out of a page's search text: related posts and related activities", async () => {
    const postHtml = await (await fetch(`${base}${post.path}`)).text();
    const activityHtml = await (await fetch(`${base}${activity.path}`)).text();
    for (const html of [postHtml, activityHtml]) {
      const related = /<section\b[^>]*aria-labelledby="related-title"[^>]*>/.exec(html)?.[0];
      expect(related, 'the page shows related cards').toBeDefined();
      expect(related).toContain('data-pagefind-ignore');
    }
  });

  it('narrows the results to one section', async () => {
    const page = await openPage(browser, base, '/search/?q=visa');
    await waitForHydration(page, 'SiteSearch');
    await page.waitForSelector('.site-search__result');
    await page.getByLabel('Section', { exact: true }).selectOption('News');
    await page.waitForFunction(() =>
      (document.querySelector('.site-search__count')?.textContent ?? '').includes('in News'),
    );
    const labels = await page.locator('.site-search__section').allInnerTexts();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels.map((l) => l.toLowerCase()))).toEqual(new Set(['news']));
    expect(new URL(page.url()).searchParams.get('section')).toBe('News');
    await page.context().close();
  });

  it('without JavaScript links every section hub', async () => {
    const page = await openPage(browser, base, '/search/', { javaScriptEnabled: false });
    const hrefs = await hrefsOf(page.getByRole('navigation', { name: 'Browse by section' }).getByRole('link'));
    expect(hrefs).toEqual([...sections.map((s) => s.path), '/news/']);
    expect(await page.locator('noscript').count()).toBe(1);
    await page.context().close();
  });
});
