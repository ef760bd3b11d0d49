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
 * issue the schema can raise is worded by `validateContactForm` from the words
 * of the form's language (words.ts), so nothing depends on zod's locale (which
 * zod/mini does not load).
 */
import * as z from 'zod/mini';

// The form's fields, limits and labels live in a zod-free module the island loads at once;
// this schema (and zod with it) loads only when a form is checked.
export * from './fields.ts';
import { defaultLocale, locales } from '../site/locales.ts';
import { englishContactFormWords, fillWords, type ContactValidationWords } from './words.ts';
export * from './words.ts';
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

/** null and undefined mean "left empty" for optional fields. */
const emptyWhenMissing = (value: unknown) => (value === null || value === undefined ? '' : value);

/** A one-line field a person types: control characters become spaces, then trimmed and limited. */
function singleLine(max: number) {
  return z.string().check(
    z.overwrite((value) => value.toWellFormed().replace(CONTROL_CHARS, ' ')),
    z.trim(),
    z.maxLength(max),
  );
}

/** A value taken from the address (UTM, page URL): cleaned like a one-line field, then cut to its cap. */
function tracking(max: number) {
  return z.pipe(
    z.transform(emptyWhenMissing),
    z
      .string()
      .check(
        z.overwrite((value) =>
          value.toWellFormed().replace(CONTROL_CHARS, ' ').trim().slice(0, max).toWellFormed().trim(),
        ),
      ),
  );
}

/** Like `z.preprocess` in full zod: null and undefined become '' before the field is checked. */
function optionalLine(max: number) {
  return z.pipe(z.transform(emptyWhenMissing), singleLine(max));
}

/** One tracking schema per campaign field (utm_*), so a campaign field is listed only in fields.ts. */
const campaignShape = Object.fromEntries(
  CAMPAIGN_FIELDS.map((name) => [name, tracking(CONTACT_FIELD_LIMITS[name])]),
) as Record<CampaignField, ReturnType<typeof tracking>>;

/**
 * The page's language is a hidden field: a value that is not one of the site's languages (or none) counts as
 * the default, so a lead is never lost over it.
 */
const language = z.catch(
  z.pipe(
    z.transform((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    z.enum(locales),
  ),
  defaultLocale,
);

// The schema names no messages: validateContactForm words each issue in the form's language (words.ts).
export const contactFormSchema = z.object({
  firstName: optionalLine(CONTACT_FIELD_LIMITS.firstName),
  lastName: optionalLine(CONTACT_FIELD_LIMITS.lastName),
  email: z.pipe(singleLine(CONTACT_FIELD_LIMITS.email).check(z.minLength(1)), z.email()),
  phone: optionalLine(CONTACT_FIELD_LIMITS.phone),
  nationality: optionalLine(CONTACT_FIELD_LIMITS.nationality),
  service: z.enum(SERVICE_OPTIONS),
  message: z.string().check(
    z.overwrite((value) => value.toWellFormed().replace(/\r\n?/g, '\n').replace(CONTROL_CHARS_EXCEPT_NEWLINE_TAB, '')),
    z.trim(),
    z.minLength(1),
    z.maxLength(CONTACT_FIELD_LIMITS.message),
  ),
  consent: z.literal(true),
  ...campaignShape,
  page_url: tracking(CONTACT_FIELD_LIMITS.page_url),
  language,
});

/** A validated, normalised lead as the form sends it. Empty optional fields are ''. */
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * What a visitor typed, as text (consent as ticked): what the form shows again
 * after a failed submission, before any validation.
 */
export type ContactFormValues = Partial<Record<Exclude<ContactFieldName, 'consent' | 'language'>, string>> & {
  consent?: boolean;
};

/** One message per invalid field, keyed by field name. */
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

type ContactValidation =
  | { ok: true; data: ContactForm }
  | { ok: false; errors: ContactFieldErrors; field: ContactFieldName | null; error: string };

/** The message for one issue, in the words given ({label} and {max} filled in). */
function messageFor(
  issue: z.core.$ZodIssue,
  name: ContactFieldName,
  input: Record<string, unknown>,
  words: ContactValidationWords,
): string {
  const label = words.labels[name];
  switch (issue.code) {
    case 'too_small':
      return fillWords(words.required, { label });
    case 'too_big':
      return fillWords(words.tooLong, { label, max: Number(issue.maximum) });
    case 'invalid_format':
      return words.emailInvalid;
    case 'invalid_value':
      return name === 'consent' ? words.consentRequired : words.serviceRequired;
    default:
      return fillWords(input[name] === undefined ? words.required : words.notText, { label });
  }
}

/**
 * Validate anything (a parsed JSON body, form values) against the schema.
 * On failure, `field` and `error` are the first invalid field in form order and
 * its message (which names the field), and `errors` holds one message per field,
 * in the words given (English unless a page in another language passes its own).
 */
export function validateContactForm(
  input: unknown,
  words: ContactValidationWords = englishContactFormWords.validation,
): ContactValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: {}, field: null, error: words.notObject };
  }
  const result = contactFormSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && Object.hasOwn(CONTACT_FIELD_LABELS, name) && !errors[name as ContactFieldName]) {
      errors[name as ContactFieldName] = messageFor(
        issue,
        name as ContactFieldName,
        input as Record<string, unknown>,
        words,
      );
    }
  }
  const field = CONTACT_FIELD_ORDER.find((name) => errors[name]) ?? null;
  return { ok: false, errors, field, error: (field && errors[field]) ?? words.invalidField };
}
