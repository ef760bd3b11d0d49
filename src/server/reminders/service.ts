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
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import nodemailer from 'nodemailer';
import type { LeadConfig } from '../core/config.ts';
import { backoffDelay, createQueueWorker, type OutboxWorker } from '../core/outbox.ts';
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

export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<{ accepted: unknown[]; rejected: unknown[] }>;
  close(): void;
}

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

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token as it appears in links: 43 URL-safe characters; anything else is not ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

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

function clockFrom(file: string | null): () => Date {
  if (!file) return () => new Date();
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // No file yet: no offset.
    }
    return new Date(Date.now() + offset);
  };
}

/** The build's rule fingerprints, read again when the file changes (a new build). */
function rulesReader(file: string): () => ReminderRules {
  let cached: { mtimeMs: number; rules: ReminderRules } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, rules: reminderRulesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
    return cached.rules;
  };
}

export function createReminderService(options: ReminderServiceOptions): ReminderService {
  const { store, config, maxAttempts, backoffMs } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  const now = options.now ?? clockFrom(config.clockFile);
  const rules = rulesReader(config.rulesFile);
  const transport: MailTransport =
    options.transport ?? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 15_000 });

  const link = (action: string, token: string, language: ReminderLanguage) => `${config.baseUrl}/api/reminders/${action}?token=${token}&lang=${language}`;

  async function newToken(subscriptionId: string, purpose: ReminderTokenPurpose, expiresAt: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await store.addReminderToken(hashToken(token), subscriptionId, purpose, expiresAt);
    return token;
  }

  async function send(mail: OutgoingMail): Promise<void> {
    const info = await transport.sendMail(mail);
    if (info.rejected.length > 0 && info.accepted.length === 0) throw new Error('SMTP relay rejected the recipient');
  }

  /** Builds and sends one item; returns 'skipped' when it must not go out. Throws when sending failed. */
  async function sendItem(item: ClaimedReminderItem, at: Date): Promise<'sent' | 'skipped'> {
    if (item.kind === 'confirm') {
      const expires = new Date(item.subscriptionCreatedAt.getTime() + CONFIRM_WINDOW_MS);
      if (at >= expires) return 'skipped';
      const items = (await store.listReminderItems(item.subscriptionId)).flatMap((other) =>
        other.kind === 'confirm' || !other.deadline ? [] : [{ kind: other.kind, deadline: other.deadline }],
      );
      const token = await newToken(item.subscriptionId, 'confirm', expires);
      await send(
        buildConfirmEmail({
          to: item.email,
          from: config.from,
          language: item.language,
          items,
          confirmUrl: link('confirm', token, item.language),
          itemId: item.id,
        }),
      );
      return 'sent';
    }
    const deadline = item.deadline ?? '';
    if (isTooLate(deadline, at)) return 'skipped';
    const facts = rules().kinds[item.kind];
    const expires = new Date(at.getTime() + LINK_LIFETIME_MS);
    const unsubscribe = await newToken(item.subscriptionId, 'unsubscribe', expires);
    const erase = await newToken(item.subscriptionId, 'erase', expires);
    await send(
      buildReminderEmail({
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
        unsubscribeUrl: link('unsubscribe', unsubscribe, item.language),
        eraseUrl: link('erase', erase, item.language),
        itemId: item.id,
      }),
    );
    return 'sent';
  }

  async function deliver(item: ClaimedReminderItem): Promise<void> {
    const at = now();
    let outcome: 'sent' | 'skipped';
    try {
      outcome = await sendItem(item, at);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = item.attempts >= maxAttempts;
      const retryAt = last ? null : new Date(at.getTime() + backoffDelay(item.attempts, backoffMs, HOUR));
      if (await store.failReminderItem(item.id, item.claimToken, message, at, retryAt)) {
        log(
          last
            ? `[reminders] item ${item.id} (${item.kind}) failed for good after ${item.attempts} attempts: ${message}`
            : `[reminders] item ${item.id} (${item.kind}) attempt ${item.attempts} failed, retry at ${retryAt?.toISOString()}: ${message}`,
        );
      }
      return;
    }
    if (!(await store.finishReminderItem(item.id, item.claimToken, outcome, now()))) log(`[reminders] item ${item.id} was handled but its claim had expired`);
  }

  let lastPurge = -Infinity;
  async function purge(at: Date): Promise<void> {
    if (at.getTime() - lastPurge < 60_000) return;
    lastPurge = at.getTime();
    const removed = await store.purgeReminders(at, {
      unconfirmedBefore: new Date(at.getTime() - CONFIRM_WINDOW_MS),
      finishedBefore: new Date(at.getTime() - KEEP_AFTER_LAST_MS),
    });
    if (removed > 0) log(`[reminders] deleted ${removed} expired or finished subscription(s)`);
  }

  const sender = createQueueWorker<ClaimedReminderItem>({
    async claim(limit) {
      const at = now();
      await purge(at);
      return store.claimReminderItems({ now: at, limit, leaseMs: 5 * 60_000 });
    },
    deliver,
    pollMs: config.pollMs,
    log: (message) => log(`[reminders] ${message}`),
  });

  const tokenHash = (token: string) => (TOKEN_SHAPE.test(token) ? hashToken(token) : null);

  return {
    config,
    now,
    sender,
    async subscribe(request, consentText) {
      const at = now();
      const current = rules();
      const stored = await store.subscribeReminders(
        {
          id: randomUUID(),
          email: request.email,
          language: request.language,
          daysBefore: request.daysBefore,
          consentText,
          consentAt: at,
          createdAt: at,
        },
        request.items.map((item) => ({
          kind: item.kind,
          deadline: item.deadline,
          rulesVersion: current.kinds[item.kind].version,
          // A date closer than the days chosen is reminded of as soon as the subscription is confirmed.
          sendAt: new Date(Math.max(at.getTime(), reminderSendAt(item.deadline, request.daysBefore).getTime())),
        })),
        { maxUnconfirmedPerDay: config.maxUnconfirmedPerDay },
      );
      if (stored) sender.kick();
    },
    async peek(token, purpose) {
      const hash = tokenHash(token);
      const found = hash ? await store.findReminderToken(hash, purpose, now()) : null;
      return found ? { language: found.language } : null;
    },
    async confirm(token) {
      const hash = tokenHash(token);
      const done = hash ? await store.confirmReminders(hash, now()) : null;
      if (done) sender.kick();
      return done;
    },
    async unsubscribe(token) {
      const hash = tokenHash(token);
      return hash ? store.unsubscribeReminders(hash, now()) : null;
    },
    async erase(token) {
      const hash = tokenHash(token);
      const done = hash ? await store.eraseRemindersByToken(hash, now()) : null;
      return done ? { language: done.language } : null;
    },
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}
