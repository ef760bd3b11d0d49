/**
 * The contact form's words in one language: what the island says and what
 * validation and the endpoint answer. Plain strings with {placeholders}, so a
 * page hands them to the island as props (the island bundles no dictionary)
 * and the server picks them by the form's language. English lives here, where
 * the server's default has always been; the dictionaries (src/i18n/en/contact.ts,
 * src/i18n/th/contact.ts) carry them per language, typed by these interfaces.
 */
import {
  CONTACT_FIELD_LABELS,
  CONTACT_MAX_BODY_BYTES,
  SERVICE_OPTIONS,
  type ContactFieldName,
  type ServiceOption,
} from './fields.ts';

/** What validation says about a field ({label}: the field's label, {max}: its limit). */
export interface ContactValidationWords {
  labels: Record<ContactFieldName, string>;
  required: string;
  notText: string;
  tooLong: string;
  emailInvalid: string;
  serviceRequired: string;
  consentRequired: string;
  /** The body is not an object of fields (no field to name). */
  notObject: string;
  /** Fallback when no field can be named. */
  invalidField: string;
}

/** The island's words: labels and messages, hints, states ({count}: the number of fields to correct). */
export interface ContactFormWords {
  validation: ContactValidationWords;
  /** How each service reads; the value sent stays the English option (SERVICE_OPTIONS). */
  serviceOptions: Record<ServiceOption, string>;
  chooseService: string;
  /** "Fields marked with an asterisk (*) are required.", around the asterisk. */
  noteBefore: string;
  noteAfter: string;
  phoneHint: string;
  /** The consent box's label, around the link to the privacy policy. */
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  trapLabel: string;
  send: string;
  sending: string;
  fixOne: string;
  fixMany: string;
  /** The server answered without a readable error. */
  submissionFailed: string;
  /** The request itself failed (offline, blocked). */
  somethingWentWrong: string;
}

/** What POST /api/contact answers when it refuses a submission ({kb}: the size limit). */
export interface ContactServerWords {
  method: string;
  crossSite: string;
  contentType: string;
  tooLarge: string;
  rateLimited: string;
  badJson: string;
  notObject: string;
  unreadable: string;
  unavailable: string;
  internal: string;
  /** The fallback page's heading and its link back to the form (bench and tests render it). */
  pageTitle: string;
  backToForm: string;
}

/** Fills {name} placeholders; an unknown name stays as written. */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const englishContactFormWords: ContactFormWords = {
  validation: {
    labels: CONTACT_FIELD_LABELS,
    required: '{label} is required.',
    notText: '{label} must be text.',
    tooLong: '{label} must be at most {max} characters.',
    emailInvalid: 'Email must be a valid address, like name@example.com.',
    serviceRequired: `Service is required: choose ${SERVICE_OPTIONS.slice(0, -1).join(', ')} or ${SERVICE_OPTIONS.at(-1)}.`,
    consentRequired: 'Consent is required: please agree to the privacy policy.',
    notObject: 'The form data must be an object of fields.',
    invalidField: 'The form has an invalid field.',
  },
  serviceOptions: Object.fromEntries(SERVICE_OPTIONS.map((option) => [option, option])) as Record<
    ServiceOption,
    string
  >,
  chooseService: 'Choose a service',
  noteBefore: 'Fields marked with an asterisk (',
  noteAfter: ') are required.',
  phoneHint: 'With country code, e.g. +66 81 234 5678.',
  consentBefore: 'I agree that my details are stored and used to answer this request, as described in the ',
  consentLink: 'privacy policy',
  consentAfter: '.',
  trapLabel: 'Leave this field empty',
  send: 'Send message',
  sending: 'Sending...',
  fixOne: 'Please correct the highlighted field.',
  fixMany: 'Please correct the {count} highlighted fields.',
  submissionFailed: 'Submission failed',
  somethingWentWrong: 'Something went wrong. Please try again.',
};

export const englishContactServerWords: ContactServerWords = {
  method: 'Only POST is accepted here.',
  crossSite: 'Cross-site submissions are not accepted.',
  contentType: 'Send the form as application/json or application/x-www-form-urlencoded.',
  tooLarge: `The submission is too large (limit {kb} KB).`,
  rateLimited: 'Too many submissions from your address. Please wait a minute and try again.',
  badJson: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object of form fields.',
  unreadable: 'The request body could not be read.',
  unavailable: 'We could not save your request right now. Please try again in a few minutes, or e-mail us.',
  internal: 'Something went wrong. Please try again.',
  pageTitle: 'Contact Us',
  backToForm: 'Back to the contact form',
};

/** The size limit the "too large" message names, in KB. */
export const CONTACT_MAX_BODY_KB = CONTACT_MAX_BODY_BYTES / 1024;
