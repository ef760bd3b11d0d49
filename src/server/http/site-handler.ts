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
import { localeOfPath, pathWithoutLocale } from '../../lib/site/locales.ts';
import { headerCspFromMeta, securityHeaders } from './security-headers.ts';
import { StaticFileCache, sendCached, sendFile } from './static-files.ts';
import {
  ONE_CLICK_UNSUBSCRIBE_PATH,
  allowedMethods,
  errorLocaleOf,
  isOnDemandPath,
  onDemandMethods,
  splitRequestTarget,
} from './routes.ts';

/** Astro's Node-adapter handler in middleware mode: `locals` becomes `context.locals` of the route. */
export type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (err?: unknown) => void,
  locals?: App.Locals,
) => void | Promise<void>;

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
    const headers = args.find(
      (arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    for (const name of Object.keys(headers ?? {})) {
      const value = headers![name];
      if (
        name.toLowerCase() === 'content-security-policy' &&
        typeof value === 'string' &&
        !value.includes('frame-ancestors')
      ) {
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
  const site = new SiteHandler(options);
  return (req, res) => site.handle(req, res);
}

type FoundFile = NonNullable<ReturnType<StaticFileCache['resolve']>>;

class SiteHandler {
  readonly #options: SiteHandlerOptions;
  readonly #clientDir: string;
  readonly #trustProxy: boolean;
  readonly #files: StaticFileCache;
  // The security headers of a file's answers, flat [name, value, ...], computed once per CSP and scheme.
  readonly #securityByCsp = new Map<string, string[]>();
  // A file in memory keeps its security headers (by scheme), so a request for it looks nothing up by its CSP.
  readonly #securityOfCached = new WeakMap<object, { http?: string[]; https?: string[] }>();

  constructor(options: SiteHandlerOptions) {
    this.#options = options;
    this.#clientDir = path.resolve(options.clientDir);
    this.#trustProxy = options.trustProxy ?? false;
    this.#files = new StaticFileCache(this.#clientDir, options.cacheBytes);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = splitRequestTarget(req.url ?? '/');
    if (!target) return this.#plain(req, res, 400, 'Bad request');
    const { pathname, search } = target;
    if ((req.method === 'GET' || req.method === 'HEAD') && !isOnDemandPath(pathname))
      return this.#serveRead(req, res, pathname, search);
    // Pages are files and answer GET and HEAD; each on-demand route answers its own methods. Any other method
    // is 405 with Allow and never reaches the renderer (which answered TRACE with 500 and PUT with 403 or 404).
    const allowed = allowedMethods(pathname, this.#options.onDemandRoutes ?? onDemandMethods);
    if (!allowed) return this.#serveNotFound(req, res, pathname);
    if (!allowed.includes(req.method ?? ''))
      return this.#plain(req, res, 405, 'Method Not Allowed', { Allow: allowed.join(', ') });
    if (this.#isOneClickUnsubscribe(req, pathname)) return this.#oneClickUnsubscribe(req, res, search);
    return this.#toAstro(req, res, pathname);
  }

  /** A GET or HEAD of a prerendered path: a redirect, the file, or a not-found page. */
  #serveRead(req: IncomingMessage, res: ServerResponse, pathname: string, search: string): void {
    const location = redirectFor(pathname, search);
    if (location)
      return this.#plain(req, res, 301, '', { Location: location, 'Cache-Control': 'public, max-age=3600' });
    // The 404 and not-found pages exist as files but are never a 200 answer.
    const bare = pathWithoutLocale(pathname);
    if (
      pathname === '/404.html' ||
      pathname === '/500.html' ||
      bare.startsWith('/not-found/') ||
      (bare !== pathname && /^\/500(\/|$)/.test(bare))
    ) {
      return this.#serveNotFound(req, res, pathname);
    }
    const found = this.#files.resolve(pathname);
    if (found) return this.#serveFile(req, res, pathname, found);
    return this.#serveNotFound(req, res, pathname);
  }

  #isOneClickUnsubscribe(req: IncomingMessage, pathname: string): boolean {
    return (
      this.#options.oneClickUnsubscribe !== undefined &&
      req.method === 'POST' &&
      pathname.replace(/\/+$/, '') === ONE_CLICK_UNSUBSCRIBE_PATH &&
      req.headers.origin === undefined
    );
  }

  async #oneClickUnsubscribe(req: IncomingMessage, res: ServerResponse, search: string): Promise<void> {
    req.resume(); // the body (List-Unsubscribe=One-Click) says nothing the address does not
    const status = await this.#options.oneClickUnsubscribe!(new URLSearchParams(search).get('token') ?? '').catch(
      () => 503,
    );
    const text =
      status === 200
        ? 'Unsubscribed: the subscription is deleted.'
        : status === 404
          ? 'This link no longer works.'
          : 'Please try again later.';
    this.#plain(req, res, status, text, { 'Cache-Control': 'no-store' });
  }

  async #toAstro(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    this.#applyHeaders(req, res);
    addFrameAncestorsToAstroCsp(res);
    const locals: App.Locals = { socketAddress: req.socket.remoteAddress };
    try {
      await this.#options.astroHandler(
        req,
        res,
        (err?: unknown) => {
          if (err) console.error(err);
          if (!res.headersSent) this.#serveNotFound(req, res, pathname);
        },
        locals,
      );
    } catch (error) {
      console.error(`Could not handle ${req.method} ${pathname}`, error);
      if (!res.headersSent) this.#serveError(req, res, pathname);
    }
  }

  /** The Thai error screen for a request from a Thai page, else (or when it is not built) the English one. */
  #serveError(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const page =
      this.#files.resolve(errorPagePath(errorLocaleOf(pathname, req.headers.referer))) ??
      this.#files.resolve('/500.html');
    if (page) return this.#serveFile(req, res, '/500.html', page, 500);
    res.statusCode = 500;
    res.end('Something went wrong');
  }

  /** A short answer with the security headers: plain text, or none for a redirect. */
  #plain(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    text: string,
    headers: Record<string, string> = {},
  ): void {
    this.#applyHeaders(req, res);
    res.statusCode = status;
    if (text) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(text || undefined);
  }

  #cspFor(filePath: string): string | undefined {
    return (this.#options.cspByFile ?? {})['/' + path.relative(this.#clientDir, filePath).split(path.sep).join('/')];
  }

  #securityList(req: IncomingMessage, pageCsp?: string): string[] {
    const https = requestIsHttps(req, this.#trustProxy);
    const key = `${https ? 's' : ''}|${pageCsp ?? ''}`;
    let list = this.#securityByCsp.get(key);
    if (!list) {
      list = Object.entries(securityHeaders({ https, pageCsp })).flat();
      if (this.#securityByCsp.size > 10_000) this.#securityByCsp.clear();
      this.#securityByCsp.set(key, list);
    }
    return list;
  }

  #applyHeaders(req: IncomingMessage, res: ServerResponse, pageCsp?: string): void {
    const list = this.#securityList(req, pageCsp);
    for (let i = 0; i < list.length; i += 2) res.setHeader(list[i], list[i + 1]);
  }

  /** A built file with its page's CSP, from memory when it fits, else streamed. */
  #serveFile(req: IncomingMessage, res: ServerResponse, urlPath: string, found: FoundFile, status = 200): void {
    if (found.cached) {
      let known = this.#securityOfCached.get(found.cached);
      if (!known) this.#securityOfCached.set(found.cached, (known = {}));
      const scheme = requestIsHttps(req, this.#trustProxy) ? 'https' : 'http';
      const security = (known[scheme] ??= this.#securityList(req, this.#cspFor(found.file.filePath)));
      sendCached(req, res, found.cached, security, status);
      return;
    }
    this.#applyHeaders(req, res, this.#cspFor(found.file.filePath));
    sendFile(req, res, urlPath, found.file, { status });
  }

  #serveNotFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    // /th/... answers in Thai: its section's Thai page, else the Thai generic one, else the English 404.
    const locale = localeOfPath(pathname);
    const files = this.#files;
    const page =
      files.resolve(notFoundPagePath(notFoundFor(pathname), locale)) ??
      files.resolve(notFoundPagePath(genericNotFound, locale)) ??
      files.resolve('/404.html');
    if (!page) return this.#plain(req, res, 404, '404 - Page Not Found');
    this.#serveFile(req, res, '/404.html', page, 404);
  }
}
