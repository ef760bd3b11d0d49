/**
 * POST /api/contact as a plain function over a Web Request: the Astro endpoint
 * (src/pages/api/contact.ts), the bench server and the tests all call
 * `handleContactRequest`.
 *
 * Checks, cheapest first:
 *   405 not a POST · 403 cross-site · 415 neither JSON nor a urlencoded form ·
 *   413 body over 32 KB · 429 past the per-address rate limit (Retry-After) ·
 *   400 malformed body or an invalid field (the error names it) ·
 *   503 storage unavailable (the transaction rolled back: nothing half-written).
 * Success: JSON `{ok:true, id}` (200), or for the no-JavaScript form a 303 to
 * the thank-you page. An invalid form post shows the form again (ctx.renderForm)
 * with the error and the values kept. Spam is answered exactly like a lead.
 * Errors are worded in the form's language (its `language` field; before the
 * body is read, the language of the Referer's page), thank-you page likewise.
 */
import {
  CAMPAIGN_FIELDS,
  CONTACT_FIELD_LIMITS,
  CONTACT_FIELD_ORDER,
  CONTACT_MAX_BODY_BYTES,
  RENDERED_AT_FIELD,
  validateContactForm,
  type ContactFieldErrors,
  type ContactFormValues,
  type ContactServerWords,
} from '../../lib/contact/contact-form.ts';
import { CONTACT_MAX_BODY_KB, fillWords } from '../../lib/contact/words.ts';
import { localeTags, pathInLocale, type Locale } from '../../lib/site/locales.ts';
import { dictionaries } from '../../i18n/index.ts';
import { site } from '../../config/site.ts';
import { checkSpam, parseRenderedAt } from '../core/spam.ts';
import { countLeadAnswer } from '../core/metrics.ts';
import type { LeadService } from '../core/lead-service.ts';
import {
  bodyKind,
  endpointLog,
  isCrossSite,
  json,
  pipelineOrNull,
  readBodyFields,
  requestLanguage,
  takeRateToken,
  unsupportedBody,
  type BodyFields,
  type BodyKind,
  type EndpointPipeline,
  type PipelineSource,
} from '../core/request.ts';

/** What the contact endpoint reads from the running pipeline. */
export type ContactPipeline = EndpointPipeline & { readonly service: Pick<LeadService, 'submit'> };

/** Where the no-JavaScript form lands after a successful submission (English). */
export const THANK_YOU_PATH = '/thank-you/?lead=contact';

/** The thank-you page in the form's language. */
export function thankYouPath(language: Locale): string {
  return pathInLocale(language, THANK_YOU_PATH);
}

/** What the contact page needs to show the form again after a failed form post. */
export interface ContactFormView {
  /** HTTP status the page should carry (400, 413, 429, 503). */
  status: number;
  /** The visitor's values, to fill the form again (text fields as typed, consent as ticked). */
  values: ContactFormValues;
  /** One message per invalid field. */
  errors: ContactFieldErrors;
  /** The message to show above the form. */
  error: string;
  /** When the visitor's form was first rendered (ms), so the fill time keeps counting from then. */
  renderedAt: number | null;
  /** The language of the page the form came from: the form is shown again in it. */
  language: Locale;
}

export interface ContactRequestContext {
  /** The pipeline, or a function that gets it (a failure to get it answers 503). */
  pipeline: PipelineSource<ContactPipeline>;
  /**
   * The TCP peer's address (`req.socket.remoteAddress`); never a value read from a header.
   * X-Forwarded-For is used instead only when TRUST_PROXY is set (resolveClientAddress).
   */
  socketAddress?: string;
  now?: Date;
  /** Renders the contact page with the form's values and errors; defaults to a minimal HTML page. */
  renderForm?: (view: ContactFormView) => Response | Promise<Response>;
  log?: (message: string) => void;
}

/** The endpoint's answers in a language (src/i18n/en/contact.ts takes them from src/lib/contact/words.ts). */
function serverWords(language: Locale): ContactServerWords {
  return dictionaries[language].contact.server;
}

/** The values to put back into the form: known text fields, as typed (capped), and the consent box. */
function formValues(fields: Record<string, unknown>): ContactFormView['values'] {
  const values: ContactFormView['values'] = {};
  for (const name of CONTACT_FIELD_ORDER) {
    // The language is the page's, not something typed: the view carries it.
    if (name === 'consent' || name === 'language') continue;
    const value = fields[name];
    if (typeof value !== 'string') continue;
    const limit = name === 'service' ? 50 : CONTACT_FIELD_LIMITS[name];
    values[name] = value.slice(0, limit * 2);
  }
  values.consent = fields.consent === true;
  return values;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Fallback when no page renderer is given (bench, tests): a small page that says what went wrong. */
export function renderMinimalFormPage(view: ContactFormView): Response {
  const words = serverWords(view.language);
  const list = Object.values(view.errors)
    .map((message) => `<li>${escapeHtml(message ?? '')}</li>`)
    .join('');
  const html = `<!doctype html><html lang="${localeTags[view.language].lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(words.pageTitle)} | ${escapeHtml(site.brand)}</title></head><body><main>
<h1>${escapeHtml(words.pageTitle)}</h1><p role="alert">${escapeHtml(view.error)}</p>${list ? `<ul>${list}</ul>` : ''}
<p><a href="${pathInLocale(view.language, '/contact/')}">${escapeHtml(words.backToForm)}</a></p></main></body></html>`;
  return new Response(html, {
    status: view.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export async function handleContactRequest(request: Request, ctx: ContactRequestContext): Promise<Response> {
  const log = endpointLog(ctx.log);
  const seen: { spam: string | null } = { spam: null };
  let response: Response;
  try {
    response = await handle(request, ctx, log, seen);
  } catch (error) {
    log(
      `[leads] unexpected error in POST /api/contact: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    response = json(500, {
      ok: false,
      error: serverWords(requestLanguage(null, request.headers.get('referer'))).internal,
    });
  }
  countLeadAnswer(response.status, seen.spam);
  return response;
}

type Refuse = (status: number, error: string) => Response | Promise<Response>;

/** The body's fields, or the answer that refuses it: unreadable, too large, not JSON, not a JSON object. */
async function readFields(
  request: Request,
  kind: BodyKind,
  allowed: boolean,
  words: ContactServerWords,
  refuse: Refuse,
): Promise<Record<string, unknown> | Response> {
  let read: BodyFields;
  try {
    read = await readBodyFields(request, kind, CONTACT_MAX_BODY_BYTES);
  } catch {
    return refuse(allowed ? 400 : 429, allowed ? words.unreadable : words.rateLimited);
  }
  if (read.ok) return read.fields;
  if (read.problem === 'too-large') return refuse(413, fillWords(words.tooLarge, { kb: CONTACT_MAX_BODY_KB }));
  return refuse(400, read.problem === 'not-json' ? words.badJson : words.notObject);
}

async function handle(
  request: Request,
  ctx: ContactRequestContext,
  log: (message: string) => void,
  seen: { spam: string | null },
): Promise<Response> {
  // Until the body is read, the page the request came from says which language to answer in.
  let language = requestLanguage(null, request.headers.get('referer'));
  let words = serverWords(language);
  if (request.method !== 'POST') {
    return json(405, { ok: false, error: words.method }, { Allow: 'POST' });
  }
  const kind = bodyKind(request);
  const now = ctx.now ?? new Date();

  const pipeline = await pipelineOrNull(ctx.pipeline, 'leads', log);
  if (!pipeline) return json(503, { ok: false, error: words.unavailable }, { 'Retry-After': '30' });

  const refuse = refusal(kind, ctx.renderForm ?? renderMinimalFormPage, () => language);

  if (isCrossSite(request, pipeline)) return json(403, { ok: false, error: words.crossSite });
  if (kind === null) return unsupportedBody(words.contentType);

  // Every POST that gets this far counts against the sender's limit, valid or not.
  const { address: clientAddress, limit } = await takeRateToken(request, ctx.socketAddress, pipeline, now);
  const retryAfter = { 'Retry-After': String(limit.retryAfterSeconds) };
  if (!limit.allowed && kind === 'json') return json(429, { ok: false, error: words.rateLimited }, retryAfter);

  const fields = await readFields(request, kind, limit.allowed, words, refuse);
  if (fields instanceof Response) return fields;
  fillFromReferer(fields, request.headers.get('referer'));
  // From here on the form says its language.
  language = requestLanguage(fields, request.headers.get('referer'));
  words = serverWords(language);
  // A form post past the limit still gets its values back, so nothing typed is lost.
  if (!limit.allowed) return refuse(429, words.rateLimited, fields, {}, retryAfter);

  const validation = validateContactForm(fields, dictionaries[language].contact.form.validation);
  if (!validation.ok) {
    if (kind === 'json') {
      return json(400, { ok: false, error: validation.error, field: validation.field, fields: validation.errors });
    }
    return refuse(400, validation.error, fields, validation.errors);
  }

  const spam = checkSpam(fields, now, pipeline.config.minFillMs);
  seen.spam = spam.reason;
  let id: string;
  try {
    ({ id } = await pipeline.service.submit({
      form: validation.data,
      spam,
      clientAddress,
      userAgent: request.headers.get('user-agent') ?? '',
      now,
    }));
  } catch (error) {
    log(`[leads] storing a lead failed: ${error instanceof Error ? error.message : String(error)}`);
    return refuse(503, words.unavailable, fields, {}, { 'Retry-After': '30' });
  }

  if (kind === 'form') {
    return new Response(null, {
      status: 303,
      headers: { Location: thankYouPath(validation.data.language), 'Cache-Control': 'no-store' },
    });
  }
  return json(200, { ok: true, id });
}

/**
 * A refused submission: the contact page again for a plain form (in the language known by then, with the values
 * kept), JSON for the island (naming the invalid fields).
 */
function refusal(
  kind: BodyKind | null,
  renderForm: NonNullable<ContactRequestContext['renderForm']>,
  language: () => Locale,
) {
  return (
    status: number,
    error: string,
    fields: Record<string, unknown> = {},
    errors: ContactFieldErrors = {},
    headers: Record<string, string> = {},
  ) =>
    kind === 'form'
      ? withHeaders(
          renderForm({
            status,
            values: formValues(fields),
            errors,
            error,
            renderedAt: parseRenderedAt(fields[RENDERED_AT_FIELD]),
            language: language(),
          }),
          headers,
        )
      : json(
          status,
          {
            ok: false,
            error,
            ...(Object.keys(errors).length ? { field: Object.keys(errors)[0], fields: errors } : {}),
          },
          headers,
        );
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The no-JavaScript form cannot fill in page_url or the campaign: the page it
 * was sent from is the Referer, and the campaign is in that page's address
 * (and a form without its language field gets that page's language).
 * Only blanks are filled; what the island sent is kept.
 */
function fillFromReferer(fields: Record<string, unknown>, referer: string | null) {
  if (isBlank(fields.page_url) && referer) fields.page_url = referer;
  // A form without its language field came from the page it names (a Thai page's path starts /th/).
  if (isBlank(fields.language) && typeof fields.page_url === 'string')
    fields.language = requestLanguage(null, fields.page_url);
  if (typeof fields.page_url !== 'string' || CAMPAIGN_FIELDS.some((key) => !isBlank(fields[key]))) return;
  let params: URLSearchParams;
  try {
    params = new URL(fields.page_url).searchParams;
  } catch {
    return;
  }
  for (const key of CAMPAIGN_FIELDS) if (params.get(key)) fields[key] = params.get(key);
}

async function withHeaders(response: Response | Promise<Response>, headers: Record<string, string>): Promise<Response> {
  const resolved = await response;
  if (Object.keys(headers).length === 0) return resolved;
  const merged = new Headers(resolved.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(resolved.body, { status: resolved.status, statusText: resolved.statusText, headers: merged });
}
