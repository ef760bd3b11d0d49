/**
 * The insurance plan comparator in Chromium: filters, sorts, the compare
 * drawer (opens on add, a fourth plan refused, closes when empty), the state
 * in the address after a reload, the fallback to /insurance-plans.json when
 * the API fails, the error when both fail, and the full table without JavaScript;
 * three-valued benefits and the API's booleans and not_stated list checked
 * against the fixture's insurance/plans.yaml itself; per-visit caps in the O-A verdict;
 * phone cards at 360 and 412 px; every control at least 24 x 24 px and axe with
 * the drawer open; the FAQ and content sections.
 * Expectations come from /insurance-plans.json, plans.yaml, resources.yaml and the comparator's rules.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, gotoSettled, reloadSettled, sitePages, waitForHydration } from './support/browser.ts';
import { structuredDataOf } from './support/page-reading.ts';
import { fixtureContent } from './support/fixture-site.ts';

const base = inject('baseUrl');
interface Plan {
  id: string;
  provider: string;
  name: string;
  coverage_thb: number;
  deductible_thb: number;
  max_age: number;
  visa_ok: string[];
  direct_billing: boolean;
  dental: boolean;
  maternity: boolean;
  er_worldwide: boolean;
  not_stated: string[];
  monthly_premium_thb: number | null;
}
const benefits = ['direct_billing', 'dental', 'maternity', 'er_worldwide'] as const;

/**
 * The plans as the fixture's insurance/plans.yaml (tests/fixtures/site/content) states them, read line by line (each plan starts "- id:", its fields
 * are "  key: value" lines): the source of truth the API is checked against, not the code under test.
 */
const yamlPlans = readFileSync(fixtureContent('insurance/plans.yaml'), 'utf8')
  .split(/^- id: /m)
  .slice(1)
  .map((block) => {
    const [id] = block.split('\n');
    const field = (key: string) => new RegExp(`^  ${key}: (.+)$`, 'm').exec(block)?.[1].trim();
    return {
      id: id.trim(),
      benefit: Object.fromEntries(benefits.map((b) => [b, field(b)])),
      perVisit: field('outpatient_per_visit'),
      visits: field('outpatient_visits_per_year'),
      outpatient: field('outpatient_limit'),
      currency: field('currency'),
      insurer: field('insurer_type'),
    };
  });
const faqCount = (
  readFileSync(fixtureContent('insurance/sections/resources.yaml'), 'utf8').match(/^ {2}- question: /gm) ?? []
).length;
const { open, blankPage } = sitePages(base);
let plans: Plan[];

beforeAll(async () => {
  plans = (await (await fetch(`${base}/insurance-plans.json`)).json()) as Plan[];
  expect(plans.length).toBeGreaterThanOrEqual(12);
});

async function openComparator(path = '/insurance/resources/', page?: Page): Promise<Page> {
  const p = page ?? (await open(path));
  if (page) await gotoSettled(p, base + path);
  await waitForHydration(p, 'PlanComparator');
  await p.waitForFunction(() => !document.querySelector('.comparator__status')?.textContent?.includes('Loading'));
  return p;
}
const rowNames = (page: Page) =>
  page
    .locator('.comparator__table--plans tbody th[scope="row"]')
    .evaluateAll((ths) => ths.map((th) => th.textContent ?? ''));
const defaults = (p: Plan) => p.deductible_thb <= 50_000;

describe('plan comparator', () => {
  it('shows, with the default filters, every plan whose deductible is at most THB 50,000', async () => {
    const page = await openComparator();
    expect(await page.locator('.comparator__status').innerText()).toContain(
      `${plans.filter(defaults).length} of ${plans.length} plans`,
    );
    for (const row of await page.locator('.comparator__table tbody tr').all()) {
      expect(await row.locator('a', { hasText: 'Source' }).getAttribute('href')).toMatch(/^https?:\/\//);
      expect(await row.innerText()).toMatch(/checked \d{4}-\d{2}-\d{2}/);
    }
    await page.context().close();
  });

  it('filters by visa, age and dental with AND, and keeps them in the address across a reload', async () => {
    const page = await openComparator();
    await page.getByLabel('Visa', { exact: true }).selectOption('ltr');
    await page.getByLabel('Age', { exact: true }).fill('70');
    await page.getByLabel('Dental', { exact: true }).check();
    const others = (p: Plan) => defaults(p) && p.visa_ok.includes('ltr') && p.max_age >= 70;
    const expected = plans.filter((p) => others(p) && p.dental);
    const status = page.locator('.comparator__status');
    expect(await status.innerText()).toContain(`${expected.length} of ${plans.length} plans`);
    // Plans whose source does not state dental are hidden by the filter, and the status says how many.
    const hidden = plans.filter((p) => others(p) && p.not_stated.includes('dental')).length;
    if (hidden > 0)
      expect(await status.innerText()).toContain(
        `${hidden} more hidden only because their source does not state a ticked feature`,
      );
    expect(await page.getByText('plans where the source does not state it ("Not stated") are hidden too').count()).toBe(
      1,
    );
    if (expected.length === 0) expect(await page.getByText('No plans match your filters.').count()).toBe(1);
    const url = new URL(page.url());
    expect([url.searchParams.get('visa'), url.searchParams.get('age'), url.searchParams.get('dental')]).toEqual([
      'ltr',
      '70',
      '1',
    ]);
    await reloadSettled(page);
    await waitForHydration(page, 'PlanComparator');
    expect(await page.getByLabel('Visa', { exact: true }).inputValue()).toBe('ltr');
    expect(await status.innerText()).toContain(`${expected.length} of ${plans.length} plans`);
    await page.context().close();
  });

  it('says in at most three lines above the results that the figures are not advice, the full disclaimer one tap away (360 px)', async () => {
    const page = await openComparator(
      '/insurance/resources/',
      await blankPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }),
    );
    const summary = page.locator('.plans__disclaimer summary');
    const lines = await summary.evaluate((el) =>
      Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    );
    expect(lines).toBeLessThanOrEqual(3);
    expect(await summary.innerText()).toMatch(/not quotes or advice; the policy wording prevails, so check it/);
    const [summaryBottom, resultsTop] = await Promise.all([
      summary.evaluate((el) => el.getBoundingClientRect().bottom),
      page.locator('.comparator__status').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(summaryBottom).toBeLessThan(resultsTop);
    const full = page.locator('.plans__disclaimer').getByText('"Not stated" means the source is silent');
    expect(await full.isVisible()).toBe(false);
    await summary.tap();
    expect(await full.isVisible()).toBe(true);
    await page.context().close();
  });

  it("takes an age only within the filter's range, 0 to 120: the box says so and the browser flags 121", async () => {
    const page = await openComparator();
    const age = page.getByLabel('Age', { exact: true });
    expect([await age.getAttribute('min'), await age.getAttribute('max')]).toEqual(['0', '120']);
    await age.fill('121');
    expect(await age.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
    await page.context().close();
  });

  it('sorts by coverage descending and deductible ascending', async () => {
    const page = await openComparator();
    await page.getByLabel('Sort by').selectOption('coverage');
    const byCoverage = [...plans.filter(defaults)].sort((a, b) => b.coverage_thb - a.coverage_thb);
    const rows = await rowNames(page);
    expect(rows[0]).toContain(byCoverage[0].name);
    await page.getByLabel('Sort by').selectOption('deductible');
    const byDeductible = [...plans.filter(defaults)].sort((a, b) => a.deductible_thb - b.deductible_thb);
    expect((await rowNames(page))[0]).toContain(byDeductible[0].name);
    await page.context().close();
  });

  it('opens the drawer on the first plan, refuses a fourth with a reason, and closes when the last is removed', async () => {
    const page = await openComparator();
    const buttons = page.locator('.comparator__toggle');
    await buttons.nth(0).click();
    const drawer = page.getByRole('complementary', { name: 'Compared plans' });
    expect(await drawer.isVisible()).toBe(true);
    await buttons.nth(1).click();
    await buttons.nth(2).click();
    expect(await drawer.locator('thead th').count()).toBe(4);
    await buttons.nth(3).click();
    expect(await page.locator('.comparator__status').innerText()).toContain('You can compare up to 3 plans');
    expect(await drawer.locator('thead th').count()).toBe(4);
    expect(new URL(page.url()).searchParams.get('compare')?.split(',')).toHaveLength(3);
    for (const i of [0, 1, 2]) await buttons.nth(i).click();
    expect(await drawer.count()).toBe(0);
    await page.context().close();
  });

  it('a shared link with compared plans opens with the drawer showing them', async () => {
    const [first, second] = plans.filter(defaults);
    const page = await openComparator(`/insurance/resources/?compare=${first.id},${second.id}`);
    const drawer = page.getByRole('complementary', { name: 'Compared plans' });
    expect(await drawer.locator('thead th').allInnerTexts()).toEqual([
      'Field',
      expect.stringContaining(first.name),
      expect.stringContaining(second.name),
    ]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    expect(await drawer.count()).toBe(0);
    await page.context().close();
  });

  it('falls back to /insurance-plans.json when the API answers 500 or HTML', async () => {
    for (const answer of [
      { status: 500, body: 'boom', contentType: 'text/plain' },
      { status: 200, body: '<!doctype html><p>hi</p>', contentType: 'text/html' },
    ]) {
      const page = await blankPage();
      await page.route('**/api/insurance/plans', (route) => route.fulfill(answer));
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await openComparator('/insurance/resources/', page);
      expect(requested).toContain('/insurance-plans.json');
      expect(await page.locator('.comparator__status').innerText()).toContain(`of ${plans.length} plans`);
      await page.context().close();
    }
  });

  it('says "Error loading plans" when both sources fail', async () => {
    const page = await blankPage();
    await page.route('**/api/insurance/plans', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.route('**/insurance-plans.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await gotoSettled(page, `${base}/insurance/resources/`);
    await page.waitForSelector('.comparator__error');
    expect(await page.locator('.comparator__error h2').innerText()).toBe('Error loading plans');
    expect(await page.locator('.comparator__error').innerText()).toContain(
      'Failed to load insurance plans from both API and static file',
    );
    await page.context().close();
  });

  it('renders the plan table without JavaScript', async () => {
    const page = await open('/insurance/resources/', { javaScriptEnabled: false });
    expect(await page.locator('.comparator__table--plans tbody tr').count()).toBe(plans.filter(defaults).length);
    await page.context().close();
  });
});

/** Opens the comparator at a width with three plans compared (the drawer open). */
async function withDrawer(width: number): Promise<Page> {
  const [a, b, c] = plans.filter(defaults);
  const page = await openComparator(
    `/insurance/resources/?compare=${a.id},${b.id},${c.id}`,
    await blankPage({ viewport: { width, height: 800 } }),
  );
  await page.getByRole('complementary', { name: 'Compared plans' }).waitFor();
  return page;
}

describe('plan comparator: data, verdicts, phones, target size, content', () => {
  it('the API keeps the spec booleans (true only when plans.yaml says included) and lists the not-stated benefits', async () => {
    expect(plans.map((p) => p.id).sort()).toEqual(yamlPlans.map((p) => p.id).sort());
    for (const source of yamlPlans) {
      const plan = plans.find((p) => p.id === source.id);
      for (const b of benefits)
        expect([source.id, b, plan?.[b]]).toEqual([source.id, b, source.benefit[b] === 'included']);
      expect([source.id, plan?.not_stated]).toEqual([
        source.id,
        benefits.filter((b) => source.benefit[b] === 'not-stated'),
      ]);
      expect(plan).toHaveProperty('monthly_premium_thb');
    }
    const api = (await (await fetch(`${base}/api/insurance/plans`)).json()) as Plan[];
    expect(api.map((p) => [p.id, p.dental, p.not_stated])).toEqual(plans.map((p) => [p.id, p.dental, p.not_stated]));
  });

  it('shows each benefit as Included, Not included or Not stated in words, and a per-visit cap in the O-A verdict', async () => {
    const page = await openComparator('/insurance/resources/?maxDeductible=10000000');
    // Each row's plan heading (provider, name, "Source, checked ...") and its cells.
    const rows = await page.locator('.comparator__table--plans tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        head: tr.querySelector('th')?.textContent ?? '',
        cells: [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText),
      })),
    );
    expect(rows).toHaveLength(plans.length);
    for (const plan of yamlPlans) {
      const shown = plans.find((p) => p.id === plan.id);
      const row = rows.find((r) => r.head.startsWith(`${shown?.provider} ${shown?.name}Source`));
      const words = { included: 'Included', 'not-included': 'Not included', 'not-stated': 'Not stated' } as Record<
        string,
        string
      >;
      const cells = row?.cells ?? [];
      // Columns: coverage, inpatient / outpatient, deductible, entry age, visas, then the four benefits.
      expect(cells.slice(5, 9)).toEqual(benefits.map((b) => words[plan.benefit[b] ?? '']));
      if (plan.perVisit && plan.visits && plan.currency === 'THB') {
        // Worked from plans.yaml: visits x per-visit cap, when below the stated outpatient limit, is what the O-A counts.
        const pays = Number(plan.perVisit) * Number(plan.visits);
        if (pays < Number(plan.outpatient)) {
          expect(cells[4]).toContain(
            `Outpatient pays at most THB ${pays.toLocaleString('en-GB')} (${plan.visits} visits x THB ${Number(plan.perVisit).toLocaleString('en-GB')})`,
          );
          expect(cells[4]).toContain(pays < 40_000 ? 'O-A: does not meet' : 'O-A: meets the figures');
        }
      }
    }
    await page.context().close();
  });

  it("labels international plans that meet the O-A figures as good for an application abroad only, with the rule's source", async () => {
    const page = await openComparator('/insurance/resources/?visa=non-immigrant&maxDeductible=10000000');
    const labels = page.locator('.comparator__abroad');
    const international = yamlPlans.filter((p) => p.insurer === 'international').map((p) => p.id);
    expect(international.length).toBeGreaterThan(0);
    const expected = plans.filter((p) => p.visa_ok.includes('non-immigrant') && international.includes(p.id)).length;
    expect(await labels.count()).toBe(expected);
    if (expected > 0) {
      expect(await labels.first().innerText()).toContain(
        "an extension or renewal in Thailand needs a Thai insurer's policy",
      );
      expect(await labels.first().locator('a').getAttribute('href')).toBe('https://longstay.tgia.org/home/guidelineoa');
    }
    await page.context().close();
  });

  it('shows an indicative premium for the age band with its table link and date, "from" without an age, and sorts "Quote" last', async () => {
    // A fixture: two plans given published rate tables (the rest keep none, so they read "Quote").
    const [annual, monthly] = plans.filter(defaults);
    const table = { currency: 'THB', source_url: 'https://example.com/rates', as_of: '2026-11-20', note: '' };
    const fixture = plans.map((p) =>
      p.id === annual.id
        ? {
            ...p,
            premium: {
              ...table,
              period: 'annual',
              bands: [
                { from: 51, to: 55, thb: 30_000 },
                { from: 56, to: 60, thb: 36_000 },
              ],
            },
          }
        : p.id === monthly.id
          ? { ...p, premium: { ...table, period: 'monthly', bands: [{ from: 18, to: 99, thb: 2_000 }] } }
          : { ...p, premium: null },
    );
    const page = await blankPage();
    await page.route('**/api/insurance/plans', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(fixture) }),
    );
    await openComparator('/insurance/resources/', page);
    const premiums = async () =>
      page
        .locator('.comparator__table--plans tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => (tr.querySelector('td:last-child') as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
        );
    // No age: each plan's lowest band, as "from"; 2,000 a month sorts before 30,000 a year (2,500 a month).
    let shown = await premiums();
    expect(shown.slice(0, 2)).toEqual([
      'from THB 2,000 a month (ages 18-99, indicative; rates 2026-11-20)',
      'from THB 30,000 a year (ages 51-55, indicative; rates 2026-11-20)',
    ]);
    expect(new Set(shown.slice(2))).toEqual(new Set(['Quote']));
    expect(await page.locator('.comparator__table--plans a[href="https://example.com/rates"]').count()).toBe(2);
    // Age 56 sits on a band boundary: the 56-60 band, THB 36,000 a year.
    await page.getByLabel('Age', { exact: true }).fill('56');
    shown = await premiums();
    expect(shown[1]).toBe('THB 36,000 a year (ages 56-60, indicative; rates 2026-11-20)');
    // Age 61: no band in the annual table, so that plan reads "Quote" and sorts with the unpriced plans.
    await page.getByLabel('Age', { exact: true }).fill('61');
    shown = await premiums();
    expect(shown[0]).toBe('THB 2,000 a month (ages 18-99, indicative; rates 2026-11-20)');
    expect(new Set(shown.slice(1))).toEqual(new Set(['Quote']));
    await page.context().close();
  });

  for (const width of [360, 412]) {
    it(`at ${width} px each plan reads as a card, with no sideways scrolling, drawer open`, async () => {
      const page = await withDrawer(width);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const card = page.locator('.comparator__table--plans tbody tr').first();
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await card.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
      // Each figure is labelled in the card (the column heading, from data-label).
      const first = card.locator('td').first();
      expect(await first.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Coverage: "');
      // A screen reader hears each name once: from the card's own labels, not again from a hidden head row.
      const tree = await page.locator('.comparator__table--plans').ariaSnapshot();
      expect(tree).not.toContain('columnheader');
      expect(tree).toContain('Coverage: ');
      // Every cell of the cards and the drawer lies inside the viewport.
      const outside = await page.locator('.comparator td, .comparator th').evaluateAll(
        (cells, w) =>
          cells.filter((c) => {
            const r = c.getBoundingClientRect();
            return r.width > 0 && (r.left < 0 || r.right > w);
          }).length,
        width,
      );
      expect(outside).toBe(0);
      await page.context().close();
    });
  }

  for (const width of [1280, 360]) {
    it(`every control in the comparator is at least 24 x 24 px and axe finds nothing, drawer open, at ${width} px`, async () => {
      const page = await withDrawer(width);
      const small = await page.locator('.plans__island').evaluate((root) =>
        [...root.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
          .map((el) => ({ el: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.width < 24 || r.height < 24))
          .map(({ el, r }) => `${el}: ${r.width}x${r.height}`),
      );
      expect(small).toEqual([]);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }

  it('has the FAQ (visible and as FAQPage data), the content sections for resources and the official resources link', async () => {
    const page = await open('/insurance/resources/');
    const faq = page.locator('section.faq');
    expect(await faq.locator('h2').innerText()).toBe('Frequently asked questions');
    expect(await faq.locator('details').count()).toBe(faqCount);
    const faqPage = await structuredDataOf(page, 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(faqCount);
    const sections = page.locator('section.insurance-sections');
    expect(await sections.locator('h3').allInnerTexts()).toEqual([
      'Steps',
      'Typical costs',
      'Pitfalls',
      'Where to check',
    ]);
    expect(await sections.locator('thead th').allInnerTexts()).toEqual(['Item', 'Typical', 'Notes']);
    expect(await sections.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.locator('a[href="/insurance/resources/official/"]').count()).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });
});
