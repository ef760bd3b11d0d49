/**
 * What the site answers where: the request target's path and query, the paths Astro renders on demand and the
 * methods each answers, and the language of the error screen (src/server/http/site-handler.ts uses them).
 */
import { defaultLocale, localeOfPath, type Locale } from '../../lib/site/locales.ts';

/** Where reminders' List-Unsubscribe points (src/server/reminders/service.ts). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';

/** A plain path (no escapes, dot segments, doubled slashes or backslashes) needs no URL parser. */
const plainPath = /^\/(?:[A-Za-z0-9\-_~]+(?:\.[A-Za-z0-9\-_~]+)*\/?)*$/;

/**
 * The path and query of a request target, or null when it cannot be decoded. A plain path is split as it is (most
 * requests); anything else goes through the URL parser, which normalises it as before.
 */
export function splitRequestTarget(target: string): { pathname: string; search: string } | null {
  const query = target.indexOf('?');
  const rawPath = query < 0 ? target : target.slice(0, query);
  if (plainPath.test(rawPath))
    return { pathname: rawPath, search: query < 0 ? '' : normalisedSearch(target.slice(query)) };
  try {
    const url = new URL(target, 'http://localhost');
    decodeURIComponent(url.pathname);
    return { pathname: url.pathname, search: url.search };
  } catch {
    return null;
  }
}

/** The query as the URL parser gives it ("?" alone is no query). */
function normalisedSearch(search: string): string {
  return search === '?' ? '' : new URL(search, 'http://localhost').search;
}

/** Pages rendered on request (their content changes by the minute), as paths without the trailing slash. */
export const ON_DEMAND_PAGES: readonly string[] = ['/contact/book', '/th/contact/book'];

/** Paths Astro renders on demand; everything else is a prerendered file or a 404. */
export function isOnDemandPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || ON_DEMAND_PAGES.includes(pathname.replace(/\/+$/, ''));
}

/** The on-demand routes and the methods each answers (a trailing slash is ignored, as Astro ignores it). */
export const onDemandMethods: Record<string, readonly string[]> = {
  '/api/contact': ['POST'],
  '/api/insurance/plans': ['GET', 'HEAD'],
  '/api/reminders/subscribe': ['POST'],
  '/api/reminders/confirm': ['GET', 'HEAD', 'POST'],
  '/api/reminders/unsubscribe': ['GET', 'HEAD', 'POST'],
  '/api/reminders/erase': ['GET', 'HEAD', 'POST'],
  '/api/bookings/slots': ['GET', 'HEAD'],
  '/api/bookings/book': ['POST'],
  '/api/bookings/cancel': ['GET', 'HEAD', 'POST'],
  '/api/bookings/reschedule': ['GET', 'HEAD', 'POST'],
  ...Object.fromEntries(ON_DEMAND_PAGES.map((page) => [page, ['GET', 'HEAD']])),
};

/** The methods a path answers: GET and HEAD for pages and files, the route's own for on-demand routes. */
export function allowedMethods(
  pathname: string,
  routes: Record<string, readonly string[]> = onDemandMethods,
): readonly string[] | undefined {
  if (!isOnDemandPath(pathname)) return ['GET', 'HEAD'];
  return routes[pathname.replace(/\/+$/, '')];
}

/**
 * The language of the error screen for a failed request: the path's own, else (an /api/ route, which has no
 * language) that of the page the request came from, as its Referer names it. The Referer only picks the words
 * of the answer, so a forged one does no harm.
 */
export function errorLocaleOf(pathname: string, referer: string | undefined): Locale {
  const own = localeOfPath(pathname);
  if (own !== defaultLocale || !referer) return own;
  try {
    return localeOfPath(new URL(referer, 'http://localhost').pathname);
  } catch {
    return own;
  }
}
