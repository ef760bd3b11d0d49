/**
 * The sitemap's language alternates, as each page's <head> gives them (frame.ts, alternatesOf): a page listed in
 * every language names each version (hreflang en, th) and x-default (the English page); a page in one language
 * names none. Thai pages take their English page's lastmod.
 *
 * @astrojs/sitemap's own i18n option compares every page with every other, which grows with the square of the
 * site (about a second at 10,000 posts); here the filter remembers the pages it keeps and the pairing looks them up.
 */
import { defaultLocale, localeTags, locales, pathInLocale } from './locales.ts';

interface SitemapItem {
  url: string;
  lastmod?: string;
  links?: { url: string; lang: string }[];
}

/**
 * The sitemap's `filter` and `serialize`, sharing the set of listed pages. @astrojs/sitemap filters every page
 * before it serializes any, so the set is whole by the time `serialize` reads it.
 */
export function sitemapWithAlternates<T extends SitemapItem>(
  keep: (page: string) => boolean,
  dated: (item: T) => T,
): { filter: (page: string) => boolean; serialize: (item: T) => T } {
  const listed = new Set<string>();
  const urlIn = (locale: (typeof locales)[number], url: URL) => {
    const version = new URL(url);
    version.pathname = pathInLocale(locale, url.pathname);
    return version.href;
  };
  return {
    filter(page) {
      const kept = keep(page);
      if (kept) listed.add(page);
      return kept;
    },
    serialize(item) {
      const url = new URL(item.url);
      const english = urlIn(defaultLocale, url);
      // lastmod is looked up by the English URL: a translation is as current as the English version it must match.
      const date = dated({ ...item, url: english }).lastmod;
      const withDate = { ...item, ...(date ? { lastmod: date } : {}) };
      const versions = locales.map((locale) => ({ url: urlIn(locale, url), lang: localeTags[locale].lang }));
      if (!versions.every((version) => listed.has(version.url))) return withDate;
      return { ...withDate, links: [...versions, { url: english, lang: 'x-default' }] };
    },
  };
}
