/**
 * /api/reminders/{subscribe,confirm,unsubscribe,erase}: on demand (Node adapter). Thin: everything happens in
 * src/server/reminders/http.ts. Every answer is a page: the endpoint hands what to show to /reminders/page/
 * through a rewrite (Astro.locals.reminderPage), in the subscriber's language.
 */
import type { APIRoute } from 'astro';
import { getLeadPipeline } from '../../../server/app/index.ts';
import { REMINDER_ACTIONS, handleReminderRequest } from '../../../server/reminders/http.ts';
import { getNationalityRecords, getRulesFor } from '../../../lib/content/content.ts';
import { calculatorDates } from '../../../lib/reminders/calculator-dates.ts';
import { actionRoute, pageAnswer } from '../_lib/routes.ts';

export const prerender = false;

const handle = actionRoute(REMINDER_ACTIONS, (action, context) =>
  handleReminderRequest(action, context.request, {
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
    renderPage: (view) => {
      context.locals.reminderPage = view;
      return pageAnswer(context, '/reminders/page/', view.status);
    },
  }),
);

export const GET: APIRoute = handle;
export const POST: APIRoute = handle;
