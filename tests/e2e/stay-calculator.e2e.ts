/**
 * The stay and reporting calculator in Chromium, keyboard only: the dates for
 * an O-A entry with a planned one-year extension (the arrival day is day 1),
 * the address keeps the inputs, the reminder file downloads and a real
 * iCalendar parser reads it, and without JavaScript the rules and a worked
 * example are on the page.
 */
import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { browserForFile, openPage, waitForHydration } from './support/browser.ts';

const base = inject('baseUrl');
const browserOf = browserForFile();

describe('stay calculator', () => {
  it('works by keyboard: an O-A entry on 1 December 2026 gives a last day of 30 November 2027 and four 90-day windows', async () => {
    const page = await openPage(browserOf(), base, '/visa/stay-calculator/', { locale: 'en-US', acceptDownloads: true });
    await waitForHydration(page, 'StayCalculator');
    await page.getByLabel('Date of entry').focus();
    await page.keyboard.type('12012026');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // "How you entered": choose the O-A by keyboard.
    await page.getByLabel('How you entered').focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('How you entered').inputValue()).toBe('o-a');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByLabel(/I plan to apply/).isChecked()).toBe(true);

    const items = page.locator('.stay-calc__item');
    const byTitle = async (title: string) => (await items.filter({ hasText: title }).first().locator('.stay-calc__date').innerText());
    expect(await byTitle('Last day of your permitted stay')).toMatch(/^Tuesday,? 30 November 2027$/);
    expect(await byTitle('Last day of your stay if the extension is granted')).toMatch(/^Thursday,? 30 November 2028$/);
    expect(await items.filter({ hasText: '90-day report' }).count()).toBeGreaterThanOrEqual(4);
    expect(await byTitle('First 90-day report')).toMatch(/^From Sunday,? 14 February 2027 to Sunday,? 7 March 2027$/);
    expect(await items.first().locator('a').first().getAttribute('href')).toMatch(/^https?:/);
    const url = new URL(page.url());
    expect([url.searchParams.get('entry'), url.searchParams.get('type'), url.searchParams.get('extend')]).toEqual(['2026-12-01', 'o-a', '1']);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download reminders/ }).click()]);
    expect(download.suggestedFilename()).toBe('thailand-stay-reminders.ics');
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    const summaries = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).summary);
    expect(summaries).toContain('Last day of your permitted stay');
    expect(summaries.filter((s) => s.includes('90-day report')).length).toBeGreaterThanOrEqual(4);
    // Nothing typed leaves the page: the file is made in the browser.
    expect(requests.filter((u) => !u.startsWith('blob:'))).toEqual([]);
    await page.context().close();
  });

  it('says the 2026 exemption change is approved but not yet in force beside a visa-exempt last day', async () => {
    const page = await openPage(browserOf(), base, '/visa/stay-calculator/?entry=2026-12-01&type=visa-exempt');
    await waitForHydration(page, 'StayCalculator');
    const last = page.locator('.stay-calc__item', { hasText: 'Last day of your permitted stay' });
    expect(await last.locator('.stay-calc__date').innerText()).toMatch(/^Friday,? 29 January 2027$/);
    expect(await last.locator('.notice').innerText()).toMatch(/not yet known/);
    await page.context().close();
  });

  it('without JavaScript explains the rules with a worked example', async () => {
    const page = await openPage(browserOf(), base, '/visa/stay-calculator/', { javaScriptEnabled: false });
    expect(await page.locator('#example-title').innerText()).toBe('Worked example');
    expect(await page.locator('[aria-labelledby="example-title"] tbody tr').count()).toBeGreaterThan(4);
    expect(await page.locator('.stay-page__rules li').count()).toBeGreaterThan(10);
    expect(await page.locator('.stay-page__rules').innerText()).toContain('Approved, not yet in force');
    await page.context().close();
  });

  it('is linked from the visa hub and the 90-day reporting guide', async () => {
    for (const path of ['/visa/', '/visa/90-day-reporting/']) {
      const page = await openPage(browserOf(), base, path);
      expect(await page.locator('a[href="/visa/stay-calculator/"]').count(), path).toBeGreaterThan(0);
      await page.context().close();
    }
  });
});
