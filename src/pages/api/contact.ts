/**
 * POST /api/contact: on-demand (Node adapter). Thin: everything happens in
 * src/server/leads/http.ts. An invalid no-JavaScript form post is shown the
 * contact form again through a rewrite to /contact/retry/ (/th/contact/retry/
 * for the Thai form), which reads the values and errors from Astro.locals.
 */
import type { APIRoute } from 'astro';
import { getLeadPipeline, handleContactRequest } from '../../server/app/index.ts';
import { pathInLocale } from '../../lib/site/locales.ts';
import { pageAnswer } from './_lib/routes.ts';

export const prerender = false;

export const POST: APIRoute = (context) =>
  handleContactRequest(context.request, {
    pipeline: getLeadPipeline,
    // The socket's peer, from our HTTP layer (src/server/http/site-handler.ts). Never Astro's
    // context.clientAddress: it takes X-Forwarded-For from any client, which would let one
    // escape the rate limit and choose the address hash stored with the lead.
    socketAddress: context.locals.socketAddress,
    renderForm: (view) => {
      context.locals.contactForm = view;
      // The form comes back in its page's language (/th/contact/retry/ for the Thai form).
      return pageAnswer(context, pathInLocale(view.language, '/contact/retry/'), view.status);
    },
  });

export const ALL: APIRoute = (context) => handleContactRequest(context.request, { pipeline: getLeadPipeline });
