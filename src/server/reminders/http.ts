/**
 * The reminder endpoints as plain functions over a Web Request (the Astro route src/pages/api/reminders/[action].ts
 * and the tests call `handleReminderRequest`). Every answer is a page (ctx.renderPage) in the language of the
 * page the visitor subscribed from, so all of it works without JavaScript.
 *
 *   POST /api/reminders/subscribe    the form: 403 cross-site · 415 not a form · 413 over 8 KB · 429 rate limit ·
 *                                    400 invalid (the form again, values kept) · 503 storage down · else 200
 *                                    "check your inbox", the same page whether the address is new, already
 *                                    subscribed, over its daily limit or a bot's (honeypot)
 *   GET|POST /api/reminders/confirm      GET shows a button (mail scanners open links), POST confirms
 *   GET|POST /api/reminders/unsubscribe  GET shows a button; POST deletes at once, with no origin check (the
 *                                        token is the credential). RFC 8058's one-click POST from a mail
 *                                        provider's servers has no Origin: src/server/http/site-handler.ts
 *                                        answers it before Astro, whose origin check would refuse it
 *   GET|POST /api/reminders/erase        every subscription of the token's address
 * The token is in the address (?token=), also for the POSTs, so a link and its button carry the same thing.
 */
import {
  bodyKind,
  endpointLog,
  isCrossSite,
  noStore,
  pipelineOrNull,
  readLimited,
  takeRateToken,
  type EndpointPipeline,
  type PipelineSource,
} from '../core/request.ts';
import type { ReminderService } from './service.ts';
import type { CalculatorDates } from '../../lib/reminders/calculator-dates.ts';
import {
  CALCULATOR_FIELD,
  REMINDER_HONEYPOT_FIELD,
  REMINDER_MAX_BODY_BYTES,
  parseReminderForm,
  reminderFormValues,
  type ReminderFieldErrors,
  type ReminderFormValues,
} from '../../lib/reminders/form.ts';
import { bangkokDay } from '../../lib/reminders/schedule.ts';
import { dictionaries } from '../../i18n/index.ts';
import type { ReminderLanguage } from '../core/storage/types.ts';

export const REMINDER_ACTIONS = ['subscribe', 'confirm', 'unsubscribe', 'erase'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

export type ReminderPageState =
  | 'sent'
  | 'confirm'
  | 'confirmed'
  | 'unsubscribe'
  | 'unsubscribed'
  | 'erase'
  | 'erased'
  | 'invalid'
  | 'form-error'
  | 'too-many'
  | 'unavailable';

/** What the result page shows. */
export interface ReminderPageView {
  status: number;
  language: ReminderLanguage;
  state: ReminderPageState;
  /** For a page with a button: where the button POSTs (the same address with its token). */
  action?: string;
  /** For form-error: the values to fill the form again and what is wrong. */
  values?: ReminderFormValues;
  errors?: ReminderFieldErrors;
}

/** What the reminder endpoints read from the running pipeline (null reminders: they are off). */
export type ReminderPipeline = EndpointPipeline & { readonly reminders: ReminderService | null };

export interface ReminderRequestContext {
  pipeline: PipelineSource<ReminderPipeline>;
  /** The TCP peer's address; X-Forwarded-For only with TRUST_PROXY. */
  socketAddress?: string;
  renderPage: (view: ReminderPageView) => Response | Promise<Response>;
  /**
   * The stay calculator's dates for its address query (src/lib/reminders/calculator-dates.ts with the rule
   * records, which only the Astro route can read). Without it, every date must be typed.
   */
  calculatorDates?: (search: string, today: string) => CalculatorDates | Promise<CalculatorDates>;
  log?: (message: string) => void;
}

const languageOf = (value: string | null): ReminderLanguage => (value === 'th' ? 'th' : 'en');

async function readForm(request: Request): Promise<URLSearchParams | null> {
  const body = await readLimited(request, REMINDER_MAX_BODY_BYTES);
  return body === null ? null : new URLSearchParams(body);
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

/** The address query of the stay calculator page the form was sent from ('' for any other page). */
function calculatorQuery(referer: string | null): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    return /^(\/th)?\/visa\/stay-calculator\/$/.test(url.pathname) ? url.search : '';
  } catch {
    return '';
  }
}

export async function handleReminderRequest(
  action: ReminderAction,
  request: Request,
  ctx: ReminderRequestContext,
): Promise<Response> {
  const log = endpointLog(ctx.log);
  const url = new URL(request.url);
  let language = languageOf(url.searchParams.get('lang'));
  const page = (view: Omit<ReminderPageView, 'language'> & { language?: ReminderLanguage }) =>
    noStore(ctx.renderPage({ language, ...view }));

  const pipeline = await pipelineOrNull(ctx.pipeline, 'reminders', log);
  const reminders = pipeline?.reminders;
  if (!pipeline || !reminders) return page({ status: 503, state: 'unavailable' });

  try {
    if (action === 'subscribe') {
      if (request.method !== 'POST') return text(405, 'Method Not Allowed', { Allow: 'POST' });
      if (isCrossSite(request, pipeline)) return text(403, 'Cross-site submissions are not accepted.');
      if (bodyKind(request) !== 'form') return text(415, 'Send the form as application/x-www-form-urlencoded.');
      const { limit } = await takeRateToken(request, ctx.socketAddress, pipeline, new Date());
      if (!limit.allowed) {
        const response = await page({ status: 429, state: 'too-many' });
        response.headers.set('Retry-After', String(limit.retryAfterSeconds));
        return response;
      }
      const params = await readForm(request);
      if (!params) return page({ status: 413, state: 'form-error', errors: {} });
      language = languageOf(params.get('lang'));
      const honeypot = params.get(REMINDER_HONEYPOT_FIELD);
      // A bot gets the answer a person gets, and nothing is stored.
      if (honeypot && honeypot.trim() !== '') return page({ status: 200, state: 'sent' });
      const today = bangkokDay(reminders.now());
      const search = params.get(CALCULATOR_FIELD) || calculatorQuery(request.headers.get('referer'));
      const fromCalculator = search && ctx.calculatorDates ? await ctx.calculatorDates(search, today) : {};
      const parsed = parseReminderForm(params, today, fromCalculator);
      if (!parsed.ok) {
        return page({
          status: 400,
          state: 'form-error',
          values: { ...reminderFormValues(params), calculator: search.slice(0, 1000) },
          errors: parsed.errors,
        });
      }
      await reminders.subscribe(parsed.data, dictionaries[parsed.data.language].reminders.form.consent);
      return page({ status: 200, state: 'sent' });
    }

    return await tokenAction(action, request, url, { pipeline, reminders }, page, (next) => (language = next));
  } catch (error) {
    log(`[reminders] ${action} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return page({ status: 503, state: 'unavailable' });
  }
}

type ReminderPage = (view: Omit<ReminderPageView, 'language'> & { language?: ReminderLanguage }) => Promise<Response>;

/** A mailed link: GET shows a button (mail scanners open links), POST confirms, unsubscribes or erases. */
async function tokenAction(
  action: Exclude<ReminderAction, 'subscribe'>,
  request: Request,
  url: URL,
  { pipeline, reminders }: { pipeline: ReminderPipeline; reminders: NonNullable<ReminderPipeline['reminders']> },
  page: ReminderPage,
  setLanguage: (language: ReminderLanguage) => void,
): Promise<Response> {
  const token = url.searchParams.get('token') ?? '';
  const purpose = action;
  const self = `/api/reminders/${action}?token=${encodeURIComponent(token)}&lang=${languageOf(url.searchParams.get('lang'))}`;
  if (request.method === 'GET' || request.method === 'HEAD') {
    const found = await reminders.peek(token, purpose);
    if (!found) return page({ status: 404, state: 'invalid' });
    setLanguage(found.language);
    return page({ status: 200, state: purpose, action: self });
  }
  if (request.method !== 'POST') return text(405, 'Method Not Allowed', { Allow: 'GET, HEAD, POST' });
  if (action !== 'unsubscribe' && isCrossSite(request, pipeline))
    return text(403, 'Cross-site submissions are not accepted.');
  await request.body?.cancel().catch(() => undefined);
  const done =
    action === 'confirm'
      ? await reminders.confirm(token)
      : action === 'unsubscribe'
        ? await reminders.unsubscribe(token)
        : await reminders.erase(token);
  if (!done) return page({ status: 404, state: 'invalid' });
  setLanguage(done.language);
  return page({
    status: 200,
    state: action === 'confirm' ? 'confirmed' : action === 'unsubscribe' ? 'unsubscribed' : 'erased',
  });
}
