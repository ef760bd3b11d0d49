/**
 * The sitemap's alternates: @astrojs/sitemap's i18n option pairs each page with
 * its versions in the other languages (hreflang en/th); this adds x-default
 * (the English page), so the sitemap says what each page's <head> says.
 * Thai pages take their English page's lastmod.
 */
import { defaultLocale, localeTags, pathInLocale } from './locales.ts';

interface SitemapItem {
  url: string;
  lastmod?: string;
  links?: { url: string; lang: string }[];
}

export function withXDefault<T extends SitemapItem>(serialize: (item: T) => T) {
  return (item: T): T => {
    const english = new URL(item.url);
    english.pathname = pathInLocale(defaultLocale, english.pathname);
    // lastmod is looked up by the English path: a translation is as current as the English version it must match.
    const dated = serialize({ ...item, url: english.href });
    const withDate = { ...item, ...(dated.lastmod ? { lastmod: dated.lastmod } : {}) };
    if (!item.links?.length) return withDate;
    const englishLink = item.links.find((link) => link.lang === localeTags[defaultLocale].lang);
    return englishLink
      ? { ...withDate, links: [...item.links, { url: englishLink.url, lang: 'x-default' }] }
      : withDate;
  };
}
