/**
 * The one storage interface of the lead pipeline. Two adapters implement it
 * (sqlite.ts with node:sqlite, postgres.ts with pg) and one contract test suite
 * (contract.test.ts) runs against both, so the service, the outbox worker and
 * the operator CLI never care which database they talk to.
 *
 * Every method that writes is one transaction: it either fully happens or not at all.
 */
import type { LeadValues } from '../fields.ts';

/** Notification channels an outbox item can be sent through. */
export type OutboxChannel = 'email' | 'webhook';

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
  /** Marks a claimed item sent. False if the claim was lost (token no longer matches). */
  completeOutbox(id: number, claimToken: string, now: Date): Promise<boolean>;
  /**
   * Records a failed attempt: back to pending until `retryAt`, or failed when
   * `retryAt` is null (no attempts left). False if the claim was lost.
   */
  failOutbox(id: number, claimToken: string, error: string, now: Date, retryAt: Date | null): Promise<boolean>;
  listOutbox(options?: { statuses?: OutboxStatus[]; leadId?: string }): Promise<OutboxItem[]>;
  /** Failed items back to pending, due now, with a fresh attempt budget. Returns how many. */
  retryFailedOutbox(now: Date): Promise<number>;
  /**
   * Takes one token from the bucket `key` (capacity `perMinute`, refilled at `perMinute` a minute) in one atomic
   * statement, so every instance on this database shares the bucket. A refused request spends nothing.
   */
  takeRateToken(key: string, nowMs: number, perMinute: number): Promise<RateTokenResult>;
  /** Deletes buckets untouched since `beforeMs` (a full bucket and no bucket mean the same). Returns how many. */
  pruneRateBuckets(beforeMs: number): Promise<number>;
  close(): Promise<void>;
}
