/**
 * Deadline reminders: double opt-in subscriptions, single-purpose expiring tokens, and the sender.
 *
 * - subscribe() stores the subscription unconfirmed with its confirmation e-mail as a due item and its
 *   reminders held; the outcome is never told to the visitor (same answer for a new, an existing or a
 *   rate-limited address). At most `maxUnconfirmedPerDay` unconfirmed requests per address in 24 hours.
 * - Tokens are 32 random bytes; only their SHA-256 is stored, with their purpose and expiry. A token is made
 *   when its e-mail is sent (so no token is ever stored in a readable form), and a used one is deleted.
 * - The sender claims due items with a lease in the database (several instances never send one twice),
 *   sends them over SMTP and retries failures with the outbox's backoff. A reminder whose date passed more
 *   than a day ago is skipped; a late one says it is late; one whose rules changed since the subscription
 *   says so and links the guide instead of repeating the date.
 * - Unconfirmed requests are deleted after 48 hours, a subscription 30 days after its last reminder.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { LeadConfig } from '../core/config.ts';
import { createQueueWorker, retryTime, type OutboxWorker } from '../core/outbox.ts';
import { sendMail, smtpTransport, type MailTransport as CoreMailTransport } from '../core/mail.ts';
import { hashToken, newToken, tokenHash } from '../core/tokens.ts';
import { clockFrom } from '../core/clock.ts';
import type { ClaimedReminderItem, LeadStore, ReminderLanguage, ReminderTokenPurpose } from '../core/storage/types.ts';
import { reminderRulesSchema, type ReminderRules } from '../../lib/reminders/rules.ts';
import { reminderSendAt, isLate, isTooLate, bangkokDay } from '../../lib/reminders/schedule.ts';
import type { ReminderRequest } from '../../lib/reminders/form.ts';
import { buildConfirmEmail, buildReminderEmail, type OutgoingMail } from './mail.ts';

export type ReminderConfig = NonNullable<LeadConfig['reminders']>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An unconfirmed request (and its confirmation link) lives this long. */
export const CONFIRM_WINDOW_MS = 48 * HOUR;
/** A subscription is deleted this long after its last reminder. */
export const KEEP_AFTER_LAST_MS = 30 * DAY;
/** Unsubscribe and delete-all links work this long after their e-mail (longer than the subscription outlives it). */
const LINK_LIFETIME_MS = 60 * DAY;

export type MailTransport = CoreMailTransport<OutgoingMail>;

export interface ReminderService {
  readonly config: ReminderConfig;
  /** The reminders' clock (moved by REMINDERS_CLOCK_FILE in tests). */
  now(): Date;
  /** Stores a request (unless the address is over its daily limit); resolves after the commit. */
  subscribe(request: ReminderRequest, consentText: string): Promise<void>;
  /** The language of a live token's subscription, or null (nothing changes). */
  peek(token: string, purpose: ReminderTokenPurpose): Promise<{ language: ReminderLanguage } | null>;
  confirm(token: string): Promise<{ language: ReminderLanguage } | null>;
  unsubscribe(token: string): Promise<{ language: ReminderLanguage } | null>;
  erase(token: string): Promise<{ language: ReminderLanguage } | null>;
  /** The sender: start() polls every pollMs; runOnce() sends what is due now (the CLI's send-due). */
  readonly sender: OutboxWorker;
  stop(): Promise<void>;
}

export interface ReminderServiceOptions {
  store: LeadStore;
  config: ReminderConfig;
  maxAttempts: number;
  backoffMs: number;
  log?: (message: string) => void;
  /** Defaults to nodemailer over config.smtpUrl. */
  transport?: MailTransport;
  /** Defaults to the system clock plus the offset in config.clockFile. */
  now?: () => Date;
}

/** The build's rule fingerprints, read again when the file changes (a new build). */
function rulesReader(file: string): () => ReminderRules {
  let cached: { mtimeMs: number; rules: ReminderRules } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, rules: reminderRulesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
    return cached.rules;
  };
}

export function createReminderService(options: ReminderServiceOptions): ReminderService {
  return new Reminders(options);
}

/** Every reminder's links: unsubscribe and delete-all, each with its own fresh token. */
interface ReminderLinks {
  unsubscribeUrl: string;
  eraseUrl: string;
}

/** The sender of the confirmations and reminders: claims due items (deleting expired requests first), sends, retries. */
class ReminderSender {
  readonly worker: OutboxWorker;
  readonly #options: ReminderServiceOptions;
  readonly #now: () => Date;
  readonly #rules: () => ReminderRules;
  readonly #transport: MailTransport;
  readonly #log: (message: string) => void;
  #lastPurge = -Infinity;

  constructor(options: ReminderServiceOptions, now: () => Date, transport: MailTransport) {
    this.#options = options;
    this.#now = now;
    this.#rules = rulesReader(options.config.rulesFile);
    this.#transport = transport;
    this.#log = options.log ?? ((message: string) => console.error(message));
    this.worker = createQueueWorker<ClaimedReminderItem>({
      claim: async (limit) => {
        const at = now();
        await this.#purge(at);
        return options.store.claimReminderItems({ now: at, limit, leaseMs: 5 * 60_000 });
      },
      deliver: (item) => this.#deliver(item),
      pollMs: options.config.pollMs,
      log: (message) => this.#log(`[reminders] ${message}`),
    });
  }

  rules(): ReminderRules {
    return this.#rules();
  }

  #link(action: string, token: string, language: ReminderLanguage): string {
    return `${this.#options.config.baseUrl}/api/reminders/${action}?token=${token}&lang=${language}`;
  }

  async #newLink(item: ClaimedReminderItem, purpose: ReminderTokenPurpose, expiresAt: Date): Promise<string> {
    const token = newToken();
    await this.#options.store.addReminderToken(hashToken(token), item.subscriptionId, purpose, expiresAt);
    return this.#link(purpose, token, item.language);
  }

  /** Builds and sends one item; returns 'skipped' when it must not go out. Throws when sending failed. */
  async #sendItem(item: ClaimedReminderItem, at: Date): Promise<'sent' | 'skipped'> {
    if (item.kind === 'confirm') return this.#sendConfirmation(item, at);
    const deadline = item.deadline ?? '';
    if (isTooLate(deadline, at)) return 'skipped';
    const facts = this.#rules().kinds[item.kind];
    const expires = new Date(at.getTime() + LINK_LIFETIME_MS);
    const links: ReminderLinks = {
      unsubscribeUrl: await this.#newLink(item, 'unsubscribe', expires),
      eraseUrl: await this.#newLink(item, 'erase', expires),
    };
    const { config } = this.#options;
    const mail = buildReminderEmail({
      to: item.email,
      from: config.from,
      language: item.language,
      kind: item.kind,
      deadline,
      daysLeft: Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${bangkokDay(at)}T00:00:00Z`)) / DAY),
      lateSince: isLate(item.sendAt, at) ? bangkokDay(item.sendAt) : null,
      changed: item.rulesVersion !== facts.version,
      facts,
      baseUrl: config.baseUrl,
      ...links,
      itemId: item.id,
    });
    await sendMail(this.#transport, mail);
    return 'sent';
  }

  async #sendConfirmation(item: ClaimedReminderItem, at: Date): Promise<'sent' | 'skipped'> {
    const expires = new Date(item.subscriptionCreatedAt.getTime() + CONFIRM_WINDOW_MS);
    if (at >= expires) return 'skipped';
    const items = (await this.#options.store.listReminderItems(item.subscriptionId)).flatMap((other) =>
      other.kind === 'confirm' || !other.deadline ? [] : [{ kind: other.kind, deadline: other.deadline }],
    );
    const confirmUrl = await this.#newLink(item, 'confirm', expires);
    const { config } = this.#options;
    await sendMail(
      this.#transport,
      buildConfirmEmail({
        to: item.email,
        from: config.from,
        language: item.language,
        items,
        confirmUrl,
        itemId: item.id,
      }),
    );
    return 'sent';
  }

  async #deliver(item: ClaimedReminderItem): Promise<void> {
    const { store } = this.#options;
    const at = this.#now();
    let outcome: 'sent' | 'skipped';
    try {
      outcome = await this.#sendItem(item, at);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = retryTime(item.attempts, this.#options, at);
      if (await store.failReminderItem(item.id, item.claimToken, message, at, retryAt)) {
        this.#log(
          retryAt === null
            ? `[reminders] item ${item.id} (${item.kind}) failed for good after ${item.attempts} attempts: ${message}`
            : `[reminders] item ${item.id} (${item.kind}) attempt ${item.attempts} failed, retry at ${retryAt.toISOString()}: ${message}`,
        );
      }
      return;
    }
    if (!(await store.finishReminderItem(item.id, item.claimToken, outcome, this.#now())))
      this.#log(`[reminders] item ${item.id} was handled but its claim had expired`);
  }

  async #purge(at: Date): Promise<void> {
    if (at.getTime() - this.#lastPurge < 60_000) return;
    this.#lastPurge = at.getTime();
    const removed = await this.#options.store.purgeReminders(at, {
      unconfirmedBefore: new Date(at.getTime() - CONFIRM_WINDOW_MS),
      finishedBefore: new Date(at.getTime() - KEEP_AFTER_LAST_MS),
    });
    if (removed > 0) this.#log(`[reminders] deleted ${removed} expired or finished subscription(s)`);
  }
}

class Reminders implements ReminderService {
  readonly config: ReminderConfig;
  readonly now: () => Date;
  readonly sender: OutboxWorker;
  readonly #store: LeadStore;
  readonly #transport: MailTransport;
  readonly #mail: ReminderSender;

  constructor(options: ReminderServiceOptions) {
    this.config = options.config;
    this.#store = options.store;
    this.now = options.now ?? clockFrom(options.config.clockFile);
    this.#transport = options.transport ?? smtpTransport<OutgoingMail>(options.config.smtpUrl);
    this.#mail = new ReminderSender(options, this.now, this.#transport);
    this.sender = this.#mail.worker;
  }

  async subscribe(request: ReminderRequest, consentText: string): Promise<void> {
    const at = this.now();
    const current = this.#mail.rules();
    const subscription = {
      id: randomUUID(),
      email: request.email,
      language: request.language,
      daysBefore: request.daysBefore,
      consentText,
      consentAt: at,
      createdAt: at,
    };
    const items = request.items.map((item) => ({
      kind: item.kind,
      deadline: item.deadline,
      rulesVersion: current.kinds[item.kind].version,
      // A date closer than the days chosen is reminded of as soon as the subscription is confirmed.
      sendAt: new Date(Math.max(at.getTime(), reminderSendAt(item.deadline, request.daysBefore).getTime())),
    }));
    const stored = await this.#store.subscribeReminders(subscription, items, {
      maxUnconfirmedPerDay: this.config.maxUnconfirmedPerDay,
    });
    if (stored) this.sender.kick();
  }

  async peek(token: string, purpose: ReminderTokenPurpose): Promise<{ language: ReminderLanguage } | null> {
    const hash = tokenHash(token);
    const found = hash ? await this.#store.findReminderToken(hash, purpose, this.now()) : null;
    return found ? { language: found.language } : null;
  }

  async confirm(token: string): Promise<{ language: ReminderLanguage } | null> {
    const hash = tokenHash(token);
    const done = hash ? await this.#store.confirmReminders(hash, this.now()) : null;
    if (done) this.sender.kick();
    return done;
  }

  async unsubscribe(token: string): Promise<{ language: ReminderLanguage } | null> {
    const hash = tokenHash(token);
    return hash ? this.#store.unsubscribeReminders(hash, this.now()) : null;
  }

  async erase(token: string): Promise<{ language: ReminderLanguage } | null> {
    const hash = tokenHash(token);
    const done = hash ? await this.#store.eraseRemindersByToken(hash, this.now()) : null;
    return done ? { language: done.language } : null;
  }

  async stop(): Promise<void> {
    await this.sender.stop();
    this.#transport.close();
  }
}
