/**
 * The retirement money planner in Chromium, keyboard only: a retirement deposit application on 15 March 2027
 * gives the dates worked out by hand in src/lib/visa/retirement-money.test.ts (money in by 15 December 2026 on the
 * stricter reading, 15 January 2027 on the published 2 months; untouched to 15 June 2027; drawn down to THB 400,000
 * from 16 June 2027; back up by 15 December 2027), the combination 500,000 + 12 x 25,000 = 800,000 meets the test,
 * the address keeps the inputs, the reminder file downloads and ical.js reads it, marriage asks THB 400,000, and
 * without JavaScript the page explains the rules with the same worked example. Also: axe WCAG 2.2 A/AA at 1280 and
 * 360 px, no sideways scrolling on a phone, the W3C HTML checker and no layout shift.
 */
import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import ICAL from 'ical.js';
import { expectLinkedFrom, expectNoAxeViolations, sitePages, waitForHydration } from './support/browser.ts';
import { describeShifts, layoutShifts, phoneRecordingShifts, totalShift } from './support/layout-shifts.ts';
import { clientDir } from './support/fixture-site.ts';

const base = inject('baseUrl');
const { browserOf, open } = sitePages(base);
const PATH = '/visa/retirement-money-planner/';
const require = createRequire(import.meta.url);

describe('retirement money planner', () => {
  it('works by keyboard: retirement, deposit, applying on 15 March 2027, then the combination, and downloads the reminders', async () => {
    const page = await open(PATH, { locale: 'en-US', acceptDownloads: true });
    await waitForHydration(page, 'RetirementPlanner');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    // Tab from the purpose select through the route select to the application day.
    await page.getByLabel('Extension for').focus();
    expect(await page.getByLabel('Extension for').inputValue()).toBe('retirement');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('plan-route');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('plan-apply');
    await page.keyboard.type('03152027');
    await page.getByLabel('Your deposit (THB)').focus();
    await page.keyboard.type('800000');

    const items = page.locator('.money-plan__item');
    const dateOf = async (title: string | RegExp) =>
      items
        .filter({ has: page.locator('h3', { hasText: title }) })
        .first()
        .locator('.money-plan__date')
        .innerText();
    expect(await dateOf('THB 800,000 in your Thai account')).toBe('15 December 2026');
    expect(await items.first().innerText()).toContain('the published figure is 2 months (by 15 January 2027)');
    expect(await dateOf('Do not touch the THB 800,000')).toBe('15 December 2026 – 15 June 2027');
    expect(await dateOf('From this day you may draw down to THB 400,000')).toBe('16 June 2027');
    expect(await dateOf('Back up to THB 800,000 for next year')).toBe('15 December 2027');
    expect(await page.locator('.money-plan__test').innerText()).toMatch(
      /The test: THB 800,000\. Your figures give THB 800,000: enough\./,
    );
    expect(await items.first().locator('a').first().getAttribute('href')).toMatch(/^https?:/);
    let url = new URL(page.url());
    expect([url.searchParams.get('apply'), url.searchParams.get('deposit')]).toEqual(['2027-03-15', '800000']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download reminders/ }).press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('thailand-extension-money.ics');
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const byDay = Object.fromEntries(events.map((e) => [e.startDate.toString(), e.summary]));
    expect(byDay).toEqual({
      '2026-12-15': 'THB 800,000 in your Thai account',
      '2027-03-15': 'Apply for the extension',
      '2027-06-15': 'Do not touch the THB 800,000: last day',
      '2027-06-16': 'From this day you may draw down to THB 400,000',
      '2027-12-15': 'Back up to THB 800,000 for next year',
    });

    // The combination: 500,000 + 12 x 25,000 = 800,000.
    await page.getByLabel('How you show the money').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('How you show the money').inputValue()).toBe('combination');
    await page.getByLabel('Your deposit (THB)').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('500000');
    await page.getByLabel('Your monthly income (THB)').focus();
    await page.keyboard.type('25000');
    expect(await page.locator('.money-plan__test').innerText()).toMatch(
      /THB 800,000 a year .*Your figures give THB 800,000: enough\./,
    );
    expect(await dateOf('THB 500,000 in your Thai account')).toBe('15 December 2026');
    expect(await dateOf('Do not touch the deposit part')).toBe('15 December 2026 – 15 March 2028');
    // 20,000 a month instead: 500,000 + 12 x 20,000 = 740,000, THB 60,000 short of 800,000.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('20000');
    expect(await page.locator('.money-plan__test').innerText()).toContain(
      'Your figures give THB 740,000: THB 60,000 short.',
    );
    url = new URL(page.url());
    expect([url.searchParams.get('route'), url.searchParams.get('deposit'), url.searchParams.get('monthly')]).toEqual([
      'combination',
      '500000',
      '20000',
    ]);
    // Nothing typed leaves the page: the plan and the file are made in the browser. The only requests are to this
    // site (the .ics code as a script, the favicon again as the address changes), none carrying what was typed.
    expect(requests.length).toBeGreaterThan(0);
    expect(
      requests.filter(
        (u) => /800000|500000|25000|20000|2027-03-15/.test(u) || !(u.startsWith(base) || u.startsWith('blob:')),
      ),
    ).toEqual([]);
    expect(requests.some((u) => /\/_astro\/download\.[\w-]+\.js$/.test(u))).toBe(true);
    await page.context().close();
  });

  it('marriage asks THB 400,000 and labels the hold after approval as the stricter reading; the combination is not offered', async () => {
    const page = await open(`${PATH}?purpose=marriage&apply=2027-03-15`);
    await waitForHydration(page, 'RetirementPlanner');
    const items = page.locator('.money-plan__item');
    expect(await items.first().locator('h3').innerText()).toBe('THB 400,000 in your Thai account');
    const hold = items.filter({ hasText: 'Do not touch the THB 400,000' });
    expect(await hold.locator('.money-plan__date').innerText()).toBe('15 December 2026 – 15 June 2027');
    expect(await hold.innerText()).toContain('Stricter reading');
    expect(await items.filter({ hasText: 'From this day you may use the money' }).innerText()).toContain('not stated');
    await page.getByLabel('How you show the money').selectOption('combination');
    expect(await page.locator('.money-plan__results .notice').innerText()).toMatch(/not offered for marriage/);
    await page.context().close();
  });

  it('without JavaScript explains the rules with the worked example of 15 March 2027', async () => {
    const page = await open(PATH, { javaScriptEnabled: false });
    expect(await page.locator('#example-title').innerText()).toBe('Worked example');
    const rows = await page.locator('.money-page__example tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t'))).toEqual([
      ['THB 800,000 in your Thai account', '15 December 2026', '15 January 2027'],
      ['Apply for the extension', '15 March 2027', 'same'],
      ['Do not touch the THB 800,000', '15 December 2026 to 15 June 2027', 'same'],
      ['From this day you may draw down to THB 400,000', '16 June 2027', 'same'],
      ['Back up to THB 800,000 for next year', '15 December 2027', '15 January 2028'],
    ]);
    expect(await page.locator('[aria-labelledby="example-title"]').innerText()).toContain(
      '500,000 + 12 x 25,000 = THB 800,000',
    );
    expect(await page.locator('.money-page__rules li').count()).toBeGreaterThanOrEqual(8);
    expect(await page.locator('[aria-labelledby="disagree-title"]').innerText()).toMatch(/2 or 3 months/);
    expect(await page.locator('.money-page__island').isVisible()).toBe(false);
    await page.context().close();
  });

  it('is linked from the retirement and marriage guides', async () => {
    await expectLinkedFrom(browserOf(), base, PATH, ['/visa/retirement/', '/visa/marriage/']);
  });

  for (const width of [1280, 360]) {
    it(`has zero axe violations (WCAG 2.2 A/AA) with a plan shown, and no sideways scrolling, at ${width} px`, async () => {
      for (const query of ['', '?route=combination&apply=2027-03-15&deposit=500000&monthly=20000']) {
        const page = await open(PATH + query, { viewport: { width, height: 900 } });
        await waitForHydration(page, 'RetirementPlanner');
        await expectNoAxeViolations(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${query} scrolls sideways`,
        ).toBe(true);
        await page.context().close();
      }
    });
  }

  it('passes the W3C Nu HTML checker', () => {
    const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
    const file = path.join(clientDir, 'visa/retirement-money-planner/index.html');
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', file], { encoding: 'utf8' });
    expect(run.error).toBeUndefined();
    const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: { type: string; message: string }[] };
    expect(report.messages.filter((m) => m.type === 'error').map((m) => m.message)).toEqual([]);
  }, 120_000);

  it('does not shift at first paint on a phone, plain and from a shared link', async () => {
    for (const query of ['', '?apply=2027-03-15']) {
      const page = await phoneRecordingShifts(browserOf());
      await page.goto(base + PATH + query, { waitUntil: 'load' });
      await waitForHydration(page, 'RetirementPlanner');
      await page.waitForTimeout(1000);
      const shifts = await layoutShifts(page);
      expect(totalShift(shifts), `${query} ${describeShifts(shifts)}`).toBeLessThanOrEqual(0.01);
      await page.context().close();
    }
  });
});
