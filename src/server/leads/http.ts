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
  CONTACT_MAX_BODY_BYTES,
  validateContactForm,
  type ContactServerWords,
} from '../../lib/contact/contact-form.ts';
import { CONTACT_MAX_BODY_KB, fillWords } from '../../lib/contact/words.ts';
import { pathInLocale, type Locale } from '../../lib/site/locales.ts';
import { dictionaries } from '../../i18n/index.ts';
import { checkSpam } from '../core/spam.ts';
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

import { refusal, renderMinimalFormPage, serverWords, type ContactFormView } from './form-page.ts';

export { renderMinimalFormPage, type ContactFormView };

/** What the contact endpoint reads from the running pipeline. */
export type ContactPipeline = EndpointPipeline & { readonly service: Pick<LeadService, 'submit'> };

/** Where the no-JavaScript form lands after a successful submission (English). */
export const THANK_YOU_PATH = '/thank-you/?lead=contact';

/** The thank-you page in the form's language. */
export function thankYouPath(language: Locale): string {
  return pathInLocale(language, THANK_YOU_PATH);
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
