/**
 * The news section against the built site in Chromium:
 * the hub (search, chips, pagination, "Latest in" boxes), category, tag and
 * paged screens, a post, the archive and a missing post; with JavaScript off;
 * axe (WCAG 2.2 A/AA) and CSP on every news page type.
 * Expectations come from the site's own /news-index.json and the shared
 * filter, so the suite holds whatever posts the content has.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, cspViolations, describeViolations, launchBrowser, newPage, openPage } from './support/browser.ts';
import { site } from '../../src/config/site.ts';
import { filterNews, categoryKey } from '../../src/lib/news/filter.ts';
import { categoryFor } from '../../src/lib/news/categories.ts';
import { formatDate } from '../../src/lib/shared/dates.ts';
import { relatedPosts } from '../../src/lib/news/related.ts';
import { DEFAULT_ARCHIVE_YEAR } from '../../src/lib/news/archive.ts';
import type { NewsIndexEntry } from '../../src/lib/content/api-shapes.ts';

const base = inject('baseUrl');
const brand = site.brand;
const PAGE_SIZE = 12;

let browser: Browser;
let index: NewsIndexEntry[];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  browser = await launchBrowser();
  index = (await (await fetch(`${base}/news-index.json`)).json()) as NewsIndexEntry[];
  expect(index.length, 'the site needs news posts for this suite').toBeGreaterThan(0);
});
afterAll(async () => {
  await browser?.close();
});

const open = (path: string, options: Parameters<typeof newPage>[1] = {}) => openPage(browser, base, path, options);

const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content').catch(() => null);
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const cardTitles = (page: Page, scope = '.news-listing') =>
  page.locator(`${scope} .news-card__title a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /^Search/ });

/** Index entries in a category or with a tag, in the site's order (newest first). */
const inCategory = (id: string) => filterNews(index, { category: id });
const withTag = (tag: string) => filterNews(index, { tag });

/** The tag with the most posts (a tag page with a second page when there is one). */
function busiestTag(): string {
  const counts = new Map<string, number>();
  for (const p of index) for (const t of new Set(p.tags)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
}

describe('news hub /news/', () => {
  it('has the title, canonical, no robots meta, and the first 12 posts newest first', async () => {
    const page = await open('/news/');
    expect(await page.title()).toBe(`Latest News & Updates | ${brand}`);
    expect(await page.locator('h1').innerText()).toBe('Latest News & Updates');
    expect(await canonical(page)).toBe(`${site.origin}/news/`);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await cardTitles(page)).toEqual(index.slice(0, PAGE_SIZE).map((p) => p.path));
    await page.context().close();
  });

  it('shows cards with category icon and label, date, reading time, summary and up to 3 tags then "+N more"', async () => {
    const page = await open('/news/');
    const cards = page.locator('.news-listing .news-card');
    for (let i = 0; i < Math.min(PAGE_SIZE, index.length); i++) {
      const post = index[i];
      const card = cards.nth(i);
      const category = categoryFor(post.category);
      const text = await card.innerText();
      expect(text).toContain(category.label);
      // The category's icon is an SVG of the site's icon set, hidden from assistive technology (no emoji).
      expect(await card.locator(`.badge svg.lucide-${category.iconName}[aria-hidden="true"]`).count()).toBe(1);
      expect(await card.locator('.badge').innerText()).not.toContain(category.icon);
      expect(text).toContain(formatDate(day(post.date)));
      expect(text).toContain(`${post.read_time} min read`);
      expect(text).toContain(post.summary);
      const tagLinks = await card.locator('.news-card__tags a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(tagLinks).toEqual(post.tags.slice(0, 3).map((t) => `/news/tag/${encodeURIComponent(t)}/`));
      if (post.tags.length > 3) expect(text).toContain(`+${post.tags.length - 3} more`);
      else expect(text).not.toMatch(/\+\d+ more/);
    }
    await page.context().close();
  });

  it('has chips for All plus the categories found in the data', async () => {
    const page = await open('/news/');
    const chips = page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link');
    // The label without the icon, which is hidden from assistive technology.
    const labels = await chips.evaluateAll((as) =>
      as.map((a) =>
        Array.from(a.childNodes)
          .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true'))
          .map((n) => n.textContent)
          .join('')
          .trim(),
      ),
    );
    const found = new Set(index.map((p) => categoryKey(p.category)));
    expect(labels[0]).toBe('All');
    expect(labels.slice(1).sort()).toEqual([...found].map((id) => categoryFor(id).label).sort());
    expect(await chips.first().getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('has the four "Latest in" boxes with up to 3 posts each, or "No … news yet"', async () => {
    const page = await open('/news/');
    const boxes = page.locator('.latest-in__box');
    expect(await boxes.count()).toBe(4);
    for (const [i, id] of ['visa', 'business', 'property', 'insurance'].entries()) {
      const box = boxes.nth(i);
      expect(await box.locator('h3').innerText()).toContain(`Latest in ${categoryFor(id).label}`);
      const expected = inCategory(id).slice(0, 3).map((p) => p.path);
      const links = await box.locator('li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(expected);
      if (expected.length === 0) expect(await box.innerText()).toContain(`No ${id} news yet`);
    }
    await page.context().close();
  });

  it('pages by 12 with Previous and Next only where they apply', async () => {
    const pages = Math.ceil(index.length / PAGE_SIZE);
    const first = await open('/news/');
    const nav = first.getByRole('navigation', { name: 'Pagination' });
    if (pages === 1) {
      expect(await nav.count()).toBe(0);
      await first.context().close();
      return;
    }
    expect(await nav.getByRole('link', { name: /Previous/ }).count()).toBe(0);
    await nav.getByRole('link', { name: /Next/ }).click();
    await first.waitForURL(`${base}/news/page/2/`);
    expect(await cardTitles(first)).toEqual(index.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p.path));
    expect(await robots(first)).toBe('noindex,follow');
    expect(await canonical(first)).toBe(`${site.origin}/news/page/2/`);
    expect(await first.title()).toBe(`Latest News & Updates | ${brand}`);
    expect(await first.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/news/');
    await first.context().close();

    const last = await open(`/news/page/${pages}/`);
    const lastNav = last.getByRole('navigation', { name: 'Pagination' });
    expect(await lastNav.getByRole('link', { name: /Next/ }).count()).toBe(0);
    expect(await lastNav.getByRole('link', { name: /Previous/ }).count()).toBe(1);
    expect(await cardTitles(last)).toEqual(index.slice((pages - 1) * PAGE_SIZE).map((p) => p.path));
    await last.context().close();

    // Page 1 has no page suffix.
    const res = await fetch(`${base}/news/page/1/`, { redirect: 'manual' });
    expect(res.status).toBe(404);
  });
});

describe('search island', () => {
  it('loads no search index until the search box is used', async () => {
    const page = await newPage(browser);
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
    await page.goto(`${base}/news/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[type="search"]:not([disabled])');
    expect(fetched.filter((p) => p.endsWith('.json'))).toEqual([]);
    const loaded = page.waitForResponse((r) => r.url().endsWith('/news-search.json'));
    await searchBox(page).focus();
    await loaded;
    expect(fetched.filter((p) => p.endsWith('.json'))).toEqual(['/news-search.json']);
    await page.context().close();
  });

  it('filters on title, summary, excerpt or tag, case-insensitively, and keeps the search in the address', async () => {
    const tag = busiestTag();
    const query = tag.toUpperCase();
    const expected = filterNews(index, { query });
    const page = await open('/news/');
    await page.waitForSelector('input[type="search"]:not([disabled])');
    await searchBox(page).fill(query);
    const heading = page.locator('.news-search__count');
    await heading.waitFor();
    expect(await heading.innerText()).toBe(`${expected.length} ${expected.length === 1 ? 'post' : 'posts'} found for “${query}”`);
    expect(await cardTitles(page, '.news-search__results')).toEqual(expected.slice(0, PAGE_SIZE).map((p) => p.path));
    expect(await page.locator('.news-listing').isVisible()).toBe(false);
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    // Chips carry the search to the category pages.
    const chipHref = await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link').nth(1).getAttribute('href');
    expect(new URL(chipHref!, base).pathname).toMatch(/^\/news\/category\/[a-z]+\/$/);
    expect(new URL(chipHref!, base).searchParams.get('q')).toBe(query);

    // Clearing the box brings the page's own listing back.
    await searchBox(page).fill('');
    await page.locator('.news-listing').waitFor({ state: 'visible' });
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('pages long result lists with Previous and Next buttons', async () => {
    // A single letter matches most posts.
    const query = 'e';
    const expected = filterNews(index, { query });
    if (expected.length <= PAGE_SIZE) return;
    const page = await open('/news/');
    await page.waitForSelector('input[type="search"]:not([disabled])');
    await searchBox(page).fill(query);
    const pager = page.getByRole('navigation', { name: 'Search results pages' });
    await pager.waitFor();
    expect(await pager.getByRole('button', { name: /Previous/ }).count()).toBe(0);
    await pager.getByRole('button', { name: /Next/ }).click();
    await page.waitForFunction(() => document.querySelector('.news-search__results .news-pagination__status')?.textContent?.startsWith('Page 2'));
    expect(await cardTitles(page, '.news-search__results')).toEqual(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p.path));
    expect(await pager.getByRole('button', { name: /Previous/ }).count()).toBe(1);
    // Focus moves to the top of the results.
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('news-search__count');
    await page.context().close();
  });

  it('shows "No posts found" when nothing matches', async () => {
    const page = await open('/news/');
    await page.waitForSelector('input[type="search"]:not([disabled])');
    await searchBox(page).fill('zzqxv-no-such-thing');
    await page.getByRole('heading', { name: 'No posts found' }).waitFor();
    expect(await page.locator('.news-search__empty').innerText()).toContain('Try adjusting your filters or search terms');
    expect(await page.locator('.news-search > p[role="status"]').textContent()).toBe('No posts found');
    await page.context().close();
  });

  it('applies a search carried in the address (?q=) within the category of the page', async () => {
    const category = categoryKey(index[0].category);
    const query = index[0].title.split(' ')[0];
    const expected = filterNews(index, { query, category });
    const page = await open(`/news/category/${category}/?q=${encodeURIComponent(query)}`);
    await page.locator('.news-search__count, .news-search__empty').first().waitFor();
    expect(await searchBox(page).inputValue()).toBe(query);
    expect(await cardTitles(page, '.news-search__results')).toEqual(expected.slice(0, PAGE_SIZE).map((p) => p.path));
    await page.context().close();
  });

  it('shows 6 skeleton cards while loading and the error text when the index fails', async () => {
    const page = await newPage(browser);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/news-search.json', async (route) => {
      await gate;
      await route.fulfill({ status: 500, body: 'boom' });
    });
    await page.goto(`${base}/news/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[type="search"]:not([disabled])');
    await searchBox(page).fill('visa');
    await page.locator('.news-skeleton').first().waitFor();
    expect(await page.locator('.news-skeleton').count()).toBe(6);
    release();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe("Couldn't load content. Please try again or return to Home.");
    expect(await alert.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await page.context().close();
  });
});

describe('search index in shards', () => {
  it('answers from the first shard at once and says "so far" until the older shards are in', async () => {
    const entry = (title: string, date: string) => ({
      title,
      date,
      category: 'visa',
      tags: ['sharded'],
      summary: `${title}, a summary long enough.`,
      read_time: 2,
      path: `/news/${date}/${title.toLowerCase().replace(/\W+/g, '-')}/`,
    });
    const page = await newPage(browser);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/news-search.json', (route) =>
      route.fulfill({ json: { total: 2, shards: 2, posts: [entry('Alpha newest', '2026-01-02')] } }),
    );
    await page.route('**/news-search/2.json', async (route) => {
      await gate;
      await route.fulfill({ json: { shard: 2, posts: [entry('Omega oldest', '2019-01-02')] } });
    });
    await page.goto(`${base}/news/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[type="search"]:not([disabled])');

    await searchBox(page).fill('alpha');
    await page.locator('.news-search__count').waitFor();
    expect(await page.locator('.news-search__count').innerText()).toBe('1 post found so far for “alpha”');
    expect(await page.locator('.news-search__progress').innerText()).toBe('Searching older posts…');

    // Only in the older shard: still loading, so the skeleton, never "No posts found".
    await searchBox(page).fill('omega');
    await page.locator('.news-skeleton').first().waitFor();
    expect(await page.getByRole('heading', { name: 'No posts found' }).count()).toBe(0);

    release();
    await page.waitForFunction(() => document.querySelector('.news-search__count')?.textContent === '1 post found for “omega”');
    expect(await cardTitles(page, '.news-search__results')).toEqual(['/news/2019-01-02/omega-oldest/']);
    await searchBox(page).fill('sharded');
    await page.waitForFunction(() => document.querySelector('.news-search__count')?.textContent === '2 posts found for “sharded”');
    expect(await page.locator('.news-search__progress').count()).toBe(0);
    await page.context().close();
  });
});

describe('category and tag pages', () => {
  it('a chip leads to the category page: "{label} News", noindex,follow, only that category', async () => {
    const id = categoryKey(index[0].category);
    const label = categoryFor(id).label;
    const page = await open('/news/');
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL(`${base}/news/category/${id}/`);
    expect(await page.title()).toBe(`${label} News | ${brand}`);
    expect(await page.locator('h1').innerText()).toBe(`${label} News`);
    expect(await robots(page)).toBe('noindex,follow');
    expect(await canonical(page)).toBe(`${site.origin}/news/category/${id}/`);
    expect(await cardTitles(page)).toEqual(inCategory(id).slice(0, PAGE_SIZE).map((p) => p.path));
    const current = page.getByRole('navigation', { name: 'Filter by category' }).locator('[aria-current="page"]');
    expect(await current.innerText()).toContain(label);
    await page.context().close();
  });

  it('a tag page is "{tag} News", noindex,follow, with the posts having the tag, paged', async () => {
    const tag = busiestTag();
    const expected = withTag(tag);
    const page = await open(`/news/tag/${encodeURIComponent(tag)}/`);
    expect(await page.title()).toBe(`${tag} News | ${brand}`);
    expect(await page.locator('h1').innerText()).toBe(`${tag} News`);
    expect(await robots(page)).toBe('noindex,follow');
    expect(await canonical(page)).toBe(`${site.origin}/news/tag/${encodeURIComponent(tag)}/`);
    expect(await cardTitles(page)).toEqual(expected.slice(0, PAGE_SIZE).map((p) => p.path));
    await page.context().close();
    if (expected.length > PAGE_SIZE) {
      const second = await open(`/news/tag/${encodeURIComponent(tag)}/page/2/`);
      expect(await cardTitles(second)).toEqual(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p.path));
      expect(await robots(second)).toBe('noindex,follow');
      await second.context().close();
    }
  });

  it('every tag link on a post leads to a tag page', async () => {
    const post = index.find((p) => p.tags.length > 0)!;
    for (const tag of post.tags) {
      expect((await fetch(`${base}/news/tag/${encodeURIComponent(tag)}/`)).status, tag).toBe(200);
    }
  });
});

describe('a post', () => {
  const pickPost = () =>
    index.find((p) => p.tags.length > 0 && relatedPosts({ ...p, date: day(p.date) }, index.map((e) => ({ ...e, date: day(e.date) }))).length > 0) ??
    index[0];

  it('shows breadcrumb, author, Zurich date, reading time, category badge, tags, body, sources and "Back to News Hub"', async () => {
    const post = pickPost();
    const page = await open(post.path);
    expect(await page.title()).toBe(`${post.seo.title} | ${brand}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(post.seo.description);
    expect(await canonical(page)).toBe(`${site.origin}${post.path}`);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    expect(await crumbs.allInnerTexts()).toEqual(['Home', 'News', post.title]);
    expect(await page.locator('h1').innerText()).toBe(post.title);
    const meta = await page.locator('.post__meta').innerText();
    expect(meta).toContain(`By ${post.author}`);
    expect(meta).toContain(formatDate(day(post.date)));
    expect(meta).toContain(`${post.read_time} min read`);
    const category = categoryFor(post.category);
    expect(await page.locator('.post__category .badge').innerText()).toContain(category.label);
    const tagHrefs = await page.getByRole('list', { name: 'Tags' }).first().getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(tagHrefs).toEqual(post.tags.map((t) => `/news/tag/${encodeURIComponent(t)}/`));
    const bodyText = await page.locator('.post__body').innerText();
    expect(bodyText.length).toBeGreaterThan(100);
    if (post.sources.length > 0) expect(await page.locator('.post__sources li').count()).toBe(post.sources.length);
    expect(await page.getByRole('link', { name: /Back to News Hub/ }).getAttribute('href')).toBe('/news/');
    await page.context().close();
  });

  it('lists up to 3 related posts of the same category, newest first, not itself', async () => {
    const post = pickPost();
    const dated = index.map((e) => ({ ...e, date: day(e.date) }));
    const expected = relatedPosts({ ...post, date: day(post.date) }, dated).map((p) => p.path);
    const page = await open(post.path);
    const related = await page.locator('.related .news-card__title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(related).toEqual(expected);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related).not.toContain(post.path);
    await page.context().close();
  });

  it('embeds its news-index entry and Article and BreadcrumbList structured data', async () => {
    const post = pickPost();
    const page = await open(post.path);
    const pageData = JSON.parse((await page.locator('#__PAGE_DATA__').textContent()) ?? 'null');
    expect(pageData).toEqual(post);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const article = blocks.find((b) => b['@type'] === 'Article');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      datePublished: post.date,
      author: { name: post.author },
      publisher: { '@type': 'Organization', name: brand },
    });
    expect(article.dateModified >= post.date).toBe(true);
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
    await page.context().close();
  });

  it('a missing post answers 404 with "Post Not Found"', async () => {
    const page = await newPage(browser);
    const response = await page.goto(`${base}/news/2025-01-01/no-such-post/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Post Not Found');
    expect(await page.locator('main').innerText()).toContain('The requested news post could not be found.');
    expect(await page.getByRole('link', { name: 'Return to News' }).getAttribute('href')).toBe('/news/');
    await page.context().close();
  });
});

describe('archive', () => {
  const yearPosts = (year: number) => index.filter((p) => p.date.startsWith(String(year)));

  it('/news/archive/ shows 2025 by month, newest first, noindex, with the count line and "Back to News"', async () => {
    const expected = yearPosts(DEFAULT_ARCHIVE_YEAR);
    const page = await open('/news/archive/');
    expect(await page.title()).toBe(`${DEFAULT_ARCHIVE_YEAR} News Archive | ${brand}`);
    expect(await robots(page)).toBe('noindex,follow');
    const count = expected.length === 1 ? '1 post' : `${expected.length} posts`;
    expect(await page.locator('main').innerText()).toContain(`All news posts from ${DEFAULT_ARCHIVE_YEAR} (${count})`);
    const links = await page.locator('.archive__month li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expected.map((p) => p.path));
    const months = await page.locator('.archive__month h2').allInnerTexts();
    const expectedMonths = [...new Set(expected.map((p) => p.date.slice(0, 7)))].map((m) =>
      new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day(`${m}-15`)),
    );
    expect(months).toEqual(expectedMonths);
    if (expected.length === 0) expect(await page.locator('main').innerText()).toContain('No posts found');
    expect(await page.getByRole('link', { name: /Back to News/ }).getAttribute('href')).toBe('/news/');
    await page.context().close();
  });

  it('has a page for every year with posts, and none for other years', async () => {
    const years = [...new Set(index.map((p) => Number(p.date.slice(0, 4))))];
    for (const year of years) {
      const res = await fetch(`${base}/news/archive/${year}/`);
      expect(res.status, String(year)).toBe(200);
      const html = await res.text();
      const n = yearPosts(year).length;
      expect(html).toContain(`All news posts from ${year} (${n} ${n === 1 ? 'post' : 'posts'})`);
    }
    expect((await fetch(`${base}/news/archive/1999/`)).status).toBe(404);
  });
});

describe('with JavaScript off', () => {
  it('the hub lists, pages and filters by category through links', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${base}/news/`);
    expect(await cardTitles(page)).toEqual(index.slice(0, PAGE_SIZE).map((p) => p.path));
    if (index.length > PAGE_SIZE) {
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /Next/ }).click();
      await page.waitForURL(`${base}/news/page/2/`);
      expect(await cardTitles(page)).toEqual(index.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p.path));
    }
    const id = categoryKey(index[0].category);
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: categoryFor(id).label, exact: true }).click();
    await page.waitForURL(`${base}/news/category/${id}/`);
    expect(await cardTitles(page)).toEqual(inCategory(id).slice(0, PAGE_SIZE).map((p) => p.path));
    await page.context().close();
  });
});

describe('accessibility and CSP on every news page type', () => {
  const pageTypes = (): Record<string, string> => {
    const tag = busiestTag();
    return {
      hub: '/news/',
      category: `/news/category/${categoryKey(index[0].category)}/`,
      tag: `/news/tag/${encodeURIComponent(tag)}/`,
      ...(index.length > PAGE_SIZE ? { 'page 2': '/news/page/2/' } : {}),
      post: index[0].path,
      archive: '/news/archive/',
      'archive year': `/news/archive/${index[0].date.slice(0, 4)}/`,
    };
  };

  for (const width of [1280, 768, 360]) {
    it(`has zero axe violations, no CSP violations and no sideways scrolling at ${width} px`, async () => {
      const page = await newPage(browser, { viewport: { width, height: 900 } });
      for (const [name, path] of Object.entries(pageTypes())) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
        const violations = await axeViolations(page);
        expect(violations, `${name} ${path}\n${describeViolations(violations)}`).toEqual([]);
        expect(await cspViolations(page), `${name} ${path}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${path}`).toBeLessThanOrEqual(width);
      }
      await page.context().close();
    });
  }

  it('the hub in its search states (results, no results) has zero axe and CSP violations', async () => {
    const page = await open('/news/');
    await page.waitForSelector('input[type="search"]:not([disabled])');
    await searchBox(page).fill(busiestTag());
    await page.locator('.news-search__count').waitFor();
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await searchBox(page).fill('zzqxv-no-such-thing');
    await page.getByRole('heading', { name: 'No posts found' }).waitFor();
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});
