/**
 * The one storage interface of the lead pipeline. Two adapters implement it
 * (sqlite.ts with node:sqlite, postgres.ts with pg) and one contract test suite
 * (contract.test.ts) runs against both, so the service, the outbox worker and
 * the operator CLI never care which database they talk to.
 *
 * Every method that writes is one transaction: it either fully happens or not at all.
 */
import type { LeadValues } from '../fields.ts';
import type { ReminderKind } from '../../../lib/reminders/rules.ts';

export type { ReminderKind };

/** Notification channels an outbox item can be sent through. */
export type OutboxChannel = 'email' | 'webhook' | 'line';

/**
 * pending: waiting (maybe for its next retry time); sending: claimed by a worker
 * until `lockedUntil`; sent: done; failed: gave up after the last attempt.
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A lead as written: its fields are listed once, in ../fields.ts. */
export type NewLead = LeadValues;

export type StoredLead = NewLead;

export interface OutboxItem {
  id: number;
  leadId: string;
  channel: OutboxChannel;
  status: OutboxStatus;
  /** Attempts started so far (a claim counts as an attempt). */
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date | null;
  lastError: string;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
}

/** An item a worker owns until `lockedUntil`; the token proves ownership when it reports back. */
export interface ClaimedOutboxItem extends OutboxItem {
  claimToken: string;
  /** The lead it notifies about, read with the claim; null when the lead has been erased. */
  lead: StoredLead | null;
}

/** How many outbox items one channel has in one status, and when the oldest of them was created. */
export interface OutboxSummaryRow {
  channel: OutboxChannel;
  status: OutboxStatus;
  count: number;
  oldestCreatedAt: Date;
}

export interface ListLeadsOptions {
  /** Only leads created at or after this time. */
  since?: Date;
  /** Keyset pagination: only leads strictly after this (createdAt, id) pair. */
  after?: { createdAt: Date; id: string };
  /** Defaults to 1000. */
  limit?: number;
  /** Spam is included unless this is false. */
  includeSpam?: boolean;
  /** 'asc' (default: oldest first, for export) or 'desc' (newest first, for list). */
  order?: 'asc' | 'desc';
}

export interface ClaimOptions {
  now: Date;
  /** How many items to claim at most. */
  limit: number;
  /** How long the claim holds; after that another worker may take the item over. */
  leaseMs: number;
}

export interface RemovedCounts {
  leads: number;
  outbox: number;
  /** Reminder subscriptions (with their tokens and items). */
  reminders: number;
}

/** A reminder item is a deadline's reminder, or the confirmation e-mail ('confirm', no date). */
export type ReminderItemKind = 'confirm' | ReminderKind;
/**
 * held: waiting for the subscription's confirmation; pending/sending/failed as in the outbox;
 * sent: delivered; skipped: not sent because its date had passed by more than a day.
 */
export type ReminderItemStatus = 'held' | 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';
export type ReminderLanguage = 'en' | 'th';
/** Each token does one thing: confirm a subscription, delete it, or delete every subscription of its address. */
export type ReminderTokenPurpose = 'confirm' | 'unsubscribe' | 'erase';

/** Everything stored about a subscription: nothing about the visitor but the address and the language. */
export interface NewReminderSubscription {
  id: string;
  email: string;
  language: ReminderLanguage;
  daysBefore: number;
  /** The consent line exactly as the form showed it. */
  consentText: string;
  consentAt: Date;
  createdAt: Date;
}

export interface NewReminderItem {
  kind: ReminderKind;
  /** YYYY-MM-DD */
  deadline: string;
  /** Fingerprint of the rule records this date rests on, at subscription (a later change is then noticed). */
  rulesVersion: string;
  /** When the reminder is due. */
  sendAt: Date;
}

export interface ReminderItem {
  id: number;
  subscriptionId: string;
  kind: ReminderItemKind;
  deadline: string | null;
  rulesVersion: string;
  sendAt: Date;
  status: ReminderItemStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string;
  sentAt: Date | null;
}

/** A claimed item with what sending it needs from its subscription. */
export interface ClaimedReminderItem extends ReminderItem {
  claimToken: string;
  email: string;
  language: ReminderLanguage;
  daysBefore: number;
  subscriptionCreatedAt: Date;
}

export interface ReminderCounts {
  /** Subscriptions waiting for confirmation. */
  unconfirmed: number;
  confirmed: number;
  /** Reminders of confirmed subscriptions still to send (pending or being sent), and held ones. */
  pending: number;
  held: number;
  sent: number;
  skipped: number;
  failed: number;
}

export interface ReminderSubscriptionOptions {
  /** Unconfirmed subscriptions one address may have from the last 24 hours; past it nothing is stored. */
  maxUnconfirmedPerDay: number;
}

export interface RateTokenResult {
  allowed: boolean;
  /** Tokens left after this request. */
  tokens: number;
}

export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Creates or upgrades the schema. Safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Schema versions applied, ascending. */
  appliedMigrations(): Promise<number[]>;
  /** Reads a setting; when absent stores `fallback` and returns it (first writer wins). */
  getOrInitSetting(key: string, fallback: string): Promise<string>;
  /** Writes the lead and its outbox items in one committed transaction. */
  insertLead(lead: NewLead, outbox: OutboxChannel[]): Promise<void>;
  getLead(id: string): Promise<StoredLead | null>;
  listLeads(options?: ListLeadsOptions): Promise<StoredLead[]>;
  countLeads(options?: { includeSpam?: boolean }): Promise<number>;
  /** Deletes every lead with this address (case-insensitive) and their outbox items. */
  eraseByEmail(email: string): Promise<RemovedCounts>;
  /** Deletes leads created before `cutoff` and their outbox items. */
  purgeOlderThan(cutoff: Date): Promise<RemovedCounts>;
  /**
   * Atomically takes due items: pending ones whose time has come, and 'sending'
   * ones whose lease ran out (their worker died). Each claim bumps `attempts`
   * and issues a fresh token, so two workers never hold the same item.
   */
  claimOutbox(options: ClaimOptions): Promise<ClaimedOutboxItem[]>;
  /**
   * Marks claimed items sent, all in one statement (a worker reports a round's deliveries together): the ids whose
   * claim still held (token matches); the others were taken over after their lease.
   */
  completeOutbox(ids: readonly number[], claimToken: string, now: Date): Promise<number[]>;
  /**
   * Records a failed attempt: back to pending until `retryAt`, or failed when
   * `retryAt` is null (no attempts left). False if the claim was lost.
   */
  failOutbox(id: number, claimToken: string, error: string, now: Date, retryAt: Date | null): Promise<boolean>;
  listOutbox(options?: { statuses?: OutboxStatus[]; leadId?: string }): Promise<OutboxItem[]>;
  /** Counts of outbox items by channel and status, with the oldest item's creation time (one grouped query). */
  summarizeOutbox(): Promise<OutboxSummaryRow[]>;
  /** Failed items back to pending, due now, with a fresh attempt budget. Returns how many. */
  retryFailedOutbox(now: Date): Promise<number>;
  /**
   * Takes one token from the bucket `key` (capacity `perMinute`, refilled at `perMinute` a minute) in one atomic
   * statement, so every instance on this database shares the bucket. A refused request spends nothing.
   */
  takeRateToken(key: string, nowMs: number, perMinute: number): Promise<RateTokenResult>;
  /**
   * Stores a subscription (unconfirmed), its confirmation e-mail as a due item and its reminders as held
   * items, in one transaction, unless the address already has `maxUnconfirmedPerDay` unconfirmed
   * subscriptions from the last 24 hours. Returns whether it stored anything.
   */
  subscribeReminders(
    subscription: NewReminderSubscription,
    items: NewReminderItem[],
    options: ReminderSubscriptionOptions,
  ): Promise<boolean>;
  /** Stores a token's hash for a subscription. */
  addReminderToken(hash: string, subscriptionId: string, purpose: ReminderTokenPurpose, expiresAt: Date): Promise<void>;
  /** The subscription a live token of this purpose belongs to (nothing changes), or null. */
  findReminderToken(
    hash: string,
    purpose: ReminderTokenPurpose,
    now: Date,
  ): Promise<{ subscriptionId: string; language: ReminderLanguage } | null>;
  /**
   * Uses a confirmation token: the subscription is confirmed, its held reminders become due at their time and
   * its confirmation tokens are deleted. Null when the token is unknown, expired or of another purpose.
   */
  confirmReminders(hash: string, now: Date): Promise<{ language: ReminderLanguage } | null>;
  /** Uses an unsubscribe token: deletes its subscription (and its tokens and items) at once. */
  unsubscribeReminders(hash: string, now: Date): Promise<{ language: ReminderLanguage } | null>;
  /** Uses an erase token: deletes every subscription of the token's address. */
  eraseRemindersByToken(hash: string, now: Date): Promise<{ language: ReminderLanguage; subscriptions: number } | null>;
  /** Takes due reminder items like claimOutbox (lease, fresh token, attempts bumped), with their subscription's address. */
  claimReminderItems(options: ClaimOptions): Promise<ClaimedReminderItem[]>;
  /** Marks a claimed item sent or skipped. False if the claim was lost. */
  finishReminderItem(id: number, claimToken: string, status: 'sent' | 'skipped', now: Date): Promise<boolean>;
  /** A failed attempt: pending again at `retryAt`, or failed when null. False if the claim was lost. */
  failReminderItem(id: number, claimToken: string, error: string, now: Date, retryAt: Date | null): Promise<boolean>;
  listReminderItems(subscriptionId?: string): Promise<ReminderItem[]>;
  /**
   * Deletes unconfirmed subscriptions created before `unconfirmedBefore`, confirmed ones with nothing left to send
   * whose last item was finished before `finishedBefore`, and expired tokens. Returns the subscriptions deleted.
   */
  purgeReminders(now: Date, cutoffs: { unconfirmedBefore: Date; finishedBefore: Date }): Promise<number>;
  countReminders(): Promise<ReminderCounts>;
  /** Deletes buckets untouched since `beforeMs` (a full bucket and no bucket mean the same). Returns how many. */
  pruneRateBuckets(beforeMs: number): Promise<number>;
  close(): Promise<void>;
}
