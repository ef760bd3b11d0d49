/**
 * The contact form island.
 *
 * Server-rendered, it is a complete plain HTML form: it posts
 * application/x-www-form-urlencoded to /api/contact, the browser checks the
 * required fields, and the server answers with the thank-you page or this
 * form again with the error and the values kept (/contact/retry/).
 *
 * Hydrated (client:load), it validates with the same zod schema as the
 * server, sends JSON, and moves idle → submitting ("Sending...", disabled) →
 * success (navigates to the thank-you page and pushes a lead_submit event to
 * window.dataLayer) or error (the server's text, else "Submission failed",
 * else "Something went wrong. Please try again."). Its words come from the page
 * in the page's language (props), and it sends that language with the lead. It adds page_url at submit,
 * the campaign parameters from the address or local storage, preselects the
 * service from ?topic=, and measures the fill time from when it became usable.
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent, type ReactNode } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { CONTACT_FIELD_LIMITS, HONEYPOT_FIELD, RENDERED_AT_FIELD, SERVICE_OPTIONS, type ContactFieldName } from '../../lib/contact/fields.ts';
import type { ContactFieldErrors, ContactFormValues, ContactForm as ValidLead } from '../../lib/contact/contact-form.ts';
import type { ContactFormWords } from '../../lib/contact/words.ts';
import type { Locale } from '../../lib/site/locales.ts';
import { browserStorage, resolveCampaign, UTM_KEYS, type Campaign } from './campaign.ts';
import { serviceForTopic } from './topic.ts';
import { CONTACT_ENDPOINT, submitContactForm } from './submit.ts';
import './contact-form.css';

interface ContactFormProps {
  /** The time (ms since the epoch) the form was rendered on the server. */
  renderedAt: number;
  /** Values to show again (after a failed no-JavaScript submission). */
  initialValues?: ContactFormValues;
  /** Messages per field from that submission. */
  initialErrors?: ContactFieldErrors;
  /** The message to show above the form from that submission. */
  formError?: string;
  /** The form's words in the page's language (src/i18n), rendered by the page: the island bundles none. */
  words: ContactFormWords;
  /** The page's language, sent with the lead. */
  language: Locale;
  /** The privacy policy and the thank-you page in that language. */
  privacyHref: string;
  thankYouHref: string;
}

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** What the visitor edits: the schema's fields, with service '' until one is chosen and consent unticked. */
type Values = Pick<ValidLead, 'firstName' | 'lastName' | 'email' | 'phone' | 'nationality' | 'message'> & {
  service: string;
  consent: boolean;
};

const ID = (name: string) => `contact-${name}`;
const ERROR_ID = (name: string) => `contact-${name}-error`;
const HINT_ID = (name: string) => `contact-${name}-hint`;

function initialState(values: ContactFormValues = {}): Values {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    nationality: values.nationality ?? '',
    service: SERVICE_OPTIONS.includes(values.service as never) ? (values.service as string) : '',
    message: values.message ?? '',
    consent: values.consent === true,
  };
}

function pushLeadEvent(service: string) {
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: 'lead_submit', form_id: 'contact', service });
}

function Required() {
  return (
    <span className="contact-form__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function FieldError({ name, errors }: { name: ContactFieldName; errors: ContactFieldErrors }) {
  const message = errors[name];
  return message ? (
    <p id={ERROR_ID(name)} className="contact-form__error">
      {message}
    </p>
  ) : null;
}

/** aria-describedby for a field: its hint, then its error when there is one. */
function describedBy(name: ContactFieldName, errors: ContactFieldErrors, hint: boolean): string | undefined {
  const ids = [hint ? HINT_ID(name) : '', errors[name] ? ERROR_ID(name) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

let validation: Promise<typeof import('./validate.ts')> | undefined;
/** The form's check (zod and the schema), fetched once, on first focus or on send. */
const loadValidation = () => (validation ??= import('./validate.ts'));

function ContactForm({
  renderedAt: serverRenderedAt,
  initialValues,
  initialErrors = {},
  formError: initialFormError = '',
  words,
  language,
  privacyHref,
  thankYouHref,
}: ContactFormProps) {
  const labels = words.validation.labels;
  const [values, setValues] = useState<Values>(() => initialState(initialValues));
  const [errors, setErrors] = useState<ContactFieldErrors>(initialErrors);
  const [formError, setFormError] = useState(initialFormError);
  const [status, setStatus] = useState<Status>(initialFormError ? 'error' : 'idle');
  const [hydrated, setHydrated] = useState(false);
  const [renderedAt, setRenderedAt] = useState(serverRenderedAt);
  // A form shown again keeps the campaign and page of the first submission.
  const [campaign, setCampaign] = useState<Campaign>(() => Object.fromEntries(UTM_KEYS.map((key) => [key, initialValues?.[key] ?? ''])) as Campaign);
  const pageUrl = initialValues?.page_url ?? '';
  const trapRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Fetch the form's check when the visitor starts on the form, so sending does not wait for it.
  useEffect(() => {
    const form = formRef.current;
    const prefetch = () => void loadValidation();
    form?.addEventListener('focusin', prefetch, { once: true });
    return () => form?.removeEventListener('focusin', prefetch);
  }, []);

  useEffect(() => {
    setHydrated(true);
    const resolved = resolveCampaign(window.location.search, browserStorage());
    if (UTM_KEYS.some((key) => resolved[key] !== '')) setCampaign(resolved);
    // A fresh form starts its fill time now; a form shown again keeps the first one.
    if (!initialValues) setRenderedAt(Date.now());
    const topicService = serviceForTopic(new URLSearchParams(window.location.search).get('topic'));
    if (topicService) setValues((current) => (current.service ? current : { ...current, service: topicService }));
  }, [initialValues]);

  const busy = status === 'submitting' || status === 'success';

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name } = event.target;
    const value = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name as ContactFieldName]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function focusField(name: ContactFieldName | null) {
    if (!name) return;
    const element = formRef.current?.querySelector<HTMLElement>(`#${ID(name)}`);
    element?.focus();
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const payload: Record<string, unknown> = {
      ...values,
      ...campaign,
      page_url: pageUrl || window.location.href,
      language,
      [HONEYPOT_FIELD]: trapRef.current?.value ?? '',
      [RENDERED_AT_FIELD]: renderedAt,
    };
    const { validateContactForm } = await loadValidation();
    const check = validateContactForm(payload, words.validation);
    if (!check.ok) {
      const count = Object.keys(check.errors).length;
      setErrors(check.errors);
      setFormError(count === 1 ? words.fixOne : words.fixMany.replace('{count}', String(count)));
      setStatus('error');
      focusField(check.field);
      return;
    }
    setErrors({});
    setFormError('');
    setStatus('submitting');
    const result = await submitContactForm(payload, { words });
    if (result.ok) {
      pushLeadEvent(values.service);
      setStatus('success');
      window.location.assign(thankYouHref);
      return;
    }
    setErrors(result.fields);
    setFormError(result.error);
    setStatus('error');
  }

  function input(
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'nationality',
    options: { type?: string; autoComplete: string; required?: boolean; hint?: string; inputMode?: 'email' | 'tel' | 'text' },
  ): ReactNode {
    return (
      <div className="contact-form__field">
        <label htmlFor={ID(name)}>
          {labels[name]}
          {options.required && <Required />}
        </label>
        {options.hint && (
          <p id={HINT_ID(name)} className="contact-form__hint">
            {options.hint}
          </p>
        )}
        <input
          id={ID(name)}
          name={name}
          type={options.type ?? 'text'}
          value={values[name]}
          onChange={update}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          maxLength={CONTACT_FIELD_LIMITS[name]}
          required={options.required}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(name, errors, Boolean(options.hint))}
        />
        <FieldError name={name} errors={errors} />
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      action={CONTACT_ENDPOINT}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-describedby="contact-form-note"
    >
      <p id="contact-form-note" className="contact-form__note">
        {words.noteBefore}
        <span aria-hidden="true">*</span>
        {words.noteAfter}
      </p>
      <div className="contact-form__status" role="alert">
        {formError && <p className="contact-form__status-text">{formError}</p>}
      </div>

      <div className="contact-form__pair">
        {input('firstName', { autoComplete: 'given-name' })}
        {input('lastName', { autoComplete: 'family-name' })}
      </div>
      {input('email', { type: 'email', autoComplete: 'email', required: true, inputMode: 'email' })}
      <div className="contact-form__pair">
        {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: words.phoneHint })}
        {input('nationality', { autoComplete: 'off' })}
      </div>

      <div className="contact-form__field">
        <label htmlFor={ID('service')}>
          {labels.service}
          <Required />
        </label>
        <select
          id={ID('service')}
          name="service"
          value={values.service}
          onChange={update}
          required
          aria-invalid={errors.service ? true : undefined}
          aria-describedby={describedBy('service', errors, false)}
        >
          <option value="">{words.chooseService}</option>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {words.serviceOptions[option]}
            </option>
          ))}
        </select>
        <FieldError name="service" errors={errors} />
      </div>

      <div className="contact-form__field">
        <label htmlFor={ID('message')}>
          {labels.message}
          <Required />
        </label>
        <textarea
          id={ID('message')}
          name="message"
          rows={6}
          value={values.message}
          onChange={update}
          maxLength={CONTACT_FIELD_LIMITS.message}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', errors, false)}
        />
        <FieldError name="message" errors={errors} />
      </div>

      <div className="contact-form__field contact-form__consent">
        <input
          id={ID('consent')}
          name="consent"
          type="checkbox"
          value="true"
          checked={values.consent}
          onChange={update}
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={describedBy('consent', errors, false)}
        />
        <label htmlFor={ID('consent')}>
          {words.consentBefore}
          <a href={privacyHref}>{words.consentLink}</a>
          {words.consentAfter}
          <Required />
        </label>
        <FieldError name="consent" errors={errors} />
      </div>

      {UTM_KEYS.map((key) => (
        <input key={key} type="hidden" name={key} value={campaign[key]} />
      ))}
      <input type="hidden" name="page_url" value={pageUrl} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name={RENDERED_AT_FIELD} value={String(renderedAt)} />
      {/* Spam trap: hidden from people and assistive technology; bots fill it. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={ID(HONEYPOT_FIELD)}>{words.trapLabel}</label>
        <input ref={trapRef} id={ID(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <button type="submit" className="button contact-form__submit" disabled={busy}>
        {busy ? words.sending : words.send}
      </button>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
