import { describe, expect, it } from 'vitest';
import { sitemapWithAlternates } from './sitemap.ts';

type Item = { url: string; lastmod?: string; links?: { url: string; lang: string }[] };
const origin = 'https://example.com';
const lastmods = new Map([['/visa/dtv/', '2026-11-20']]);
const dated = (item: Item): Item => {
  const date = lastmods.get(new URL(item.url).pathname);
  return date ? { ...item, lastmod: date } : item;
};

/** The sitemap as @astrojs/sitemap drives it: every page through the filter, then each kept one serialized. */
function sitemapOf(pages: string[], keep: (page: string) => boolean = () => true): Item[] {
  const { filter, serialize } = sitemapWithAlternates<Item>(keep, dated);
  return pages
    .map((p) => `${origin}${p}`)
    .filter(filter)
    .map((url) => serialize({ url }));
}

const dtvLinks = [
  { url: `${origin}/visa/dtv/`, lang: 'en' },
  { url: `${origin}/th/visa/dtv/`, lang: 'th' },
  { url: `${origin}/visa/dtv/`, lang: 'x-default' },
];

describe('sitemap alternates', () => {
  it('names both versions and x-default (the English page) on each side of a page in both languages', () => {
    const [en, th] = sitemapOf(['/visa/dtv/', '/th/visa/dtv/']);
    expect(en.links).toEqual(dtvLinks);
    expect(th.links).toEqual(dtvLinks);
  });

  it('pairs the home pages, / and /th/', () => {
    expect(sitemapOf(['/', '/th/'])[1].links).toEqual([
      { url: `${origin}/`, lang: 'en' },
      { url: `${origin}/th/`, lang: 'th' },
      { url: `${origin}/`, lang: 'x-default' },
    ]);
  });

  it('gives a Thai page its English page’s lastmod and keeps its own URL', () => {
    expect(sitemapOf(['/visa/dtv/', '/th/visa/dtv/'])[1]).toMatchObject({
      url: `${origin}/th/visa/dtv/`,
      lastmod: '2026-11-20',
    });
  });

  it('leaves a page with no Thai version alone', () => {
    expect(sitemapOf(['/visa/ltr/', '/th/visa/dtv/'])[0]).toEqual({ url: `${origin}/visa/ltr/` });
  });

  it('pairs only with a version the sitemap lists: a filtered-out version is no alternate', () => {
    const listed = sitemapOf(['/visa/dtv/', '/th/visa/dtv/'], (page) => !page.includes('/th/'));
    expect(listed).toEqual([{ url: `${origin}/visa/dtv/`, lastmod: '2026-11-20' }]);
  });
});
