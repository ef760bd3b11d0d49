/** Where the comparator's plans come from: the API, else the static copy, else nothing (the error state). */
import { afterEach, describe, expect, it, vi } from 'vitest';

const list = [{ id: 'a' }];
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fresh module each time: fetch-json keeps what it fetched for the life of the page. */
async function loadWith(api: Response, staticCopy: Response) {
  vi.resetModules();
  const fetch = vi.fn((url: string) => Promise.resolve(url === '/api/insurance/plans' ? api : staticCopy));
  vi.stubGlobal('fetch', fetch);
  const { loadPlans } = await import('./usePlans.ts');
  return { plans: await loadPlans(), urls: fetch.mock.calls.map(([url]) => url) };
}

afterEach(() => vi.unstubAllGlobals());

describe('loadPlans', () => {
  it('takes the API list and asks nothing more', async () => {
    expect(await loadWith(answer(200, list), answer(200, []))).toEqual({ plans: list, urls: ['/api/insurance/plans'] });
  });

  it('falls back on /insurance-plans.json when the API fails', async () => {
    expect(await loadWith(answer(503, 'down'), answer(200, list))).toEqual({
      plans: list,
      urls: ['/api/insurance/plans', '/insurance-plans.json'],
    });
  });

  it('gives nothing (the error state) when neither answers, or when the answer is not a list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await loadWith(answer(503, 'down'), answer(404, 'missing'))).plans).toBeNull();
    expect((await loadWith(answer(200, { plans: list }), answer(200, list))).plans).toBeNull();
  });
});
