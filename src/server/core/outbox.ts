/**
 * The outbox worker: sends the notifications the service wrote in the same
 * transaction as each lead, after that transaction committed.
 *
 * - Claims due items atomically (LeadStore.claimOutbox), so workers in several
 *   processes never send the same item; a claim is a lease, taken over only if
 *   its worker died (lease much longer than any send timeout).
 * - A failed send is retried with exponential backoff and jitter:
 *   backoffMs, 2x, 4x ... (capped at one hour); after maxAttempts the item is
 *   marked failed (the lead itself stays stored) and waits for `leads outbox retry`.
 * - Runs every pollMs, and at once when kicked after a new lead.
 */
import type { LeadStore, OutboxChannel, ClaimedOutboxItem } from './storage/types.ts';
import { isPermanentDeliveryError, type Notifier } from './notifiers/types.ts';

/** What became of one try: sent, to be retried, or failed for good. */
export type DeliveryResult = 'sent' | 'retry' | 'failed';

export interface OutboxWorkerOptions {
  store: LeadStore;
  notifiers: Notifier[];
  maxAttempts: number;
  backoffMs: number;
  pollMs: number;
  /** How long a claim holds (default 5 min). */
  leaseMs?: number;
  /** Items claimed per round (default 10). */
  batchSize?: number;
  /** Longest wait between tries (default 1 h). */
  maxBackoffMs?: number;
  log?: (message: string) => void;
  /** Told the outcome of every try (the metrics count them). */
  onDelivery?: (channel: OutboxChannel, result: DeliveryResult) => void;
  now?: () => Date;
  random?: () => number;
}

export interface OutboxWorker {
  /** Starts polling. */
  start(): void;
  /** Asks for a round as soon as possible (after a new lead). */
  kick(): void;
  /** One full pass: claims and sends until nothing is due. Returns the number of items handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

/** Delay before the next try after `attempt` tries, with ±20% jitter. */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** When a visitor's e-mail that failed its `attempts`-th try goes again (at most an hour on), or null: it has failed for good. */
export function retryTime(
  attempts: number,
  retries: { maxAttempts: number; backoffMs: number },
  at: Date,
): Date | null {
  return attempts >= retries.maxAttempts
    ? null
    : new Date(at.getTime() + backoffDelay(attempts, retries.backoffMs, 60 * 60_000));
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, maxAttempts, backoffMs } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxBackoffMs = options.maxBackoffMs ?? 60 * 60_000;
  const log = options.log ?? ((message: string) => console.error(message));
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const onDelivery = options.onDelivery ?? (() => undefined);
  const byChannel = new Map<OutboxChannel, Notifier>(options.notifiers.map((notifier) => [notifier.channel, notifier]));

  /** Sends one item: true when it was sent (it is then completed with the rest of its round), false when it failed. */
  async function deliver(item: ClaimedOutboxItem): Promise<boolean> {
    const notifier = byChannel.get(item.channel);
    const lead = item.lead;
    if (!notifier || !lead) {
      const reason = !lead ? 'lead no longer exists' : `channel ${item.channel} is not configured`;
      await store.failOutbox(item.id, item.claimToken, reason, now(), null);
      log(`[leads] outbox item ${item.id} failed: ${reason}`);
      onDelivery(item.channel, 'failed');
      return false;
    }
    try {
      await notifier.send(lead, { id: item.id, attempt: item.attempts });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A refusal that would only repeat (LINE's 401, say) is not retried: it waits for the operator.
      const permanent = isPermanentDeliveryError(error);
      const last = permanent || item.attempts >= maxAttempts;
      const retryAt = last
        ? null
        : new Date(now().getTime() + backoffDelay(item.attempts, backoffMs, maxBackoffMs, random));
      const kept = await store.failOutbox(item.id, item.claimToken, message, now(), retryAt);
      if (kept) {
        log(
          last
            ? `[leads] outbox item ${item.id} (${item.channel}) failed for good after ${item.attempts} attempts: ${message}`
            : `[leads] outbox item ${item.id} (${item.channel}) attempt ${item.attempts} failed, retry at ${retryAt?.toISOString()}: ${message}`,
        );
        onDelivery(item.channel, last ? 'failed' : 'retry');
      }
      return false;
    }
    onDelivery(item.channel, 'sent');
    return true;
  }

  /** A round's sent items, marked sent in one statement (they share their claim's token). */
  async function complete(items: ClaimedOutboxItem[]): Promise<void> {
    const completed = new Set(
      await store.completeOutbox(
        items.map((item) => item.id),
        items[0]!.claimToken,
        now(),
      ),
    );
    for (const item of items)
      if (!completed.has(item.id)) log(`[leads] outbox item ${item.id} was sent but its claim had expired`);
  }

  return createQueueWorker({
    claim: (limit) => store.claimOutbox({ now: now(), limit, leaseMs }),
    deliver,
    complete,
    pollMs: options.pollMs,
    batchSize: options.batchSize,
    log: (message) => log(`[leads] outbox ${message}`),
  });
}

export interface QueueWorkerOptions<T> {
  /** Atomically takes up to `limit` due items (a lease in the database: other workers skip them). */
  claim(limit: number): Promise<T[]>;
  /**
   * Sends one item and records the outcome (done, retry later, failed); throws only when storage fails. With
   * `complete`, it records only failures and resolves true for an item sent, which `complete` then records.
   */
  deliver(item: T): Promise<boolean | void>;
  /** Records the items of one round that were sent, together. */
  complete?(items: T[]): Promise<void>;
  pollMs: number;
  batchSize?: number;
  log: (message: string) => void;
}

/**
 * The polling loop shared by the lead outbox and the reminder sender: claim a batch, deliver it, repeat until
 * nothing is due; every pollMs, and at once when kicked.
 */
export function createQueueWorker<T>(options: QueueWorkerOptions<T>): OutboxWorker {
  const { pollMs, log } = options;
  const batchSize = options.batchSize ?? 10;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;
  /** runOnce() is also used without start() (tests, the CLI): only a started worker is stopped. */
  let started = false;

  async function pass(): Promise<number> {
    let handled = 0;
    // Bounded so one pass cannot spin forever on items that keep coming due; a stop ends it after the current round.
    for (let round = 0; round < 100 && !(stopped && started); round += 1) {
      const items = await options.claim(batchSize);
      if (items.length === 0) break;
      const sent = await Promise.all(items.map((item) => options.deliver(item)));
      const done = items.filter((_, index) => sent[index] === true);
      if (options.complete && done.length > 0) await options.complete(done);
      handled += items.length;
    }
    return handled;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      try {
        do {
          again = false;
          handled += await pass();
        } while (again && !stopped);
      } catch (error) {
        log(`round failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = null;
      }
      return handled;
    })();
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(async () => {
      timer = null;
      await runOnce();
      schedule(pollMs);
    }, delay);
    timer.unref?.();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      started = true;
      schedule(0);
    },
    kick() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
    },
  };
}
