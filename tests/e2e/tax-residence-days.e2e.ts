/**
 * The tax-residence day counter in Chromium: two trips added by keyboard alone
 * give the days per year and the 180th day (worked out by hand below), the
 * trips stay in the address (replaced, not pushed) and nothing leaves the page;
 * overlapping trips are named and kept as typed; a trip in progress is counted
 * to the chosen date; without JavaScript the rules and the worked example read;
 * axe (WCAG 2.2 A/AA) at 1280 and 360 px, the W3C Nu checker and no layout shift.
 */
import { describe, expect, inject, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expectCleanAt, expectLinkedFrom, sitePages, waitForHydration } from './support/browser.ts';
import { describeShifts, layoutShifts, phoneRecordingShifts, totalShift } from './support/layout-shifts.ts';
import { clientDir } from './support/fixture-site.ts';

const base = inject('baseUrl');
const { browserOf, open } = sitePages(base);
const PATH = '/business/tax-residence-days/';
const require = createRequire(import.meta.url);

/** The results table as text: one row per year, cells joined by " | ". */
const yearRows = (page: Page) =>
  page
    .locator('.tax-days__table tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.children].map((c) => (c as HTMLElement).innerText.trim()).join(' | ')),
    );

/** Presses Tab until `target` has the focus (a date field holds more than one tab stop: its parts and its calendar button). */
async function tabTo(page: Page, target: Locator, most = 6): Promise<void> {
  const focused = () => target.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < most && !(await focused()); i++) await page.keyboard.press('Tab');
  expect(await focused()).toBe(true);
}

describe('tax residence day counter', () => {
  it('works by keyboard alone: two trips give 12 days in 2026 and 190 in 2027, day 180 on 20 July 2027', async () => {
    const page = await open(PATH, { locale: 'en-US' });
    await waitForHydration(page, 'TaxResidenceDays');
    const historyLength = await page.evaluate(() => history.length);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    // From the top of the page, Tab reaches the first date field (skip link, header and breadcrumb links come first).
    await tabTo(page, page.getByLabel('Arrived in Thailand').first(), 60);
    // Trip 1: 20 December 2026 to 10 January 2027 (en-US date fields take month, day, year).
    await page.keyboard.type('12202026');
    await tabTo(page, page.getByLabel('Left Thailand').first());
    await page.keyboard.type('01102027');
    // On to "Add a trip" and press it: the new trip's arrival field takes the focus.
    await tabTo(page, page.getByRole('button', { name: 'Add a trip' }));
    await page.keyboard.press('Enter');
    const secondArrival = page.getByLabel('Arrived in Thailand').nth(1);
    await expect.poll(() => secondArrival.evaluate((el) => el === document.activeElement)).toBe(true);
    // Trip 2: 1 February to 30 July 2027.
    await page.keyboard.type('02012027');
    await tabTo(page, page.getByLabel('Left Thailand').nth(1));
    await page.keyboard.type('07302027');

    // By hand: 2026: 20..31 December = 12 days; 180 - 12 = 168 short.
    // 2027: 1..10 January = 10; February 28 + March 31 + April 30 + May 31 + June 30 = 150 (160 by 30 June);
    // July 1..30 = 30, total 190; day 180 is 20 July (160 + 20).
    expect(await yearRows(page)).toEqual([
      '2026 | 12 of 365 | Not reached | No: 168 days short of 180',
      '2027 | 190 of 365 | 20 July 2027 | Yes',
    ]);
    expect(await page.locator('.tax-days__results').innerText()).toMatch(
      /foreign income you bring into Thailand in such a year is taxable if it was earned on or after 1 January 2024/,
    );

    const url = new URL(page.url());
    expect(url.searchParams.get('trips')).toBe('2026-12-20_2027-01-10.2027-02-01_2027-07-30');
    // Each change replaced the history entry: Back still leaves the page.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // Nothing typed leaves the page: no request carries a date; Chromium only asks for the favicon again
    // when the address changes.
    expect(requests.filter((u) => /20(26|27)/.test(u))).toEqual([]);
    expect(requests.filter((u) => new URL(u).pathname !== '/favicon.svg')).toEqual([]);

    // Removing trip 2 by keyboard brings the focus back to "Add a trip" and 2027 down to 10 days.
    await page.getByRole('button', { name: 'Remove trip 2' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add a trip');
    expect(await yearRows(page)).toEqual([
      '2026 | 12 of 365 | Not reached | No: 168 days short of 180',
      '2027 | 10 of 365 | Not reached | No: 170 days short of 180',
    ]);
    await page.context().close();
  });

  it('names overlapping trips and keeps them as typed', async () => {
    const trips = '2027-03-01_2027-03-10.2027-03-05_2027-03-20';
    const page = await open(`${PATH}?trips=${trips}`);
    await waitForHydration(page, 'TaxResidenceDays');
    expect(await page.locator('.tax-days__problems').innerText()).toBe(
      'Trips 1 and 2 overlap: trip 2 starts on 5 March 2027, but trip 1 ends on 10 March 2027.',
    );
    expect(await page.locator('.tax-days__table').count()).toBe(0);
    const values = await page
      .locator('.tax-days__trip input')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(values).toEqual(['2027-03-01', '2027-03-10', '2027-03-05', '2027-03-20']);
    expect(new URL(page.url()).searchParams.get('trips')).toBe(trips);

    // A departure before the arrival is named too.
    await page.getByLabel('Left Thailand').nth(1).fill('2027-03-02');
    expect(await page.locator('.tax-days__problems').innerText()).toBe(
      'Trip 2: the departure (2 March 2027) is before the arrival (5 March 2027).',
    );
    await page.context().close();
  });

  it('counts a trip in progress to the chosen date, across the year end, and says so', async () => {
    const page = await open(`${PATH}?trips=2026-07-01_&until=2027-01-31`);
    await waitForHydration(page, 'TaxResidenceDays');
    expect(await page.locator('.tax-days__results .notice').innerText()).toBe(
      'Trip 1 has no departure date: it is counted until 31 January 2027, the date you chose.',
    );
    // By hand: July 31 + August 31 + September 30 + October 31 + November 30 + December 31 = 184 days in 2026;
    // the 184th is 31 December, so the 180th is 27 December. 2027: 1..31 January = 31.
    expect(await yearRows(page)).toEqual([
      '2026 | 184 of 365 | 27 December 2026 | Yes',
      '2027 | 31 of 365 | Not reached | No: 149 days short of 180',
    ]);
    await page.context().close();
  });

  it('counts a trip in progress to today in Thailand when no date is chosen', async () => {
    const page = await open(`${PATH}?trips=2020-01-01_`);
    await waitForHydration(page, 'TaxResidenceDays');
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Bangkok',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date()),
    );
    expect(await page.locator('.tax-days__results .notice').innerText()).toBe(
      `Trip 1 has no departure date: it is counted until today in Thailand, ${today}.`,
    );
    // 2020 is a leap year: in Thailand from 1 January to 31 December, 366 days; day 180 = 31 + 29 + 31 + 30 + 31 = 152 by 31 May, + 28 -> 28 June.
    expect((await yearRows(page))[0]).toBe('2020 | 366 of 366 | 28 June 2020 | Yes');
    await page.context().close();
  });

  it('without JavaScript explains the rules with the worked example', async () => {
    const page = await open(PATH, { javaScriptEnabled: false });
    expect(await page.locator('.tax-page__island').isVisible()).toBe(false);
    expect(await page.locator('body').innerText()).toContain(
      'The counter needs JavaScript. The rules and a worked example follow.',
    );
    const example = page.locator('[aria-labelledby="example-title"]');
    expect(await example.locator('.tax-page__years tbody tr').allInnerTexts()).toEqual([
      // By hand: 20..31 December 2026 = 12. 2027: 10 + 150 (1 February to 30 June) + 32 (15 August to 15 September) = 192;
      // day 161 is 15 August, so day 180 is 3 September.
      expect.stringMatching(/^2026\s+12 of 365\s+Not reached\s+No: 168 days short of 180$/),
      expect.stringMatching(/^2027\s+192 of 365\s+3 September 2027\s+Yes$/),
    ]);
    const notice = await page.locator('.tax-page > .notice').innerText();
    expect(notice).toMatch(/the day you arrive and the day you leave both count/);
    expect(notice).toMatch(/we found no Revenue Department page that does/);
    const rules = page.locator('.tax-page__rules');
    expect(await rules.locator('a[href="https://www.rd.go.th/english/37749.html"]').count()).toBe(1);
    expect(await rules.innerText()).toMatch(/Paw\. 161\/2566/);
    expect(await rules.innerText()).toMatch(/Paw\. 162\/2566/);
    expect(await rules.innerText()).toMatch(/Proposed, not in force/);
    expect(await page.locator('#meaning-title').innerText()).toBe('What 180 days mean');
    await page.context().close();
  });

  it('has zero axe violations, no CSP violations and no sideways scrolling at 1280, 360 and 320 px, with results and with an error', async () => {
    // 320 px: the width WCAG's reflow criterion names.
    for (const width of [1280, 360, 320]) {
      for (const query of [
        '',
        '?trips=2026-12-20_2027-01-10.2027-02-01_',
        '?trips=2027-03-01_2027-03-10.2027-03-05_2027-03-20',
      ]) {
        const page = await open(PATH + query, { viewport: { width, height: 900 } });
        await waitForHydration(page, 'TaxResidenceDays');
        await expectCleanAt(page, width, `${width} px ${query}`);
        await page.context().close();
      }
    }
  });

  it('does not shift at first paint on a throttled phone (total ≤ 0.01)', async () => {
    const page = await phoneRecordingShifts(browserOf());
    const context = page.context();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(base + PATH, { waitUntil: 'load', timeout: 60_000 });
    await waitForHydration(page, 'TaxResidenceDays');
    await page.waitForTimeout(1500);
    const shifts = await layoutShifts(page);
    expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
    await context.close();
  });

  it('passes the W3C Nu HTML checker', () => {
    const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
    const file = path.join(clientDir, 'business/tax-residence-days/index.html');
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', file], { encoding: 'utf8' });
    expect(run.error).toBeUndefined();
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { type: string; message: string; extract?: string }[];
    };
    expect(report.messages.filter((m) => m.type === 'error').map((m) => `${m.message} ${m.extract ?? ''}`)).toEqual([]);
  }, 60_000);

  it('is linked from the business hub, the tax guide, the sitemap, and wins over the guide route', async () => {
    await expectLinkedFrom(browserOf(), base, PATH, ['/business/', '/business/tax/'], { javaScriptEnabled: false });
    expect(await (await fetch(`${base}/sitemap-0.xml`)).text()).toContain(`${PATH}</loc>`);
    const html = await (await fetch(base + PATH)).text();
    expect(html).toMatch(/<h1[^>]*>Tax Residence Day Counter<\/h1>/);
    // Not a guide: the business index (and the hub's filters built from it) do not list it.
    const guides = (await (await fetch(`${base}/business-index.json`)).json()) as { path?: string; slug?: string }[];
    expect(guides.some((g) => (g.path ?? g.slug ?? '').includes('tax-residence-days'))).toBe(false);
  });
});
