/**
 * The sitemap's language alternates, by the rule each page's <head> follows (frame.ts, alternatesOf): a page listed in
 * every language names each version (hreflang en, th) and x-default (the English page); a page in one language
 * names none. Thai pages take their English page's lastmod.
 *
 * @astrojs/sitemap's own i18n option compares every page with every other, which grows with the square of the
 * site (about a second at 10,000 posts); here the filter remembers the pages it keeps and the pairing looks them up.
 */
import { alternatesOf, type Availability } from './frame.ts';
import { defaultLocale, localeOfPath, locales, pathInLocale, pathWithoutLocale } from './locales.ts';

interface SitemapItem {
  url: string;
  lastmod?: string;
  links?: { url: string; lang: string }[];
}

/**
 * The sitemap's `filter` and `serialize`, sharing which pages it lists in each language other than English (the
 * head's rule takes the English page as there). @astrojs/sitemap filters every page before it serializes any, so
 * the sets are whole by the time `serialize` reads them.
 */
export function sitemapWithAlternates<T extends SitemapItem>(
  keep: (page: string) => boolean,
  dated: (item: T) => T,
): { filter: (page: string) => boolean; serialize: (item: T) => T } {
  const listed = new Map(locales.filter((l) => l !== defaultLocale).map((l) => [l, new Set<string>()]));
  const availability: Availability = Object.fromEntries(listed);
  return {
    filter(page) {
      const kept = keep(page);
      const { pathname } = new URL(page);
      if (kept) listed.get(localeOfPath(pathname))?.add(pathWithoutLocale(pathname));
      return kept;
    },
    serialize(item) {
      const url = new URL(item.url);
      const english = new URL(pathInLocale(defaultLocale, url.pathname), url).href;
      // lastmod is looked up by the English URL: a translation is as current as the English version it must match.
      const date = dated({ ...item, url: english }).lastmod;
      const withDate = { ...item, ...(date ? { lastmod: date } : {}) };
      const links = alternatesOf(url.pathname, url.origin, availability).map((a) => ({
        url: a.href,
        lang: a.hreflang,
      }));
      return links.length > 0 ? { ...withDate, links } : withDate;
    },
  };
}
