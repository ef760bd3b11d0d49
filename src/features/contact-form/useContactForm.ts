/**
 * The contact form's state and sending: the values (kept from a failed no-JavaScript submission), the errors, the
 * campaign and fill time, the service preselected from ?topic=, and the check then the send on submit.
 */
import { useEffect, useRef, useState, type ChangeEvent, type RefObject, type SubmitEvent } from 'react';
import { HONEYPOT_FIELD, RENDERED_AT_FIELD, SERVICE_OPTIONS, type ContactFieldName } from '../../lib/contact/fields.ts';
import type {
  ContactFieldErrors,
  ContactFormValues,
  ContactForm as ValidLead,
} from '../../lib/contact/contact-form.ts';
import type { ContactFormWords } from '../../lib/contact/words.ts';
import type { Locale } from '../../lib/site/locales.ts';
import { browserStorage, resolveCampaign, UTM_KEYS, type Campaign } from './campaign.ts';
import { serviceForTopic } from './topic.ts';
import { submitContactForm } from './submit.ts';
import { ID } from './parts/ContactField.tsx';

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** What the visitor edits: the schema's fields, with service '' until one is chosen and consent unticked. */
export type Values = Pick<ValidLead, 'firstName' | 'lastName' | 'email' | 'phone' | 'nationality' | 'message'> & {
  service: string;
  consent: boolean;
};

export function initialState(values: ContactFormValues = {}): Values {
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

/** Moves the focus to the first field in error. */
function focusField(form: HTMLFormElement | null, name: ContactFieldName | null) {
  if (name) form?.querySelector<HTMLElement>(`#${ID(name)}`)?.focus();
}

function pushLeadEvent(service: string) {
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: 'lead_submit', form_id: 'contact', service });
}

let validation: Promise<typeof import('./validate.ts')> | undefined;
/** The form's check (zod and the schema), fetched once, on first focus or on send. */
const loadValidation = () => (validation ??= import('./validate.ts'));

/** Fetches the form's check when the visitor starts on the form, so sending does not wait for it. */
function usePrefetchOnFocus(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    const prefetch = () => void loadValidation();
    form?.addEventListener('focusin', prefetch, { once: true });
    return () => form?.removeEventListener('focusin', prefetch);
  }, [formRef]);
}

/**
 * What the lead carries besides the visitor's fields, settled once the form runs in the browser: the campaign (from
 * the address or local storage) and the time the fill started. A form shown again keeps those of the first submission.
 */
function useLeadContext(initialValues: ContactFormValues | undefined, renderedAtOnServer: number) {
  const [hydrated, setHydrated] = useState(false);
  const [renderedAt, setRenderedAt] = useState(renderedAtOnServer);
  const [campaign, setCampaign] = useState<Campaign>(
    () => Object.fromEntries(UTM_KEYS.map((key) => [key, initialValues?.[key] ?? ''])) as Campaign,
  );
  useEffect(() => {
    setHydrated(true);
    const resolved = resolveCampaign(window.location.search, browserStorage());
    if (UTM_KEYS.some((key) => resolved[key] !== '')) setCampaign(resolved);
    if (!initialValues) setRenderedAt(Date.now());
  }, [initialValues]);
  return { hydrated, renderedAt, campaign };
}

export interface ContactFormProps {
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

export function useContactForm(props: ContactFormProps) {
  const { initialValues, words, language, thankYouHref } = props;
  const [values, setValues] = useState<Values>(() => initialState(initialValues));
  const [errors, setErrors] = useState<ContactFieldErrors>(props.initialErrors ?? {});
  const [formError, setFormError] = useState(props.formError ?? '');
  const [status, setStatus] = useState<Status>(props.formError ? 'error' : 'idle');
  const { hydrated, renderedAt, campaign } = useLeadContext(initialValues, props.renderedAt);
  // A form shown again keeps the page of the first submission.
  const pageUrl = initialValues?.page_url ?? '';
  const trapRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  usePrefetchOnFocus(formRef);

  useEffect(() => {
    const topicService = serviceForTopic(new URLSearchParams(window.location.search).get('topic'));
    if (topicService) setValues((current) => (current.service ? current : { ...current, service: topicService }));
  }, []);

  const busy = status === 'submitting' || status === 'success';

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    // A select's type is 'select-one' and a textarea's 'textarea': only the consent box is a checkbox.
    const { name, type, checked, value } = event.target as HTMLInputElement;
    setValues((current) => ({ ...current, [name]: type === 'checkbox' ? checked : value }));
    if (errors[name as ContactFieldName]) setErrors((current) => ({ ...current, [name]: undefined }));
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
      focusField(formRef.current, check.field);
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

  return {
    values,
    errors,
    formError,
    busy,
    hydrated,
    renderedAt,
    campaign,
    pageUrl,
    trapRef,
    formRef,
    update,
    onSubmit,
  };
}

/** The hook's answer, which the form and its parts read. */
export type ContactFormState = ReturnType<typeof useContactForm>;
