import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpErrorMessage, serializePageData, urlFromKey } from './fetch-json.ts';

function fakeFetch(responses: Response[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const impl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next;
  };
  return { impl, calls };
}

// fetchJson caches for the page view: each test gets a fresh module, as a fresh page would.
let fetchJson: typeof import('./fetch-json.ts').fetchJson;
beforeEach(async () => {
  vi.resetModules();
  ({ fetchJson } = await import('./fetch-json.ts'));
});

describe('urlFromKey', () => {
  it('joins key segments with "/"', () => {
    expect(urlFromKey(['api', 'insurance', 'plans'])).toBe('/api/insurance/plans');
    expect(urlFromKey('news-index.json')).toBe('/news-index.json');
    expect(urlFromKey(['/api/', 'x'])).toBe('/api/x');
  });
});

describe('httpErrorMessage', () => {
  it('is "{status}: {text}", falling back to the status text', () => {
    expect(httpErrorMessage(500, 'boom', 'Internal Server Error')).toBe('500: boom');
    expect(httpErrorMessage(404, '  ', 'Not Found')).toBe('404: Not Found');
    expect(httpErrorMessage(502, '', '')).toBe('502: Request failed');
  });
});

describe('fetchJson', () => {
  it('reads JSON and sends cookies', async () => {
    const { impl, calls } = fakeFetch([Response.json([{ a: 1 }])]);
    await expect(fetchJson(['news-index.json'], { fetchImpl: impl })).resolves.toEqual([{ a: 1 }]);
    expect(calls[0].url).toBe('/news-index.json');
    expect(calls[0].init?.credentials).toBe('include');
  });

  it('raises "{status}: {body}" on a non-OK answer', async () => {
    const { impl } = fakeFetch([new Response('index missing', { status: 404, statusText: 'Not Found' })]);
    await expect(fetchJson('x.json', { fetchImpl: impl })).rejects.toThrow('404: index missing');
  });

  it('yields null on 401 only when asked', async () => {
    const a = fakeFetch([new Response('no', { status: 401 })]);
    await expect(fetchJson('private.json', { fetchImpl: a.impl, on401: 'null' })).resolves.toBeNull();
    const b = fakeFetch([new Response('', { status: 401, statusText: 'Unauthorized' })]);
    await expect(fetchJson('private.json', { fetchImpl: b.impl })).rejects.toThrow('401: Unauthorized');
  });

  it('asks once per page view and never retries', async () => {
    const ok = fakeFetch([Response.json({ n: 1 }), Response.json({ n: 2 })]);
    const first = await fetchJson('same.json', { fetchImpl: ok.impl });
    const second = await fetchJson('same.json', { fetchImpl: ok.impl });
    expect(first).toEqual({ n: 1 });
    expect(second).toEqual({ n: 1 });
    expect(ok.calls).toHaveLength(1);

    const failing = fakeFetch([new Response('down', { status: 503 })]);
    await expect(fetchJson('down.json', { fetchImpl: failing.impl })).rejects.toThrow('503: down');
    expect(failing.calls).toHaveLength(1);
  });

  it('asks the HTTP cache to revalidate when told', async () => {
    const { impl, calls } = fakeFetch([Response.json({ articles: [] })]);
    await fetchJson('property-index.json', { fetchImpl: impl, noCache: true });
    expect(calls[0].init?.cache).toBe('no-cache');
  });
});

describe('page data', () => {
  it('serialises so that no script tag can be closed', () => {
    const data = { html: '</script><script>alert(1)</script>', line: '\u2028' };
    const text = serializePageData(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
