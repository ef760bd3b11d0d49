/**
 * The source checker against local HTTP servers that serve what official sites do: pages that stay the same
 * (with validators, answering 304), change, redirect, go missing, fail, hang past the timeout, send broken
 * HTML or no HTTP at all, and robots.txt rules. Nothing leaves the machine.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';
import { checkSources, interleaveByOrigin, type CheckOptions } from './check.ts';
import type { LockEntry } from './lock.ts';
import { nextLock } from './next-lock.ts';

const options: CheckOptions = {
  userAgent: 'TestSiteSourceCheck/1.0 (+https://example.test/)',
  productToken: 'TestSiteSourceCheck',
  timeoutMs: 2000,
  concurrency: 8,
  offlineProbe: 8,
};

let version = 1;
const seen: { path: string; headers: IncomingMessage['headers'] }[] = [];
const pending = new Set<ServerResponse>();

const html = (main: string, clock = new Date().toISOString()) =>
  `<html><head><meta name="csrf" content="${Math.random()}"></head><body><nav>Home</nav><main>${main}</main><footer>Generated ${clock}</footer></body></html>`;

function site(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? '/';
  seen.push({ path, headers: req.headers });
  const send = (status: number, body: string, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  switch (path) {
    case '/robots.txt':
      return send(
        200,
        'User-agent: *\nDisallow: /private/\n\nUser-agent: TestSiteSourceCheck\nDisallow: /private/\nDisallow: /members-only\n',
        {
          'content-type': 'text/plain',
        },
      );
    case '/stable':
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
      return send(200, html('Extension fee 1,900 baht'), { etag: '"v1"' });
    case '/dated':
      if (req.headers['if-modified-since'] === 'Tue, 01 Dec 2026 00:00:00 GMT') return res.writeHead(304).end();
      return send(200, html('Re-entry permit 1,000 baht'), { 'last-modified': 'Tue, 01 Dec 2026 00:00:00 GMT' });
    case '/changing':
      return send(200, html(`Rule version ${version}`));
    case '/old-address':
      return send(301, '', { location: '/new-address' });
    case '/new-address':
      return send(200, html('Moved page'));
    case '/missing':
      return send(404, 'Not found');
    case '/broken':
      return send(500, 'Internal error');
    case '/slow':
      pending.add(res);
      return; // answers after the checker gave up
    case '/malformed-html':
      return send(200, '<body><div><p>Fees<p>Visa 2,000 baht</span><table><tr><td>Cell');
    case '/not-http':
      return req.socket.end('THIS IS NOT HTTP\r\n\r\n');
    case '/report.pdf':
      return send(200, '%PDF-1.4 fees', { 'content-type': 'application/pdf' });
    default:
      return send(404, 'Not found');
  }
}

let server: Server;
let down: Server;
let base = '';
let downBase = '';

beforeAll(async () => {
  server = createServer(site);
  // A second site whose robots.txt fails with 503: RFC 9309 says to fetch nothing there.
  down = createServer((req, res) => res.writeHead(req.url === '/robots.txt' ? 503 : 200).end('<main>x</main>'));
  const [port, downPort] = [await freePort(), await freePort()];
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => down.listen(downPort, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port}`;
  downBase = `http://127.0.0.1:${downPort}`;
});

afterAll(async () => {
  for (const res of pending) res.destroy();
  server.closeAllConnections();
  down.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => down.close(resolve));
});

const verdicts = (results: Awaited<ReturnType<typeof checkSources>>['results']) =>
  Object.fromEntries(
    results.map((r) => [
      r.url.replace(base, '').replace(downBase, 'down:'),
      [r.verdict, r.movedTo?.replace(base, '') ?? null, r.detail ?? null],
    ]),
  );

describe('checkSources against a local site', () => {
  const paths = [
    '/stable',
    '/dated',
    '/changing',
    '/old-address',
    '/missing',
    '/broken',
    '/slow',
    '/malformed-html',
    '/not-http',
    '/private/page',
    '/members-only',
    '/report.pdf',
  ];
  let lock: Record<string, LockEntry> = {};

  it('first run: records a baseline and reports moves, errors, timeouts, malformed answers and robots skips', async () => {
    const urls = [...paths.map((p) => base + p), `${downBase}/page`];
    const { offline, results } = await checkSources(urls, {}, options);
    expect(offline).toBe(false);
    expect(verdicts(results)).toEqual({
      '/stable': ['first', null, null],
      '/dated': ['first', null, null],
      '/changing': ['first', null, null],
      '/old-address': ['first', '/new-address', null],
      '/missing': ['gone', null, 'HTTP 404'],
      '/broken': ['gone', null, 'HTTP 500'],
      '/slow': ['unreachable', null, 'no answer within 2 s'],
      '/malformed-html': ['first', null, null],
      '/not-http': ['unreachable', null, expect.stringMatching(/^malformed HTTP response/)],
      '/private/page': ['skipped', null, `robots.txt of ${base} disallows /private/page`],
      '/members-only': ['skipped', null, `robots.txt of ${base} disallows /members-only`],
      '/report.pdf': ['first', null, null],
      'down:/page': ['skipped', null, `robots.txt of ${downBase} disallows /page`],
    });
    // One robots.txt per site, never the disallowed pages, and our User-Agent on every request.
    expect(seen.filter((s) => s.path === '/robots.txt')).toHaveLength(1);
    expect(seen.map((s) => s.path)).not.toContain('/private/page');
    expect(new Set(seen.map((s) => s.headers['user-agent']))).toEqual(new Set([options.userAgent]));
    lock = nextLock({}, urls, results, 'baseline', '2026-12-06T00:00:00.000Z');
    expect(lock[`${base}/stable`]).toMatchObject({ etag: '"v1"', checked: '2026-12-06T00:00:00.000Z' });
    expect(lock[`${base}/dated`]).toMatchObject({ lastModified: 'Tue, 01 Dec 2026 00:00:00 GMT' });
    expect(lock[`${base}/missing`]).toEqual({ checked: null, hash: null });
  });

  it('second run: conditional requests answered 304, a footer clock ignored, the changed page caught', async () => {
    seen.length = 0;
    version = 2;
    const urls = ['/stable', '/dated', '/changing', '/old-address', '/malformed-html'].map((p) => base + p);
    const { results } = await checkSources(urls, lock, options);
    expect(verdicts(results)).toEqual({
      '/stable': ['unchanged', null, null],
      '/dated': ['unchanged', null, null],
      '/changing': ['changed', null, null],
      '/old-address': ['unchanged', '/new-address', null],
      '/malformed-html': ['unchanged', null, null],
    });
    expect(seen.find((s) => s.path === '/stable')?.headers['if-none-match']).toBe('"v1"');
    expect(seen.find((s) => s.path === '/dated')?.headers['if-modified-since']).toBe('Tue, 01 Dec 2026 00:00:00 GMT');
    expect(seen.find((s) => s.path === '/changing')?.headers['if-none-match']).toBeUndefined();

    // A plain run keeps the reviewed hash; only --update takes the new one, and then the page is unchanged.
    expect(nextLock(lock, urls, results, 'baseline', 'x')[`${base}/changing`]).toEqual(lock[`${base}/changing`]);
    const updated = nextLock(lock, urls, results, 'update', '2026-12-13T00:00:00.000Z');
    expect(updated[`${base}/changing`].hash).not.toBe(lock[`${base}/changing`].hash);
    expect(Object.keys(updated)).toEqual(urls); // sources no longer cited leave the lock on --update
    const again = await checkSources([`${base}/changing`], updated, options);
    expect(again.results[0].verdict).toBe('unchanged');
  });
});

describe('no network', () => {
  it('calls the machine offline when the first answers all fail to connect, and stops there', async () => {
    const closed = await Promise.all(Array.from({ length: 12 }, () => freePort()));
    const urls = closed.map((port, i) => `http://127.0.0.1:${port}/source-${i}`);
    const { offline, results } = await checkSources(urls, {}, options);
    expect(offline).toBe(true);
    expect(results).toHaveLength(8);
    expect(results.every((r) => r.verdict === 'unreachable' && r.detail === 'connection failed (ECONNREFUSED)')).toBe(
      true,
    );
  });

  it('is not offline when one of the first answers came through', async () => {
    const closed = await Promise.all(Array.from({ length: 9 }, () => freePort()));
    const urls = [`${base}/stable`, ...closed.map((port) => `http://127.0.0.1:${port}/x`)];
    const { offline, results } = await checkSources(urls, {}, options);
    expect(offline).toBe(false);
    expect(results).toHaveLength(urls.length);
  });
});

describe('interleaveByOrigin', () => {
  it('takes one source per site in turn', () => {
    expect(
      interleaveByOrigin([
        'https://a.go.th/1',
        'https://a.go.th/2',
        'https://a.go.th/3',
        'https://b.go.th/1',
        'https://c.go.th/1',
      ]),
    ).toEqual([
      'https://a.go.th/1',
      'https://b.go.th/1',
      'https://c.go.th/1',
      'https://a.go.th/2',
      'https://a.go.th/3',
    ]);
  });
});
