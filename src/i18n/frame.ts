/**
 * The frame's words and links for a page in one language: titles, breadcrumbs,
 * menu entries and the alternates (hreflang) of a page that exists in both
 * languages. Pure: the layout passes in which pages exist in Thai.
 */
import { buildBreadcrumbs, type Crumb } from '../lib/site/breadcrumbs.ts';
import { mainNavigation, isCurrentSection } from '../lib/site/navigation.ts';
import { sectionOfPath, type SectionId } from '../lib/site/sections.ts';
import { pageTitleFor } from '../lib/site/titles.ts';
import { canonicalUrl } from '../lib/site/routes.ts';
import { t } from './index.ts';
import { defaultLocale, localeTags, locales, pathInLocale, pathWithoutLocale, type Locale } from './locales.ts';
import { localizeHref } from './links.ts';

/** The paths that exist in each language; English has them all (undefined). */
export type Availability = Partial<Record<Locale, ReadonlySet<string>>>;

function existsIn(locale: Locale, barePath: string, availability: Availability): boolean {
  const set = availability[locale];
  return locale === defaultLocale || set === undefined || set.has(barePath);
}

/** The page title before the brand, in the page's language (src/lib/site/titles.ts's rule with the dictionary's section titles). */
export function pageTitleIn(locale: Locale, pathname: string, ownTitle?: string): string | undefined {
  const bare = pathWithoutLocale(pathname);
  if (locale === defaultLocale) return pageTitleFor(bare, ownTitle);
  const section = sectionOfPath(bare);
  const titles = section ? t(locale).sections[section.id].titles : undefined;
  const sectionTitle = titles ? (bare.replace(/\/+$/, '') === section!.prefix ? titles.hub : titles.page) : undefined;
  const own = ownTitle?.trim();
  if (!own) return sectionTitle ?? t(locale).home.title;
  if (!sectionTitle || own === sectionTitle || own.includes(sectionTitle)) return own;
  return bare.replace(/\/+$/, '') === section!.prefix ? own : `${own} – ${sectionTitle}`;
}

export interface LocalizedCrumb extends Crumb {
  otherLanguage: boolean;
}

/** The breadcrumb trail in the page's language; links to pages not in that language are flagged. */
export function breadcrumbsIn(
  locale: Locale,
  pathname: string,
  availability: Availability,
  lastLabel?: string,
): LocalizedCrumb[] {
  const bare = pathWithoutLocale(pathname);
  const english = buildBreadcrumbs(bare, lastLabel);
  if (locale === defaultLocale) return english.map((c) => ({ ...c, otherLanguage: false }));
  const words = t(locale);
  const segmentWords: Record<string, string> = {
    news: words.breadcrumbs.news,
    search: words.breadcrumbs.search,
    contact: words.breadcrumbs.contact,
    privacy: words.breadcrumbs.privacy,
    'thank-you': words.breadcrumbs.thankYou,
  };
  return english.map((crumb, index) => {
    const segment = crumb.href.split('/').filter(Boolean).pop() ?? '';
    const isLast = index === english.length - 1;
    const sectionWords =
      index === 1 ? (words.sections as Record<string, { crumbLabel: string } | undefined>)[segment] : undefined;
    const name =
      index === 0
        ? words.breadcrumbs.home
        : isLast && lastLabel
          ? lastLabel
          : (sectionWords?.crumbLabel ?? segmentWords[segment] ?? crumb.name);
    const link = localizeHref(crumb.href, locale, availability[locale] ?? new Set());
    return { name, href: link.href, otherLanguage: link.otherLanguage };
  });
}

interface MenuEntry {
  label: string;
  href: string;
  current: boolean;
  otherLanguage: boolean;
}

/** The header menu in the page's language. */
export function menuIn(locale: Locale, pathname: string, availability: Availability): MenuEntry[] {
  const bare = pathWithoutLocale(pathname);
  const words = t(locale);
  return mainNavigation.map((item) => {
    const sectionId = sectionOfPath(item.href)?.id as SectionId | undefined;
    const label =
      item.prefix === '/'
        ? words.header.home
        : sectionId && item.href === sectionOfPath(item.href)?.path
          ? words.sections[sectionId].navLabel
          : item.prefix === '/news'
            ? words.header.news
            : item.prefix === '/contact'
              ? words.header.contact
              : item.label;
    const link = localizeHref(item.href, locale, availability[locale] ?? new Set());
    return { label, href: link.href, current: isCurrentSection(item, bare), otherLanguage: link.otherLanguage };
  });
}

interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates of a page that exists in every language: each language, then x-default (English). Empty otherwise. */
export function alternatesOf(pathname: string, origin: string, availability: Availability): Alternate[] {
  const bare = pathWithoutLocale(pathname);
  if (!locales.every((l) => existsIn(l, bare, availability))) return [];
  return [
    ...locales.map((l) => ({ hreflang: localeTags[l].lang, href: canonicalUrl(origin, pathInLocale(l, bare)) })),
    { hreflang: 'x-default', href: canonicalUrl(origin, pathInLocale(defaultLocale, bare)) },
  ];
}

/** Where the language switch leads: the same page in the other language when it exists, else that language's home. */
export function switchTargetOf(
  locale: Locale,
  pathname: string,
  availability: Availability,
): { locale: Locale; path: string; samePage: boolean } {
  const other = locale === 'en' ? 'th' : 'en';
  const bare = pathWithoutLocale(pathname);
  const samePage = existsIn(other, bare, availability);
  return { locale: other, path: samePage ? bare : '/', samePage };
}
