/** What the server answers: 301s, 404s with section texts, headers, compression, the data API. */
import { describe, expect, inject, it } from 'vitest';
import http from 'node:http';

const base = inject('baseUrl');
const get = (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init });

/** The named redirects, copied from the product specification's table of named redirects, one row per source path. */
const SPEC_REDIRECTS: [from: string, to: string][] = [
  ['/visas', '/visa/'],
  ['/visa/overview', '/visa/'],
  ['/business-setup', '/business/'],
  ['/company-registration', '/business/register-company/'],
  ['/business/company-formation', '/business/register-company/'],
  ['/business/rules', '/business/foreign-ownership/'],
  ['/real-estate', '/property/'],
  ['/property/rental', '/property/rent/'],
  ['/property/purchase', '/property/buy/'],
  ['/property/taxes', '/property/fees-taxes/'],
  ['/bank', '/banking/'],
  ['/banks', '/banking/'],
  ['/money', '/banking/'],
  ['/payments', '/banking/'],
  ['/transfer', '/banking/sending-money-to-thailand/'],
  ['/transfers', '/banking/sending-money-to-thailand/'],
  ['/atm', '/banking/atms-and-cash/'],
  ['/cash', '/banking/atms-and-cash/'],
  ['/promptpay', '/banking/paying-in-thailand/'],
];

describe('redirects', () => {
  it('adds the trailing slash with a 301 and keeps the query string', async () => {
    const res = await get('/visa?utm_source=test&x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/visa/?utm_source=test&x=1');
  });

  it('answers every named redirect of the spec with a 301 to its target, with or without the slash, query kept', async () => {
    for (const [from, to] of SPEC_REDIRECTS) {
      for (const [path, location] of [
        [from, to],
        [`${from}/`, to],
        [`${from}?a=b`, `${to}?a=b`],
      ]) {
        const res = await get(path);
        expect(res.status, path).toBe(301);
        expect(res.headers.get('location'), path).toBe(location);
      }
    }
  });

  it('serves every redirect target itself (200), so no named redirect leads to a 404 or another redirect', async () => {
    for (const to of new Set(SPEC_REDIRECTS.map(([, target]) => target))) {
      expect((await get(to)).status, to).toBe(200);
    }
  });

  it('never redirects a path whose last segment has a dot', async () => {
    const res = await get('/news-index.json');
    expect(res.status).toBe(200);
    const missing = await get('/no-such-file.txt');
    expect(missing.status).toBe(404);
  });
});

describe('not found', () => {
  it('answers unknown paths with 404 and the generic texts', async () => {
    const res = await get('/no-such-page/');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('404 - Page Not Found');
    expect(html).toContain('The page you’re looking for doesn’t exist.'.replace(/’/g, "'"));
    expect(html).toContain('Back to Home');
  });

  it('uses a section’s own texts under it', async () => {
    const cases: [string, string][] = [
      ['/news/2025-01-01/no-such-post/', 'Post Not Found'],
      ['/visa/no-such-guide/', 'The requested visa guide could not be found.'],
      ['/business/no-such-guide/', 'Business Page Not Found'],
      ['/property/no-such-page/', 'Property Page Not Found'],
      ['/banking/no-such-page/', 'Banking Page Not Found'],
      ['/leisure/activities/no-such-activity/', 'Activity Not Found'],
      ['/insurance/no-such-page/', 'Insurance Page Not Found'],
    ];
    for (const [path, text] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(text);
    }
  });

  it('never serves the error pages themselves with 200', async () => {
    expect((await get('/404.html')).status).toBe(404);
    expect((await get('/not-found/news/')).status).toBe(404);
  });
});

describe('headers', () => {
  it('sends security headers and a hashed CSP on prerendered pages', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*/);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('permissions-policy')).toBeTruthy();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends security headers on API answers and 404s too', async () => {
    for (const path of ['/api/insurance/plans', '/no-such-page/']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('lets the on-demand retry page load its own styles, with framing forbidden', async () => {
    const res = await get('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: 'email=not-an-address&service=Visa&message=Hello',
    });
    expect(res.status).toBe(400);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/style-src 'self'/);
    expect(csp).not.toContain("default-src 'none'");
  });

  it('sends pages and data brotli- or gzip-compressed as the client accepts, the same bytes once decoded', async () => {
    // Pages are compressed by the server when it first reads them, data files by the build (twins on disk).
    for (const path of ['/', '/visa/dtv/', '/news-index.json']) {
      const plain = await get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      const text = await plain.text();
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br', 'br'],
      ]) {
        const res = await get(path, { headers: { 'Accept-Encoding': accept } });
        expect(res.headers.get('content-encoding'), `${path} ${accept}`).toBe(encoding);
        expect(res.headers.get('vary'), path).toContain('Accept-Encoding');
        expect(Number(res.headers.get('content-length')), path).toBeLessThan(Buffer.byteLength(text));
        expect(await res.text(), `${path} ${accept}`).toBe(text);
      }
    }
    expect(await (await get('/', { headers: { 'Accept-Encoding': 'identity' } })).text()).toContain('<!DOCTYPE html>');
  });

  it('answers conditional requests with 304', async () => {
    const first = await get('/visa/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await get('/visa/', { headers: { 'If-None-Match': etag! } });
    expect(second.status).toBe(304);
  });
});

describe('data API', () => {
  it('serves every JSON index at its path and shape', async () => {
    const lists = [
      '/news-index.json',
      '/visa-index.json',
      '/business-index.json',
      '/banking-index.json',
      '/leisure-index.json',
      '/insurance-data.json',
      '/insurance-plans.json',
    ];
    for (const path of lists) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('application/json');
      expect(Array.isArray(await res.json()), path).toBe(true);
    }
    for (const path of ['/property-index.json', '/insurance-index.json']) {
      const body = (await (await get(path)).json()) as { articles: unknown[] };
      expect(Array.isArray(body.articles), path).toBe(true);
    }
  });

  it('gives news entries the documented fields', async () => {
    const news = (await (await get('/news-index.json')).json()) as Record<string, unknown>[];
    expect(news.length).toBeGreaterThan(0);
    for (const key of [
      'slug',
      'title',
      'date',
      'category',
      'tags',
      'summary',
      'excerpt',
      'hero_image',
      'read_time',
      'sources_count',
      'path',
      'author',
      'last_reviewed',
      'html',
      'sources',
      'seo',
    ]) {
      expect(news[0], key).toHaveProperty(key);
    }
    expect(news[0].path).toMatch(/^\/news\/\d{4}-\d{2}-\d{2}\/[a-z0-9-]+\/$/);
  });

  it('gives visa guides a path-like slug matched without the trailing slash', async () => {
    const visa = (await (await get('/visa-index.json')).json()) as {
      slug: string;
      source_count: number;
      sources: string[];
    }[];
    expect(visa.length).toBeGreaterThan(0);
    for (const guide of visa) {
      expect(guide.slug).toMatch(/^\/visa\/[a-z0-9-]+$/);
      expect(guide.source_count).toBe(guide.sources.length);
      expect((await get(`${guide.slug}/`)).status).toBe(200);
    }
  });

  it('answers GET /api/insurance/plans with the plans as a JSON list, same as the static file', async () => {
    const api = await get('/api/insurance/plans');
    expect(api.status).toBe(200);
    const plans = await api.json();
    const file = await (await get('/insurance-plans.json')).json();
    expect(plans).toEqual(file);
  });
});

describe('methods', () => {
  // HTTP semantics (RFC 9110, 15.5.6): a method the target does not support is 405 with an Allow header listing
  // what it does support. Pages answer GET and HEAD; POST /api/contact and GET /api/insurance/plans are the routes.
  const raw = (path: string, method: string) =>
    new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      // fetch refuses TRACE and CONNECT, so the request goes over node:http.
      http
        .request(base + path, { method }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
        })
        .on('error', reject)
        .end();
    });

  it('answers every other method on a page with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS']) {
      expect(await raw('/', method), method).toEqual({ status: 405, allow: 'GET, HEAD' });
      expect(await raw('/visa/dtv/', method), method).toEqual({ status: 405, allow: 'GET, HEAD' });
    }
  });

  it('answers a method an API route does not take with 405 and that route’s Allow', async () => {
    expect(await raw('/api/contact', 'TRACE')).toEqual({ status: 405, allow: 'POST' });
    expect(await raw('/api/contact', 'GET')).toEqual({ status: 405, allow: 'POST' });
    expect(await raw('/api/insurance/plans', 'PUT')).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect((await raw('/api/no-such-route', 'GET')).status).toBe(404);
  });
});
