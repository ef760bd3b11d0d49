/**
 * The plan comparator in Thai (/th/insurance/resources/) in Chromium: the Thai hub's "เปรียบเทียบแผน" link reaches
 * it; with JavaScript on, the island's filters and verdicts read in Thai, baht written "2,000 บาท" and dates in the
 * Buddhist era, and the results are mostly Thai script; a verdict worked by hand from the spec's O-A example (THB
 * 400,000 inpatient, THB 40,000 outpatient) and the LTR's USD 50,000 at the page's THB 33 per USD, on a plan read
 * from content/insurance/plans.yaml (a capped outpatient cover); the same table and a worked example without
 * JavaScript; the plans reloaded from the API still worded in Thai; axe clean with the drawer open.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, launchBrowser, openPage, waitForHydration } from './support/browser.ts';

const base = inject('baseUrl');
const path = '/th/insurance/resources/';
let browser: Browser;

/** The plans as plans.yaml states them, read line by line (as insurance-comparator.e2e.ts does), not from the code under test. */
const yamlPlans = readFileSync('content/insurance/plans.yaml', 'utf8')
  .split(/^- id: /m)
  .slice(1)
  .map((block) => {
    const field = (key: string) => new RegExp(`^  ${key}: (.+)$`, 'm').exec(block)?.[1].trim().replace(/^"|"$/g, '');
    return {
      id: block.split('\n')[0].trim(),
      name: field('name') ?? '',
      currency: field('currency'),
      annual: Number(field('annual_limit')),
      inpatient: Number(field('inpatient_limit')),
      outpatient: Number(field('outpatient_limit')),
      perVisit: Number(field('outpatient_per_visit')),
      visits: Number(field('outpatient_visits_per_year')),
    };
  });
const grouped = (n: number) => n.toLocaleString('en-GB');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openThaiComparator(query = '?maxDeductible=10000000', javaScriptEnabled = true): Promise<Page> {
  const page = await openPage(browser, base, path + query, { javaScriptEnabled });
  if (!javaScriptEnabled) return page;
  await waitForHydration(page, 'PlanComparator');
  await page.waitForFunction(() => !document.querySelector('.comparator__status')?.textContent?.includes('กำลังโหลด'));
  return page;
}

/** The cells of the row whose heading starts with the plan's name (after its provider). */
async function rowCells(page: Page, name: string): Promise<string[]> {
  const rows = await page.locator('.comparator__table--plans tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      head: tr.querySelector('th')?.textContent ?? '',
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
    })),
  );
  return rows.find((r) => r.head.includes(name))?.cells ?? [];
}

// A THB plan whose per-visit cap lowers what its outpatient cover pays below the stated limit.
const capped = yamlPlans.find(
  (p) => p.currency === 'THB' && p.perVisit && p.visits && p.perVisit * p.visits < p.outpatient,
);

/**
 * Worked by hand from the rules: the O-A needs THB 400,000 inpatient and THB 40,000 outpatient; the outpatient cover
 * pays at most visits x per-visit cap; the LTR needs USD 50,000, a baht cover converted at THB 33 per USD.
 */
function expectedThaiVerdicts(plan: NonNullable<typeof capped>) {
  const pays = plan.perVisit * plan.visits;
  const inpatient = `ผู้ป่วยใน ${grouped(plan.inpatient)} บาท ${plan.inpatient >= 400_000 ? 'ถึงเกณฑ์' : 'ต่ำกว่าเกณฑ์'} 400,000 บาท`;
  const outpatient = `ผู้ป่วยนอกจ่ายได้สูงสุด ${grouped(pays)} บาท (${plan.visits} ครั้ง x ${grouped(plan.perVisit)} บาท) ${pays >= 40_000 ? 'ซึ่งถึงเกณฑ์' : 'ต่ำกว่าเกณฑ์'} 40,000 บาท`;
  const usd = Math.round(plan.annual / 33);
  const ltr = `วงเงินคุ้มครอง ${grouped(plan.annual)} บาท (ประมาณ USD ${grouped(usd)}) ${plan.annual / 33 >= 50_000 ? 'ถึงเกณฑ์' : 'ต่ำกว่าเกณฑ์'} USD 50,000`;
  const oaMeets = plan.inpatient >= 400_000 && pays >= 40_000;
  return { oa: `O-A: ${oaMeets ? 'ถึงเกณฑ์ตัวเลข' : 'ไม่ถึงเกณฑ์'} ${inpatient} และ${outpatient}`, ltr };
}

describe('the plan comparator in Thai', () => {
  it('is where the Thai insurance hub sends "เปรียบเทียบแผน"', async () => {
    const page = await openPage(browser, base, '/th/insurance/');
    expect(await page.getByRole('link', { name: 'เปรียบเทียบแผน', exact: true }).first().getAttribute('href')).toBe(path);
    await page.context().close();
  });

  it('gives a capped plan its O-A and LTR verdicts in Thai, worked from the rules, with JavaScript on', async () => {
    expect(capped, 'plans.yaml has a THB plan with a per-visit outpatient cap').toBeDefined();
    const page = await openThaiComparator();
    const cells = await rowCells(page, capped!.name);
    const { oa, ltr } = expectedThaiVerdicts(capped!);
    expect(cells[4]).toContain(oa);
    expect(cells[4]).toContain(ltr);
    // Thai words and baht after the figure; no "THB" left in the table.
    expect(cells[0]).toMatch(/^[\d,]+ บาท/);
    expect(await page.locator('.comparator__table--plans').innerText()).not.toContain('THB');
    expect(await page.getByLabel('ประเภทวีซ่า', { exact: true }).count()).toBe(1);
    // The source dates in the Buddhist era ("26 พ.ย. 2569"), not YYYY-MM-DD.
    expect(await page.locator('.comparator__source').first().innerText()).toMatch(/ตรวจสอบเมื่อ \d{1,2} \S+ 25\d\d$/);
    await page.context().close();
  });

  it('words the plans it reloads from the API in Thai too', async () => {
    const plans = (await (await fetch(`${base}/insurance-plans.json`)).json()) as { id: string; name: string }[];
    const page = await openPage(browser, base, path + '?maxDeductible=10000000');
    // The island reloads from the API: only the renamed plan proves the table is the reloaded list.
    await page.route('**/api/insurance/plans', (route) =>
      route.fulfill({ json: plans.map((p) => (p.id === capped!.id ? { ...p, name: 'Fixture plan reloaded' } : p)) }),
    );
    await page.reload();
    await waitForHydration(page, 'PlanComparator');
    await page.getByText('Fixture plan reloaded').first().waitFor();
    const cells = await rowCells(page, 'Fixture plan reloaded');
    expect(cells[4]).toContain(expectedThaiVerdicts(capped!).oa);
    await page.context().close();
  });

  it('shows the table, the verdicts in Thai and a worked example without JavaScript', async () => {
    const page = await openThaiComparator('', false);
    const { oa } = expectedThaiVerdicts(capped!);
    expect(await page.locator('.comparator__table--plans tbody tr').count()).toBeGreaterThan(0);
    // The notice at the top and the worked example after the table: both shown only without JavaScript.
    const notice = (
      await page.locator('.plans noscript').evaluateAll((all) => all.map((n) => n.textContent ?? ''))
    ).join(' ');
    expect(notice).toContain('ต้องใช้ JavaScript');
    expect(notice).toContain('ความรับผิดส่วนแรกไม่เกิน 50,000 บาท');
    expect(notice).toContain(oa.replace(/^O-A: \S+ /, ''));
    await page.context().close();
  });

  it('reads mostly in Thai script: the results table and the rules, names and codes aside', async () => {
    const page = await openThaiComparator();
    // Thai letters against Latin letters in the result cells (plan and insurer names are in the row headings).
    const text =
      (await page.locator('.comparator__table--plans tbody td').allInnerTexts()).join(' ') +
      (await page.locator('.plans__rules li span').allInnerTexts()).join(' ');
    const thai = (text.match(/[\u0E00-\u0E7F]/g) ?? []).length;
    const latin = (text.match(/[A-Za-z]/g) ?? []).length;
    expect(thai / (thai + latin)).toBeGreaterThan(0.85);
    await page.context().close();
  });

  it('has no axe violations with three plans in the drawer', async () => {
    const ids = yamlPlans.slice(0, 3).map((p) => p.id);
    const page = await openThaiComparator(`?maxDeductible=10000000&compare=${ids.join(',')}`);
    await page.getByRole('complementary', { name: 'แผนประกันที่กำลังเปรียบเทียบ' }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
