/**
 * The site's request pipeline, in front of Astro's handler:
 *   1. the trailing-slash rule and named redirects as 301s (GET/HEAD);
 *   2. security headers on every answer;
 *   3. prerendered files from dist/client, precompressed when possible;
 *   4. on-demand routes (/api/*, and any non-GET) to Astro, with the socket's
 *      peer address as `locals.socketAddress` (Astro's own `clientAddress`
 *      believes X-Forwarded-For from anyone; only src/server/core/request.ts reads
 *      that header, and only with TRUST_PROXY);
 *   5. unknown paths: 404 with their section's not-found page;
 *   6. a failed on-demand request: 500 with the error screen in the language of the page it came from.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { redirectFor } from '../../lib/site/redirects.ts';
import { errorPagePath, genericNotFound, notFoundFor, notFoundPagePath } from '../../lib/site/not-found.ts';
import { defaultLocale, localeOfPath, pathWithoutLocale, type Locale } from '../../lib/site/locales.ts';
import { headerCspFromMeta, securityHeaders } from './security-headers.ts';
import { StaticFileCache, sendCached, sendFile } from './static-files.ts';

/** Astro's Node-adapter handler in middleware mode: `locals` becomes `context.locals` of the route. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void, locals?: App.Locals) => void | Promise<void>;

interface SiteHandlerOptions {
  /** dist/client: the prerendered site. */
  clientDir: string;
  /** Astro's request handler for on-demand routes. */
  astroHandler: NodeHandler;
  /** Trust X-Forwarded-Proto/For from a reverse proxy (TRUST_PROXY). */
  trustProxy?: boolean;
  /** Map of built file (relative to clientDir, "/visa/index.html") to its CSP; see scripts/postbuild.ts. */
  cspByFile?: Record<string, string>;
  /** Bytes of built files kept in memory (default 64 MiB). */
  cacheBytes?: number;
  /** The on-demand routes and their methods; defaults to the site's own (`onDemandMethods`). */
  onDemandRoutes?: Record<string, readonly string[]>;
  /**
   * RFC 8058 one-click unsubscribe: a mail provider POSTs to the List-Unsubscribe address from its own servers,
   * without an Origin header, which Astro's origin check would refuse. Such a POST is answered here with the
   * status this returns (200 deleted, 404 unknown or expired token); a browser's POST (it always sends Origin)
   * still goes to Astro for its page.
   */
  oneClickUnsubscribe?: (token: string) => Promise<number>;
}

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
  if (plainPath.test(rawPath)) return { pathname: rawPath, search: query < 0 ? '' : normalisedSearch(target.slice(query)) };
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
function allowedMethods(pathname: string, routes: Record<string, readonly string[]> = onDemandMethods): readonly string[] | undefined {
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

export function loadCspMap(distDir: string): Record<string, string> {
  const file = path.join(distDir, 'csp-by-file.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/**
 * Astro sends its own CSP header on pages it renders on demand (the contact
 * retry page); it replaces ours, so add what only a header can say to it.
 */
function addFrameAncestorsToAstroCsp(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    for (const name of Object.keys(headers ?? {})) {
      const value = headers![name];
      if (name.toLowerCase() === 'content-security-policy' && typeof value === 'string' && !value.includes('frame-ancestors')) {
        headers![name] = headerCspFromMeta(value);
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

function requestIsHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0].trim() === 'https';
}

export function createSiteHandler(options: SiteHandlerOptions): NodeHandler {
  const clientDir = path.resolve(options.clientDir);
  const cspByFile = options.cspByFile ?? {};
  const trustProxy = options.trustProxy ?? false;
  const onDemandRoutes = options.onDemandRoutes ?? onDemandMethods;

  const files = new StaticFileCache(clientDir, options.cacheBytes);

  const cspFor = (filePath: string) => cspByFile['/' + path.relative(clientDir, filePath).split(path.sep).join('/')];

  // The security headers of a file's answers, flat [name, value, ...], computed once per CSP and scheme.
  const securityByCsp = new Map<string, string[]>();
  const securityList = (req: IncomingMessage, pageCsp?: string): string[] => {
    const https = requestIsHttps(req, trustProxy);
    const key = `${https ? 's' : ''}|${pageCsp ?? ''}`;
    let list = securityByCsp.get(key);
    if (!list) {
      list = Object.entries(securityHeaders({ https, pageCsp })).flat();
      if (securityByCsp.size > 10_000) securityByCsp.clear();
      securityByCsp.set(key, list);
    }
    return list;
  };
  const applyHeaders = (req: IncomingMessage, res: ServerResponse, pageCsp?: string) => {
    const list = securityList(req, pageCsp);
    for (let i = 0; i < list.length; i += 2) res.setHeader(list[i], list[i + 1]);
  };

  // A file in memory keeps its security headers (by scheme), so a request for it looks nothing up by its CSP.
  const securityOfCached = new WeakMap<object, { http?: string[]; https?: string[] }>();

  /** A built file with its page's CSP, from memory when it fits, else streamed. */
  const serveFile = (req: IncomingMessage, res: ServerResponse, urlPath: string, found: NonNullable<ReturnType<StaticFileCache['resolve']>>, status = 200) => {
    if (found.cached) {
      let known = securityOfCached.get(found.cached);
      if (!known) securityOfCached.set(found.cached, (known = {}));
      const scheme = requestIsHttps(req, trustProxy) ? 'https' : 'http';
      const security = (known[scheme] ??= securityList(req, cspFor(found.file.filePath)));
      sendCached(req, res, found.cached, security, status);
      return;
    }
    const csp = cspFor(found.file.filePath);
    applyHeaders(req, res, csp);
    sendFile(req, res, urlPath, found.file, { status });
  };

  const serveNotFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    // /th/... answers in Thai: its section's Thai page, else the Thai generic one, else the English 404.
    const locale = localeOfPath(pathname);
    const page =
      files.resolve(notFoundPagePath(notFoundFor(pathname), locale)) ?? files.resolve(notFoundPagePath(genericNotFound, locale)) ?? files.resolve('/404.html');
    if (!page) {
      applyHeaders(req, res);
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('404 - Page Not Found');
      return;
    }
    serveFile(req, res, '/404.html', page, 404);
  };

  return async (req, res) => {
    const target = splitRequestTarget(req.url ?? '/');
    if (!target) {
      applyHeaders(req, res);
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Bad request');
      return;
    }
    const { pathname, search } = target;
    const isRead = req.method === 'GET' || req.method === 'HEAD';

    if (isRead && !isOnDemandPath(pathname)) {
      const target = redirectFor(pathname, search);
      if (target) {
        applyHeaders(req, res);
        res.statusCode = 301;
        res.setHeader('Location', target);
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.end();
        return;
      }
    }

    if (isRead && !isOnDemandPath(pathname)) {
      // The 404 and not-found pages exist as files but are never a 200 answer.
      const bare = pathWithoutLocale(pathname);
      if (pathname === '/404.html' || pathname === '/500.html' || bare.startsWith('/not-found/') || (bare !== pathname && /^\/500(\/|$)/.test(bare))) {
        serveNotFound(req, res, pathname);
        return;
      }
      const found = files.resolve(pathname);
      if (found) {
        serveFile(req, res, pathname, found);
        return;
      }
      serveNotFound(req, res, pathname);
      return;
    }

    // Pages are files and answer GET and HEAD; each on-demand route answers its own methods. Any other method
    // is 405 with Allow and never reaches the renderer (which answered TRACE with 500 and PUT with 403 or 404).
    const allowed = allowedMethods(pathname, onDemandRoutes);
    if (!allowed) {
      serveNotFound(req, res, pathname);
      return;
    }
    if (!allowed.includes(req.method ?? '')) {
      applyHeaders(req, res);
      res.statusCode = 405;
      res.setHeader('Allow', allowed.join(', '));
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Method Not Allowed');
      return;
    }

    if (
      options.oneClickUnsubscribe &&
      req.method === 'POST' &&
      pathname.replace(/\/+$/, '') === ONE_CLICK_UNSUBSCRIBE_PATH &&
      req.headers.origin === undefined
    ) {
      req.resume(); // the body (List-Unsubscribe=One-Click) says nothing the address does not
      const status = await options.oneClickUnsubscribe(new URLSearchParams(search).get('token') ?? '').catch(() => 503);
      applyHeaders(req, res);
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(status === 200 ? 'Unsubscribed: the subscription is deleted.' : status === 404 ? 'This link no longer works.' : 'Please try again later.');
      return;
    }

    applyHeaders(req, res);
    addFrameAncestorsToAstroCsp(res);
    const locals: App.Locals = { socketAddress: req.socket.remoteAddress };
    try {
      await options.astroHandler(
        req,
        res,
        (err?: unknown) => {
          if (err) console.error(err);
          if (!res.headersSent) serveNotFound(req, res, pathname);
        },
        locals,
      );
    } catch (error) {
      console.error(`Could not handle ${req.method} ${pathname}`, error);
      if (!res.headersSent) {
        // The Thai error screen for a request from a Thai page, else (or when it is not built) the English one.
        const localized = errorPagePath(errorLocaleOf(pathname, req.headers.referer));
        const page = files.resolve(localized) ?? files.resolve('/500.html');
        if (page) {
          serveFile(req, res, '/500.html', page, 500);
        } else {
          res.statusCode = 500;
          res.end('Something went wrong');
        }
      }
    }
  };
}
