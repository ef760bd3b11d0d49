/**
 * The site's languages and how a path names one. English is the default and
 * keeps its unprefixed URLs; every other language lives under /{locale}/ with
 * the same paths (astro.config.mjs gives Astro the same list). Pure: the
 * server, the build and tests use it alike. A third language is one more entry
 * here, its dictionary and its content folder.
 */
export const locales = ['en', 'th'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** BCP 47 tag (html lang, hreflang) and Open Graph locale of each language. */
export const localeTags: Readonly<Record<Locale, { lang: string; ogLocale: string }>> = {
  en: { lang: 'en', ogLocale: 'en_GB' },
  th: { lang: 'th', ogLocale: 'th_TH' },
};

function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

/** The language of a path: its first segment when that names a non-default language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split(/[?#]/)[0].split('/')[1];
  return first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}

/** The path without its language prefix ("/th/visa/" -> "/visa/", "/th" -> "/"). */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The same page's path in `locale` ("/visa/dtv/", "th" -> "/th/visa/dtv/").
 * Components use Astro's getRelativeLocaleUrl; this pure twin serves code
 * outside Astro's runtime (the server, the sitemap, tests).
 */
export function pathInLocale(locale: Locale, pathname: string): string {
  const bare = pathWithoutLocale(pathname);
  return locale === defaultLocale ? bare : `/${locale}${bare}`;
}
