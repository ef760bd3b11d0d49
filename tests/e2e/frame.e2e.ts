/** The page frame in real Chromium: header, menu, footer, breadcrumbs, head tags, diagnostics. */
import { describe, expect, inject, it } from 'vitest';
import { sitePages } from './support/browser.ts';
import { hrefsOf, structuredDataOf } from './support/page-reading.ts';
import { site } from '../../src/config/site.ts';

const base = inject('baseUrl');
const { open } = sitePages(base);

describe('head', () => {
  it('sets title, description, canonical, Open Graph, Twitter and feeds', async () => {
    const page = await open('/visa/');
    expect(await page.title()).toBe(`Thailand Visa & Immigration Hub | ${site.brand}`);
    const attr = (selector: string, name = 'content') => page.locator(selector).getAttribute(name);
    expect(await attr('link[rel="canonical"]', 'href')).toBe(`${site.origin}/visa/`);
    expect(await attr('meta[property="og:site_name"]')).toBe(site.brand);
    expect(await attr('meta[property="og:title"]')).toBe(await page.title());
    expect(await attr('meta[name="twitter:title"]')).toBe(await page.title());
    expect(await attr('meta[property="og:url"]')).toBe(`${site.origin}/visa/`);
    const description = await attr('meta[name="description"]');
    expect(description?.length).toBeGreaterThan(20);
    expect(await attr('meta[property="og:description"]')).toBe(description);
    expect(await attr('link[rel="alternate"][type="application/rss+xml"]', 'href')).toBe('/news/rss.xml');
    expect(await attr('link[rel="alternate"][type="application/atom+xml"]', 'href')).toBe('/news/atom.xml');
    await page.context().close();
  });

  it('titles a guide with its own title and its section’s title', async () => {
    const page = await open('/visa/tourist/');
    expect(await page.title()).toMatch(new RegExp(` – Thailand Visa Guide \\| ${site.brand}$`));
    await page.goto(`${base}/property/condo/`);
    expect(await page.title()).toMatch(new RegExp(` – Thailand Property Information \\| ${site.brand}$`));
    await page.context().close();
  });

  it('titles the contact page "Contact Us"', async () => {
    const page = await open('/contact/');
    expect(await page.title()).toBe(`Contact Us | ${site.brand}`);
    await page.context().close();
  });
});

describe('header and navigation', () => {
  it('marks the current section by path prefix', async () => {
    const page = await open('/visa/tourist/');
    const current = page.locator('nav[aria-label="Main"] a[aria-current="page"]');
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.textContent()).toBe('Visa');
    await page.goto(`${base}/`);
    expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').textContent()).toBe('Home');
    await page.context().close();
  });

  it('opens and closes the menu at phone width: button, Escape, navigation', async () => {
    const page = await open('/', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const button = page.getByRole('button', { name: 'Menu' });
    const list = page.locator('#site-nav-list');
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-controls')).toBe('site-nav-list');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    // Logo and menu button share one row: the sticky header stays short on a phone.
    expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThan(80);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await list.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-nav__toggle'))).toBe(true);

    await button.click();
    await Promise.all([page.waitForURL(`${base}/business/`), list.getByRole('link', { name: 'Business' }).click()]);
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#site-nav-list').isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows the whole navigation without JavaScript', async () => {
    const page = await open('/', { viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    expect(await page.locator('#site-nav-list').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.locator('#site-nav-list a').count()).toBe(9);
    await page.context().close();
  });
});

describe('footer', () => {
  it('has the four columns, contact details from the configuration and the current year', async () => {
    const page = await open('/');
    const footer = page.locator('footer.site-footer');
    for (const heading of ['Services', 'Quick Links', 'Contact Info']) {
      expect(await footer.getByRole('heading', { name: heading, exact: true }).count()).toBe(1);
    }
    expect(await footer.locator(`a[href="mailto:${site.email}"]`).count()).toBe(1);
    expect(await footer.textContent()).toContain(site.phone);
    expect(await footer.textContent()).toContain('Wattana');
    expect(await footer.textContent()).toContain('10110');
    expect(await footer.locator(`a[href="${site.social.url}"]`).count()).toBe(1);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    await page.context().close();
  });
});

describe('LINE as a contact channel', () => {
  // With SITE_LINE_ID set at build, tests/integration/line-channel.test.ts checks the links; this is the built site.
  it(
    site.lineId ? 'links the configured LINE account' : 'is mentioned on no page when no LINE account is configured',
    async () => {
      for (const path of ['/', '/contact/', '/thank-you/']) {
        const html = await (await fetch(base + path)).text();
        expect(html.includes('line.me'), path).toBe(Boolean(site.lineId));
        expect(html, path).toContain('https://wa.me/');
      }
    },
  );
});

describe('breadcrumbs', () => {
  it('renders a nav with an ordered list and BreadcrumbList JSON-LD, but not on home', async () => {
    const page = await open('/visa/tourist/');
    const crumbs = page.locator('nav[aria-label="Breadcrumb"] ol li');
    expect(await crumbs.count()).toBe(3);
    expect(await crumbs.nth(0).textContent()).toBe('Home');
    expect(await crumbs.nth(1).textContent()).toBe('Visa & Immigration');
    const list = await structuredDataOf(page, 'BreadcrumbList');
    expect(list.itemListElement).toHaveLength(3);
    expect(list.itemListElement[1].item).toBe(`${site.origin}/visa/`);

    await page.goto(`${base}/`);
    expect(await page.locator('nav[aria-label="Breadcrumb"]').count()).toBe(0);
    await page.context().close();
  });
});

describe('guide body', () => {
  it('renders Markdown headings with ids for anchors, below the page title', async () => {
    const page = await open('/visa/tourist/');
    const ids = await page.locator('.prose h2').evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    expect(await page.locator('h1').count()).toBe(1);
    await page.context().close();
  });
});

describe('page data', () => {
  it('embeds the page’s own data block as JSON', async () => {
    const page = await open('/visa/tourist/');
    const data = JSON.parse((await page.locator('#__PAGE_DATA__').textContent()) ?? 'null');
    expect(data.slug).toBe('/visa/tourist');
    expect(data.html.length).toBeGreaterThan(100);
    await page.context().close();
  });
});

describe('home', () => {
  it('has the hero buttons, six hub cards, six features and the three newest posts', async () => {
    const page = await open('/');
    expect(await page.locator('.hero a[href="/news/"]').count()).toBe(1);
    expect(await page.locator('.hero a[href="/contact/"]').count()).toBe(1);
    expect(await page.locator('.hub-card').count()).toBe(6);
    expect(await page.locator('.why').count()).toBe(6);
    const newsLinks = await hrefsOf(page.locator('section[aria-labelledby="news-title"] .news-card__title a'));
    // The three newest posts of the fixture content (tests/fixtures/site/content/news; news.e2e.ts lists them all).
    expect(newsLinks).toEqual([
      '/news/2026-07-06/promptpay-for-expats/',
      '/news/2026-06-15/accessibility-improvements/',
      '/news/2026-05-19/cabinet-approves-visa-exemption-overhaul/',
    ]);
    await page.context().close();
  });

  it('has no dead internal links', async () => {
    const page = await open('/');
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const res = await fetch(base + href);
      expect(res.status, href).toBe(200);
    }
    await page.context().close();
  });
});

describe('diagnostics overlay', () => {
  it('is absent normally and shows path, page data and the property index status with ?diag=1', async () => {
    const page = await open('/visa/tourist/');
    expect(await page.locator('#diag-overlay').count()).toBe(0);
    await page.goto(`${base}/visa/tourist/?diag=1`);
    const overlay = page.locator('#diag-overlay');
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('/visa/tourist/');
    expect(await overlay.textContent()).toContain('Found');
    await expect.poll(() => page.locator('#diag-property').textContent()).toMatch(/^OK \(\d+ articles\)$/);
    await page.getByRole('button', { name: 'Close diagnostics' }).click();
    expect(await page.locator('#diag-overlay').count()).toBe(0);
    await page.context().close();
  });
});
