/**
 * The visa and business hubs in Chromium: the official portals, quick links,
 * the eligibility quiz driven by keyboard through every row of its
 * recommendation table, the filters (count, address state, reload, JS off),
 * the business process strip, the related boxes and the structured data.
 * Expected guides are literal worked examples over the fixture content (tests/fixtures/site/content/visa and business),
 * named by their paths, each with a comment saying how it was worked out; the JSON indices give only
 * the totals ("N of M guides").
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, gotoSettled, reloadSettled, sitePages, waitForHydration } from './support/browser.ts';
import { hrefsOf, quickLinksOf, structuredDataOf } from './support/page-reading.ts';

const base = inject('baseUrl');

interface IndexGuide {
  title: string;
  description: string;
  category: string;
  purpose: string[];
  slug: string;
  sources: string[];
}
const { open, blankPage } = sitePages(base);
let visaGuides: IndexGuide[];
let businessGuides: IndexGuide[];

beforeAll(async () => {
  visaGuides = (await (await fetch(`${base}/visa-index.json`)).json()) as IndexGuide[];
  businessGuides = (await (await fetch(`${base}/business-index.json`)).json()) as IndexGuide[];
});

const hydrated = waitForHydration;

describe('visa hub', () => {
  it('links the 8 official portals in a new tab, each saying what it is for', async () => {
    const page = await open('/visa/');
    const links = page.locator('.hub-portals a');
    expect(await links.count()).toBe(8);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/[a-z0-9.-]+\.(go\.th)\//);
    }
    const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).hostname));
    for (const host of [
      'tdac.immigration.go.th',
      'www.thaievisa.go.th',
      'www.immigration.go.th',
      'tm47.immigration.go.th',
      'tm30.immigration.go.th',
      'smart-visa.boi.go.th',
    ]) {
      expect(hrefs).toContain(host);
    }
    expect(await page.locator('.hub-portals li p').count()).toBe(8);
    await page.context().close();
  });

  it('has quick links to how-to-apply, tourist, non-immigrant and ltr', async () => {
    const page = await open('/visa/');
    expect(await quickLinksOf(page)).toEqual([
      '/visa/how-to-apply/',
      '/visa/tourist/',
      '/visa/non-immigrant/',
      '/visa/ltr/',
      '/visa/stay-calculator/',
    ]);
    await page.context().close();
  });

  it('shows the three FAQs on the page and as FAQPage JSON-LD', async () => {
    const page = await open('/visa/');
    const faq = await structuredDataOf(page, 'FAQPage');
    expect(faq.mainEntity).toHaveLength(3);
    const questions = await page.locator('.faq summary').allInnerTexts();
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
    expect(questions.join(' ')).toMatch(/work/i);
    expect(questions.join(' ')).toMatch(/onward ticket/i);
    expect(questions.join(' ')).toMatch(/90-day/i);
    await page.context().close();
  });
});

describe('eligibility quiz, keyboard only', () => {
  // The recommendation table: answers (option positions), the result they lead to, and the link of
  // the follow-up line under it (null: no line). The lines come from the content review of
  // 26 November 2026: a visa-exempt national staying 30-90 days may need no Tourist Visa (60 days +
  // a 30-day extension = 90); retirement, study and family have their own guides; remote work has the DTV.
  const purposes = ['tourism', 'work', 'study', 'retirement', 'family'];
  const durations = ['short', 'medium', 'long', 'permanent'];
  const nationalities = ['visa-exempt', 'visa-required', 'unsure'];
  const rows: [string, string, string, string, string, string | null][] = [
    ['tourism', 'short', 'visa-exempt', 'Visa-exempt entry (30-60 days)', '/visa/tourist/', null],
    [
      'tourism',
      'medium',
      'visa-required',
      'Tourist Visa (TR), 60 days plus a 30-day extension',
      '/visa/tourist/',
      null,
    ],
    [
      'tourism',
      'medium',
      'visa-exempt',
      'Tourist Visa (TR), 60 days plus a 30-day extension',
      '/visa/tourist/',
      '/visa/tourist/',
    ],
    ['work', 'long', 'unsure', 'Non-Immigrant B Visa plus Work Permit', '/visa/non-immigrant/', '/visa/dtv/'],
    [
      'retirement',
      'permanent',
      'visa-exempt',
      'Retirement Visa (Non-O) or LTR Visa',
      '/visa/non-immigrant/',
      '/visa/retirement/',
    ],
    ['study', 'long', 'visa-required', 'Education Visa (Non-ED)', '/visa/non-immigrant/', '/visa/education/'],
    ['family', 'permanent', 'unsure', 'Multiple options available', '/visa/overview/', '/visa/marriage/'],
  ];

  /** Selects the option at `position` in the question that has focus nearby, by keyboard. */
  async function answer(page: Page, position: number) {
    // From the focused heading, Tab enters the radio group on its first option; Space checks it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let i = 0; i < position; i++) await page.keyboard.press('ArrowDown');
  }

  for (const [purpose, duration, nationality, title, href, noteHref] of rows) {
    it(`${purpose} + ${duration} + ${nationality}: ${title}${noteHref ? `, then a line to ${noteHref}` : ''}`, async () => {
      const page = await open('/visa/');
      const quiz = page.locator('.quiz');
      // The quiz hydrates when it comes into view.
      await quiz.scrollIntoViewIfNeeded();
      await hydrated(page, 'EligibilityQuiz');
      await expect.poll(() => quiz.getByText('Question 1 of 3').count()).toBe(1);
      expect(await quiz.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      expect(await quiz.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

      await quiz.locator('h3').focus();
      await answer(page, purposes.indexOf(purpose));
      expect(await quiz.getByRole('button', { name: 'Next' }).isDisabled()).toBe(false);
      await page.keyboard.press('Tab'); // Previous is disabled on the first question, so Tab lands on Next
      await page.keyboard.press('Enter');
      expect(await quiz.getByText('Question 2 of 3').count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');

      await answer(page, durations.indexOf(duration));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(await quiz.getByText('Question 3 of 3').count()).toBe(1);

      await answer(page, nationalities.indexOf(nationality));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      const heading = quiz.locator('h3');
      expect(await heading.innerText()).toContain(title);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
      expect(await quiz.locator('[aria-live="polite"]').innerText()).toContain(title);
      expect(await quiz.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(href);
      // One line at most, inside the announced region, with its own link.
      const notes = quiz.locator('[aria-live="polite"] .quiz__note');
      expect(await notes.count()).toBe(noteHref ? 1 : 0);
      if (noteHref) expect(await notes.locator('a').getAttribute('href')).toBe(noteHref);
      if (noteHref) {
        // The result with its added line passes axe like the rest of the page.
        await expectNoAxeViolations(page);
      }

      await quiz.getByRole('button', { name: 'Start Over' }).focus();
      await page.keyboard.press('Enter');
      expect(await quiz.getByText('Question 1 of 3').count()).toBe(1);
      expect(await quiz.locator('input:checked').count()).toBe(0);
      await page.context().close();
    });
  }

  it('goes back with Previous and keeps the earlier answer', async () => {
    const page = await open('/visa/');
    const quiz = page.locator('.quiz');
    await quiz.scrollIntoViewIfNeeded();
    await hydrated(page, 'EligibilityQuiz');
    await quiz.getByLabel('Study').check();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByRole('button', { name: 'Previous' }).click();
    expect(await quiz.getByText('Question 1 of 3').count()).toBe(1);
    expect(await quiz.getByLabel('Study').isChecked()).toBe(true);
    await page.context().close();
  });

  it('without JavaScript says the quiz needs it and links the guides', async () => {
    const page = await open('/visa/', { javaScriptEnabled: false });
    expect(await page.locator('.visa-quiz').innerText()).toContain('The eligibility quiz needs JavaScript');
    expect(await page.locator('.quiz').isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('hub filters', () => {
  const count = (page: Page) => page.locator('.hub-filters__count').innerText();
  const cardPaths = (page: Page) => hrefsOf(page.locator('.hub-filters .guide-card__title a'));

  it('filters by text (title or description, any case), updates the count and keeps it in the address', async () => {
    const page = await open('/visa/');
    await hydrated(page, 'HubFilters');
    expect(await count(page)).toBe(`${visaGuides.length} of ${visaGuides.length} guides`);
    const historyLength = await page.evaluate(() => history.length);
    const term = 'RePoRt';
    await page.getByLabel('Search guides').fill(term);
    // Worked out by reading the front matter of the fixture's visa/*.md: eight guides have "report" in their title or
    // description (90-day reporting: both; after-arrival: "90-Day Reports"; dependants "90-day reports"; LTR "annual
    // reporting"; DTV "reporting duties"; SMART "yearly reporting"; Privilege "90-day reports"; TM30 for hosts "the
    // receipt your tenant needs for 90-day reports"); the others do not.
    const expected = [
      '/visa/90-day-reporting/',
      '/visa/after-arrival/',
      '/visa/dependants/',
      '/visa/dtv/',
      '/visa/ltr/',
      '/visa/smart-visa/',
      '/visa/thailand-privilege/',
      '/visa/tm30-for-hosts/',
    ];
    expect(await count(page)).toBe(`${expected.length} of ${visaGuides.length} guides`);
    expect((await cardPaths(page)).sort()).toEqual(expected);
    expect(new URL(page.url()).searchParams.get('q')).toBe(term);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await reloadSettled(page);
    await hydrated(page, 'HubFilters');
    expect(await page.getByLabel('Search guides').inputValue()).toBe(term);
    expect(await count(page)).toBe(`${expected.length} of ${visaGuides.length} guides`);
    await page.context().close();
  });

  it('combines category and purpose with AND, All first, values from the data', async () => {
    const page = await open('/business/');
    await hydrated(page, 'HubFilters');
    const categoryOptions = await page.getByLabel('Category', { exact: true }).locator('option').allInnerTexts();
    expect(categoryOptions[0]).toBe('All');
    expect(categoryOptions.slice(1).sort()).toEqual([...new Set(businessGuides.map((g) => g.category))].sort());
    // Worked out from the front matter of the fixture's business/*.md: of the three "Foreign Investment" guides (boi,
    // foreign-ownership, rep-branch), two list the purpose "company-setup"; boi does not.
    const [category, purpose] = ['Foreign Investment', 'company-setup'];
    await page.getByLabel('Category', { exact: true }).selectOption(category);
    await page.getByLabel('Purpose', { exact: true }).selectOption(purpose);
    expect(await count(page)).toBe(`2 of ${businessGuides.length} guides`);
    expect((await cardPaths(page)).sort()).toEqual(['/business/foreign-ownership/', '/business/rep-branch/']);
    const url = new URL(page.url());
    expect([url.searchParams.get('category'), url.searchParams.get('purpose')]).toEqual([category, purpose]);
    await page.getByLabel('Search guides').fill('zzzz-no-such-guide');
    expect(await page.getByText('No guides found').count()).toBe(1);
    expect(await count(page)).toBe(`0 of ${businessGuides.length} guides`);
    await page.context().close();
  });

  it('lists and links every guide with JavaScript off', async () => {
    const page = await open('/visa/?q=report', { javaScriptEnabled: false });
    expect(await page.locator('.guide-card').count()).toBe(visaGuides.length);
    expect(await page.locator('.guide-card a:has-text("Read Guide")').count()).toBe(visaGuides.length);
    await page.context().close();
  });

  it('shows the card fields: category, Verified Guide, source count, up to 3 purposes then +N more, date, byline', async () => {
    const page = await open('/visa/');
    const many = visaGuides.find((g) => g.purpose.length > 3) ?? visaGuides[0];
    const card = page.locator('.guide-card', { hasText: many.title }).first();
    const text = await card.innerText();
    expect(text).toContain(many.category);
    expect(text).toContain('Verified Guide');
    expect(text).toMatch(/\d+ official sources?/);
    expect(text).toContain('by Editorial Team');
    expect(await card.locator('.guide-card__tags li.tag').count()).toBe(Math.min(3, many.purpose.length));
    if (many.purpose.length > 3) expect(text).toContain(`+${many.purpose.length - 3} more`);
    expect(await card.locator('.badge svg[aria-hidden="true"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe("a guide's sources", () => {
  it('lists official sources first and other sources after, numbered on, and counts only the official ones', async () => {
    // The DTV guide's nine sources (the fixture's visa/dtv.md), sorted by hand with the rule written at the top of
    // src/lib/content/source-kind.ts: the body that sets the rule is official, so Thai government hosts (*.go.th)
    // and Thai missions (*.thaiembassy.org) are; a news site, a blog and two visa agencies are not. Each list
    // keeps the page's order.
    const official = [
      'https://www.thaievisa.go.th/',
      'https://newdelhi.thaiembassy.org/th/content/new-visa-measures-may-2024?cate=615d5be9e1a7e4216471cf82',
      'https://hague.thaiembassy.org/th/publicservice/e-visa-general-conditions?cate=5d81ca6e15e39c2eb8004aba',
      'https://canberra.thaiembassy.org/visa-categories/',
      'https://tm47.immigration.go.th/',
    ];
    const other = [
      'https://tpnnational.com/2024/07/13/thai-interior-ministry-announces-updated-visa-measures-to-boost-tourism-and-economy-effective-on-july-15th-2024/',
      'https://homeparadiso.com/?p=3976',
      'https://visafield.com/visa/thailand/dtv/visa_guide',
      'https://www.dtveasy.com/faq-dtv-visa',
    ];
    const page = await open('/visa/dtv/');
    const panel = page.locator('.guide__side .sources');
    const hrefs = (list: number) => hrefsOf(panel.locator('ol').nth(list).locator('li a'));
    expect(await panel.locator('h2').allInnerTexts()).toEqual(['Official sources', 'Other sources']);
    expect(await hrefs(0)).toEqual(official);
    expect(await panel.locator('ol').nth(1).getAttribute('start')).toBe('6');
    expect(await hrefs(1)).toEqual(other);
    expect(await page.locator('.guide__byline').innerText()).toContain('5 official sources');
    await page.context().close();
  });
});

describe('business hub and guides', () => {
  it('shows the 6-step process as an ordered list, each step linking its guide', async () => {
    const page = await open('/business/');
    const steps = page.locator('.hub-steps ol > li');
    expect(await steps.locator('a').allInnerTexts()).toEqual([
      'Choose Entity',
      'Register Company',
      'Tax Registration',
      'Social Security',
      'Work Permits',
      'Operations',
    ]);
    const hrefs = await hrefsOf(steps.locator('a'));
    for (const href of hrefs) {
      const response = await fetch(base + href!);
      expect(response.status, href!).toBe(200);
    }
    expect(await quickLinksOf(page)).toEqual([
      '/business/register-company/',
      '/business/foreign-ownership/',
      '/business/tax/',
      '/business/employment-work-permits/',
      '/business/tax-residence-days/',
    ]);
    expect(await page.locator('.notice').innerText()).toMatch(/lawyer/i);
    expect(await page.locator('.notice').innerText()).toMatch(/accountant/i);
    await page.context().close();
  });

  it('an employment guide links the work visas; a foreign-ownership guide links BOI and branches', async () => {
    const employment = await open('/business/employment-work-permits/');
    expect(await hrefsOf(employment.locator('.related-box a'))).toEqual([
      '/visa/non-immigrant/',
      '/visa/after-arrival/',
    ]);
    await employment.context().close();
    const ownership = await open('/business/foreign-ownership/');
    expect(await hrefsOf(ownership.locator('.related-box a'))).toEqual(['/business/boi/', '/business/rep-branch/']);
    await ownership.context().close();
    const tax = await open('/business/tax/');
    expect(await tax.locator('.related-box').count()).toBe(0);
    await tax.context().close();
  });

  it('the registration guide carries HowTo structured data: about 30 days, THB 10,000-50,000', async () => {
    const page = await open('/business/register-company/');
    const howTo = await structuredDataOf(page, 'HowTo');
    expect(howTo.totalTime).toBe('P30D');
    expect(howTo.estimatedCost).toMatchObject({ currency: 'THB', minValue: 10000, maxValue: 50000 });
    expect(howTo.step.length).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('guide pages load no framework JavaScript', async () => {
    for (const path of ['/visa/tourist/', '/business/tax/']) {
      const page = await blankPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await gotoSettled(page, base + path);
      expect(await page.locator('astro-island').count(), path).toBe(0);
      expect(
        scripts.filter((url) => /react|client\.|jsx-runtime/i.test(url)),
        path,
      ).toEqual([]);
      await page.context().close();
    }
  });
});
