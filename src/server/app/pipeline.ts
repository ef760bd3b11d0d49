/**
 * Assembles the pipeline from a configuration: storage (migrated), salt,
 * service, rate limiter, notifiers and the outbox worker.
 */
import type { LeadConfig } from '../core/config.ts';
import { openLeadStore } from '../core/storage/index.ts';
import type { LeadStore, OutboxChannel } from '../core/storage/types.ts';
import { createLeadService, resolveHashSalt, type LeadService } from '../core/lead-service.ts';
import { createHmac } from 'node:crypto';
import { createRateLimiter, createSharedRateLimiter } from '../core/rate-limit.ts';
import type { EndpointPipeline } from '../core/request.ts';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../core/outbox.ts';
import type { Notifier } from '../core/notifiers/types.ts';
import { createSmtpNotifier } from '../core/notifiers/smtp.ts';
import { createWebhookNotifier } from '../core/notifiers/webhook.ts';
import { createLineNotifier } from '../core/notifiers/line.ts';
import { createReminderService, type ReminderService } from '../reminders/service.ts';
import { createBookingService, type BookingService } from '../bookings/service.ts';
import { loadBookingConfig } from '../bookings/config.ts';

/** What the server runs: every endpoint's pipeline (src/server/core/request.ts) in one. */
export interface LeadPipeline extends EndpointPipeline {
  readonly store: LeadStore;
  readonly service: LeadService;
  readonly outbox: OutboxWorker;
  /** Deadline reminders (null when off: no SMTP_URL). Same store, same clock for every request. */
  readonly reminders: ReminderService | null;
  /** Consultation bookings: same store, leads, outbox and rate limit. */
  readonly bookings: BookingService;
  /** Stops the worker, closes notifiers and the database. */
  stop(): Promise<void>;
}

export interface PipelineOptions {
  /** Start the outbox worker (default: config.outbox.worker). */
  worker?: boolean;
  /** Start the reminder sender (default: config.reminders.worker). */
  reminderWorker?: boolean;
  /** Start the booking e-mails' sender (default: BOOKINGS_WORKER, on). */
  bookingWorker?: boolean;
  log?: (message: string) => void;
  /** Told the outcome of every outbox try (the server counts them in its metrics). */
  onDelivery?: OutboxWorkerOptions['onDelivery'];
  /** The environment the bookings' e-mail settings are read from (default process.env). */
  env?: Record<string, string | undefined>;
}

function notifiersFor(config: LeadConfig): Notifier[] {
  const notifiers: Notifier[] = [];
  if (config.email) notifiers.push(createSmtpNotifier(config.email));
  if (config.webhook) notifiers.push(createWebhookNotifier(config.webhook));
  if (config.line) notifiers.push(createLineNotifier(config.line));
  return notifiers;
}

export async function createLeadPipeline(config: LeadConfig, options: PipelineOptions = {}): Promise<LeadPipeline> {
  const log = options.log ?? ((message: string) => console.error(message));
  for (const warning of config.warnings) log(`[leads] ${warning}`);
  const store = await openLeadStore(config.storage, log);
  try {
    await store.migrate();
    const salt = await resolveHashSalt(store, config.hashSalt);
    const notifiers = notifiersFor(config);
    const outbox = createOutboxWorker({
      store,
      notifiers,
      maxAttempts: config.outbox.maxAttempts,
      backoffMs: config.outbox.backoffMs,
      pollMs: config.outbox.pollMs,
      log,
      onDelivery: options.onDelivery,
    });
    const service = createLeadService({
      store,
      salt,
      channels: notifiers.map((notifier) => notifier.channel) as OutboxChannel[],
      privacyPolicyVersion: config.privacyPolicyVersion,
      onCommitted: () => outbox.kick(),
    });
    if (options.worker ?? config.outbox.worker) outbox.start();
    const reminders = config.reminders
      ? createReminderService({
          store,
          config: config.reminders,
          maxAttempts: config.outbox.maxAttempts,
          backoffMs: config.outbox.backoffMs,
          log,
        })
      : null;
    if (reminders && (options.reminderWorker ?? reminders.config.worker)) reminders.sender.start();
    const bookingConfig = loadBookingConfig(options.env);
    const bookings = createBookingService({
      store,
      leads: service,
      config: bookingConfig,
      maxAttempts: config.outbox.maxAttempts,
      backoffMs: config.outbox.backoffMs,
      log,
    });
    if (bookingConfig.smtpUrl && (options.bookingWorker ?? bookingConfig.worker)) bookings.sender.start();
    let stopped: Promise<void> | null = null;
    return {
      config,
      store,
      service,
      rateLimiter:
        store.kind === 'postgres'
          ? createSharedRateLimiter({
              store,
              perMinute: config.rateLimitPerMinute,
              keyOf: (address) => createHmac('sha256', salt).update(`rate:${address}`).digest('hex').slice(0, 32),
              log,
            })
          : createRateLimiter({ perMinute: config.rateLimitPerMinute }),
      outbox,
      reminders,
      bookings,
      stop() {
        stopped ??= (async () => {
          await outbox.stop();
          await reminders?.stop();
          await bookings.stop();
          await Promise.all(notifiers.map((notifier) => notifier.close?.()));
          await store.close();
        })();
        return stopped;
      },
    };
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
}
