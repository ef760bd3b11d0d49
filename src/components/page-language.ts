/**
 * A page in one language: its words, and how it links to the site's pages (each href to its version in that
 * language when the page exists there, else to the English page, flagged so the link can say so: src/i18n/links.ts).
 */
import { t, type FrameWords, type Locale } from '../i18n/index.ts';
import { localizeHref } from '../i18n/links.ts';
import { pagesIn } from '../i18n/content.ts';

export async function linksIn(locale: Locale): Promise<(href: string) => ReturnType<typeof localizeHref>> {
  const available = (await pagesIn(locale)) ?? new Set<string>();
  return (href) => localizeHref(href, locale, available);
}

export async function pageLanguage(
  locale: Locale,
): Promise<{ words: FrameWords; local: Awaited<ReturnType<typeof linksIn>> }> {
  return { words: t(locale), local: await linksIn(locale) };
}
