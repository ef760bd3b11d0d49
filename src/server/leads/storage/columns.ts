/**
 * Column names shared by both adapters, so a field is spelled once.
 * The mapping is the only place where camelCase fields meet snake_case columns.
 */
import type { NewLead } from './types.ts';

export const LEAD_COLUMNS = {
  id: 'id',
  createdAt: 'created_at',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  nationality: 'nationality',
  service: 'service',
  message: 'message',
  consent: 'consent',
  consentAt: 'consent_at',
  privacyPolicyVersion: 'privacy_policy_version',
  pageUrl: 'page_url',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  userAgent: 'user_agent',
  clientHash: 'client_hash',
  isSpam: 'is_spam',
  spamReason: 'spam_reason',
} as const satisfies Record<keyof NewLead, string>;

export const LEAD_FIELDS = Object.keys(LEAD_COLUMNS) as (keyof NewLead)[];

/** Fields stored as timestamps and booleans; every other lead field is text. */
export const LEAD_DATE_FIELDS = new Set<keyof NewLead>(['createdAt', 'consentAt']);
export const LEAD_BOOLEAN_FIELDS = new Set<keyof NewLead>(['consent', 'isSpam']);

/** Keeps error text stored in the outbox short and single-line. */
export function clipError(error: string): string {
  return error.replace(/\s+/g, ' ').trim().slice(0, 1000);
}
