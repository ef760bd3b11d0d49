import { describe, expect, it } from 'vitest';
import { rewrittenView } from './rewritten-view.ts';

function fakeAstro() {
  return {
    response: { status: 200, headers: new Headers() },
    redirect: (path: string, status?: number) => new Response(null, { status, headers: { Location: path } }),
  };
}

describe('rewrittenView', () => {
  it('answers with the view status and no caching when an endpoint handed a view', () => {
    const astro = fakeAstro();
    const view = { status: 422, error: 'bad' };
    expect(rewrittenView(astro, view, '/contact/')).toBe(view);
    expect(astro.response.status).toBe(422);
    expect(astro.response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('sends the visitor elsewhere with a 303 when the page is reached directly', () => {
    const astro = fakeAstro();
    const answer = rewrittenView(astro, undefined, '/th/contact/');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('Location')).toBe('/th/contact/');
    expect(astro.response.headers.get('Cache-Control')).toBeNull();
  });
});
