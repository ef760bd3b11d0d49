/**
 * /api/bookings/{slots,book,cancel,reschedule}: on demand (Node adapter). Thin: everything happens in
 * src/server/bookings/http.ts. A plain form's or a link's answer is the booking page in the booking's language,
 * reached through a rewrite that hands it what to show (Astro.locals.bookingPage).
 */
import type { APIContext, APIRoute } from 'astro';
import { getLeadPipeline } from '../../../server/app/index.ts';
import { BOOKING_ACTIONS, handleBookingRequest, type BookingAction } from '../../../server/bookings/http.ts';
import { pathInLocale } from '../../../lib/site/locales.ts';

export const prerender = false;

const handle = (context: APIContext) => {
  const action = context.params.action as BookingAction;
  if (!BOOKING_ACTIONS.includes(action)) return new Response('Not found', { status: 404 });
  return handleBookingRequest(action, context.request, {
    pipeline: getLeadPipeline,
    // The socket's peer from our HTTP layer, never Astro's clientAddress (see src/pages/api/contact.ts).
    socketAddress: context.locals.socketAddress,
    renderPage: async (view) => {
      context.locals.bookingPage = view;
      const page = await context.rewrite(
        new Request(new URL(pathInLocale(view.language, '/contact/book/'), context.url), { method: 'GET' }),
      );
      return new Response(page.body, { status: view.status, headers: page.headers });
    },
  });
};

export const GET: APIRoute = handle;
export const POST: APIRoute = handle;
