/**
 * The site handler over a real HTTP server and a small built tree: redirects,
 * static files, section 404s, on-demand delegation and the 500 page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSiteHandler, type NodeHandler } from './site-handler.ts';
import { errorLocaleOf, isOnDemandPath, splitRequestTarget } from './routes.ts';

let root: string;
let server: http.Server;
let base: string;
let astroCalls: string[] = [];
let astroLocals: (App.Locals | undefined)[] = [];

const astroHandler: NodeHandler = (req, res, _next, locals) => {
  astroCalls.push(`${req.method} ${req.url}`);
  astroLocals.push(locals);
  if (req.url?.startsWith('/api/boom')) throw new Error('renderer exploded');
  if (req.url?.startsWith('/api/page')) {
    res.writeHead(400, {
      'content-security-policy': "default-src 'self'; style-src 'self' 'sha256-y';",
      'content-type': 'text/html',
    });
    res.end('<p>retry</p>');
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ ok: true }));
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'site-handler-'));
  const write = (rel: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  };
  write('index.html', '<!doctype html><title>home</title>');
  write('visa/index.html', '<!doctype html><title>visa</title>' + 'x'.repeat(2000));
  write('visa/index.html.gz', gzipSync('<!doctype html><title>visa</title>' + 'x'.repeat(2000)));
  write('404.html', '<h1>404 - Page Not Found</h1>');
  write('500.html', '<h1>Something went wrong</h1>');
  write('not-found/news/index.html', '<h1>Post Not Found</h1>');
  write('news/rss.xml', '<rss/>');
  write('th/index.html', '<!doctype html><html lang="th"><title>หน้าแรก</title>');
  write('th/not-found/generic/index.html', '<h1>404 - ไม่พบหน้าที่ต้องการ</h1>');
  write('th/not-found/visa/index.html', '<h1>ไม่พบคู่มือวีซ่า</h1>');
  write('th/500/index.html', '<!doctype html><html lang="th"><h1>เกิดข้อผิดพลาด</h1>');
  const handler = createSiteHandler({
    clientDir: root,
    astroHandler,
    cspByFile: { '/visa/index.html': "script-src 'self' 'sha256-x'" },
    onDemandRoutes: {
      '/api/contact': ['POST'],
      '/api/insurance/plans': ['GET', 'HEAD'],
      '/api/page': ['POST'],
      '/api/boom': ['GET'],
      '/api/reminders/unsubscribe': ['GET', 'HEAD', 'POST'],
    },
    oneClickUnsubscribe: async (token) => (token === 'good' ? 200 : 404),
  });
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

const get = (p: string, init: RequestInit = {}) => fetch(base + p, { redirect: 'manual', ...init });

/** `path` answers 404 with the not-found page that says `words`. */
async function expectNotFound(path: string, words: string) {
  const res = await get(path);
  expect(res.status).toBe(404);
  expect(await res.text()).toContain(words);
}

describe('site handler', () => {
  it('redirects with 301, keeping the query, and leaves files alone', async () => {
    const res = await get('/visa?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/visa/?x=1');
    expect((await get('/bank')).headers.get('location')).toBe('/banking/');
    expect((await get('/news/rss.xml')).status).toBe(200);
  });

  it('serves files with their CSP and the gzip twin when accepted', async () => {
    const res = await get('/visa/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-x'; frame-ancestors 'none'");
    expect(await res.text()).toContain('<title>visa</title>');
    expect((await get('/news/rss.xml')).headers.get('content-type')).toContain('application/rss+xml');
  });

  it('answers HEAD without a body', async () => {
    const res = await get('/visa/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('answers unknown paths with 404 and the section page', async () => {
    await expectNotFound('/news/2025-01-01/missing/', 'Post Not Found');
    await expectNotFound('/nowhere/', '404 - Page Not Found');
    expect(astroCalls).toEqual([]);
  });

  it('answers unknown Thai paths with the Thai page of their section, else the Thai generic one, as 404', async () => {
    expect((await get('/th')).headers.get('location')).toBe('/th/');
    expect((await get('/th/')).status).toBe(200);
    await expectNotFound('/th/visa/missing/', 'ไม่พบคู่มือวีซ่า');
    // No Thai news not-found page in this tree: the Thai generic one answers.
    await expectNotFound('/th/news/2025-01-01/missing/', '404 - ไม่พบหน้าที่ต้องการ');
    // The not-found files themselves are never a 200 answer.
    expect((await get('/th/not-found/visa/')).status).toBe(404);
  });

  it('hands /api/* and non-GET requests to Astro, without trailing-slash redirects', async () => {
    astroCalls = [];
    const post = await get('/api/contact', { method: 'POST', body: '{}' });
    expect(post.status).toBe(200);
    expect(post.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get('/api/insurance/plans')).status).toBe(200);
    expect(astroCalls).toEqual(['POST /api/contact', 'GET /api/insurance/plans']);
    expect(isOnDemandPath('/api/x')).toBe(true);
    expect(isOnDemandPath('/apiary/')).toBe(false);
  });

  it("hands Astro the socket's peer address as locals.socketAddress, never an X-Forwarded-For value", async () => {
    astroLocals = [];
    const post = await get('/api/contact', {
      method: 'POST',
      body: '{}',
      headers: { 'X-Forwarded-For': '203.0.113.50, 198.51.100.2' },
    });
    expect(post.status).toBe(200);
    expect(astroLocals).toEqual([{ socketAddress: '127.0.0.1' }]);
  });

  it('keeps the CSP Astro sends for on-demand pages and forbids framing in it', async () => {
    const res = await get('/api/page', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; style-src 'self' 'sha256-y'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers other methods on pages with 405 and Allow: GET, HEAD, without calling the renderer', async () => {
    astroCalls = [];
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await get('/visa/', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toBe('GET, HEAD');
      expect(res.headers.get('x-content-type-options'), method).toBe('nosniff');
    }
    expect((await get('/nowhere/', { method: 'PUT' })).status).toBe(405);
    // fetch refuses to send TRACE, so it goes over a raw request.
    const trace = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.request(`${base}/`, { method: 'TRACE' }, resolve).on('error', reject).end();
    });
    trace.resume();
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
  });

  it('answers other methods on an on-demand route with 405 and its own Allow, and unknown /api/ paths with 404', async () => {
    astroCalls = [];
    const put = await get('/api/contact', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
    const getContact = await get('/api/contact/');
    expect(getContact.status).toBe(405);
    expect(getContact.headers.get('allow')).toBe('POST');
    const postPlans = await get('/api/insurance/plans', { method: 'POST', body: '{}' });
    expect(postPlans.status).toBe(405);
    expect(postPlans.headers.get('allow')).toBe('GET, HEAD');
    expect((await get('/api/nothing-here')).status).toBe(404);
    expect(astroCalls).toEqual([]);
    expect(astroCalls).toEqual([]);
  });

  it('answers an RFC 8058 one-click POST (no Origin) itself, and hands a browser POST (with Origin) to Astro', async () => {
    astroCalls = [];
    const oneClick = (token: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/reminders/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'List-Unsubscribe=One-Click',
      });
    const done = await oneClick('good');
    expect([done.status, await done.text()]).toEqual([200, 'Unsubscribed: the subscription is deleted.']);
    expect((await oneClick('bad')).status).toBe(404);
    expect(astroCalls).toEqual([]);
    await (await oneClick('good', { Origin: base })).text();
    expect(astroCalls).toEqual(['POST /api/reminders/unsubscribe?token=good']);
  });

  it('answers 500 with the error page when the renderer throws', async () => {
    const res = await get('/api/boom');
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Something went wrong');
  });

  it('answers 500 with the Thai error screen for a request from a Thai page, and never serves it as 200', async () => {
    const thai = await get('/api/boom', { headers: { referer: `${base}/th/contact/` } });
    expect(thai.status).toBe(500);
    expect(await thai.text()).toContain('เกิดข้อผิดพลาด');
    const english = await get('/api/boom', { headers: { referer: `${base}/contact/` } });
    expect(await english.text()).toContain('Something went wrong');
    expect((await get('/th/500/')).status).toBe(404);
    expect(errorLocaleOf('/api/contact', 'https://example.com/th/visa/')).toBe('th');
    expect(errorLocaleOf('/api/contact', 'not a url at all')).toBe('en');
    expect(errorLocaleOf('/th/visa/', undefined)).toBe('th');
    expect(errorLocaleOf('/api/contact', undefined)).toBe('en');
  });

  it('refuses malformed escapes with 400', async () => {
    const res = await get('/%E0%A4%A/');
    expect(res.status).toBe(400);
  });
});

describe('request targets', () => {
  it('splits a plain path and its query as they are', () => {
    expect(splitRequestTarget('/visa/dtv/')).toEqual({ pathname: '/visa/dtv/', search: '' });
    expect(splitRequestTarget('/favicon.svg')).toEqual({ pathname: '/favicon.svg', search: '' });
    expect(splitRequestTarget('/news/?q=visa&category=business')).toEqual({
      pathname: '/news/',
      search: '?q=visa&category=business',
    });
    expect(splitRequestTarget('/?')).toEqual({ pathname: '/', search: '' });
  });

  it('normalises anything else as a URL parser does: dot segments, escapes, a Thai query', () => {
    expect(splitRequestTarget('/visa/../news/')).toEqual({ pathname: '/news/', search: '' });
    expect(splitRequestTarget('/th/%E0%B8%A7%E0%B8%B5%E0%B8%8B%E0%B9%88%E0%B8%B2/')).toEqual({
      pathname: '/th/%E0%B8%A7%E0%B8%B5%E0%B8%8B%E0%B9%88%E0%B8%B2/',
      search: '',
    });
    expect(splitRequestTarget('/search/?q=วีซ่า')).toEqual({
      pathname: '/search/',
      search: '?q=%E0%B8%A7%E0%B8%B5%E0%B8%8B%E0%B9%88%E0%B8%B2',
    });
    expect(splitRequestTarget('/a b/')).toEqual({ pathname: '/a%20b/', search: '' });
  });

  it('refuses a path whose escapes are not UTF-8', () => {
    expect(splitRequestTarget('/%E0%B8')).toBeNull();
    expect(splitRequestTarget('/%FF/')).toBeNull();
  });
});
