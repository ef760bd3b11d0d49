/**
 * The site in Thai, in real Chromium: language, hreflang pairs both ways, the
 * language switch (keyboard, no script), Thai dates, the translation notice,
 * links to English pages marked, the Thai search, the Thai not-found pages and
 * error screen and an island's error screen, the visa quiz in Thai (JS on and off), the Thai calculator's
 * rule texts and reminder file, and the Thai fonts. Thai guides come from the build's Thai hubs, which list the
 * fixture's translations (tests/fixtures/site/content/th).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import {
  axeViolations,
  describeViolations,
  gotoSettled,
  launchBrowser,
  newPage,
  waitForHydration,
} from './support/browser.ts';
import { hrefsOf } from './support/page-reading.ts';
import { thaiGuidePaths, thaiPageTypes } from '../../scripts/lib/page-types.ts';
import { clientDir } from './support/fixture-site.ts';
import { site } from '../../src/config/site.ts';

const base = inject('baseUrl');
let browser: Browser;
let thaiGuides: string[] = [];
let thaiPages: Record<string, string> = {};
/** The fixture's Thai insurance pages: its one translated article and the official resources page. */
const thaiInsurancePages = ['/th/insurance/health/', '/th/insurance/resources/official/'];
beforeAll(async () => {
  browser = await launchBrowser();
  thaiGuides = await thaiGuidePaths(base);
  thaiPages = await thaiPageTypes(base);
  // The fixture translates one banking guide, three business, three property and thirteen visa guides.
  expect(thaiGuides).toEqual(
    expect.arrayContaining([
      '/th/banking/opening-an-account/',
      '/th/property/condo/',
      '/th/visa/tourist/',
      '/th/insurance/health/',
    ]),
  );
  expect(thaiGuides.filter((guide) => guide.startsWith('/th/visa/'))).toHaveLength(13);
  expect(thaiPages['th insurance official resources']).toBe(thaiInsurancePages[1]);
});
afterAll(async () => {
  await browser?.close();
});

/** The site-relative path of an absolute URL on the site's origin. */
const local = (url: string) => url.replace(site.origin, '');

async function alternates(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
  ) as Record<string, string>;
}

describe('Thai pages', () => {
  it('say they are Thai: html lang, Open Graph locale, Thai title with the brand suffix', async () => {
    const page = await newPage(browser);
    for (const path of ['/th/', '/th/visa/', '/th/search/', ...thaiGuides.slice(0, 1)]) {
      await page.goto(base + path);
      expect(await page.locator('html').getAttribute('lang'), path).toBe('th');
      expect(await page.locator('meta[property="og:locale"]').getAttribute('content'), path).toBe('th_TH');
      expect(await page.title(), path).toMatch(new RegExp(`[\\u0E00-\\u0E7F].* \\| ${site.brand}$`));
    }
    await page.goto(`${base}/th/visa/`);
    expect(await page.title()).toBe(`ศูนย์รวมข้อมูลวีซ่าและการตรวจคนเข้าเมืองไทย | ${site.brand}`);
    expect(await page.locator('nav[aria-label="เมนูหลัก"] a[aria-current="page"]').textContent()).toBe('วีซ่า');
    expect(await page.locator('.skip-link').textContent()).toBe('ข้ามไปยังเนื้อหา');
    // The copyright year in the Buddhist era (Common Era + 543, as the page's dates), in the year the site was built.
    const builtYear = new Date(statSync(path.join(clientDir, 'th/visa/index.html')).mtime).getFullYear();
    expect(await page.locator('footer.site-footer').textContent()).toContain(
      `© ${builtYear + 543} ${site.brand} สงวนลิขสิทธิ์`,
    );
    await page.goto(`${base}/visa/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('footer.site-footer').textContent()).toContain(
      `© ${builtYear} ${site.brand}. All rights reserved.`,
    );
    await page.context().close();
  });

  it('list reciprocal hreflang alternates that resolve both ways', async () => {
    const page = await newPage(browser);
    const paired = [
      '/th/',
      '/th/visa/',
      '/th/business/',
      '/th/banking/',
      '/th/insurance/',
      ...new Set([...thaiGuides, ...thaiInsurancePages]),
    ];
    for (const thai of paired) {
      const response = await page.goto(base + thai);
      expect(response?.status(), thai).toBe(200);
      const fromThai = await alternates(page);
      const english = thai.replace(/^\/th/, '');
      expect(fromThai, thai).toEqual({
        en: `${site.origin}${english}`,
        th: `${site.origin}${thai}`,
        'x-default': `${site.origin}${english}`,
      });
      const back = await page.goto(base + local(fromThai.en));
      expect(back?.status(), english).toBe(200);
      expect(await alternates(page), english).toEqual(fromThai);
    }
    // An English page with no Thai version lists no alternates.
    await page.goto(`${base}/visa/ltr/`);
    expect(await alternates(page)).toEqual({});
    await page.context().close();
  });
});

describe('the language switch', () => {
  it('keeps the path both ways, and leads to the Thai home from a page not in Thai', async () => {
    const page = await newPage(browser);
    const switchLink = page.locator('a.site-header__lang');
    for (const thai of ['/th/visa/', ...thaiGuides.slice(0, 2)]) {
      const english = thai.replace(/^\/th/, '');
      await page.goto(base + english);
      expect(await switchLink.getAttribute('href'), english).toBe(thai);
      expect(await switchLink.textContent()).toBe('ไทย');
      await page.goto(base + thai);
      expect(await switchLink.getAttribute('href'), thai).toBe(english);
      expect(await switchLink.textContent()).toBe('EN');
      expect(await switchLink.getAttribute('lang')).toBe('en');
    }
    await page.goto(`${base}/visa/ltr/`);
    expect(await switchLink.getAttribute('href')).toBe('/th/');
    await page.context().close();
  });

  it('is reached and followed with the keyboard', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}/visa/`);
    let reached = false;
    for (let i = 0; i < 6 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.classList.contains('site-header__lang') ?? false);
    }
    expect(reached).toBe(true);
    await Promise.all([page.waitForURL(`${base}/th/visa/`), page.keyboard.press('Enter')]);
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    await page.context().close();
  });

  it('works with JavaScript off and is 24 px or larger', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    await page.goto(`${base}/th/visa/`);
    const box = await page.locator('a.site-header__lang').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await Promise.all([page.waitForURL(`${base}/visa/`), page.locator('a.site-header__lang').click()]);
    await page.context().close();
  });
});

describe('a Thai guide', () => {
  it('dates in Thai with the Buddhist year and names the English version it was translated from', async () => {
    const page = await newPage(browser);
    for (const path of thaiGuides) {
      await page.goto(base + path);
      const byline = await page.locator('.guide__byline time').textContent();
      // Thai day, Thai short month, Buddhist-era year (CE + 543: 25xx for this century), Bangkok first.
      expect(byline, path).toMatch(/^\d{1,2} [\u0E00-\u0E7F.]+ 25\d\d \(กรุงเทพฯ/);
      const notice = page.locator('.guide__translation');
      expect(await notice.textContent(), path).toMatch(
        /^แปลจากฉบับภาษาอังกฤษวันที่ \d{1,2} [\u0E00-\u0E7F.]+ 25\d\d ทั้งนี้ ฉบับภาษาอังกฤษมีผลเหนือกว่า$/,
      );
      expect(await notice.locator('a').getAttribute('href')).toBe(path.replace(/^\/th/, ''));
    }
    await page.context().close();
  });

  it('never links an English page without saying so', async () => {
    const page = await newPage(browser);
    for (const path of thaiGuides) {
      await page.goto(base + path);
      const unmarked = await page.evaluate(() => {
        const links = [
          ...document.querySelectorAll<HTMLAnchorElement>(
            '.prose a[href^="/"], .site-nav a[href^="/"], .breadcrumbs a[href^="/"], .site-footer a[href^="/"]',
          ),
        ];
        return links
          .filter((a) => !a.getAttribute('href')!.startsWith('/th/'))
          .filter(
            (a) =>
              !`${a.textContent}${a.nextSibling?.textContent ?? ''}${a.parentElement?.textContent ?? ''}`.includes(
                '(ภาษาอังกฤษ)',
              ),
          )
          .map((a) => a.getAttribute('href'));
      });
      expect(unmarked, path).toEqual([]);
    }
    await page.context().close();
  });
});

describe('the Thai insurance hub', () => {
  it('lists its Thai pages as cards and each English-only article once, marked English', async () => {
    const page = await newPage(browser);
    expect((await page.goto(`${base}/th/insurance/`))?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toMatch(/[\u0E00-\u0E7F]/);
    const cards = await page
      .locator('.translated-hub__card h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const english = await page
      .locator('.translated-hub__english a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((href) => href.startsWith('/th/insurance/'))).toBe(true);
    // Every card leads to a Thai page that answers; the official resources page is among them when it is built.
    for (const href of cards) expect((await fetch(base + href)).status, href).toBe(200);
    expect(cards).toEqual(expect.arrayContaining(thaiInsurancePages));
    // The English list: English paths only, each once, none that has a Thai card, under one heading that says English.
    expect(english.every((href) => href.startsWith('/insurance/'))).toBe(true);
    expect(new Set(english).size).toBe(english.length);
    expect(english.filter((href) => cards.includes(`/th${href}`))).toEqual([]);
    expect(await page.locator('.translated-hub__english').getAttribute('lang')).toBe('en');
    expect(await page.locator('#english-only-title').textContent()).toContain('(ภาษาอังกฤษ)');
    // Links in the hub's own text and its call to action: Thai, or marked English.
    const unmarked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('.insurance-body a[href^="/"], .insurance-cta a[href^="/"]')]
        .filter((a) => !a.getAttribute('href')!.startsWith('/th/'))
        .filter((a) => !`${a.textContent}${a.nextSibling?.textContent ?? ''}`.includes('(ภาษาอังกฤษ)'))
        .map((a) => a.getAttribute('href')),
    );
    expect(unmarked).toEqual([]);
    expect(await page.locator('.insurance-cta a.button').first().getAttribute('href')).toBe(
      '/th/contact/?topic=insurance',
    );
    await page.context().close();
  });

  it('gives its Thai pages Thai breadcrumbs back to the Thai hub, and the switch to the English page', async () => {
    const page = await newPage(browser);
    for (const path of thaiInsurancePages) {
      await page.goto(base + path);
      const crumbs = page.locator('.breadcrumbs a');
      expect(await hrefsOf(crumbs), path).toEqual(expect.arrayContaining(['/th/', '/th/insurance/']));
      expect(await page.locator('.breadcrumbs a[href="/th/insurance/"]').textContent(), path).toBe('ประกันภัย');
      expect(await page.locator('a.site-header__lang').getAttribute('href'), path).toBe(path.replace(/^\/th/, ''));
    }
    await page.context().close();
  });
});

describe('Thai search', () => {
  it('finds a Thai guide from the Thai search page', async () => {
    const page = await newPage(browser);
    await page.goto(base + thaiGuides[0]);
    const title = (await page.locator('h1').textContent())!.trim();
    // The first Thai word run of the title (Pagefind splits Thai at spaces and punctuation).
    const term = title.match(/[\u0E00-\u0E7F]+/)![0];
    await page.goto(`${base}/th/search/?q=${encodeURIComponent(term)}`);
    const results = page.locator('.site-search__result a');
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const hrefs = await results.evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(hrefs).toContain(thaiGuides[0]);
    expect(hrefs.every((h) => h.startsWith('/th/'))).toBe(true);
    expect(await page.locator('label').first().textContent()).toBe('ค้นหาในเว็บไซต์');
    // The section filter names the Thai sections: the guide's own keeps it, another section's drops it.
    const section = {
      visa: 'วีซ่าและการตรวจคนเข้าเมือง',
      business: 'ธุรกิจ',
      banking: 'ธนาคาร',
      property: 'อสังหาริมทรัพย์',
    } as Record<string, string>;
    const own = thaiGuides[0].split('/')[2];
    const other = own === 'banking' ? 'visa' : 'banking';
    await page.goto(`${base}/th/search/?q=${encodeURIComponent(term)}&section=${encodeURIComponent(section[own])}`);
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(
      await results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
    ).toContain(thaiGuides[0]);
    await page.goto(`${base}/th/search/?q=${encodeURIComponent(term)}&section=${encodeURIComponent(section[other])}`);
    await expect
      .poll(() => page.locator('.site-search__results p').first().textContent(), { timeout: 15_000 })
      .toMatch(/ผลลัพธ์|รายการ/);
    expect(
      await results.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
    ).not.toContain(thaiGuides[0]);
    await page.context().close();
  });
});

describe('not found in Thai', () => {
  it('answers unknown Thai paths with the Thai page of their section, as 404', async () => {
    const page = await newPage(browser);
    let response = await page.goto(`${base}/th/no-such-page/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    expect(await page.locator('h1').textContent()).toBe('404 - ไม่พบหน้าที่ต้องการ');
    response = await page.goto(`${base}/th/visa/no-such-guide/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('ไม่พบหน้าที่ต้องการ');
    expect(await page.locator('main a.button').getAttribute('href')).toBe('/th/visa/');
    // The insurance section's own Thai page, leading back to the Thai insurance hub.
    response = await page.goto(`${base}/th/insurance/no-such-page/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('ไม่พบหน้าประกันภัยที่ต้องการ');
    expect(await page.locator('main a.button').getAttribute('href')).toBe('/th/insurance/');
    await page.context().close();
  });

  it('adds the trailing slash to Thai paths', async () => {
    const response = await fetch(`${base}/th`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/th/');
  });
});

describe('Thai fonts', () => {
  it('renders Thai headings with a Thai font installed on the system, not boxes', async () => {
    const page = await newPage(browser, { viewport: { width: 360, height: 800 } });
    await page.goto(`${base}/th/visa/`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const thaiFamilies = [
      'Noto Sans Thai',
      'Noto Sans Thai UI',
      'Loma',
      'Garuda',
      'Waree',
      'Sarabun',
      'Kinnari',
      'Norasi',
      'Umpush',
      'Sawasdee',
      'Purisa',
      'Laksaman',
    ];
    expect(
      fonts.some((f) => thaiFamilies.includes(f.familyName) && f.glyphCount > 0),
      JSON.stringify(fonts),
    ).toBe(true);
    // No sideways scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});

describe('the Thai page list', () => {
  it('names every Thai page type for the shared suites (axe, HTML checker, JS off, layout shift)', () => {
    expect(Object.keys(thaiPages)).toEqual(
      expect.arrayContaining([
        'th home',
        'th visa hub',
        'th business hub',
        'th banking hub',
        'th insurance hub',
        'th search',
        'th not found',
        'th section not found',
        'th insurance not found',
      ]),
    );
  });
});

describe('the stay calculator in Thai', () => {
  // The Thai words are content: the fixture's text for the "last day of stay" id (th/visa-rules/stay-texts.yaml).
  const lastDayTitle = 'วันสุดท้ายของระยะเวลาที่ได้รับอนุญาตให้อยู่';

  it('gives an O-A result in Thai with Buddhist-era dates, and a Thai reminder file', async () => {
    const page = await newPage(browser, { acceptDownloads: true });
    // Same case as stay-calculator.e2e.ts: O-A entry on 1 December 2026, extension planned, a move on 10 March 2027.
    await page.goto(`${base}/th/visa/stay-calculator/?entry=2026-12-01&type=o-a&extend=1&moves=2027-03-10`);
    await waitForHydration(page, 'StayCalculator');
    const item = page
      .locator('.stay-calc__item')
      .filter({ has: page.getByRole('heading', { name: lastDayTitle, exact: true }) })
      .first();
    // The O-A stamp: one year less a day from entry = 30 November 2027 (stay.test.ts); 2027 + 543 = 2570.
    expect(await item.locator('.stay-calc__date').innerText()).toMatch(/30 พฤศจิกายน (พ\.ศ\. )?2570/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.stay-calc button.button').filter({ hasText: '.ics' }).click(),
    ]);
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const summaries = events.map((e) => e.summary);
    expect(summaries).toContain(lastDayTitle);
    expect(summaries.every((s) => /[\u0E00-\u0E7F]/.test(s))).toBe(true);
    // The first 90-day report's window in Thai (the fixture's th/visa-rules/stay-texts.yaml, ics.window), no English left:
    // due 1 March 2027, from 15 days before to 6 after (stay.test.ts), 2027 + 543 = 2570.
    const descriptions = events.map((e) => e.description);
    expect(descriptions.some((d) => d.includes('ช่วงเวลายื่น: 14 ก.พ. 2570 ถึง 7 มี.ค. 2570'))).toBe(true);
    expect(descriptions.join('\n')).not.toMatch(/\b20\d\d\b/);
    expect(descriptions.join('\n')).not.toMatch(/Window|Report your|Leave|extension/);
    await page.context().close();
  });

  it('says the rules, the nationality records and the nationalities in Thai, with the English figures', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}/th/visa/stay-calculator/?entry=2026-12-01&type=visa-exempt&nat=united-kingdom`);
    await waitForHydration(page, 'StayCalculator');
    // The nationality list in Thai: the United Kingdom is สหราชอาณาจักร, and the chosen one shows it. The island
    // hydrates with the defaults and then renders the address's state (src/components/useUrlState.ts): React may
    // commit that render after the island has marked itself hydrated, so wait for what the visitor then sees.
    const nationality = page.locator('.stay-calc select').nth(1);
    await expect
      .poll(() => nationality.locator('option:checked').textContent(), { timeout: 10_000 })
      .toBe('สหราชอาณาจักร');
    expect(await nationality.locator('option').allTextContents()).toContain('ญี่ปุ่น');
    // The rule records: each says its rule in Thai (only the sources' titles stay English, marked lang="en").
    const rules = page.locator('.stay-page__rules > li > p:first-child');
    const texts = await rules.allTextContents();
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((t) => !/[\u0E00-\u0E7F]/.test(t))).toEqual([]);
    expect(await rules.evaluateAll((ps) => ps.filter((p) => p.getAttribute('lang') === 'en').length)).toBe(0);
    // The overstay rule (rules.yaml: THB 500 a day up to THB 20,000) keeps its figures in Thai.
    expect(texts.find((t) => t.startsWith('การอยู่เกินกำหนด'))).toMatch(/วันละ 500 บาท.*20,000 บาท/);
    // The visitor extension: 30 days for THB 1,900, 7 days for the listed nationalities.
    expect(texts.find((t) => t.includes('ขยายได้หนึ่งครั้ง 30 วัน'))).toContain('1,900 บาท');
    expect(await page.locator('.stay-page__rules').innerText()).toContain('สัญชาติ: ');
    await page.context().close();
  });
});

describe('the visa quiz in Thai', () => {
  const quizOn = async (width = 1280) => {
    const page = await newPage(browser, { viewport: { width, height: 900 } });
    await page.goto(`${base}/th/visa/`);
    const quiz = page.locator('.quiz');
    await quiz.scrollIntoViewIfNeeded();
    await waitForHydration(page, 'EligibilityQuiz');
    return { page, quiz };
  };

  it('asks in Thai and leads to a Thai result that links the Thai guide', async () => {
    const { page, quiz } = await quizOn();
    expect(await page.locator('#visa-quiz-title').textContent()).toBe('การตรวจลงตราประเภทใดเหมาะกับท่าน');
    expect(await quiz.getByText('คำถามที่ 1 จาก 3').count()).toBe(1);
    expect(await quiz.getByRole('button', { name: 'ก่อนหน้า' }).isDisabled()).toBe(true);
    await quiz.getByLabel('ท่องเที่ยว').check();
    await quiz.getByRole('button', { name: 'ถัดไป' }).click();
    expect(await quiz.getByText('คำถามที่ 2 จาก 3').count()).toBe(1);
    await quiz.getByLabel('ระยะสั้น (น้อยกว่า 30 วัน)').check();
    await quiz.getByRole('button', { name: 'ถัดไป' }).click();
    await quiz.getByLabel('ได้รับการยกเว้นการตรวจลงตรา (สหภาพยุโรป/สหรัฐอเมริกา/สหราชอาณาจักร/ออสเตรเลีย/ญี่ปุ่น)').check();
    await quiz.getByRole('button', { name: 'ดูผลลัพธ์' }).click();
    // Tourism, short, visa-exempt: visa-exempt entry (30-60 days), the tourist guide, which is in Thai.
    const heading = quiz.locator('h3');
    expect(await heading.textContent()).toBe('คำแนะนำของเรา: การเดินทางเข้าโดยได้รับการยกเว้นการตรวจลงตรา (30-60 วัน)');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
    const learnMore = quiz.locator('.quiz__actions a');
    expect(await learnMore.textContent()).toBe('อ่านเพิ่มเติม');
    expect(await learnMore.getAttribute('href')).toBe('/th/visa/tourist/');
    expect(await learnMore.getAttribute('hreflang')).toBeNull();
    expect(await quiz.innerText()).not.toMatch(/[A-Za-z]{4,}/);
    await page.context().close();
  });

  it('says so when a result or its follow-up line leads to an English page', async () => {
    const { page, quiz } = await quizOn();
    for (const label of ['ศึกษา', 'ระยะยาว (3-12 เดือน)', 'ไม่แน่ใจ']) {
      await quiz.getByLabel(label, { exact: true }).check();
      await quiz.locator('.quiz__actions .button:not(.button--secondary)').click();
    }
    // Study: the Education Visa (Non-ED), on the non-immigrant guide, which has no Thai version.
    expect(await quiz.locator('h3').textContent()).toBe('คำแนะนำของเรา: วีซ่าการศึกษา (Non-ED)');
    const learnMore = quiz.locator('.quiz__actions a');
    expect(await learnMore.getAttribute('href')).toBe('/visa/non-immigrant/');
    expect(await learnMore.getAttribute('hreflang')).toBe('en');
    expect(await learnMore.textContent()).toBe('อ่านเพิ่มเติม (ภาษาอังกฤษ)');
    // The follow-up line: the education guide, English only, marked once.
    const note = quiz.locator('.quiz__note');
    expect(await note.locator('a').getAttribute('href')).toBe('/visa/education/');
    expect(await note.locator('a').getAttribute('hreflang')).toBe('en');
    expect((await note.textContent())!.match(/\(ภาษาอังกฤษ\)/g)).toHaveLength(1);
    await quiz.getByRole('button', { name: 'เริ่มใหม่' }).click();
    expect(await quiz.getByText('คำถามที่ 1 จาก 3').count()).toBe(1);
    await page.context().close();
  });

  it('works without JavaScript: the quiz says where to start instead, in Thai', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${base}/th/visa/`);
    expect(await page.locator('.visa-quiz__island').isVisible()).toBe(false);
    const fallback = page
      .locator('.visa-quiz noscript + p, .visa-quiz p')
      .filter({ hasText: 'แบบสอบถามนี้ต้องใช้ JavaScript' });
    expect(await fallback.isVisible()).toBe(true);
    // The how-to-apply guide has a Thai version, so the fallback leads to it and says nothing about English.
    expect(await fallback.locator('a').getAttribute('href')).toBe('/th/visa/how-to-apply/');
    expect(await fallback.textContent()).not.toContain('(ภาษาอังกฤษ)');
    await page.context().close();
  });

  it('passes axe (WCAG 2.2 A/AA) on a Thai result at 360 px', async () => {
    const { page, quiz } = await quizOn(360);
    for (const label of ['ทำงาน', 'ระยะกลาง (30-90 วัน)', 'ต้องมีการตรวจลงตรา']) {
      await quiz.getByLabel(label, { exact: true }).check();
      await quiz.locator('.quiz__actions .button:not(.button--secondary)').click();
    }
    expect(await quiz.locator('h3').textContent()).toBe(
      'คำแนะนำของเรา: การตรวจลงตราประเภทคนอยู่ชั่วคราว (Non-Immigrant) B และใบอนุญาตทำงาน',
    );
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });
});

describe('the hub filters in Thai', () => {
  // The Thai visa guides' categories (their frontmatter, as the English guides'): Tourism = การท่องเที่ยว for how-to-apply,
  // tourist, visa-on-arrival-and-overstay and tdac, Long-term = การพำนักระยะยาว for the rest (src/i18n/th/frame.ts, guideLabels).
  // The card checked is the tourist guide's, whose purposes are tourism and short-stay (how-to-apply, order 1, comes first
  // and lists every purpose).
  it('filter the Thai guides by a Thai category, count in Thai and keep the choice in the address', async () => {
    const page = await newPage(browser, { viewport: { width: 360, height: 900 } });
    await page.goto(`${base}/th/visa/`);
    await waitForHydration(page, 'HubFilters');
    const count = page.locator('.hub-filters__count');
    const all = await page.locator('.hub-filters .guide-card').count();
    expect(await count.textContent()).toBe(`${all} จาก ${all} คู่มือ`);
    const category = page.getByLabel('หมวดหมู่', { exact: true });
    expect((await category.locator('option').allTextContents())[0]).toBe('ทั้งหมด');
    await category.selectOption('การท่องเที่ยว');
    const shown = await hrefsOf(page.locator('.hub-filters .guide-card__title a'));
    expect(shown.length).toBeLessThan(all);
    expect(shown).toContain('/th/visa/tourist/');
    expect(shown.every((href) => href!.startsWith('/th/visa/'))).toBe(true);
    expect(await count.textContent()).toBe(`${shown.length} จาก ${all} คู่มือ`);
    expect(new URL(page.url()).searchParams.get('category')).toBe('การท่องเที่ยว');
    // The card speaks Thai: its badges, purposes, date in the Buddhist era, byline and link.
    const card = page.locator('.hub-filters .guide-card').filter({ has: page.locator('a[href="/th/visa/tourist/"]') });
    const text = await card.innerText();
    expect(text).toContain('คู่มือที่ตรวจสอบแล้ว');
    expect(text).toMatch(/ปรับปรุง \d{1,2} [\u0E00-\u0E7F.]+ 25\d\d · โดยกองบรรณาธิการ/);
    expect(await card.locator('.guide-card__tags li').allTextContents()).toEqual(['การท่องเที่ยว', 'การพำนักระยะสั้น']);
    expect(await card.locator('.guide-card__more a').getAttribute('aria-label')).toMatch(/^อ่านคู่มือ: [\u0E00-\u0E7F]/);
    await page.reload();
    await waitForHydration(page, 'HubFilters');
    expect(await page.getByLabel('หมวดหมู่', { exact: true }).inputValue()).toBe('การท่องเที่ยว');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('list every Thai guide without JavaScript', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${base}/th/visa/`);
    const hrefs = await hrefsOf(page.locator('.hub-filters .guide-card__title a'));
    expect(hrefs.sort()).toEqual(thaiGuides.filter((g) => g.startsWith('/th/visa/')).sort());
    await page.context().close();
  });
});

describe('an island that fails on a Thai page', () => {
  it('shows its error screen in Thai, with the Thai home link, and passes axe', async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The built Thai visa hub, its hub filters' props renamed so the island gets no cards and throws while hydrating.
    await page.route(`${base}/th/visa/`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const broken = html.replace(
        /(component-url="[^"]*HubFilters[^"]*"[^>]*props="\{&quot;)cards&quot;/,
        '$1noCards&quot;',
      );
      expect(broken).not.toBe(html);
      await route.fulfill({ response, body: broken });
    });
    await page.goto(`${base}/th/visa/`);
    const screen = page.locator('astro-island[component-url*="HubFilters"] .error-screen[role="alert"]');
    await screen.waitFor();
    // The Thai words of src/i18n/th/frame.ts (errorScreen), as written there.
    expect(await screen.locator('h2').textContent()).toBe('เกิดข้อผิดพลาด');
    expect(await screen.locator('p').first().textContent()).toBe('เกิดข้อผิดพลาดที่ไม่คาดคิด โปรดลองโหลดหน้านี้ใหม่');
    expect(await screen.locator('button').textContent()).toBe('โหลดหน้าใหม่');
    expect(await screen.locator('a.button').textContent()).toBe('ไปที่หน้าแรก');
    expect(await screen.locator('a.button').getAttribute('href')).toBe('/th/');
    expect(await screen.locator('summary').textContent()).toBe('รายละเอียดทางเทคนิค');
    expect(errors.some((e) => e.includes('Island rendering failed'))).toBe(true);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});

describe('the error screen in Thai', () => {
  // The server answers a failed request from a Thai page with the built /th/500/ page (site-handler.test.ts);
  // the running site cannot be made to fail on purpose, so the browser is handed that built page as a 500.
  const built = path.join(clientDir, 'th/500/index.html');

  it('says what went wrong in Thai, leads to the Thai home, and passes axe', async () => {
    const page = await newPage(browser);
    await page.route(`${base}/th/failed-request/`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html; charset=utf-8', body: readFileSync(built, 'utf8') }),
    );
    const response = await gotoSettled(page, `${base}/th/failed-request/`);
    expect(response?.status()).toBe(500);
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    expect(await page.locator('h1').textContent()).toBe('เกิดข้อผิดพลาด');
    expect(await page.locator('.error-screen a.button').getAttribute('href')).toBe('/th/');
    expect(await page.locator('.error-screen button').textContent()).toContain('โหลดหน้าใหม่');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('is never served as a page of its own', async () => {
    expect((await fetch(`${base}/th/500/`)).status).toBe(404);
  });
});
