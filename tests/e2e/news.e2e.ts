/**
 * The news section against the built site in Chromium:
 * the hub (search, chips, pagination, "Latest in" boxes), category, tag and
 * paged screens, a post, the archive and a missing post; with JavaScript off;
 * axe (WCAG 2.2 A/AA) and CSP on every news page type.
 *
 * Expected values are literal: the posts of the fixture content (tests/fixtures/site/content/news) written out below (paths, i.e. dates and slugs,
 * which do not change when a post's title is edited), worked examples over them (a category, a tag, a year,
 * a post's related posts) with how each was worked out, the spec's texts, and a fixture search index for the
 * search island (served in place of /news-search.json), so no expectation comes from the filter or the
 * related-posts code under test. Titles, summaries and SEO texts, which editors change, are read from the
 * site's /news-index.json and only compared with what the page shows.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  cspViolations,
  describeViolations,
  expectCleanAt,
  gotoSettled,
  launchBrowser,
  newPage,
  openMissingPage,
  openPage,
} from './support/browser.ts';
import { hrefsOf, structuredDataOf } from './support/page-reading.ts';
import { site } from '../../src/config/site.ts';
import { NEWEST_FIRST } from './support/fixture-news.ts';
import type { newsIndexEntry } from '../../src/lib/content/api-shapes.ts';

type NewsIndexEntry = ReturnType<typeof newsIndexEntry>;

const base = inject('baseUrl');
const brand = site.brand;
/** Cards per page of the hub, a category or a tag, and of the search island's results. */
const PAGE_SIZE = 12;

/** The banking posts (category: banking in their front matter), newest first: entries 1 and 17 of NEWEST_FIRST. */
const BANKING = [
  '/news/2026-07-06/promptpay-for-expats/',
  '/news/2024-10-16/bank-of-thailand-policy-rate-cut-october-2024/',
];

/** The posts tagged "immigration" (the most used tag, 6 posts, so one page), newest first: entries 3, 6, 12, 15, 16 and 18. */
const TAG = 'immigration';
const TAGGED_IMMIGRATION = [
  '/news/2026-05-19/cabinet-approves-visa-exemption-overhaul/',
  '/news/2026-02-10/cabinet-says-60-day-visa-exemption-continues/',
  '/news/2025-01-20/dtv-holders-90-day-reporting/',
  '/news/2025-01-01/thai-e-visa-all-embassies-and-consulates/',
  '/news/2024-11-04/tm30-reminder-for-landlords-and-hosts/',
  '/news/2024-05-28/cabinet-approves-60-day-visa-exemption-and-dtv/',
];

let browser: Browser;
/** The site's own index: only for the texts editors change (titles, summaries, SEO), compared with the page. */
let index: NewsIndexEntry[];
const entryAt = (path: string) => {
  const entry = index.find((post) => post.path === path);
  if (!entry) throw new Error(`no post ${path} in /news-index.json`);
  return entry;
};

beforeAll(async () => {
  browser = await launchBrowser();
  index = (await (await fetch(`${base}/news-index.json`)).json()) as NewsIndexEntry[];
});
afterAll(async () => {
  await browser?.close();
});

const open = (path: string, options: Parameters<typeof newPage>[1] = {}) => openPage(browser, base, path, options);

const robots = (page: Page) =>
  page
    .locator('meta[name="robots"]')
    .getAttribute('content')
    .catch(() => null);
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const cardTitles = (page: Page, scope = '.news-listing') => hrefsOf(page.locator(`${scope} .news-card__title a`));
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /^Search/ });

describe('the content this suite was written for', () => {
  it('has exactly the fixture posts listed above, newest first (update the lists here when a fixture post is added or removed)', () => {
    expect(index.map((post) => post.path)).toEqual(NEWEST_FIRST);
  });
});

describe('news hub /news/', () => {
  it('has the title, canonical, no robots meta, and the first 12 posts newest first', async () => {
    const page = await open('/news/');
    expect(await page.title()).toBe(`Latest News & Updates | ${brand}`);
    expect(await page.locator('h1').innerText()).toBe('Latest News & Updates');
    expect(await canonical(page)).toBe(`${site.origin}/news/`);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await cardTitles(page)).toEqual(NEWEST_FIRST.slice(0, PAGE_SIZE));
    await page.context().close();
  });

  it('shows cards with category icon and label, date, reading time, summary and up to 3 tags then "+N more"', async () => {
    // The first four cards, from their front matter: category (its label and icon name in
    // src/lib/news/categories.ts), date as the page writes it (day month year), read time, tags.
    const cards: {
      label: string;
      icon: string;
      emoji: string;
      date: string;
      read: string;
      tags: string[];
      more: string | null;
    }[] = [
      {
        label: 'Banking & Payments',
        icon: 'landmark',
        emoji: '🏦',
        date: '6 July 2026',
        read: '2 min read',
        tags: ['promptpay', 'banking', 'scams'],
        more: '+1 more',
      },
      {
        label: 'Site Updates',
        icon: 'rocket',
        emoji: '🚀',
        date: '15 June 2026',
        read: '1 min read',
        tags: ['site-update', 'accessibility'],
        more: null,
      },
      {
        label: 'Visa & Immigration',
        icon: 'clipboard-list',
        emoji: '📋',
        date: '19 May 2026',
        read: '3 min read',
        tags: ['visa-exemption', 'visa-on-arrival', 'immigration'],
        more: null,
      },
      {
        label: 'Insurance',
        icon: 'shield',
        emoji: '🛡️',
        date: '9 March 2026',
        read: '2 min read',
        tags: ['health-insurance', 'scams'],
        more: null,
      },
    ];
    const page = await open('/news/');
    const listed = page.locator('.news-listing .news-card');
    for (const [i, expected] of cards.entries()) {
      const card = listed.nth(i);
      const text = await card.innerText();
      expect(text).toContain(expected.label);
      // The category's icon is an SVG of the site's icon set, hidden from assistive technology (no emoji).
      expect(await card.locator(`.badge svg.lucide-${expected.icon}[aria-hidden="true"]`).count()).toBe(1);
      expect(await card.locator('.badge').innerText()).not.toContain(expected.emoji);
      expect(text).toContain(expected.date);
      expect(text).toContain(expected.read);
      expect(text).toContain(entryAt(NEWEST_FIRST[i]).summary);
      const tagLinks = await hrefsOf(card.locator('.news-card__tags a'));
      expect(tagLinks).toEqual(expected.tags.map((t) => `/news/tag/${t}/`));
      if (expected.more) expect(text).toContain(expected.more);
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
    // The six categories the posts above use (no leisure post), by their labels.
    expect(labels[0]).toBe('All');
    expect(labels.slice(1).sort()).toEqual([
      'Banking & Payments',
      'Business',
      'Insurance',
      'Property',
      'Site Updates',
      'Visa & Immigration',
    ]);
    expect(await chips.first().getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('has the four "Latest in" boxes (visa, business, property, insurance) with the 3 newest posts of each', async () => {
    // The three newest of each category in the list above (entries 3, 6, 7; 10, 13, 14; 5, 8, 16; 4, 9, 11).
    const boxesExpected: [string, string[]][] = [
      [
        'Latest in Visa & Immigration',
        [
          '/news/2026-05-19/cabinet-approves-visa-exemption-overhaul/',
          '/news/2026-02-10/cabinet-says-60-day-visa-exemption-continues/',
          '/news/2025-10-18/tdac-fake-websites-government-warning/',
        ],
      ],
      [
        'Latest in Business',
        [
          '/news/2025-07-14/foreign-business-act-and-nominee-risks/',
          '/news/2025-01-06/tax-filing-season-first-remittance-returns/',
          '/news/2025-01-01/global-minimum-tax-top-up-tax-in-force/',
        ],
      ],
      [
        'Latest in Property',
        [
          '/news/2026-02-16/rental-income-from-thai-condo-tax/',
          '/news/2025-09-08/land-leases-30-years-what-is-enforceable/',
          '/news/2024-11-04/tm30-reminder-for-landlords-and-hosts/',
        ],
      ],
      [
        'Latest in Insurance',
        [
          '/news/2026-03-09/check-insurer-licence-with-oic/',
          '/news/2025-08-04/social-security-for-foreign-employees/',
          '/news/2025-03-10/ltr-visa-health-insurance-options/',
        ],
      ],
    ];
    const page = await open('/news/');
    const boxes = page.locator('.latest-in__box');
    expect(await boxes.count()).toBe(4);
    for (const [i, [heading, paths]] of boxesExpected.entries()) {
      const box = boxes.nth(i);
      expect(await box.locator('h3').innerText()).toContain(heading);
      expect(await hrefsOf(box.locator('li a'))).toEqual(paths);
    }
    await page.context().close();
  });

  it('pages by 12 with Previous and Next only where they apply', async () => {
    // 18 posts: a page 1 of 12 and a page 2 with the last 6.
    const pages = 2;
    const first = await open('/news/');
    const nav = first.getByRole('navigation', { name: 'Pagination' });
    expect(await nav.getByRole('link', { name: /Previous/ }).count()).toBe(0);
    await nav.getByRole('link', { name: /Next/ }).click();
    await first.waitForURL(`${base}/news/page/2/`);
    expect(await cardTitles(first)).toEqual(NEWEST_FIRST.slice(12));
    expect(await robots(first)).toBe('noindex,follow');
    expect(await canonical(first)).toBe(`${site.origin}/news/page/2/`);
    expect(await first.title()).toBe(`Latest News & Updates | ${brand}`);
    expect(
      await first
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/news/');
    await first.context().close();

    const last = await open(`/news/page/${pages}/`);
    const lastNav = last.getByRole('navigation', { name: 'Pagination' });
    expect(await lastNav.getByRole('link', { name: /Next/ }).count()).toBe(0);
    expect(await lastNav.getByRole('link', { name: /Previous/ }).count()).toBe(1);
    expect(await cardTitles(last)).toEqual(NEWEST_FIRST.slice(12));
    expect((await fetch(`${base}/news/page/3/`)).status).toBe(404);
    await last.context().close();

    // Page 1 has no page suffix.
    const res = await fetch(`${base}/news/page/1/`, { redirect: 'manual' });
    expect(res.status).toBe(404);
  });
});

/**
 * A made-up search index for the island, served in place of /news-search.json: each "mango" post carries the
 * word in one place only (title, summary, excerpt, tag), one post has no fruit at all, and fourteen "durian"
 * posts make a second page of results. Newest first, like the real index.
 */
function fixturePost(
  slug: string,
  date: string,
  category: string,
  words: { title?: string; summary?: string; excerpt?: string; tags?: string[] } = {},
) {
  return {
    title: words.title ?? `Fixture post ${date}`,
    date,
    category,
    tags: words.tags ?? ['fixture'],
    summary: words.summary ?? 'A summary long enough for a card.',
    excerpt: words.excerpt ?? 'An excerpt long enough for a card.',
    read_time: 1,
    path: `/news/${date}/${slug}/`,
  };
}
const DURIAN_POSTS = Array.from({ length: 14 }, (_, i) => {
  const date = `2026-02-${String(14 - i).padStart(2, '0')}`;
  return fixturePost(`durian-note-${14 - i}`, date, 'visa', { title: `Durian note ${14 - i}` });
});
const SEARCH_FIXTURE = {
  total: 19,
  shards: 1,
  posts: [
    fixturePost('mango-in-title', '2026-03-05', 'visa', { title: 'Mango season and your visa' }),
    fixturePost('mango-in-summary', '2026-03-04', 'business', { summary: 'What exporters of mango need to register.' }),
    fixturePost('mango-in-excerpt', '2026-03-03', 'property', {
      excerpt: 'A house with a MANGO orchard: what a foreigner may own.',
    }),
    fixturePost('mango-in-tag', '2026-03-02', 'banking', { tags: ['mango-farms'] }),
    fixturePost('no-fruit', '2026-03-01', 'visa'),
    ...DURIAN_POSTS,
  ],
};

/** A page whose search island reads SEARCH_FIXTURE. */
async function openWithSearchFixture(path: string): Promise<Page> {
  const page = await newPage(browser);
  await page.route('**/news-search.json', (route) => route.fulfill({ json: SEARCH_FIXTURE }));
  await gotoSettled(page, base + path);
  await page.waitForSelector('input[type="search"]:not([disabled])');
  return page;
}

describe('search island', () => {
  it('loads no search index until the search box is used', async () => {
    const page = await newPage(browser);
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
    await gotoSettled(page, `${base}/news/`);
    await page.waitForSelector('input[type="search"]:not([disabled])');
    expect(fetched.filter((p) => p.endsWith('.json'))).toEqual([]);
    const loaded = page.waitForResponse((r) => r.url().endsWith('/news-search.json'));
    await searchBox(page).focus();
    await loaded;
    expect(fetched.filter((p) => p.endsWith('.json'))).toEqual(['/news-search.json']);
    await page.context().close();
  });

  it('filters on title, summary, excerpt or tag, case-insensitively, and keeps the search in the address', async () => {
    const query = 'MANGO';
    const page = await openWithSearchFixture('/news/');
    await searchBox(page).fill(query);
    const heading = page.locator('.news-search__count');
    await heading.waitFor();
    // The four fixture posts with "mango" somewhere (title, summary, excerpt, a tag), in the index's order.
    expect(await heading.innerText()).toBe('4 posts found for “MANGO”');
    expect(await cardTitles(page, '.news-search__results')).toEqual([
      '/news/2026-03-05/mango-in-title/',
      '/news/2026-03-04/mango-in-summary/',
      '/news/2026-03-03/mango-in-excerpt/',
      '/news/2026-03-02/mango-in-tag/',
    ]);
    expect(await page.locator('.news-listing').isVisible()).toBe(false);
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    // Chips carry the search to the category pages.
    const chipHref = await page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link')
      .nth(1)
      .getAttribute('href');
    expect(new URL(chipHref!, base).pathname).toMatch(/^\/news\/category\/[a-z]+\/$/);
    expect(new URL(chipHref!, base).searchParams.get('q')).toBe(query);

    // Clearing the box brings the page's own listing back.
    await searchBox(page).fill('');
    await page.locator('.news-listing').waitFor({ state: 'visible' });
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('pages long result lists with Previous and Next buttons', async () => {
    // Fourteen fixture posts say "durian": 12 on the first page of results, the two oldest on the second.
    const page = await openWithSearchFixture('/news/');
    await searchBox(page).fill('durian');
    const pager = page.getByRole('navigation', { name: 'Search results pages' });
    await pager.waitFor();
    expect(await pager.getByRole('button', { name: /Previous/ }).count()).toBe(0);
    await pager.getByRole('button', { name: /Next/ }).click();
    await page.waitForFunction(() =>
      document.querySelector('.news-search__results .news-pagination__status')?.textContent?.startsWith('Page 2'),
    );
    expect(await cardTitles(page, '.news-search__results')).toEqual([
      '/news/2026-02-02/durian-note-2/',
      '/news/2026-02-01/durian-note-1/',
    ]);
    expect(await pager.getByRole('button', { name: /Previous/ }).count()).toBe(1);
    expect(await pager.getByRole('button', { name: /Next/ }).count()).toBe(0);
    // Focus moves to the top of the results.
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('news-search__count');
    await page.context().close();
  });

  it('shows "No posts found" when nothing matches', async () => {
    const page = await open('/news/');
    await page.waitForSelector('input[type="search"]:not([disabled])');
    await searchBox(page).fill('zzqxv-no-such-thing');
    await page.getByRole('heading', { name: 'No posts found' }).waitFor();
    expect(await page.locator('.news-search__empty').innerText()).toContain(
      'Try adjusting your filters or search terms',
    );
    expect(await page.locator('.news-search > p[role="status"]').textContent()).toBe('No posts found');
    await page.context().close();
  });

  it('applies a search carried in the address (?q=) within the category of the page', async () => {
    // Of the four "mango" fixture posts only the one with it in its title is a visa post.
    const page = await openWithSearchFixture('/news/category/visa/?q=mango');
    await page.locator('.news-search__count').waitFor();
    expect(await searchBox(page).inputValue()).toBe('mango');
    expect(await page.locator('.news-search__count').innerText()).toBe('1 post found for “mango”');
    expect(await cardTitles(page, '.news-search__results')).toEqual(['/news/2026-03-05/mango-in-title/']);
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
    await gotoSettled(page, `${base}/news/`);
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
    await gotoSettled(page, `${base}/news/`);
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
    await page.waitForFunction(
      () => document.querySelector('.news-search__count')?.textContent === '1 post found for “omega”',
    );
    expect(await cardTitles(page, '.news-search__results')).toEqual(['/news/2019-01-02/omega-oldest/']);
    await searchBox(page).fill('sharded');
    await page.waitForFunction(
      () => document.querySelector('.news-search__count')?.textContent === '2 posts found for “sharded”',
    );
    expect(await page.locator('.news-search__progress').count()).toBe(0);
    await page.context().close();
  });
});

describe('category and tag pages', () => {
  it('a chip leads to the category page: "{label} News", noindex,follow, only that category', async () => {
    const [id, label] = ['banking', 'Banking & Payments'];
    const page = await open('/news/');
    await page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await page.waitForURL(`${base}/news/category/${id}/`);
    expect(await page.title()).toBe(`${label} News | ${brand}`);
    expect(await page.locator('h1').innerText()).toBe(`${label} News`);
    expect(await robots(page)).toBe('noindex,follow');
    expect(await canonical(page)).toBe(`${site.origin}/news/category/${id}/`);
    expect(await cardTitles(page)).toEqual(BANKING);
    const current = page.getByRole('navigation', { name: 'Filter by category' }).locator('[aria-current="page"]');
    expect(await current.innerText()).toContain(label);
    await page.context().close();
  });

  it('a tag page is "{tag} News", noindex,follow, with the posts having the tag', async () => {
    const page = await open(`/news/tag/${TAG}/`);
    expect(await page.title()).toBe(`immigration News | ${brand}`);
    expect(await page.locator('h1').innerText()).toBe('immigration News');
    expect(await robots(page)).toBe('noindex,follow');
    expect(await canonical(page)).toBe(`${site.origin}/news/tag/immigration/`);
    expect(await cardTitles(page)).toEqual(TAGGED_IMMIGRATION);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0); // 6 posts: one page
    await page.context().close();
  });

  it('every tag link on a post leads to a tag page', async () => {
    for (const tag of ['dtv', '90-day-report', 'ltr', 'immigration']) {
      expect((await fetch(`${base}/news/tag/${encodeURIComponent(tag)}/`)).status, tag).toBe(200);
    }
  });
});

describe('a post', () => {
  // A worked example: the post of 20 January 2025 on DTV holders and 90-day reporting (tests/fixtures/site/content/
  // news/dtv-holders-90-day-reporting.md): category visa, tags dtv, 90-day-report, ltr, immigration, 2 minutes.
  const POST = '/news/2025-01-20/dtv-holders-90-day-reporting/';

  it('shows breadcrumb, author, Zurich date, reading time, category badge, tags, body, sources and "Back to News Hub"', async () => {
    const post = entryAt(POST);
    const page = await open(POST);
    expect(await page.title()).toBe(`${post.seo.title} | ${brand}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(post.seo.description);
    expect(await canonical(page)).toBe(`${site.origin}${POST}`);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    expect(await crumbs.allInnerTexts()).toEqual(['Home', 'News', post.title]);
    expect(await page.locator('h1').innerText()).toBe(post.title);
    const meta = await page.locator('.post__meta').innerText();
    expect(meta).toContain('By Editorial Team');
    expect(meta).toContain('20 January 2025');
    expect(meta).toContain('2 min read');
    expect(await page.locator('.post__category .badge').innerText()).toContain('Visa & Immigration');
    const tagHrefs = await hrefsOf(page.getByRole('list', { name: 'Tags' }).first().getByRole('link'));
    expect(tagHrefs).toEqual([
      '/news/tag/dtv/',
      '/news/tag/90-day-report/',
      '/news/tag/ltr/',
      '/news/tag/immigration/',
    ]);
    const bodyText = await page.locator('.post__body').innerText();
    expect(bodyText.length).toBeGreaterThan(100);
    expect(await page.locator('.post__sources li').count()).toBe(post.sources.length);
    expect(await page.getByRole('link', { name: /Back to News Hub/ }).getAttribute('href')).toBe('/news/');
    await page.context().close();
  });

  it('lists up to 3 related posts of the same category, newest first, not itself', async () => {
    // The three newest visa posts other than this one (entries 3, 6 and 7 of NEWEST_FIRST).
    const page = await open(POST);
    const related = await hrefsOf(page.locator('.related .news-card__title a'));
    expect(related).toEqual([
      '/news/2026-05-19/cabinet-approves-visa-exemption-overhaul/',
      '/news/2026-02-10/cabinet-says-60-day-visa-exemption-continues/',
      '/news/2025-10-18/tdac-fake-websites-government-warning/',
    ]);
    await page.context().close();
  });

  it('embeds its news-index entry and Article and BreadcrumbList structured data', async () => {
    const post = entryAt(POST);
    const page = await open(POST);
    const pageData = JSON.parse((await page.locator('#__PAGE_DATA__').textContent()) ?? 'null');
    expect(pageData).toEqual(post);
    const article = await structuredDataOf(page, 'Article');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      datePublished: '2025-01-20',
      author: { name: 'Editorial Team' },
      publisher: { '@type': 'Organization', name: brand },
    });
    expect(article.dateModified >= '2025-01-20').toBe(true);
    expect((await structuredDataOf(page, 'BreadcrumbList'))?.itemListElement).toHaveLength(3);
    await page.context().close();
  });

  it('a missing post answers 404 with "Post Not Found"', async () => {
    const page = await openMissingPage(browser, base, '/news/2025-01-01/no-such-post/');
    expect(await page.locator('h1').innerText()).toBe('Post Not Found');
    expect(await page.locator('main').innerText()).toContain('The requested news post could not be found.');
    expect(await page.getByRole('link', { name: 'Return to News' }).getAttribute('href')).toBe('/news/');
    await page.context().close();
  });
});

describe('archive', () => {
  it('/news/archive/ shows 2025 by month, newest first, noindex, with the count line and "Back to News"', async () => {
    // The yearly archive defaults to 2025 (the specification). The posts of 2025 are entries 7 to 15 of NEWEST_FIRST (9), in six
    // months: October, September, August, July, March and January.
    const page = await open('/news/archive/');
    expect(await page.title()).toBe(`2025 News Archive | ${brand}`);
    expect(await robots(page)).toBe('noindex,follow');
    expect(await page.locator('main').innerText()).toContain('All news posts from 2025 (9 posts)');
    const links = await hrefsOf(page.locator('.archive__month li a'));
    expect(links).toEqual(NEWEST_FIRST.slice(6, 15));
    expect(await page.locator('.archive__month h2').allInnerTexts()).toEqual([
      'October 2025',
      'September 2025',
      'August 2025',
      'July 2025',
      'March 2025',
      'January 2025',
    ]);
    expect(await page.getByRole('link', { name: /Back to News/ }).getAttribute('href')).toBe('/news/');
    await page.context().close();
  });

  it('has a page for every year with posts, and none for other years', async () => {
    // From NEWEST_FIRST: 6 posts in 2026, 9 in 2025, 3 in 2024.
    for (const [year, count] of [
      [2026, 6],
      [2025, 9],
      [2024, 3],
    ]) {
      const res = await fetch(`${base}/news/archive/${year}/`);
      expect(res.status, String(year)).toBe(200);
      expect(await res.text()).toContain(`All news posts from ${year} (${count} posts)`);
    }
    expect((await fetch(`${base}/news/archive/2023/`)).status).toBe(404);
    expect((await fetch(`${base}/news/archive/1999/`)).status).toBe(404);
  });
});

describe('with JavaScript off', () => {
  it('the hub lists, pages and filters by category through links', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${base}/news/`);
    expect(await cardTitles(page)).toEqual(NEWEST_FIRST.slice(0, 12));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(`${base}/news/page/2/`);
    expect(await cardTitles(page)).toEqual(NEWEST_FIRST.slice(12));
    await page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: 'Banking & Payments', exact: true })
      .click();
    await page.waitForURL(`${base}/news/category/banking/`);
    expect(await cardTitles(page)).toEqual(BANKING);
    await page.context().close();
  });
});

describe('accessibility and CSP on every news page type', () => {
  const pageTypes = (): Record<string, string> => ({
    hub: '/news/',
    category: '/news/category/banking/',
    tag: `/news/tag/${TAG}/`,
    'page 2': '/news/page/2/',
    post: NEWEST_FIRST[0],
    archive: '/news/archive/',
    'archive year': '/news/archive/2026/',
  });

  for (const width of [1280, 768, 360]) {
    it(`has zero axe violations, no CSP violations and no sideways scrolling at ${width} px`, async () => {
      const page = await newPage(browser, { viewport: { width, height: 900 } });
      for (const [name, path] of Object.entries(pageTypes())) {
        await gotoSettled(page, base + path);
        await expectCleanAt(page, width, `${name} ${path}`);
      }
      await page.context().close();
    });
  }

  it('the hub in its search states (results, no results) has zero axe and CSP violations', async () => {
    const page = await open('/news/');
    await page.waitForSelector('input[type="search"]:not([disabled])');
    await searchBox(page).fill(TAG);
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
