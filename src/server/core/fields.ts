/**
 * A lead's fields, listed once. What names a lead's fields is built from this list:
 * - the lead type (storage/types.ts `NewLead`) and the lead the service builds from a form (service.ts);
 * - the storage columns and the adapters' INSERT and row reading (storage/columns.ts, sqlite.ts, postgres.ts);
 * - the operator CLI's CSV header and JSONL keys (cli.ts);
 * - the webhook body (notifiers/webhook.ts) and the facts of the team's e-mail (notifiers/smtp.ts).
 *
 * `column` is a field's one name outside TypeScript: the database column, the CSV header, the JSONL key and
 * the webhook key (consumers of the export and of the webhook read the database's names). Tests pin those
 * names as literals (scripts/leads.test.ts, notifiers/webhook.test.ts, storage/contract.test.ts against the
 * migrated tables), so renaming one here fails there first. The migrations (storage/migrations.ts) stay
 * literal SQL: a released migration is never edited.
 *
 * Order is the order of the table's columns, the export, the webhook body and the e-mail's facts.
 */
import {
  CAMPAIGN_FIELDS,
  CONTACT_FIELD_LABELS,
  type CampaignField,
  type ContactFieldName,
} from '../../lib/contact/fields.ts';
import type { ContactForm } from '../../lib/contact/contact-form.ts';

interface LeadFieldSpec {
  /** The property of a lead in TypeScript. */
  readonly key: string;
  /** Column, CSV header, JSONL key and webhook key. */
  readonly column: string;
  readonly kind: 'text' | 'date' | 'boolean';
  /** The contact-form field the value is copied from, when the visitor sends it. */
  readonly form?: ContactFieldName;
  /** The label in the team's e-mail; a form field has its form label unless one is given here. */
  readonly label?: string;
  /** Sent to the team (webhook body, e-mail); false for what only the operator's export shows. */
  readonly notify: boolean;
}

export const LEAD_FIELDS = [
  { key: 'id', column: 'id', kind: 'text', label: 'Lead id', notify: true },
  { key: 'createdAt', column: 'created_at', kind: 'date', label: 'Received', notify: true },
  { key: 'firstName', column: 'first_name', kind: 'text', form: 'firstName', notify: true },
  { key: 'lastName', column: 'last_name', kind: 'text', form: 'lastName', notify: true },
  { key: 'email', column: 'email', kind: 'text', form: 'email', notify: true },
  { key: 'phone', column: 'phone', kind: 'text', form: 'phone', notify: true },
  { key: 'nationality', column: 'nationality', kind: 'text', form: 'nationality', notify: true },
  { key: 'service', column: 'service', kind: 'text', form: 'service', notify: true },
  { key: 'message', column: 'message', kind: 'text', form: 'message', notify: true },
  // Always true for a stored lead (the schema requires it), kept with its time and policy version as evidence.
  { key: 'consent', column: 'consent', kind: 'boolean', form: 'consent', notify: true },
  { key: 'consentAt', column: 'consent_at', kind: 'date', label: 'Consent given at', notify: true },
  {
    key: 'privacyPolicyVersion',
    column: 'privacy_policy_version',
    kind: 'text',
    label: 'Privacy policy version',
    notify: true,
  },
  { key: 'pageUrl', column: 'page_url', kind: 'text', form: 'page_url', label: 'Page', notify: true },
  { key: 'utmSource', column: 'utm_source', kind: 'text', form: 'utm_source', notify: true },
  { key: 'utmMedium', column: 'utm_medium', kind: 'text', form: 'utm_medium', notify: true },
  { key: 'utmCampaign', column: 'utm_campaign', kind: 'text', form: 'utm_campaign', notify: true },
  { key: 'userAgent', column: 'user_agent', kind: 'text', label: 'Browser', notify: false },
  // HMAC-SHA256 of the client address under the pipeline's salt; never the address.
  { key: 'clientHash', column: 'client_hash', kind: 'text', label: 'Client hash', notify: false },
  { key: 'isSpam', column: 'is_spam', kind: 'boolean', label: 'Spam', notify: false },
  // Why it was classed as spam ('' when it is not).
  { key: 'spamReason', column: 'spam_reason', kind: 'text', label: 'Spam reason', notify: false },
  // The language of the page the form was sent from ('en', 'th': src/lib/site/locales.ts), so the team answers in it.
  // Last because migration 3 added the column at the end of the table.
  { key: 'language', column: 'language', kind: 'text', form: 'language', notify: true },
  // A consultation booked with the lead (migration 5; '' for a message): its start in UTC, office or video, and
  // booked, rescheduled or cancelled, so every notification about it carries the slot.
  { key: 'bookingSlot', column: 'booking_slot', kind: 'text', label: 'Consultation (UTC start)', notify: true },
  { key: 'bookingMode', column: 'booking_mode', kind: 'text', label: 'Consultation at', notify: true },
  { key: 'bookingStatus', column: 'booking_status', kind: 'text', label: 'Consultation status', notify: true },
] as const satisfies readonly LeadFieldSpec[];

export type LeadField = (typeof LEAD_FIELDS)[number];

interface KindValue {
  text: string;
  date: Date;
  boolean: boolean;
}

/** A lead's values by field key; optional text fields are '' when the visitor left them empty. */
export type LeadValues = { -readonly [F in LeadField as F['key']]: KindValue[F['kind']] };

type FormField = Extract<LeadField, { form: ContactFieldName }>;
/** The part of a lead copied from the validated form. */
type LeadFormValues = Pick<LeadValues, FormField['key']>;

const FORM_FIELDS = LEAD_FIELDS.filter((field): field is FormField => 'form' in field);

export function leadValuesFromForm(form: ContactForm): LeadFormValues {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field.key, form[field.form]])) as LeadFormValues;
}

/** The fields sent to the team, in order. */
export const NOTIFIED_LEAD_FIELDS: readonly LeadField[] = LEAD_FIELDS.filter((field) => field.notify);

/** Is the field a campaign (UTM) parameter? The form decides (src/lib/contact/fields.ts). */
export function isCampaignLeadField(field: LeadField): boolean {
  return 'form' in field && CAMPAIGN_FIELDS.includes(field.form as CampaignField);
}

export function leadFieldLabel(field: LeadField): string {
  if ('label' in field) return field.label;
  return CONTACT_FIELD_LABELS[field.form];
}

/** A value as the export and the webhook write it: times as ISO-8601 UTC, flags as booleans, text as is. */
export function exportedValue(lead: LeadValues, field: LeadField): string | boolean {
  const value = lead[field.key];
  return value instanceof Date ? value.toISOString() : value;
}

/** The visitor's name as the team reads it (the e-mail, the CLI's list): given names first, '' when none given. */
export function leadFullName(lead: Pick<LeadValues, 'firstName' | 'lastName'>): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ');
}
