/**
 * Insurance pages outside the article list: the quote page ("Get an Insurance
 * Quote", Coming Soon, the six planned features, a contact button whose form
 * arrives with Insurance chosen) and the official resources page.
 */
import { describe, expect, inject, it } from 'vitest';
import { sitePages, waitForHydration } from './support/browser.ts';
import { hrefsOf } from './support/page-reading.ts';

const base = inject('baseUrl');
const { open } = sitePages(base);

describe('insurance quote page', () => {
  it('announces the coming quote tool, lists its six features and links the contact form with Insurance chosen', async () => {
    const page = await open('/insurance/quote/');
    expect(await page.locator('h1').innerText()).toBe('Get an Insurance Quote');
    expect(await page.locator('.notice').innerText()).toContain('Coming Soon');
    expect(await page.locator('.quote__features li').allInnerTexts()).toEqual([
      'Instant quote comparison',
      'Visa requirement matching',
      'Coverage recommendations',
      'Premium calculators',
      'Hospital network maps',
      'Digital certificate download',
    ]);
    const button = page.getByRole('link', { name: 'Ask for a quote' });
    expect(await button.getAttribute('href')).toBe('/contact/?topic=insurance');
    await button.click();
    await page.waitForURL('**/contact/?topic=insurance');
    await waitForHydration(page, 'ContactForm');
    // The form reads ?topic= once it has hydrated, in an effect: the choice lands a moment after.
    await expect.poll(() => page.locator('select#contact-service').inputValue()).toBe('Insurance');
    await page.context().close();
  });

  it('lists the official bodies with their hotlines, the visa examples, emergency numbers and the contact button', async () => {
    const page = await open('/insurance/resources/official/');
    const text = await page.locator('main').innerText();
    for (const expected of [
      'Office of Insurance Commission',
      // The spec names the regulator's consumer hotline.
      '1186',
      'Social Security Office',
      '1506',
      'National Health Security Office',
      'Healthcare Accreditation Institute',
      '1669',
      'O-A',
      'LTR',
      'THB 400,000',
      'THB 40,000',
      'USD 50,000',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const heading of ['Claims checklists', 'Verification checklist', 'Red flags', 'Related']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Ask us about your cover' }).getAttribute('href')).toBe(
      '/contact/?topic=insurance',
    );
    await page.context().close();
  });

  it('the hub shows its body and the call to action with Get a Quote and Compare Plans', async () => {
    const page = await open('/insurance/');
    const cta = page.locator('.insurance-cta');
    expect(await cta.locator('h2').innerText()).toBe('Health & Travel Insurance for Thailand (Visa-compliant)');
    expect(await cta.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe('/insurance/quote/');
    expect(await cta.getByRole('link', { name: 'Compare Plans' }).getAttribute('href')).toBe('/insurance/resources/');
    expect((await page.locator('.insurance-body').innerText()).length).toBeGreaterThan(200);
    const cards = await hrefsOf(page.locator('.guide-card__title a'));
    expect(cards).toEqual(
      ['health', 'visa-requirements', 'accident', 'dental', 'travel', 'property-theft', 'resources', 'faq'].map(
        (s) => `/insurance/${s}/`,
      ),
    );
    await page.context().close();
  });

  it('an insurance article renders its content sections (costs as Item, Typical, Notes) and links back to the hub', async () => {
    const page = await open('/insurance/health/');
    const sections = page.locator('.insurance-sections');
    expect(await sections.locator('thead th').allInnerTexts()).toEqual(['Item', 'Typical', 'Notes']);
    expect(await sections.locator('ol li').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Back to Insurance' }).first().getAttribute('href')).toBe(
      '/insurance/',
    );
    // No unsourced premium range (content review of 26 November 2026): the premium row says it depends
    // on age and plan and points to the comparator and the insurers' quotes.
    const premiumRow = sections.locator('tbody tr', { hasText: 'Premium' });
    expect(await premiumRow.count()).toBe(1);
    expect(await premiumRow.innerText()).toContain('Depends on age and plan');
    expect(await sections.innerText()).not.toContain('THB 2,500-6,000+');
    await page.context().close();
  });
});
