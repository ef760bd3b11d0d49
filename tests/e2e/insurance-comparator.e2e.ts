/**
 * The insurance plan comparator in Chromium: filters, sorts, the compare
 * drawer (opens on add, a fourth plan refused, closes when empty), the state
 * in the address after a reload, the fallback to /insurance-plans.json when
 * the API fails, the error when both fail, and the full table without JavaScript.
 * Expectations come from /insurance-plans.json and the comparator's rules.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, openPage, waitForHydration } from './support/browser.ts';

const base = inject('baseUrl');
interface Plan { id: string; name: string; coverage_thb: number; deductible_thb: number; max_age: number; visa_ok: string[]; dental: boolean; monthly_premium_thb: number | null }
let browser: Browser;
let plans: Plan[];

beforeAll(async () => {
  browser = await launchBrowser();
  plans = (await (await fetch(`${base}/insurance-plans.json`)).json()) as Plan[];
  expect(plans.length).toBeGreaterThanOrEqual(12);
});
afterAll(async () => {
  await browser?.close();
});

async function openComparator(path = '/insurance/resources/', page?: Page): Promise<Page> {
  const p = page ?? (await openPage(browser, base, path));
  if (page) await p.goto(base + path, { waitUntil: 'networkidle' });
  await waitForHydration(p, 'PlanComparator');
  await p.waitForFunction(() => !document.querySelector('.comparator__status')?.textContent?.includes('Loading'));
  return p;
}
const rowNames = (page: Page) => page.locator('.comparator__table tbody th[scope="row"]').evaluateAll((ths) => ths.map((th) => th.textContent ?? ''));
const defaults = (p: Plan) => p.deductible_thb <= 50_000;

describe('plan comparator', () => {
  it('shows, with the default filters, every plan whose deductible is at most THB 50,000', async () => {
    const page = await openComparator();
    expect(await page.locator('.comparator__status').innerText()).toContain(`${plans.filter(defaults).length} of ${plans.length} plans`);
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
    const expected = plans.filter((p) => defaults(p) && p.visa_ok.includes('ltr') && p.max_age >= 70 && p.dental);
    const status = page.locator('.comparator__status');
    expect(await status.innerText()).toContain(`${expected.length} of ${plans.length} plans`);
    if (expected.length === 0) expect(await page.getByText('No plans match your filters.').count()).toBe(1);
    const url = new URL(page.url());
    expect([url.searchParams.get('visa'), url.searchParams.get('age'), url.searchParams.get('dental')]).toEqual(['ltr', '70', '1']);
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page, 'PlanComparator');
    expect(await page.getByLabel('Visa', { exact: true }).inputValue()).toBe('ltr');
    expect(await status.innerText()).toContain(`${expected.length} of ${plans.length} plans`);
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
    expect(await drawer.locator('thead th').allInnerTexts()).toEqual(['Field', expect.stringContaining(first.name), expect.stringContaining(second.name)]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    expect(await drawer.count()).toBe(0);
    await page.context().close();
  });

  it('falls back to /insurance-plans.json when the API answers 500 or HTML', async () => {
    for (const answer of [{ status: 500, body: 'boom', contentType: 'text/plain' }, { status: 200, body: '<!doctype html><p>hi</p>', contentType: 'text/html' }]) {
      const page = await newPage(browser);
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
    const page = await newPage(browser);
    await page.route('**/api/insurance/plans', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.route('**/insurance-plans.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(`${base}/insurance/resources/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.comparator__error');
    expect(await page.locator('.comparator__error h2').innerText()).toBe('Error loading plans');
    expect(await page.locator('.comparator__error').innerText()).toContain('Failed to load insurance plans from both API and static file');
    await page.context().close();
  });

  it('renders the plan table without JavaScript', async () => {
    const page = await openPage(browser, base, '/insurance/resources/', { javaScriptEnabled: false });
    expect(await page.locator('.comparator__table tbody tr').count()).toBe(plans.filter(defaults).length);
    await page.context().close();
  });
});
