/**
 * The contact form's one schema.
 *
 * Pure: no Node or browser imports. The React island validates with it before
 * sending, and the server (src/server/leads) validates every POST /api/contact
 * with the very same schema, so the two can never disagree about what a valid
 * lead is.
 *
 * Normalisation happens inside the schema, so both sides see the same values:
 * - every string is made well-formed Unicode and trimmed;
 * - single-line fields lose control characters (a newline in a name can never
 *   reach an e-mail header), the message keeps newlines and tabs only;
 * - fields a person types are length-limited (too long is an error the form
 *   shows); campaign fields and page_url come from the address bar, so they are
 *   silently cut to their cap instead of costing the lead;
 * - unknown fields are dropped (zod objects strip them).
 *
 * Built with `zod/mini` (same package and parsing core as `zod`, functional
 * checks instead of methods) so the island bundles only the small core. Every
 * issue the schema can raise carries its own message below, so nothing depends
 * on zod's locale (which zod/mini does not load).
 */
import * as z from 'zod/mini';

// The form's fields, limits and labels live in a zod-free module the island loads at once;
// this schema (and zod with it) loads only when a form is checked.
export * from './fields.ts';
import {
  CAMPAIGN_FIELDS,
  CONTACT_FIELD_LABELS,
  CONTACT_FIELD_LIMITS,
  CONTACT_FIELD_ORDER,
  SERVICE_OPTIONS,
  type CampaignField,
  type ContactFieldName,
} from './fields.ts';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS_EXCEPT_NEWLINE_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

function text(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });
}

/** null and undefined mean "left empty" for optional fields. */
const emptyWhenMissing = (value: unknown) => (value === null || value === undefined ? '' : value);

/** A one-line field a person types: control characters become spaces, then trimmed and limited. */
function singleLine(label: string, max: number) {
  return text(label).check(
    z.overwrite((value) => value.toWellFormed().replace(CONTROL_CHARS, ' ')),
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
  );
}

/** A value taken from the address (UTM, page URL): cleaned like a one-line field, then cut to its cap. */
function tracking(label: string, max: number) {
  return z.pipe(
    z.transform(emptyWhenMissing),
    text(label).check(z.overwrite((value) => value.toWellFormed().replace(CONTROL_CHARS, ' ').trim().slice(0, max).toWellFormed().trim())),
  );
}

/** Like `z.preprocess` in full zod: null and undefined become '' before the field is checked. */
function optionalLine(label: string, max: number) {
  return z.pipe(z.transform(emptyWhenMissing), singleLine(label, max));
}

/** One tracking schema per campaign field (utm_*), so a campaign field is listed only in fields.ts. */
const campaignShape = Object.fromEntries(CAMPAIGN_FIELDS.map((name) => [name, tracking(CONTACT_FIELD_LABELS[name], CONTACT_FIELD_LIMITS[name])])) as Record<
  CampaignField,
  ReturnType<typeof tracking>
>;

export const contactFormSchema = z.object({
  firstName: optionalLine(CONTACT_FIELD_LABELS.firstName, CONTACT_FIELD_LIMITS.firstName),
  lastName: optionalLine(CONTACT_FIELD_LABELS.lastName, CONTACT_FIELD_LIMITS.lastName),
  email: z.pipe(
    singleLine(CONTACT_FIELD_LABELS.email, CONTACT_FIELD_LIMITS.email).check(z.minLength(1, 'Email is required.')),
    z.email('Email must be a valid address, like name@example.com.'),
  ),
  phone: optionalLine(CONTACT_FIELD_LABELS.phone, CONTACT_FIELD_LIMITS.phone),
  nationality: optionalLine(CONTACT_FIELD_LABELS.nationality, CONTACT_FIELD_LIMITS.nationality),
  service: z.enum(SERVICE_OPTIONS, {
    error: () => `Service is required: choose ${SERVICE_OPTIONS.slice(0, -1).join(', ')} or ${SERVICE_OPTIONS.at(-1)}.`,
  }),
  message: text(CONTACT_FIELD_LABELS.message).check(
    z.overwrite((value) => value.toWellFormed().replace(/\r\n?/g, '\n').replace(CONTROL_CHARS_EXCEPT_NEWLINE_TAB, '')),
    z.trim(),
    z.minLength(1, 'Message is required.'),
    z.maxLength(CONTACT_FIELD_LIMITS.message, `Message must be at most ${CONTACT_FIELD_LIMITS.message} characters.`),
  ),
  consent: z.literal(true, { error: 'Consent is required: please agree to the privacy policy.' }),
  ...campaignShape,
  page_url: tracking(CONTACT_FIELD_LABELS.page_url, CONTACT_FIELD_LIMITS.page_url),
});

/** A validated, normalised lead as the form sends it. Empty optional fields are ''. */
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * What a visitor typed, as text (consent as ticked): what the form shows again
 * after a failed submission, before any validation.
 */
export type ContactFormValues = Partial<Record<Exclude<ContactFieldName, 'consent'>, string>> & { consent?: boolean };

/** One message per invalid field, keyed by field name. */
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

type ContactValidation = { ok: true; data: ContactForm } | { ok: false; errors: ContactFieldErrors; field: ContactFieldName | null; error: string };

/**
 * Validate anything (a parsed JSON body, form values) against the schema.
 * On failure, `field` and `error` are the first invalid field in form order and
 * its message (which names the field), and `errors` holds one message per field.
 */
export function validateContactForm(input: unknown): ContactValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: {}, field: null, error: 'The form data must be an object of fields.' };
  }
  const result = contactFormSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && name in CONTACT_FIELD_LABELS && !errors[name as ContactFieldName]) {
      errors[name as ContactFieldName] = issue.message;
    }
  }
  const field = CONTACT_FIELD_ORDER.find((name) => errors[name]) ?? null;
  return { ok: false, errors, field, error: (field && errors[field]) ?? 'The form has an invalid field.' };
}
