/**
 * The retirement money planner and the tax-residence day counter in Thai, in Chromium: results worked out by hand
 * (the same cases as retirement-planner.e2e.ts, tax-residence-days.e2e.ts and src/lib/visa/retirement-money.test.ts)
 * written in Thai with Buddhist-era dates (CE + 543), the result almost all Thai script (only the names of
 * publishers and ".ics" stay Latin), the sources described in Thai, a Thai reminder file, the worked examples and the
 * rules in Thai
 * without JavaScript, zero axe (WCAG 2.2 A/AA) violations at 360 px, and valid HTML (W3C Nu checker).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import ICAL from 'ical.js';
import { expectNoAxeViolations, launchBrowser, newPage, waitForHydration } from './support/browser.ts';

const base = inject('baseUrl');
const PLANNER = '/th/visa/retirement-money-planner/';
const COUNTER = '/th/business/tax-residence-days/';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The share of Thai letters among the letters of an element's text, leaving out what is marked English (lang="en")
 * and what `leaveOut` selects.
 */
async function thaiShare(region: Locator, leaveOut?: string): Promise<number> {
  const text = await region.evaluate((el, selector) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(selector ? `[lang="en"], ${selector}` : '[lang="en"]').forEach((e) => e.remove());
    return copy.textContent ?? '';
  }, leaveOut);
  const thai = (text.match(/[\u0E01-\u0E4E]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return thai / (thai + latin);
}

/** Each rule's source link is described in Thai (a Thai letter in it) and not marked English. */
async function expectThaiSources(links: Locator, count: number): Promise<void> {
  const described = await links.evaluateAll((as) =>
    as.map((a) => ({ thai: /[\u0E00-\u0E7F]/.test(a.textContent ?? ''), lang: a.getAttribute('lang') })),
  );
  expect(described).toEqual(Array.from({ length: count }, () => ({ thai: true, lang: null })));
}

describe('the money planner in Thai', () => {
  // Retirement, deposit route, applying on 15 March 2027 with THB 800,000 (retirement-money.test.ts): in by
  // 15 December 2026 (3 months before, stricter) or 15 January 2027 (2 months); untouched to 15 June 2027
  // (3 months after approval); drawn down to THB 400,000 from 16 June 2027. 2026 + 543 = 2569, 2027 + 543 = 2570.
  it('gives the dates in Thai with the Buddhist year, a Thai result and a Thai reminder file', async () => {
    const page = await newPage(browser, { acceptDownloads: true });
    await page.goto(`${base}${PLANNER}?apply=2027-03-15&deposit=800000`);
    await waitForHydration(page, 'RetirementPlanner');
    const items = page.locator('.money-plan__item');
    const dateOf = async (title: string) =>
      items
        .filter({ has: page.locator('h3', { hasText: title }) })
        .first()
        .locator('.money-plan__date')
        .innerText();
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(3);
    expect(await dateOf('800,000 บาท ในบัญชีธนาคารไทยของท่าน')).toBe('15 ธันวาคม 2569');
    expect(await items.first().innerText()).toContain('ตัวเลขที่ประกาศไว้คือ 2 เดือน (ภายใน 15 มกราคม 2570)');
    expect(await dateOf('ห้ามถอน 800,000 บาท')).toBe('15 ธันวาคม 2569 – 15 มิถุนายน 2570');
    expect(await dateOf('ตั้งแต่วันนี้ท่านถอนได้จนเหลือ 400,000 บาท')).toBe('16 มิถุนายน 2570');
    expect(await page.locator('.money-plan__test').innerText()).toBe(
      'เกณฑ์: 800,000 บาท ตัวเลขของท่านได้ 800,000 บาท: เพียงพอ',
    );
    expect(await page.getByLabel('ขยายระยะเวลาพำนักเพื่อ').inputValue()).toBe('retirement');
    // The result's own words are Thai; each source below a date is described in Thai (content/th/visa-rules/
    // rule-texts.yaml) around its publisher's name, which may be Latin ("Thai Visa and Work Permit"), and is not
    // marked English.
    expect(await thaiShare(page.locator('.money-plan__results'), '.money-plan__rules')).toBeGreaterThan(0.97);
    const sourceLinks = page.locator('.money-plan__results .money-plan__rules a');
    const linksShown = await sourceLinks.count();
    expect(linksShown).toBeGreaterThan(3);
    await expectThaiSources(sourceLinks, linksShown);
    expect(await items.first().locator('.money-plan__rules a').first().innerText()).toContain('ตรวจคนเข้าเมือง');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /ดาวน์โหลดการแจ้งเตือน/ }).click(),
    ]);
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.summary)).toContain('ห้ามถอน 800,000 บาท: วันสุดท้าย');
    const words = events.map((e) => `${e.summary}\n${e.description}`).join('\n');
    expect(words).toContain('(ภายใน 15 มกราคม 2570)');
    expect(words).not.toMatch(/[A-Za-z]/);
    expect(words).not.toMatch(/\b20\d\d\b/);
    await page.context().close();
  });

  it('says the worked example and the rules in Thai without JavaScript', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${base}${PLANNER}`);
    const example = page.locator('.money-page__example');
    // The same application on 15 March 2027: the first row is the money in, 15 December 2026 / 15 January 2027.
    expect(await example.locator('tbody tr').first().innerText()).toMatch(
      /800,000 บาท ในบัญชีธนาคารไทยของท่าน\s+15 ธันวาคม 2569\s+15 มกราคม 2570/,
    );
    const rules = await page.locator('.money-page__rules > li > p:first-child').allTextContents();
    expect(rules.length).toBe(8);
    expect(rules.filter((t) => !/[\u0E00-\u0E7F]/.test(t))).toEqual([]);
    // The retirement deposit rule keeps its figures: THB 800,000, floor THB 400,000.
    expect(rules.find((t) => t.startsWith('การขยายระยะเวลาพำนักเพื่อการเกษียณอายุ แบบเงินฝาก'))).toMatch(
      /800,000 บาท.*400,000 บาท/,
    );
    await expectThaiSources(page.locator('.money-page__rules a[rel~="external"]'), 8);
    expect(await page.locator('noscript').count()).toBe(1);
    expect(await page.locator('.money-page__island').isVisible()).toBe(false);
    await page.context().close();
  });

  it('has zero axe violations at 360 px with a result', async () => {
    const page = await newPage(browser, { viewport: { width: 360, height: 800 } });
    await page.goto(`${base}${PLANNER}?apply=2027-03-15&deposit=700000`);
    await waitForHydration(page, 'RetirementPlanner');
    await expect.poll(() => page.locator('.money-plan__item').count(), { timeout: 10_000 }).toBeGreaterThan(3);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe('the tax-residence day counter in Thai', () => {
  const rows = (table: Locator) =>
    table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim()).join(' | ')));

  it('counts in Thai with Buddhist years and dates', async () => {
    const page = await newPage(browser);
    // Trip 1: 20 December 2026 to 10 January 2027; trip 2: 1 February to 30 July 2027.
    await page.goto(`${base}${COUNTER}?trips=2026-12-20_2027-01-10.2027-02-01_2027-07-30`);
    await waitForHydration(page, 'TaxResidenceDays');
    const table = page.locator('.tax-days__table');
    // By hand: 2026 (2569): 20..31 December = 12 days, 168 short of 180. 2027 (2570): 10 + 150 (February to June)
    // + 30 (July) = 190; day 180 is 20 July 2027 (160 + 20).
    await expect
      .poll(() => rows(table), { timeout: 10_000 })
      .toEqual([
        '2569 | 12 จาก 365 | ยังไม่ถึง | ไม่ใช่: ขาดอีก 168 วัน จึงจะครบ 180 วัน',
        '2570 | 190 จาก 365 | 20 กรกฎาคม 2570 | ใช่',
      ]);
    expect(await page.locator('.tax-days__results').innerText()).toContain('ได้รับตั้งแต่วันที่ 1 มกราคม 2567 เป็นต้นไป');
    expect(await thaiShare(page.locator('.tax-days__results'))).toBeGreaterThan(0.97);
    expect(await thaiShare(page.locator('.tax-days__form'))).toBeGreaterThan(0.97);

    // Overlapping trips are named in Thai, with Thai dates.
    await page.getByLabel('วันที่เดินทางเข้าประเทศไทย').nth(1).fill('2027-01-05');
    await expect
      .poll(() => page.locator('.tax-days__problems').innerText())
      .toBe('การเดินทางครั้งที่ 1 และ 2 ซ้อนกัน: ครั้งที่ 2 เริ่มวันที่ 5 มกราคม 2570 แต่ครั้งที่ 1 สิ้นสุดวันที่ 10 มกราคม 2570');
    await page.context().close();
  });

  it('says the worked example and the rules in Thai without JavaScript', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${base}${COUNTER}`);
    // Three trips (20 December 2026 to 10 January 2027, 1 February to 30 June 2027, 15 August to 15 September 2027):
    // 12 days in 2026, 192 in 2027, day 180 on 3 September 2027 (160 by 30 June, then 15 August is day 161).
    expect(await rows(page.locator('.tax-page__years'))).toEqual([
      '2569 | 12 จาก 365 | ยังไม่ถึง | ไม่ใช่: ขาดอีก 168 วัน จึงจะครบ 180 วัน',
      '2570 | 192 จาก 365 | 3 กันยายน 2570 | ใช่',
    ]);
    const rules = await page.locator('.tax-page__rules > li > p:first-child').allTextContents();
    expect(rules.filter((t) => !/[\u0E00-\u0E7F]/.test(t))).toEqual([]);
    expect(rules[0]).toContain('180 วัน');
    await expectThaiSources(page.locator('.tax-page__rules a[rel~="external"]'), 4);
    expect(await page.locator('.tax-page__island').isVisible()).toBe(false);
    await page.context().close();
  });

  it('has zero axe violations at 360 px with a result', async () => {
    const page = await newPage(browser, { viewport: { width: 360, height: 800 } });
    await page.goto(`${base}${COUNTER}?trips=2026-12-20_2027-01-10.2027-02-01_2027-07-30`);
    await waitForHydration(page, 'TaxResidenceDays');
    await expect.poll(() => page.locator('.tax-days__table').count(), { timeout: 10_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe('links to the Thai tools', () => {
  it('lead from the Thai guides and the Thai business hub to the Thai pages', async () => {
    for (const [from, to] of [
      ['/th/visa/retirement/', PLANNER],
      ['/th/visa/marriage/', PLANNER],
      ['/th/business/', COUNTER],
    ]) {
      const html = await (await fetch(base + from)).text();
      expect(html, from).toContain(`href="${to}"`);
    }
  });
});

describe('the Thai tool pages', () => {
  it('pass the W3C Nu HTML checker', () => {
    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    const files = [PLANNER, COUNTER].map((p) => path.resolve(`dist/client${p}index.html`));
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' });
    expect(run.error).toBeUndefined();
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { type: string; message: string; extract?: string }[];
    };
    expect(report.messages.filter((m) => m.type === 'error').map((m) => `${m.message} ${m.extract ?? ''}`)).toEqual([]);
  }, 60_000);
});
