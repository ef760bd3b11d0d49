/**
 * Links on a page in one language to pages that may exist only in another.
 * A page in Thai links the Thai version of a page when there is one; otherwise
 * it keeps the English link and says so ("(ภาษาอังกฤษ)"), so a reader is never
 * sent to English without warning.
 */
import { defaultLocale, localeOfPath, pathInLocale, type Locale } from './locales.ts';

interface LocalizedLink {
  href: string;
  /** True when the link leads to a page in another language than the page's. */
  otherLanguage: boolean;
}

/** Site-internal page links: root-relative, not a file, a feed or an API. */
function isInternalPage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0];
  const last = path.split('/').pop() ?? '';
  return !last.includes('.') && !path.startsWith('/api/');
}

/**
 * `href` for a page in `locale`. `available` holds the unprefixed paths
 * ("/visa/dtv/") that exist in `locale`.
 */
export function localizeHref(href: string, locale: Locale, available: ReadonlySet<string>): LocalizedLink {
  if (locale === defaultLocale || !isInternalPage(href)) return { href, otherLanguage: false };
  if (localeOfPath(href) === locale) return { href, otherLanguage: false };
  const [path, rest = ''] = href.split(/(?=[?#])/);
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  if (available.has(withSlash)) return { href: pathInLocale(locale, withSlash) + rest, otherLanguage: false };
  return { href, otherLanguage: true };
}

/**
 * Whether the text after a link already says the marker: a translator may have written it after closing tags
 * ("**[x](/x/)** (ภาษาอังกฤษ)") or inside an outer bracket without its own opening one ("([x](/x/) ภาษาอังกฤษ)").
 */
function markedAlready(after: string, marker: string): boolean {
  const text = after.replace(/^(?:\s|<\/[a-z]+>)*/, '');
  return text.startsWith(marker) || text.startsWith(marker.replace(/^\(/, ''));
}

/**
 * Every `<a href="/...">` of rendered (sanitised) HTML localised for `locale`;
 * links that stay in another language get `hreflang` and the marker after their text.
 */
export function localizeHtmlLinks(
  html: string,
  locale: Locale,
  available: ReadonlySet<string>,
  marker: string,
): string {
  if (locale === defaultLocale) return html;
  const link = /<a\s([^>]*?)href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g;
  return html.replace(link, (whole, before: string, href: string, after: string, text: string, offset: number) => {
    const localized = localizeHref(href, locale, available);
    if (localized.href === href && !localized.otherLanguage) return whole;
    if (!localized.otherLanguage) return `<a ${before}href="${localized.href}"${after}>${text}</a>`;
    const marked = markedAlready(html.slice(offset + whole.length), marker);
    return `<a ${before}href="${href}"${after} hreflang="${defaultLocale}">${text}</a>${marked ? '' : ` ${marker}`}`;
  });
}
