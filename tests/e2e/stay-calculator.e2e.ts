/**
 * The stay and reporting calculator in Chromium: keyboard only (an O-A entry with a planned one-year extension
 * and a move, the arrival day counting as day 1), the nationality select (a 60-day, a bilateral 90-day and a
 * "not stated" nationality; a 7-day-list nationality entering visa-exempt; a visa-on-arrival nationality), the
 * extension chain, yearly LTR reports from the visa's issue date, TM30 moves kept in the address, the
 * reminder file read by a real iCalendar parser, axe on a filled-in result at both widths, and without
 * JavaScript the worked examples, the rules and the nationality records on the page.
 * Expected dates are worked out by hand (see src/lib/visa/stay.test.ts for the arithmetic).
 */
import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { expectCleanAt, expectLinkedFrom, sitePages, waitForHydration } from './support/browser.ts';

const base = inject('baseUrl');
const { browserOf, open: openPath } = sitePages(base);
const path = '/visa/stay-calculator/';

const itemDate = (page: Page, title: string | RegExp) =>
  page
    .locator('.stay-calc__item')
    .filter({ has: page.getByRole('heading', { name: title, exact: typeof title === 'string' }) })
    .first()
    .locator('.stay-calc__date')
    .innerText();
async function open(query: string) {
  const page = await openPath(`${path}${query}`);
  await waitForHydration(page, 'StayCalculator');
  return page;
}

describe('stay calculator', () => {
  it('works by keyboard: an O-A entry on 1 December 2026, a planned extension and a move on 10 March 2027', async () => {
    const page = await openPath(path, { locale: 'en-US', acceptDownloads: true });
    await waitForHydration(page, 'StayCalculator');
    await page.getByLabel('Date of your last entry to Thailand').focus();
    await page.keyboard.type('12012026');
    // "How you entered": the O-A is the fifth choice, four down from visa-exempt.
    await page.getByLabel('How you entered').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('How you entered').inputValue()).toBe('o-a');
    await page.keyboard.press('Tab'); // the nationality select
    await page.keyboard.press('Tab'); // the plan checkbox
    await page.keyboard.press('Space');
    expect(await page.getByLabel(/I plan to apply/).isChecked()).toBe(true);
    await page.keyboard.press('Tab'); // "Add an address"
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab'); // the new row's remove button
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Remove address 1');
    // Its date field, at its first part (as for the entry date above: Shift+Tab would land on the year).
    await page.getByLabel('Day you arrived at address 1').focus();
    await page.keyboard.type('03102027');

    expect(await itemDate(page, 'Last day of your permitted stay')).toMatch(/^Tuesday,? 30 November 2027$/);
    expect(await itemDate(page, 'Last day of your stay if the extension is granted')).toMatch(
      /^Thursday,? 30 November 2028$/,
    );
    expect(await page.locator('.stay-calc__item', { hasText: '90-day report' }).count()).toBeGreaterThanOrEqual(4);
    expect(await itemDate(page, 'First 90-day report')).toMatch(
      /^From Sunday,? 14 February 2027 to Sunday,? 7 March 2027$/,
    );
    expect(await itemDate(page, 'TM30 for address 1')).toMatch(
      /^From Wednesday,? 10 March 2027 to Thursday,? 11 March 2027$/,
    );
    expect(await page.locator('.stay-calc__item').first().locator('a').first().getAttribute('href')).toMatch(/^https:/);
    const url = new URL(page.url());
    expect(['entry', 'type', 'extend', 'moves'].map((p) => url.searchParams.get(p))).toEqual([
      '2026-12-01',
      'o-a',
      '1',
      '2027-03-10',
    ]);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download reminders/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('thailand-stay-reminders.ics');
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const summaries = events.map((e) => e.summary);
    expect(summaries).toContain('Last day of your permitted stay');
    expect(summaries.filter((s) => s.includes('90-day report')).length).toBeGreaterThanOrEqual(4);
    expect(events.find((e) => e.summary === 'TM30 for address 1')?.startDate.toString()).toBe('2027-03-11');
    // Nothing typed leaves the page: the only request is the calendar script itself, with no query. (Chromium may
    // ask for the page's icon at any moment after load, under load even this late; it carries nothing typed.)
    for (const u of requests.filter((x) => !x.startsWith('blob:') && new URL(x).pathname !== '/favicon.svg'))
      expect(new URL(u).pathname + new URL(u).search).toMatch(/^\/_astro\/calendar-entry[^?]*\.js$/);
    await page.context().close();
  });

  it('the nationality select decides a visa-exempt stay: 60 days for the United Kingdom, with the 2026 change said beside it', async () => {
    const page = await open('?entry=2026-12-01');
    expect(await page.locator('.stay-calc__results [role="alert"]').innerText()).toMatch(/Choose your nationality/);
    await page.getByLabel('Nationality (your passport)').focus();
    await page.keyboard.type('United Kingdom');
    expect(await page.getByLabel('Nationality (your passport)').inputValue()).toBe('united-kingdom');
    expect(await itemDate(page, 'Last day of your permitted stay')).toMatch(/^Friday,? 29 January 2027$/);
    const pending = await page
      .locator('.stay-calc__item', { hasText: 'Last day of your permitted stay' })
      .locator('.notice')
      .innerText();
    expect(pending).toMatch(/60-day exemption for all 93/);
    expect(pending).toMatch(/not yet known/);
    expect(new URL(page.url()).searchParams.get('nat')).toBe('united-kingdom');
    await page.context().close();
  });

  it('Brazil has 90 days under its bilateral agreement; a nationality no record names is "not stated"', async () => {
    const brazil = await open('?entry=2026-12-01&nat=brazil&extend=1');
    expect(await itemDate(brazil, 'Last day of your permitted stay')).toMatch(/^Sunday,? 28 February 2027$/);
    // No source states the visitor's extension for a stay under an agreement: no extended date, and it says so.
    expect(await brazil.locator('.stay-calc__note').first().innerText()).toMatch(/bilateral agreement.*not stated/s);
    expect(await brazil.locator('.stay-calc__item', { hasText: 'if the extension is granted' }).count()).toBe(0);
    await brazil.context().close();
    const kenya = await open('?entry=2026-12-01&nat=kenya');
    expect(await kenya.locator('.stay-calc__note').first().innerText()).toMatch(/not stated.*Thai embassy/s);
    expect(await kenya.locator('.stay-calc__item', { hasText: 'Last day of your permitted stay' }).count()).toBe(0);
    await kenya.context().close();
  });

  it("the extension chain: a visitor's extension allows no further one; a one-year extension the next, with TM30 from the current address", async () => {
    const visitor = await open('?entry=2026-12-01&type=extension&kind=visitor&ends=2027-02-28&extend=1');
    expect(await visitor.locator('.stay-calc__note').first().innerText()).toMatch(/no further extension/);
    expect(await visitor.locator('.stay-calc__item', { hasText: 'Last day to apply' }).count()).toBe(0);
    expect(await itemDate(visitor, 'If you stay past your last day')).toMatch(/^Monday,? 1 March 2027$/);
    await visitor.context().close();

    const yearly = await open(
      '?entry=2025-12-01&type=extension&kind=one-year&purpose=o&ends=2027-11-30&moves=2027-06-02',
    );
    expect(await itemDate(yearly, 'Last day to apply for the next one-year extension')).toMatch(
      /^Tuesday,? 30 November 2027$/,
    );
    expect(await yearly.locator('.stay-calc__item', { hasText: 'next one-year extension' }).innerText()).toMatch(
      /O: family or retirement/,
    );
    expect(await itemDate(yearly, 'TM30 for address 1')).toMatch(
      /^From Wednesday,? 2 June 2027 to Thursday,? 3 June 2027$/,
    );
    expect(await yearly.getByLabel('Day you arrived at address 1').inputValue()).toBe('2027-06-02');
    // Removing the move takes it out of the address too.
    await yearly.getByRole('button', { name: 'Remove address 1' }).click();
    expect(new URL(yearly.url()).searchParams.get('moves')).toBeNull();
    expect(await yearly.locator('.stay-calc__note', { hasText: 'current address' }).count()).toBe(1);
    await yearly.context().close();
  });

  // The BOI counts the LTR year from the visa's issue date (or a later arrival). Issued on 1 March 2027 after an
  // entry on 10 January 2027: due 1 March 2028, window 15 February to 8 March 2028 (2028 is a leap year).
  it('LTR: yearly reports from the issue date instead of 90-day reports; without the issue date it asks for it', async () => {
    const page = await open('?entry=2027-01-10&type=ltr&ends=2032-02-29');
    expect(await page.locator('.stay-calc__note').first().innerText()).toMatch(/date your LTR visa was issued/);
    expect(await page.locator('.stay-calc__item', { hasText: 'Yearly report' }).count()).toBe(0);
    await page.getByLabel('Date your LTR visa was issued (as printed on the visa)').focus();
    await page.keyboard.type('03012027');
    expect(await itemDate(page, 'Yearly report 1 (LTR)')).toMatch(
      /^From Tuesday,? 15 February 2028 to Wednesday,? 8 March 2028$/,
    );
    expect(await page.locator('.stay-calc__item', { hasText: 'Yearly report' }).count()).toBe(4);
    expect(await page.locator('.stay-calc__item', { hasText: '90-day report' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('issued')).toBe('2027-03-01');
    await page.context().close();
  });

  // Sri Lanka is on the 60-day list and on the 7-day list, which the government portal states for Tourist Visas
  // only: entry 10 January 2026, last day 10 March 2026, + 30 days = 9 April 2026 (see stay.test.ts).
  it('a 7-day-list nationality entering visa-exempt gets the 30-day extension; a visa-on-arrival nationality 15 days', async () => {
    const lanka = await open('?entry=2026-01-10&nat=sri-lanka&extend=1');
    expect(await itemDate(lanka, 'Last day of your permitted stay')).toMatch(/^Tuesday,? 10 March 2026$/);
    expect(await itemDate(lanka, 'Last day of your stay if the extension is granted')).toMatch(
      /^Thursday,? 9 April 2026$/,
    );
    await lanka.context().close();
    // Ethiopia, on the visa-on-arrival list: 15 days from 10 January 2026 = 24 January 2026.
    const ethiopia = await open('?entry=2026-01-10&type=visa-on-arrival&nat=ethiopia');
    expect(await itemDate(ethiopia, 'Last day of your permitted stay')).toMatch(/^Saturday,? 24 January 2026$/);
    expect(await ethiopia.locator('.stay-calc__note').count()).toBe(0);
    await ethiopia.context().close();
    // Kenya is on no visa-on-arrival record: the dates of a visa on arrival already granted, and "not stated" beside them.
    const kenya = await open('?entry=2026-01-10&type=visa-on-arrival&nat=kenya');
    expect(await kenya.locator('.stay-calc__note').first().innerText()).toMatch(
      /not named in the visa-on-arrival record/,
    );
    expect(await itemDate(kenya, 'Last day of your permitted stay')).toMatch(/^Saturday,? 24 January 2026$/);
    await kenya.context().close();
  });

  it('a filled-in result has zero axe violations and fits the screen at 1280 and 360 px', async () => {
    for (const width of [1280, 360]) {
      const page = await openPath(`${path}?entry=2026-12-01&nat=india&extend=1&moves=2027-01-05`, {
        viewport: { width, height: 900 },
      });
      await waitForHydration(page, 'StayCalculator');
      await page.locator('.stay-calc__item').first().waitFor();
      await expectCleanAt(page, width, `${width} px`);
      await page.context().close();
    }
  });

  it('without JavaScript shows worked examples, the rules and the nationality records', async () => {
    const page = await openPath(path, { javaScriptEnabled: false });
    expect(await page.locator('#example-title').innerText()).toBe('Worked examples');
    expect(await page.locator('.stay-page__example').count()).toBe(4);
    // The British visitor: last day 29 January 2027 (60 days), extended to 28 February 2027.
    const visitor = await page.locator('.stay-page__example').first().innerText();
    expect(visitor).toContain('29 January 2027');
    expect(visitor).toContain('28 February 2027');
    // The LTR holder whose visa was issued on 1 March 2027: the first yearly report from 15 February to 8 March 2028.
    expect(await page.locator('.stay-page__example').nth(3).innerText()).toContain('15 February 2028');
    expect(await page.locator('.stay-page__rules li').count()).toBeGreaterThan(20);
    const rules = await page.locator('.stay-page__rules').innerText();
    expect(rules).toContain('Approved, not yet in force');
    expect(rules).toMatch(/Nationalities: Argentina, Brazil, Chile/);
    expect(await page.locator('[aria-labelledby="rules-title"]').innerText()).toMatch(/not stated in our records/);
    await page.context().close();
  });

  it('is linked from the visa hub and the 90-day reporting guide', async () => {
    await expectLinkedFrom(browserOf(), base, path, ['/visa/', '/visa/90-day-reporting/']);
  });
});
