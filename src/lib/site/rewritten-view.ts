import type { AstroGlobal } from 'astro';

/**
 * The view an endpoint hands an on-demand page through a rewrite: the page answers with the endpoint's status and is
 * never cached. Reached any other way (no view), the page sends the visitor to `elsewhere`.
 */
export function rewrittenView<View extends { status: number }>(
  astro: Pick<AstroGlobal, 'redirect' | 'response'>,
  view: View | undefined,
  elsewhere: string,
): View | Response {
  if (!view) return astro.redirect(elsewhere, 303);
  astro.response.status = view.status;
  astro.response.headers.set('Cache-Control', 'no-store');
  return view;
}
