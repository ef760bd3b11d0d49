/**
 * Which paths search engines should index: category, tag, page 2+
 * and archive pages carry noindex,follow and stay out of the sitemap, as do
 * the thank-you page and error pages.
 */
const noindexPatterns: readonly RegExp[] = [
  /^\/news\/page\/\d+\/$/,
  /^\/news\/category\//,
  /^\/news\/tag\//,
  /^\/news\/archive\//,
  /^\/thank-you\//,
  /^\/contact\/retry\//,
  /^\/not-found\//,
  /^\/404\/?$/,
  /^\/500\/?$/,
];

export function isIndexable(pathname: string): boolean {
  return !noindexPatterns.some((pattern) => pattern.test(pathname));
}
