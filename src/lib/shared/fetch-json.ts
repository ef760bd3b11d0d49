/**
 * The one fetch helper for islands: GET the URL formed by joining
 * the key's segments with "/", send cookies, read JSON. A non-OK answer raises
 * "{status}: {response text or status text}"; a 401 yields null when the
 * caller asks for it. No retries, no refetch: one request per URL per page
 * view, cached for the life of the page (staleness is infinite).
 */
interface FetchJsonOptions {
  /** Return null instead of raising on HTTP 401. */
  on401?: 'throw' | 'null';
  /** Ask the HTTP cache to revalidate (the property, banking and insurance indices). */
  noCache?: boolean;
  /** For tests and the server: the fetch to use. */
  fetchImpl?: typeof fetch;
}

class FetchError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'FetchError';
    this.status = status;
  }
}

/** ["news-index.json"] -> "/news-index.json"; ["api", "insurance", "plans"] -> "/api/insurance/plans". */
export function urlFromKey(key: string | readonly string[]): string {
  const joined = (typeof key === 'string' ? [key] : key).map((s) => s.replace(/^\/+|\/+$/g, '')).join('/');
  return `/${joined}`;
}

/** The error text for a non-OK response: "{status}: {response text or status text}". */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  const detail = bodyText.trim() || statusText || 'Request failed';
  return `${status}: ${detail}`;
}

const pageViewCache = new Map<string, Promise<unknown>>();

export function fetchJson<T>(key: string | readonly string[], options: FetchJsonOptions = {}): Promise<T | null> {
  const url = urlFromKey(key);
  const cacheKey = `${options.on401 ?? 'throw'} ${url}`;
  const cached = pageViewCache.get(cacheKey);
  if (cached) return cached as Promise<T | null>;
  const doFetch = options.fetchImpl ?? fetch;
  const request = (async () => {
    const response = await doFetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      cache: options.noCache ? 'no-cache' : 'default',
    });
    if (response.status === 401 && options.on401 === 'null') return null;
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new FetchError(response.status, httpErrorMessage(response.status, text, response.statusText));
    }
    return (await response.json()) as T;
  })();
  // A failed request is not cached: the next page view (or an explicit retry) asks again.
  request.catch(() => pageViewCache.delete(cacheKey));
  pageViewCache.set(cacheKey, request);
  return request;
}

/** Serialises page data for embedding in HTML: "<" is escaped so no tag can close the script. */
export function serializePageData(data: unknown): string {
  return JSON.stringify(data ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
