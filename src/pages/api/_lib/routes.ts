/** What the on-demand API routes share: the route of an endpoint family and the page answer through a rewrite. */
import type { APIContext, APIRoute } from 'astro';

/** A route for `/api/<family>/[action]`: the family's handler for its actions, 404 for any other. */
export function actionRoute<A extends string>(
  actions: readonly A[],
  handle: (action: A, context: APIContext) => Promise<Response>,
): APIRoute {
  return (context) => {
    const action = context.params.action as A;
    if (!actions.includes(action)) return new Response('Not found', { status: 404 });
    return handle(action, context);
  };
}

/**
 * The page at `path` (it reads what to show from Astro.locals), carrying `status`. A GET rewrite: the POST body
 * was read by the handler, and the page needs only locals.
 */
export async function pageAnswer(context: APIContext, path: string, status: number): Promise<Response> {
  const page = await context.rewrite(new Request(new URL(path, context.url), { method: 'GET' }));
  return new Response(page.body, { status, headers: page.headers });
}
