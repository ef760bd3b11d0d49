/**
 * The contact flow in real Chromium against the built site (`npm start`):
 * the island's states and texts, analytics event, campaign and topic, the
 * plain form with JavaScript off (303, and the form shown again with its
 * values), the thank-you and privacy pages, accessibility and CSP.
 * Leads are checked in the server's own SQLite file (inject('dataDir')).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCleanAt, gotoSettled, newPage } from './support/browser.ts';
import { contactFormHydrated, contactSuite, expectHoneypotHidden, HUMAN_PAUSE_MS } from './support/forms.ts';

const { base, browserOf, openForm, leadByEmail } = contactSuite();

/** Keeps what the page pushes to window.dataLayer across the navigation to the thank-you page. */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const saved = JSON.parse(sessionStorage.getItem('__dataLayer') ?? '[]') as unknown[];
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      saved.push(...items);
      sessionStorage.setItem('__dataLayer', JSON.stringify(saved));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

async function fillValid(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Meier');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+41 79 000 00 00');
  await page.getByRole('textbox', { name: 'Nationality', exact: true }).fill('Swiss');
  await page.getByRole('combobox', { name: 'Service', exact: true }).selectOption('Real Estate');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Can a foreigner lease land for 30 years?');
  await page.getByRole('checkbox', { name: /I agree that my details/ }).check();
}

describe('contact form with JavaScript', () => {
  it('goes idle → "Sending..." (disabled) → thank-you page, pushes lead_submit, stores the lead with page_url and saved UTM', async () => {
    const page = await newPage(browserOf());
    await recordDataLayer(page);
    // A campaign visit first: its UTM parameters are saved...
    await page.goto(`${base}/contact/?utm_source=newsletter&utm_medium=email&utm_campaign=october`);
    await contactFormHydrated(page);
    expect(await page.evaluate(() => localStorage.getItem('siam.campaign'))).toContain('newsletter');
    // ...and used on a later visit without them.
    await page.goto(`${base}/contact/?from=menu`);
    await contactFormHydrated(page);
    await fillValid(page, 'anna.e2e@example.ch');
    await page.waitForTimeout(HUMAN_PAUSE_MS);

    // Hold the request briefly so the submitting state can be seen.
    let release: () => void = () => undefined;
    await page.route('**/api/contact', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const button = page.getByRole('button', { name: /Send message|Sending/ });
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Sending...');
    expect(await button.isDisabled()).toBe(true);
    release();

    await page.waitForURL(`${base}/thank-you/?lead=contact`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Thank you — your request has been received',
    );
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('__dataLayer') ?? '[]'))).toEqual([
      { event: 'lead_submit', form_id: 'contact', service: 'Real Estate' },
    ]);

    const lead = leadByEmail('anna.e2e@example.ch');
    expect(lead).toMatchObject({
      first_name: 'Anna',
      service: 'Real Estate',
      consent: 1,
      is_spam: 0,
      page_url: `${base}/contact/?from=menu`,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'october',
      privacy_policy_version: '2025-09-25',
    });
    expect(String(lead!.user_agent)).toContain('Chrome');
    await page.context().close();
  });

  it('shows every invalid field, tied to its input, and focuses the first, without sending', async () => {
    const { page, posts } = await openForm('/contact/');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();

    expect(await page.getByRole('alert').textContent()).toBe('Please correct the 4 highlighted fields.');
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe(
      'Email must be a valid address, like name@example.com.',
    );
    expect(await page.locator('#contact-message-error').textContent()).toBe('Message is required.');
    expect(await page.locator('#contact-consent-error').textContent()).toBe(
      'Consent is required: please agree to the privacy policy.',
    );
    // Fixing a field clears its message.
    await email.fill('ok@example.com');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(posts()).toBe(0);
    await page.context().close();
  });

  it('shows the server\'s error text, else "Submission failed", else "Something went wrong. Please try again."', async () => {
    const { page } = await openForm('/contact/');
    await fillValid(page, 'errors.e2e@example.ch');
    const button = page.getByRole('button', { name: 'Send message' });
    const alert = page.getByRole('alert');

    const answers: [string, (route: import('playwright-core').Route) => Promise<void>][] = [
      [
        'Too many submissions from your address. Please wait a minute and try again.',
        (route) =>
          route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({
              ok: false,
              error: 'Too many submissions from your address. Please wait a minute and try again.',
            }),
          }),
      ],
      [
        'Submission failed',
        (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      ],
      ['Something went wrong. Please try again.', (route) => route.abort('connectionfailed')],
    ];
    for (const [text, answer] of answers) {
      await page.unrouteAll();
      await page.route('**/api/contact', answer);
      await button.click();
      await expect.poll(() => alert.textContent()).toBe(text);
      expect(await button.isDisabled()).toBe(false); // back to a usable form
      expect(page.url()).toBe(`${base}/contact/`);
    }
    await page.context().close();
  });

  it('preselects Insurance for ?topic=insurance', async () => {
    const { page } = await openForm('/contact/?topic=insurance');
    // Read from the address in an effect once the form has hydrated.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Service', exact: true }).inputValue())
      .toBe('Insurance');
    await page.context().close();
  });

  it('stores a lead sent faster than a person could as spam, yet answers it like any other', async () => {
    const { page } = await openForm('/contact/');
    await fillValid(page, 'fast.bot@example.ch');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(`${base}/thank-you/?lead=contact`);
    expect(leadByEmail('fast.bot@example.ch')).toMatchObject({ is_spam: 1, spam_reason: 'too_fast' });
    await page.context().close();
  });
});

describe('contact form without JavaScript', () => {
  it('posts the plain form: a refused one comes back with the error and the values, a good one lands on the thank-you page', async () => {
    const page = await newPage(browserOf(), { javaScriptEnabled: false });
    await page.goto(`${base}/contact/?utm_source=flyer&utm_campaign=expo`);
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Somchai');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nojs.e2e@example.com');
    await page.getByRole('combobox', { name: 'Service', exact: true }).selectOption('Visa');
    // Spaces satisfy the browser's "required" but not the server: the form must come back.
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('   ');
    await page.getByRole('checkbox', { name: /I agree that my details/ }).check();
    const [refused] = await Promise.all([
      page.waitForResponse(`${base}/api/contact`),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.waitForLoadState();
    expect(await page.title()).toBe('Contact Us | Siam Expat Services');
    expect(await page.locator('.contact-form__status-text').textContent()).toBe('Message is required.');
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe('nojs.e2e@example.com');
    expect(await page.getByRole('textbox', { name: 'First name', exact: true }).inputValue()).toBe('Somchai');
    expect(await page.getByRole('combobox', { name: 'Service', exact: true }).inputValue()).toBe('Visa');
    expect(await page.getByRole('checkbox', { name: /I agree that my details/ }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Message', exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');

    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Which visa lets me stay a year?');
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    const [accepted] = await Promise.all([
      page.waitForResponse(`${base}/api/contact`),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(accepted.status()).toBe(303);
    await page.waitForURL(`${base}/thank-you/?lead=contact`);
    // page_url and the campaign come from the page the visitor started on (its Referer), kept through the retry.
    expect(leadByEmail('nojs.e2e@example.com')).toMatchObject({
      first_name: 'Somchai',
      service: 'Visa',
      is_spam: 0,
      page_url: `${base}/contact/?utm_source=flyer&utm_campaign=expo`,
      utm_source: 'flyer',
      utm_medium: '',
      utm_campaign: 'expo',
    });
    await page.context().close();
  });
});

describe('thank-you and privacy pages', () => {
  it('thank-you: headline, 1 business day, three next steps, privacy note, buttons home and to /visa/', async () => {
    const page = await newPage(browserOf());
    await page.goto(`${base}/thank-you/?lead=contact`);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Thank you — your request has been received');
    expect(text).toContain('1 business day');
    expect(await page.getByRole('heading', { name: 'What happens next?' }).count()).toBe(1);
    expect(await page.locator('.thank-you__steps > li').count()).toBe(3);
    expect(await page.locator('main a[href="/privacy/"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Explore visa guides' }).getAttribute('href')).toBe('/visa/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    await page.context().close();
  });

  it('privacy: last updated September 25, 2025, kept about 7 years, erasure and PDPA rights', async () => {
    const page = await newPage(browserOf());
    await page.goto(`${base}/privacy/`);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Last updated: September 25, 2025');
    expect(text).toContain('about 7 years');
    expect(text).toMatch(/Personal Data Protection Act/);
    expect(await page.getByRole('heading', { name: /How to ask for erasure/ }).count()).toBe(1);
    await page.context().close();
  });

  it('contact page shows the office and its hours', async () => {
    const page = await newPage(browserOf(), { javaScriptEnabled: false });
    await page.goto(`${base}/contact/`);
    const text = await page.locator('main').innerText();
    expect(await page.title()).toBe('Contact Us | Siam Expat Services');
    expect(text).toMatch(/Monday to Friday\s+9:00 AM to 6:00 PM/);
    expect(text).toMatch(/Saturday\s+9:00 AM to 1:00 PM/);
    expect(text).toContain('Ekkamai');
    expect(text).toContain('Wattana, Bangkok 10110');
    await page.context().close();
  });
});

describe('accessibility and CSP', () => {
  it('keeps the spam trap from people and assistive technology, with JavaScript and without', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await newPage(browserOf(), { javaScriptEnabled });
      await page.goto(`${base}/contact/`);
      if (javaScriptEnabled) await contactFormHydrated(page);
      await expectHoneypotHidden(page, '#contact-website');
      await page.context().close();
    }
  });

  for (const width of [1280, 360]) {
    it(`contact, its error state, retry, thank-you and privacy have zero axe and CSP violations at ${width} px`, async () => {
      const page = await newPage(browserOf(), { viewport: { width, height: 900 } });
      const check = (label: string) => expectCleanAt(page, width, label);
      await gotoSettled(page, `${base}/contact/?topic=insurance`);
      await contactFormHydrated(page);
      await check('contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      // Checked from the top, as the other states are: the click scrolls just far enough to reach the button, and axe
      // counts a link the sticky header happens to half cover as too small (it does not model position: sticky).
      await page.evaluate(() => window.scrollTo(0, 0));
      await check('contact with errors');
      for (const path of ['/thank-you/?lead=contact', '/privacy/']) {
        await gotoSettled(page, base + path);
        await check(path);
      }

      // The form shown again by the server (as after a failed no-JavaScript post), then hydrated.
      await gotoSettled(page, `${base}/contact/`);
      await contactFormHydrated(page);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('axe@example.com');
      await page.getByRole('combobox', { name: 'Service', exact: true }).selectOption('Other');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill(' ');
      await page.getByRole('checkbox', { name: /I agree that my details/ }).check();
      await Promise.all([
        page.waitForResponse(`${base}/api/contact`),
        page.evaluate(() => document.querySelector<HTMLFormElement>('form.contact-form')!.submit()), // the plain post, past the island
      ]);
      await page.waitForLoadState('networkidle');
      await contactFormHydrated(page);
      expect(await page.locator('.contact-form__status-text').textContent()).toBe('Message is required.');
      await check('retry');
      await page.context().close();
    });
  }
});
