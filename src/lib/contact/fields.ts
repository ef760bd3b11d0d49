/**
 * The contact form's fields: services, length limits, spam-trap names and
 * labels. No zod here: the island needs these to render, and loads the schema
 * (src/lib/contact/contact-form.ts) only when it checks a form.
 */

/** Services a visitor can ask about. Order is the order shown in the form. */
export const SERVICE_OPTIONS = ['Visa', 'Insurance', 'Real Estate', 'Other'] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

/**
 * Maximum lengths in characters (Unicode code points, which is what zod counts;
 * the browser's `maxlength` counts UTF-16 units, so it is never more lenient).
 */
export const CONTACT_FIELD_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  nationality: 100,
  message: 5000,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  page_url: 2048,
} as const;

/** Largest request body the server reads, in bytes (a full form is far below). */
export const CONTACT_MAX_BODY_BYTES = 32 * 1024;

/**
 * Spam-trap fields. They are not part of the lead: the server reads them from
 * the raw body before validation (see src/server/core/spam.ts).
 * - HONEYPOT_FIELD is an input hidden from people; bots that fill every field fill it.
 * - RENDERED_AT_FIELD holds the time (ms since epoch) the form was shown; a lead
 *   sent faster than a person could type is stored as spam.
 */
export const HONEYPOT_FIELD = 'website';
export const RENDERED_AT_FIELD = 'form_rendered_at';

/** Human labels, used in error messages and by the island's <label>s. */
export const CONTACT_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  nationality: 'Nationality',
  service: 'Service',
  message: 'Message',
  consent: 'Consent',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  page_url: 'page_url',
  /** The language of the page the form was sent from (a hidden field; src/lib/site/locales.ts). */
  language: 'Language',
} as const;

export type ContactFieldName = keyof typeof CONTACT_FIELD_LABELS;

/** Field order of the form: the first invalid field in this order is reported first. */
export const CONTACT_FIELD_ORDER = Object.keys(CONTACT_FIELD_LABELS) as ContactFieldName[];

/**
 * Campaign (UTM) fields: the form fields named utm_*, read from the page's address rather than typed.
 * The name is the rule (Urchin Tracking Module parameters are utm_source, utm_medium, ...), so a utm_*
 * field added above is a campaign field everywhere: the island, the no-JavaScript fallback, the lead.
 */
export type CampaignField = Extract<ContactFieldName, `utm_${string}`>;
export const CAMPAIGN_FIELDS = CONTACT_FIELD_ORDER.filter((name): name is CampaignField => name.startsWith('utm_'));
