/**
 * The booking endpoints as plain functions over a Web Request (the Astro route src/pages/api/bookings/[action].ts,
 * the bench and the tests call `handleBookingRequest`).
 *
 *   GET  /api/bookings/slots        the free slots as JSON (the island; the page renders them itself)
 *   POST /api/bookings/book         JSON (the island) or a plain form: 403 cross-site · 415 neither · 429 rate
 *                                   limit (the contact form's) · 413 over 32 KB · 400 unreadable, invalid field or
 *                                   a slot that cannot be booked (malformed, past, too soon, too far, outside
 *                                   hours, closed day) · 409 taken (with the next free slots) or the address's
 *                                   limit reached · 503 storage down · 201 booked
 *   GET|POST /api/bookings/cancel?token=       GET shows a button (mail scanners open links), POST cancels
 *   GET|POST /api/bookings/reschedule?token=   GET shows the free slots, POST (slot=...) moves
 * A plain form's answer is the booking page in the form's language (ctx.renderPage), with the same status.
 */
import {
  CONTACT_MAX_BODY_BYTES,
  validateContactForm,
  type ContactFieldErrors,
} from '../../lib/contact/contact-form.ts';
import { dictionaries } from '../../i18n/index.ts';
import { fillWords as fill } from '../../lib/contact/words.ts';
import { formatSlot } from '../../lib/booking/format.ts';
import type { Slot } from '../../lib/booking/slots.ts';
import type { Locale } from '../../lib/site/locales.ts';
import {
  bodyKind,
  endpointLog,
  isCrossSite,
  json,
  noStore,
  pipelineOrNull,
  readBodyFields,
  readLimited,
  requestLanguage,
  takeRateToken,
  unsupportedBody,
  type EndpointPipeline,
  type PipelineSource,
} from '../core/request.ts';
import { checkSpam } from '../core/spam.ts';
import type { BookingMode } from './storage/types.ts';
import { opsMetrics } from '../core/metrics.ts';
import { slotJson, type BookingPageView, type SlotJson } from '../../lib/booking/view.ts';
import type { BookingService } from './service.ts';

export type { BookingPageView, SlotJson };
export const BOOKING_ACTIONS = ['slots', 'book', 'cancel', 'reschedule'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** What the booking endpoints read from the running pipeline. */
export type BookingPipeline = EndpointPipeline & { readonly bookings: BookingService };

export interface BookingRequestContext {
  pipeline: PipelineSource<BookingPipeline>;
  /** The TCP peer's address; X-Forwarded-For only with TRUST_PROXY. */
  socketAddress?: string;
  renderPage: (view: BookingPageView) => Response | Promise<Response>;
  log?: (message: string) => void;
}

export async function handleBookingRequest(
  action: BookingAction,
  request: Request,
  ctx: BookingRequestContext,
): Promise<Response> {
  const log = endpointLog(ctx.log);
  const url = new URL(request.url);
  let language: Locale = requestLanguage(
    { language: url.searchParams.get('lang') ?? undefined },
    request.headers.get('referer'),
  );
  const isForm = bodyKind(request) === 'form';
  const page = (view: Omit<BookingPageView, 'language'>) => noStore(ctx.renderPage({ language, ...view }));
  const pipeline = await pipelineOrNull(ctx.pipeline, 'bookings', log);
  if (!pipeline) {
    return action === 'slots' || !isForm
      ? json(503, { ok: false, error: dictionaries[language].booking.unavailable })
      : page({ status: 503, state: 'form', error: dictionaries[language].booking.unavailable });
  }
  try {
    if (action === 'slots') {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return json(405, { ok: false }, { Allow: 'GET, HEAD' });
      const slots = await pipeline.bookings.freeSlots();
      return json(200, { timeZone: 'Asia/Bangkok', slots: slots.map((slot) => slotJson(slot, language)) });
    }
    if (action === 'book') return await book(request, pipeline, ctx, isForm, page, (next) => (language = next));
    return await tokenAction(action, request, url, pipeline, page, (next) => (language = next));
  } catch (error) {
    log(`[bookings] ${action} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return isForm || action === 'cancel' || action === 'reschedule'
      ? page({ status: 503, state: 'form', error: dictionaries[language].booking.unavailable })
      : json(503, { ok: false, error: dictionaries[language].booking.unavailable });
  }
}

type Page = (view: Omit<BookingPageView, 'language'>) => Promise<Response>;

async function book(
  request: Request,
  pipeline: BookingPipeline,
  ctx: BookingRequestContext,
  isForm: boolean,
  page: Page,
  setLanguage: (language: Locale) => void,
): Promise<Response> {
  let words = dictionaries[requestLanguage(null, request.headers.get('referer'))].booking;
  if (request.method !== 'POST') return json(405, { ok: false }, { Allow: 'POST' });
  if (isCrossSite(request, pipeline))
    return json(403, { ok: false, error: 'Cross-site submissions are not accepted.' });
  const kind = bodyKind(request);
  if (!kind) return unsupportedBody('Send JSON or a form.');
  const { address, limit } = await takeRateToken(request, ctx.socketAddress, pipeline, new Date());
  const refuse = refusal(isForm, page);
  if (!limit.allowed) {
    await request.body?.cancel().catch(() => undefined);
    return refuse(429, words.rateLimited, {}, { 'Retry-After': String(limit.retryAfterSeconds) });
  }
  const read = await readBodyFields(request, kind, CONTACT_MAX_BODY_BYTES);
  if (!read.ok && read.problem === 'too-large') return refuse(413, words.tooLarge);
  if (!read.ok && read.problem === 'not-object') return refuse(400, words.invalidForm);
  // JSON that does not parse reads as no fields: the validation then names what is missing.
  const fields = read.ok ? read.fields : {};
  if (!fields.page_url && request.headers.get('referer')) fields.page_url = request.headers.get('referer');
  const language = requestLanguage(fields, request.headers.get('referer'));
  setLanguage(language);
  words = dictionaries[language].booking;
  const values = { ...stringValues(fields), consent: fields.consent === true };
  const validation = validateContactForm(fields, dictionaries[language].contact.form.validation);
  const mode: BookingMode | null = fields.mode === 'office' || fields.mode === 'video' ? fields.mode : null;
  if (!validation.ok || !mode) {
    const errors: ContactFieldErrors & { mode?: string } = validation.ok ? {} : { ...validation.errors };
    if (!mode) errors.mode = words.modeLegend;
    return refuse(400, validation.ok ? words.invalidForm : validation.error, { errors, values });
  }
  const now = pipeline.bookings.now();
  const outcome = await pipeline.bookings.book({
    form: validation.data,
    spam: checkSpam(fields, now, pipeline.config.minFillMs),
    clientAddress: address,
    userAgent: request.headers.get('user-agent') ?? '',
    now,
    slot: fields.slot,
    mode,
  });
  // Counted by outcome only: no label carries the visitor, the slot or the address.
  opsMetrics().bookings.inc({ result: outcome.kind === 'problem' ? outcome.problem : outcome.kind });
  if (outcome.kind === 'too-many') return refuse(409, words.tooMany, { values });
  if (outcome.kind === 'problem') {
    const next = outcome.next.map((slot: Slot) => slotJson(slot, language));
    return refuse(outcome.problem === 'taken' ? 409 : 400, words.problems[outcome.problem], {
      values,
      next,
      errors: { slot: words.problems[outcome.problem] },
    });
  }
  return booked(outcome, { mode, email: validation.data.email, language }, isForm, page);
}

type BookOutcome = Awaited<ReturnType<BookingService['book']>>;

/**
 * A refused booking: the booking page again for a plain form, JSON for the island (with the invalid fields and
 * the next free slots when there are some).
 */
function refusal(isForm: boolean, page: Page) {
  return (status: number, error: string, extra: Partial<BookingPageView> = {}, headers: Record<string, string> = {}) =>
    isForm
      ? page({ status, state: 'form', error, ...extra }).then((response) => {
          for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
          return response;
        })
      : json(
          status,
          {
            ok: false,
            error,
            ...(extra.errors ? { fields: extra.errors } : {}),
            ...(extra.next ? { next: extra.next } : {}),
          },
          headers,
        );
}

/** The 201 for a booking (a spam one is answered alike, with a made-up id). */
function booked(
  outcome: Exclude<BookOutcome, { kind: 'too-many' | 'problem' }>,
  visitor: { mode: BookingMode; email: string; language: Locale },
  isForm: boolean,
  page: Page,
): Promise<Response> | Response {
  const start = outcome.kind === 'booked' ? outcome.booking.start : outcome.start;
  const end = outcome.kind === 'booked' ? outcome.booking.end : outcome.end;
  const summary = {
    slot: formatSlot(start, end, visitor.language),
    start: start.toISOString(),
    mode: visitor.mode,
    email: visitor.email,
  };
  if (isForm) return page({ status: 201, state: 'booked', booking: summary });
  return json(201, {
    ok: true,
    id: outcome.kind === 'booked' ? outcome.booking.id : crypto.randomUUID(),
    booking: summary,
    message: fill(dictionaries[visitor.language].booking.bookedText, { email: summary.email }),
  });
}

async function tokenAction(
  action: 'cancel' | 'reschedule',
  request: Request,
  url: URL,
  pipeline: BookingPipeline,
  page: Page,
  setLanguage: (language: Locale) => void,
): Promise<Response> {
  const token = url.searchParams.get('token') ?? '';
  const self = `/api/bookings/${action}?token=${encodeURIComponent(token)}&lang=${url.searchParams.get('lang') === 'th' ? 'th' : 'en'}`;
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST')
    return json(405, { ok: false }, { Allow: 'GET, HEAD, POST' });
  if (request.method === 'POST' && isCrossSite(request, pipeline))
    return json(403, { ok: false, error: 'Cross-site submissions are not accepted.' });
  const found = await pipeline.bookings.peek(token, action);
  if (!found) {
    await request.body?.cancel().catch(() => undefined);
    return page({ status: 404, state: 'invalid' });
  }
  setLanguage(found.language);
  const current = {
    slot: formatSlot(found.start, found.end, found.language),
    start: found.start.toISOString(),
    mode: found.mode,
    email: found.email,
  };
  const free = async () =>
    (await pipeline.bookings.freeSlots())
      .filter((slot) => slot.start.getTime() !== found.start.getTime())
      .map((slot) => slotJson(slot, found.language));
  if (request.method !== 'POST')
    return page({
      status: 200,
      state: action,
      booking: current,
      action: self,
      next: action === 'reschedule' ? await free() : undefined,
    });
  if (action === 'cancel') {
    await request.body?.cancel().catch(() => undefined);
    const done = await pipeline.bookings.cancel(token);
    return done ? page({ status: 200, state: 'cancelled', booking: current }) : page({ status: 404, state: 'invalid' });
  }
  const text = await readLimited(request, 4096);
  const slot = text === null ? null : new URLSearchParams(text).get('slot');
  const moved = await pipeline.bookings.reschedule(token, slot);
  if (moved.kind === 'invalid') return page({ status: 404, state: 'invalid' });
  if (moved.kind === 'problem') {
    const status = moved.problem === 'taken' ? 409 : 400;
    return page({
      status,
      state: 'reschedule',
      booking: current,
      action: self,
      error: dictionaries[found.language].booking.problems[moved.problem],
      next: moved.next.map((s) => slotJson(s, found.language)),
    });
  }
  return page({
    status: 200,
    state: 'rescheduled',
    booking: {
      ...current,
      slot: formatSlot(moved.booking.start, moved.booking.end, found.language),
      start: moved.booking.start.toISOString(),
    },
  });
}

/** The typed text fields, to fill the form again (capped so a huge value is not echoed). */
function stringValues(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string') values[name] = value.slice(0, 5000);
  return values;
}
