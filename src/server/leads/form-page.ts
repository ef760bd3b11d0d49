/**
 * The contact form shown again after a refused no-JavaScript post (with the visitor's values and the errors), and
 * the refusal that picks that page or JSON for the island; renderMinimalFormPage is the page when no renderer is
 * given (bench, tests).
 */
import {
  CONTACT_FIELD_LIMITS,
  CONTACT_FIELD_ORDER,
  RENDERED_AT_FIELD,
  type ContactFieldErrors,
  type ContactFormValues,
  type ContactServerWords,
} from '../../lib/contact/contact-form.ts';
import { localeTags, pathInLocale, type Locale } from '../../lib/site/locales.ts';
import { dictionaries } from '../../i18n/index.ts';
import { site } from '../../config/site.ts';
import { parseRenderedAt } from '../core/spam.ts';
import { json, type BodyKind } from '../core/request.ts';

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

/** The endpoint's answers in a language (src/i18n/en/contact.ts takes them from src/lib/contact/words.ts). */
export function serverWords(language: Locale): ContactServerWords {
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

/**
 * A refused submission: the contact page again for a plain form (in the language known by then, with the values
 * kept), JSON for the island (naming the invalid fields).
 */
export function refusal(
  kind: BodyKind | null,
  renderForm: (view: ContactFormView) => Response | Promise<Response>,
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

async function withHeaders(response: Response | Promise<Response>, headers: Record<string, string>): Promise<Response> {
  const resolved = await response;
  if (Object.keys(headers).length === 0) return resolved;
  const merged = new Headers(resolved.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(resolved.body, { status: resolved.status, statusText: resolved.statusText, headers: merged });
}
