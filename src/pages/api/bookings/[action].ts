/**
 * /api/bookings/{slots,book,cancel,reschedule}: on demand (Node adapter). Thin: everything happens in
 * src/server/bookings/http.ts. A plain form's or a link's answer is the booking page in the booking's language,
 * reached through a rewrite that hands it what to show (Astro.locals.bookingPage).
 */
import type { APIRoute } from 'astro';
import { getLeadPipeline } from '../../../server/app/index.ts';
import { BOOKING_ACTIONS, handleBookingRequest } from '../../../server/bookings/http.ts';
import { pathInLocale } from '../../../lib/site/locales.ts';
import { actionRoute, pageAnswer } from '../_lib/routes.ts';

export const prerender = false;

const handle = actionRoute(BOOKING_ACTIONS, (action, context) =>
  handleBookingRequest(action, context.request, {
    pipeline: getLeadPipeline,
    // The socket's peer from our HTTP layer, never Astro's clientAddress (see src/pages/api/contact.ts).
    socketAddress: context.locals.socketAddress,
    renderPage: (view) => {
      context.locals.bookingPage = view;
      return pageAnswer(context, pathInLocale(view.language, '/contact/book/'), view.status);
    },
  }),
);

export const GET: APIRoute = handle;
export const POST: APIRoute = handle;
