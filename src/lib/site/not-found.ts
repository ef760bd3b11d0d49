/**
 * Not-found texts. News and each section answer unknown paths under them with
 * their own texts (the sections' from the section model); anything else gets
 * the generic page. The server uses `notFoundPagePath` to pick the file.
 */
import { sections } from './sections.ts';
import { defaultLocale, pathWithoutLocale, type Locale } from './locales.ts';
export interface NotFoundText {
  /** Section key; also the folder of the prerendered page: /not-found/{key}/. */
  key: string;
  prefix: string;
  heading: string;
  text: string;
  linkLabel: string;
  linkHref: string;
}

export const genericNotFound: NotFoundText = {
  key: 'generic',
  prefix: '/',
  heading: '404 - Page Not Found',
  text: "The page you're looking for doesn't exist.",
  linkLabel: 'Back to Home',
  linkHref: '/',
};

export const sectionNotFound: readonly NotFoundText[] = [
  {
    key: 'news',
    prefix: '/news/',
    heading: 'Post Not Found',
    text: 'The requested news post could not be found.',
    linkLabel: 'Return to News',
    linkHref: '/news/',
  },
  ...sections.map((s) => ({
    key: s.id,
    prefix: s.path,
    heading: s.notFound.heading,
    text: s.notFound.text,
    linkLabel: s.notFound.linkLabel,
    linkHref: s.path,
  })),
];

/** The not-found texts for a path: its section's when it lies under one, else the generic ones. */
export function notFoundFor(pathname: string): NotFoundText {
  // A language's pages answer with the same section's page in that language (notFoundPagePath).
  const bare = pathWithoutLocale(pathname);
  const path = bare.endsWith('/') ? bare : `${bare}/`;
  return sectionNotFound.find((s) => path.startsWith(s.prefix) && path !== s.prefix) ?? genericNotFound;
}

/** Where the prerendered page for those texts is in the build, in a language (English: /404.html and /not-found/{key}/). */
/** The built error screen (500) of a language: /500.html in English, /{locale}/500/index.html otherwise. */
export function errorPagePath(locale: Locale = defaultLocale): string {
  return locale === defaultLocale ? '/500.html' : `/${locale}/500/index.html`;
}

export function notFoundPagePath(text: NotFoundText, locale: Locale = defaultLocale): string {
  if (locale !== defaultLocale) return `/${locale}/not-found/${text.key}/index.html`;
  return text.key === 'generic' ? '/404.html' : `/not-found/${text.key}/index.html`;
}
