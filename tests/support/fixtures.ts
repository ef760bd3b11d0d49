/** Test data shared by the lead pipeline's tests. */
import { randomUUID } from 'node:crypto';
import type { NewLead } from '../../src/server/core/storage/types.ts';

export function makeLead(overrides: Partial<NewLead> = {}): NewLead {
  const createdAt = overrides.createdAt ?? new Date('2025-10-01T08:00:00.000Z');
  return {
    id: randomUUID(),
    createdAt,
    firstName: 'Somchai',
    lastName: 'Example',
    email: 'somchai@example.com',
    phone: '+66 81 000 0000',
    nationality: 'Thai',
    service: 'Visa',
    message: 'I need help with a Non-O visa.\nSecond line.',
    consent: true,
    consentAt: createdAt,
    privacyPolicyVersion: '2025-09-25',
    pageUrl: 'https://www.siamexpatservices.com/contact/',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'october',
    userAgent: 'Mozilla/5.0 (test)',
    clientHash: 'ab'.repeat(32),
    isSpam: false,
    spamReason: '',
    language: 'en',
    bookingSlot: '',
    bookingMode: '',
    bookingStatus: '',
    ...overrides,
  };
}

/** A valid JSON body as the island sends it, rendered long enough ago to pass the fill-time check. */
export function validBody(overrides: Record<string, unknown> = {}, now = Date.now()): Record<string, unknown> {
  return {
    firstName: 'Anna',
    lastName: 'Meier',
    email: 'anna.meier@example.ch',
    phone: '+41 79 000 00 00',
    nationality: 'Swiss',
    service: 'Insurance',
    message: 'Which health plan covers a Non-O retirement visa?',
    consent: true,
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'retire-2025',
    page_url: 'https://www.siamexpatservices.com/contact/?topic=insurance',
    form_rendered_at: now - 60_000,
    ...overrides,
  };
}

/**
 * The leads table's columns in table order, literal from migrations 1, 3 and 5 (src/server/core/storage/migrations.ts),
 * which are released and never edited: the export's header and the lead field list must name exactly these.
 */
export const LEAD_TABLE_COLUMNS = [
  'id',
  'created_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'nationality',
  'service',
  'message',
  'consent',
  'consent_at',
  'privacy_policy_version',
  'page_url',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'user_agent',
  'client_hash',
  'is_spam',
  'spam_reason',
  'language',
  'booking_slot',
  'booking_mode',
  'booking_status',
];
