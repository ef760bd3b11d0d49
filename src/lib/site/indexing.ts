/**
 * Which paths search engines should index: category, tag, page 2+
 * and archive pages carry noindex,follow and stay out of the sitemap, as do
 * the thank-you page, the reminders' answer page and error pages.
 */
import { pathWithoutLocale } from './locales.ts';

const noindexPatterns: readonly RegExp[] = [
  /^\/news\/page\/\d+\/$/,
  /^\/news\/category\//,
  /^\/news\/tag\//,
  /^\/news\/archive\//,
  /^\/thank-you\//,
  /^\/contact\/retry\//,
  // The reminders' answer page (confirm, unsubscribe, erase), rendered on demand for a visitor's own link.
  /^\/reminders\//,
  /^\/not-found\//,
  /^\/404\/?$/,
  /^\/500\/?$/,
];

/** Every language's pages follow the same rule (/th/not-found/... is no more indexable than /not-found/...). */
export function isIndexable(pathname: string): boolean {
  const bare = pathWithoutLocale(pathname);
  return !noindexPatterns.some((pattern) => pattern.test(bare));
}
