/**
 * The lead service: turns a validated form into a stored lead.
 *
 * One transaction writes the lead, its consent evidence (flag, time, privacy
 * policy version) and one outbox item per configured channel (none for spam).
 * Only after COMMIT returns does the caller answer ok:true, and only then is
 * the outbox worker woken to send.
 *
 * The client address is never stored: only an HMAC-SHA256 of it under a salt
 * (LEADS_HASH_SALT, or a random salt kept in the database), enough to spot
 * repeat senders without keeping personal data we do not need.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { ContactForm } from '../../lib/contact/contact-form.ts';
import type { SpamVerdict } from './spam.ts';
import type { LeadStore, NewLead, OutboxChannel } from './storage/types.ts';
import { leadValuesFromForm } from './fields.ts';

export interface LeadSubmission {
  form: ContactForm;
  spam: SpamVerdict;
  /** The client address as resolved by the HTTP layer ('' when unknown). Hashed, never stored. */
  clientAddress: string;
  userAgent: string;
  now: Date;
}

export interface LeadService {
  readonly store: LeadStore;
  /** Commits the lead (and its outbox items); resolves after the commit. Throws if storage fails. */
  submit(submission: LeadSubmission): Promise<{ id: string; isSpam: boolean }>;
  hashClient(address: string): string;
  /** The channels each non-spam lead notifies. */
  readonly channels: OutboxChannel[];
  /** The lead a submission makes, unsaved (bookings store it with their own transaction). */
  buildLead(submission: LeadSubmission): NewLead;
  /** Wakes the outbox worker after a commit that wrote outbox items. */
  notified(): void;
}

interface LeadServiceOptions {
  store: LeadStore;
  salt: string;
  /** Channels to notify for each non-spam lead. */
  channels: OutboxChannel[];
  privacyPolicyVersion: string;
  /** Called after each commit of a lead with outbox items (wakes the worker). */
  onCommitted?: () => void;
}

/** Name of the setting that holds the generated salt when LEADS_HASH_SALT is unset. */
const SALT_SETTING = 'client_hash_salt';

/** The salt from the environment, else the one persisted in the database (created on first use). */
export async function resolveHashSalt(store: LeadStore, fromEnv: string | null): Promise<string> {
  if (fromEnv) return fromEnv;
  return store.getOrInitSetting(SALT_SETTING, randomBytes(32).toString('hex'));
}

function hashClientAddress(address: string, salt: string): string {
  if (!address) return '';
  return createHmac('sha256', salt).update(address).digest('hex');
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** The lead a submission makes (not yet stored); a booking fills in its slot before storing it with the booking. */
export function buildLead(submission: LeadSubmission, salt: string, privacyPolicyVersion: string): NewLead {
  const { form, spam, now } = submission;
  return {
    id: randomUUID(),
    createdAt: now,
    ...leadValuesFromForm(form),
    consentAt: now,
    privacyPolicyVersion,
    userAgent: submission.userAgent.toWellFormed().replace(CONTROL, ' ').trim().slice(0, 512),
    clientHash: hashClientAddress(submission.clientAddress, salt),
    isSpam: spam.isSpam,
    spamReason: spam.reason ?? '',
    bookingSlot: '',
    bookingMode: '',
    bookingStatus: '',
  };
}

export function createLeadService(options: LeadServiceOptions): LeadService {
  const { store, salt, channels, privacyPolicyVersion } = options;
  return {
    store,
    channels,
    hashClient: (address) => hashClientAddress(address, salt),
    buildLead: (submission) => buildLead(submission, salt, privacyPolicyVersion),
    notified: () => options.onCommitted?.(),
    async submit(submission) {
      const lead = buildLead(submission, salt, privacyPolicyVersion);
      const outbox = lead.isSpam ? [] : channels;
      await store.insertLead(lead, outbox);
      if (outbox.length > 0) options.onCommitted?.();
      return { id: lead.id, isSpam: lead.isSpam };
    },
  };
}
