/**
 * What the suites read off a page besides its text: where a set of links points, and its JSON-LD blocks.
 */
import type { Locator, Page } from 'playwright-core';

/** The `href` of every element the locator finds, in page order, as written in the HTML (null when it has none). */
export const hrefsOf = (links: Locator): Promise<(string | null)[]> =>
  links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));

/** Where the hub's "Quick links" navigation points, in page order. */
export const quickLinksOf = (page: Page): Promise<(string | null)[]> =>
  hrefsOf(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link'));

/** The page's first JSON-LD block of this `@type` (undefined when there is none), parsed. */
export async function structuredDataOf(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === type);
}
