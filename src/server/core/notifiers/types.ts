import type { OutboxChannel, StoredLead } from '../storage/types.ts';

/** What a notifier knows about the delivery it is making (for idempotency keys and logs). */
export interface Delivery {
  /** Outbox item id: stable across retries, so the receiver can drop duplicates. */
  id: number;
  /** 1 for the first try. */
  attempt: number;
}

/** Sends one lead through one channel. Throws when the receiver did not accept it. */
export interface Notifier {
  readonly channel: OutboxChannel;
  send(lead: StoredLead, delivery: Delivery): Promise<void>;
  close?(): Promise<void>;
}

/** A refusal that a retry cannot change (bad credentials, a bad recipient): the outbox marks the item failed at once. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
  readonly permanent = true;
}

/** True for a PermanentDeliveryError, also one made by another copy of this module (the server bundle's). */
export function isPermanentDeliveryError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}
