/**
 * /api/reminders/{subscribe,confirm,unsubscribe,erase}: on demand (Node adapter). Thin: everything happens in
 * src/server/reminders/http.ts. Every answer is a page: the endpoint hands what to show to /reminders/page/
 * through a rewrite (Astro.locals.reminderPage), in the subscriber's language.
 */
import type { APIContext, APIRoute } from 'astro';
import { getLeadPipeline } from '../../../server/app/index.ts';
import { REMINDER_ACTIONS, handleReminderRequest, type ReminderAction } from '../../../server/reminders/http.ts';
import { getNationalityRecords, getRulesFor } from '../../../lib/content/content.ts';
import { calculatorDates } from '../../../lib/reminders/calculator-dates.ts';

export const prerender = false;

const handle = (context: APIContext) => {
  const action = context.params.action as ReminderAction;
  if (!REMINDER_ACTIONS.includes(action)) return new Response('Not found', { status: 404 });
  return handleReminderRequest(action, context.request, {
    pipeline: getLeadPipeline,
    // The socket's peer from our HTTP layer, never Astro's clientAddress (see src/pages/api/contact.ts).
    socketAddress: context.locals.socketAddress,
    // A date left empty takes the calculator's, from its inputs in the sending page's address.
    calculatorDates: async (search, today) =>
      calculatorDates(
        search,
        { rules: await getRulesFor('stay-calculator'), nationalities: await getNationalityRecords() },
        today,
      ),
    renderPage: async (view) => {
      context.locals.reminderPage = view;
      const page = await context.rewrite(new Request(new URL('/reminders/page/', context.url), { method: 'GET' }));
      return new Response(page.body, { status: view.status, headers: page.headers });
    },
  });
};

export const GET: APIRoute = handle;
export const POST: APIRoute = handle;
