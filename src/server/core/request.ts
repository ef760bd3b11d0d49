/**
 * What every endpoint (contact, reminders, bookings) does before its own work: get the running pipeline, check
 * where a POST came from, resolve the client's address, pick the language to answer in, read a body within a
 * limit. The endpoints differ only in what they do with the form.
 */
import { site } from '../../config/site.ts';
import { defaultLocale, isLocale, localeOfPath, type Locale } from '../../lib/site/locales.ts';
import type { LeadConfig } from './config.ts';
import type { RateLimitDecision } from './rate-limit.ts';

/** What every endpoint reads from the running pipeline (src/server/app/pipeline.ts builds it). */
export interface EndpointPipeline {
  readonly config: LeadConfig;
  /** The per-address limit: shared through the database with PostgreSQL, per process with SQLite. */
  readonly rateLimiter: { take(address: string, now: Date): RateLimitDecision | Promise<RateLimitDecision> };
}

/** The pipeline itself, or a function that gets it (a failure to get it answers 503). */
export type PipelineSource<P> = P | (() => Promise<P>);

/** The pipeline, or null (logged under `scope`) when it cannot be had: the caller answers 503. */
export async function pipelineOrNull<P>(
  source: PipelineSource<P>,
  scope: string,
  log: (message: string) => void,
): Promise<P | null> {
  try {
    return typeof source === 'function' ? await (source as () => Promise<P>)() : source;
  } catch (error) {
    log(`[${scope}] pipeline unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** The media type of a Content-Type header, lower case, without parameters ('' when absent). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The bodies a form endpoint reads: the island's JSON or a plain form. */
export type BodyKind = 'json' | 'form';

/** The 415 for a body that is neither, naming the two kinds taken. */
export function unsupportedBody(error: string): Response {
  return json(415, { ok: false, error }, { Accept: 'application/json, application/x-www-form-urlencoded' });
}

/** The kind of a request's body by its Content-Type, or null for any other. */
export function bodyKind(request: Request): BodyKind | null {
  const type = mediaType(request.headers.get('content-type'));
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/** The endpoint's own log, else standard error. */
export function endpointLog(log: ((message: string) => void) | undefined): (message: string) => void {
  return log ?? ((message: string) => console.error(message));
}

/** A rendered page that must not be cached (it answers one visitor's request). */
export async function noStore(response: Response | Promise<Response>): Promise<Response> {
  const resolved = await response;
  resolved.headers.set('Cache-Control', 'no-store');
  return resolved;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * The language to answer in: the form's `language` field when it names one of the site's languages, else the
 * language of the page the request came from (Referer), else English.
 */
export function requestLanguage(fields: Record<string, unknown> | null, referer: string | null): Locale {
  const field = typeof fields?.language === 'string' ? fields.language.trim().toLowerCase() : '';
  if (isLocale(field)) return field;
  if (!referer) return defaultLocale;
  try {
    return localeOfPath(new URL(referer).pathname);
  } catch {
    return defaultLocale;
  }
}

/**
 * The client address: the socket peer, or with TRUST_PROXY = N the N-th
 * X-Forwarded-For entry from the end (the one our own proxy appended; entries
 * further left are whatever the client chose to send).
 */
export function resolveClientAddress(
  headers: Headers,
  socketAddress: string | undefined,
  trustProxyHops: number,
): string {
  if (trustProxyHops > 0) {
    const entries = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0) {
      const entry = entries[Math.max(0, entries.length - trustProxyHops)] as string;
      return entry.slice(0, 100).toLowerCase();
    }
  }
  return (socketAddress ?? '').slice(0, 100).toLowerCase();
}

/** The client's address (resolveClientAddress) and the per-address limit's decision on one more request from it. */
export async function takeRateToken(
  request: Request,
  socketAddress: string | undefined,
  pipeline: EndpointPipeline,
  now: Date,
): Promise<{ address: string; limit: RateLimitDecision }> {
  const address = resolveClientAddress(request.headers, socketAddress, pipeline.config.trustProxyHops);
  return { address, limit: await pipeline.rateLimiter.take(address || 'unknown', now) };
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A browser POST is accepted when Fetch Metadata says same-origin, or when its
 * Origin is the request's own, the site's, or one of LEADS_ALLOWED_ORIGINS.
 * A request without Origin and Sec-Fetch-Site did not come from a browser page
 * (curl, a server): it gets no ambient credentials from us, so it may pass.
 */
export function isCrossSite(request: Request, pipeline: Pick<EndpointPipeline, 'config'>): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  const allowed = new Set<string>([site.origin, ...pipeline.config.allowedOrigins]);
  const own = originOf(request.url);
  if (own) allowed.add(own);
  if (pipeline.config.trustProxyHops > 0) {
    const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'https';
    const forwarded = host ? originOf(`${proto}://${host}`) : null;
    if (forwarded) allowed.add(forwarded);
  }
  return !allowed.has(originOf(origin) ?? origin);
}

/** The body as text, or null when it is larger than `limit` bytes (declared or read). */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** A body's fields, or what was wrong with it. */
export type BodyFields =
  { ok: true; fields: Record<string, unknown> } | { ok: false; problem: 'too-large' | 'not-json' | 'not-object' };

/** The fields of a body of `kind` no larger than `limit` bytes (a form's as formFields reads them); throws when unreadable. */
export async function readBodyFields(request: Request, kind: BodyKind, limit: number): Promise<BodyFields> {
  const text = await readLimited(request, limit);
  if (text === null) return { ok: false, problem: 'too-large' };
  if (kind === 'form') return { ok: true, fields: formFields(text) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, problem: 'not-object' };
  return { ok: true, fields: parsed as Record<string, unknown> };
}

const CONSENT_YES = new Set(['on', 'true', '1', 'yes']);

/** A urlencoded form as a plain object: the first value per name; the consent box becomes a boolean. */
export function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!Object.hasOwn(fields, name)) fields[name] = value;
  fields.consent = typeof fields.consent === 'string' && CONSENT_YES.has(fields.consent.trim().toLowerCase());
  return fields;
}
