/**
 * Leisure, property and banking in Chromium: the activity filters (address
 * state replaced not pushed, Clear all, a hub link opening a filtered list on
 * first paint, JavaScript off), activity pages with and without a booking
 * address, and the property and banking hubs. Expectations come from the
 * site's JSON indices and the fixture content files (tests/fixtures/site/content).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { reloadSettled, sitePages, waitForHydration } from './support/browser.ts';
import { hrefsOf, quickLinksOf } from './support/page-reading.ts';
import { fixtureContent } from './support/fixture-site.ts';

const base = inject('baseUrl');

interface IndexActivity {
  slug: string;
  path: string;
  title: string;
  activity_type: string[];
  region: string;
  intensity: string;
  cost_tier: string;
  booking_url?: string;
  map_url?: string;
  address?: string;
  featured: boolean;
}
const { open, blankPage, openMissing } = sitePages(base);
let activities: IndexActivity[];

beforeAll(async () => {
  activities = (await (await fetch(`${base}/leisure-index.json`)).json()) as IndexActivity[];
  expect(activities.length).toBeGreaterThan(2);
});

const hydrated = waitForHydration;

const visibleTitles = (page: Page) =>
  page
    .locator('.leisure-filters__grid > li')
    .evaluateAll((items) =>
      items
        .filter((li) => getComputedStyle(li).display !== 'none')
        .map((li) => li.querySelector('h2, h3')?.textContent?.trim() ?? ''),
    );

describe('activity filters', () => {
  it('filters by type (list includes it) and region (equal), keeps the choice in the address without adding history', async () => {
    const page = await open('/leisure/activities/');
    await hydrated(page, 'LeisureFilters');
    const historyLength = await page.evaluate(() => history.length);
    const type = activities[0].activity_type[0];
    await page.getByLabel('Type').selectOption(type);
    let expected = activities.filter((a) => a.activity_type.includes(type));
    expect((await visibleTitles(page)).sort()).toEqual(expected.map((a) => a.title).sort());
    expect(new URL(page.url()).searchParams.get('type')).toBe(type);

    const region = expected[0].region;
    await page.getByLabel('Region').selectOption(region);
    expected = expected.filter((a) => a.region === region);
    expect((await visibleTitles(page)).sort()).toEqual(expected.map((a) => a.title).sort());
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await reloadSettled(page);
    await hydrated(page, 'LeisureFilters');
    expect(await page.getByLabel('Region').inputValue()).toBe(region);
    expect((await visibleTitles(page)).sort()).toEqual(expected.map((a) => a.title).sort());
    await page.context().close();
  });

  it('shows Clear all only while a filter is set, and clearing lists everything again', async () => {
    const page = await open('/leisure/activities/');
    await hydrated(page, 'LeisureFilters');
    const clear = page.getByRole('button', { name: 'Clear all' });
    expect(await clear.isVisible()).toBe(false);
    await page.getByLabel('Intensity').selectOption(activities[0].intensity);
    expect(await clear.isVisible()).toBe(true);
    await clear.click();
    expect(await visibleTitles(page)).toHaveLength(activities.length);
    expect(new URL(page.url()).search).toBe('');
    expect(await clear.isVisible()).toBe(false);
    await page.context().close();
  });

  it('says so when nothing matches', async () => {
    // A combination the fixture lacks: its three Bangkok activities are all relaxed.
    const page = await open('/leisure/activities/');
    await hydrated(page, 'LeisureFilters');
    await page.getByLabel('Region').selectOption('bangkok');
    await page.getByLabel('Intensity').selectOption('intense');
    expect(await page.getByText('No activities found matching your filters.').count()).toBe(1);
    await page.context().close();
  });

  it('a hub link opens the filtered list, filtered from the first paint', async () => {
    const hub = await open('/leisure/');
    const link = hub.locator('#by-region ~ ul a').first();
    const href = (await link.getAttribute('href'))!;
    const region = new URL(href, base).searchParams.get('region')!;
    const expected = activities
      .filter((a) => a.region === region)
      .map((a) => a.title)
      .sort();
    expect(await link.innerText()).toContain(`(${expected.length})`);
    await hub.context().close();

    // Scripts of the page other than the head's pre-paint filter are blocked: what shows is the first paint.
    const page = await blankPage();
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
    await page.goto(base + href, { waitUntil: 'load' });
    expect((await visibleTitles(page)).sort()).toEqual(expected);
    await page.context().close();
  });

  it('lists every activity with JavaScript off', async () => {
    const page = await open('/leisure/activities/?type=water', { javaScriptEnabled: false });
    expect(await visibleTitles(page)).toHaveLength(activities.length);
    await page.context().close();
  });
});

describe('activity pages', () => {
  it('show Book Now only with a booking address, the location with a map link, and up to 3 related activities', async () => {
    // In the fixture only the Grand Palace has a booking address.
    const shown = activities.filter((a) => ['grand-palace-and-wat-pho', 'railay-rock-climbing'].includes(a.slug));
    expect(shown.map((a) => Boolean(a.booking_url))).toEqual([true, false]);
    for (const activity of shown) {
      const page = await open(activity.path);
      const book = page.getByRole('link', { name: /Book Now/ });
      if (activity.booking_url) {
        expect(await book.getAttribute('href')).toBe(activity.booking_url);
        expect(await book.getAttribute('target')).toBe('_blank');
      } else {
        expect(await book.count()).toBe(0);
      }
      // The map link: the activity's own, or else a Google Maps search for its address.
      const expectedMap =
        activity.map_url ??
        (activity.address
          ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(activity.address)}`
          : undefined);
      if (expectedMap)
        expect(await page.getByRole('link', { name: /Open in a map/ }).getAttribute('href')).toBe(expectedMap);
      if (activity.address) expect(await page.locator('.activity__address').innerText()).toBe(activity.address);
      const related = await page.locator('.activity__related h3').allInnerTexts();
      expect(related.length).toBeLessThanOrEqual(3);
      for (const title of related) {
        const other = activities.find((a) => a.title === title)!;
        expect(other.slug).not.toBe(activity.slug);
        expect(
          other.region === activity.region || other.activity_type.some((t) => activity.activity_type.includes(t)),
        ).toBe(true);
      }
      for (const heading of ['Overview', 'Official sources', 'Planning Your Adventure']) {
        expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBeGreaterThanOrEqual(
          1,
        );
      }
      const planning = await hrefsOf(page.locator('[aria-labelledby="planning-title"] a'));
      expect(planning).toEqual(['/visa/', '/insurance/', '/property/', '/banking/']);
      // The hero box has its size before anything loads: an image carries width and height.
      for (const img of await page.locator('.activity__media img').all()) {
        expect(await img.getAttribute('width')).toBeTruthy();
        expect(await img.getAttribute('height')).toBeTruthy();
      }
      await page.context().close();
    }
  });

  it('an unknown activity answers 404 "Activity Not Found" with a link back to /leisure/', async () => {
    const page = await openMissing('/leisure/activities/no-such-activity/');
    expect(await page.locator('h1').innerText()).toBe('Activity Not Found');
    expect(await page.getByRole('link', { name: 'Back to Leisure' }).getAttribute('href')).toBe('/leisure/');
    await page.context().close();
  });
});

describe('property hub', () => {
  it("states the key figures, links the spec's 9 articles, the related guides and an e-mail call to action", async () => {
    const page = await open('/property/');
    const facts = await page.locator('.hub-highlights').innerText();
    expect(facts).toContain('3-6%');
    expect(facts).toContain('49%');
    expect(facts).toContain('30 years');
    const cards = await hrefsOf(page.locator('.guide-card__title a'));
    // The fixture's property guides: the nine cards the spec names (the live site may have more).
    expect(cards.sort()).toEqual(
      ['buy', 'condo', 'due-diligence', 'faq', 'fees-taxes', 'land', 'lease', 'rent', 'resources'].map(
        (s) => `/property/${s}/`,
      ),
    );
    const related = await hrefsOf(page.getByRole('navigation', { name: 'Related guides' }).getByRole('link'));
    expect(related).toEqual(['/visa/after-arrival/', '/business/compliance/']);
    expect(await page.locator('.contact-cta a[href^="mailto:"]').count()).toBe(1);
    await page.context().close();
  });
});

describe('banking hub', () => {
  const banksYaml = readFileSync(fixtureContent('banking/banks.yaml'), 'utf8');
  const phones = [...banksYaml.matchAll(/^\s+phone: "([^"]+)"/gm)].map((m) => m[1]);
  const swifts = [...banksYaml.matchAll(/^\s+swift: (\S+)/gm)].map((m) => m[1]);

  it('has the hero links, six topic cards, six bank cards with SWIFT and phone, the directory link and a call to action', async () => {
    expect(phones).toHaveLength(6);
    const page = await open('/banking/');
    expect(await quickLinksOf(page)).toEqual(['/banking/opening-an-account/', '/contact/']);
    const topics = await hrefsOf(page.locator('.guide-card__title a'));
    expect(topics).toEqual([
      '/banking/opening-an-account/',
      '/banking/fees-and-benchmarks/',
      '/banking/sending-money-to-thailand/',
      '/banking/atms-and-cash/',
      '/banking/paying-in-thailand/',
      '/banking/risk-and-compliance/',
    ]);
    const banks = page.locator('.bank-card');
    expect(await banks.count()).toBe(6);
    const text = await page.locator('.banks').innerText();
    for (const value of [...phones, ...swifts]) expect(text).toContain(value);
    expect(await page.getByRole('link', { name: /Bank directory/ }).getAttribute('href')).toBe(
      '/banking/bank-directory/',
    );
    expect(await page.locator('.contact-cta').count()).toBe(1);
    await page.context().close();
  });

  it('the bank directory lists the same phone numbers', async () => {
    const page = await open('/banking/bank-directory/');
    const text = await page.locator('.directory').innerText();
    for (const phone of phones) expect(text).toContain(phone);
    await page.context().close();
  });
});
