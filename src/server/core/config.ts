/**
 * The lead pipeline's configuration, read once from the environment.
 * Every variable is listed here with its meaning and default; the README's
 * table is built from this list.
 */
import { resolve } from 'node:path';
import { site } from '../../config/site.ts';
import type { StorageConfig } from './storage/index.ts';

export interface LeadConfig {
  /** DATABASE_URL (postgres://...) selects PostgreSQL; otherwise SQLite at DATA_DIR/leads.sqlite. */
  storage: StorageConfig;
  /** LEADS_HASH_SALT: salt for hashing client addresses. Unset: a random salt stored in the database. */
  hashSalt: string | null;
  /** LEADS_RATE_LIMIT_PER_MIN: POSTs allowed per client address per minute (default 5; 0 turns the limit off). */
  rateLimitPerMinute: number;
  /**
   * TRUST_PROXY: unset, the client address is the socket's peer. "true"/"1" trusts one proxy
   * (the last X-Forwarded-For entry); a number N trusts N proxies (the N-th entry from the end).
   */
  trustProxyHops: number;
  /** LEADS_MIN_FILL_MS: a form sent sooner than this after it was rendered is stored as spam (default 3000). */
  minFillMs: number;
  /** LEADS_ALLOWED_ORIGINS: extra origins (comma-separated) allowed to POST, besides the site origin and the request's own. */
  allowedOrigins: string[];
  email: {
    /** SMTP_URL: smtp:// or smtps:// URL of the relay (user and password inside). Unset: no e-mail. */
    smtpUrl: string;
    /** LEADS_NOTIFY_TO: comma-separated recipients of the new-lead e-mail. Unset: no e-mail. */
    to: string[];
    /** LEADS_MAIL_FROM: sender address (default: the site's public mailbox). */
    from: string;
  } | null;
  webhook: {
    /** LEADS_WEBHOOK_URL: http(s) URL that receives a signed JSON POST per lead. Unset: no webhook. */
    url: string;
    /** LEADS_WEBHOOK_SECRET: HMAC-SHA256 key for the X-Signature-256 header (required with the URL). */
    secret: string;
  } | null;
  line: {
    /** LINE_CHANNEL_ACCESS_TOKEN: the Messaging API channel's long-lived access token. Unset: no LINE messages. */
    channelAccessToken: string;
    /** LINE_TO: the user, group or room ID the messages go to (required with the token). */
    to: string;
    /** LINE_API_BASE_URL: scheme and host of the Messaging API (default https://api.line.me; tests use a local fake). */
    apiBaseUrl: string;
  } | null;
  outbox: {
    /** LEADS_OUTBOX_WORKER: "0"/"false" stops this process from sending (another process sends). */
    worker: boolean;
    /** LEADS_OUTBOX_MAX_ATTEMPTS: tries per notification before it is marked failed (default 8). */
    maxAttempts: number;
    /** LEADS_OUTBOX_BACKOFF_MS: wait before the 2nd try, doubled each time (default 30000, capped at 1 h). */
    backoffMs: number;
    /** LEADS_OUTBOX_POLL_MS: how often the worker looks for due items (default 5000). */
    pollMs: number;
  };
  /** Deadline reminders to visitors; null when off (no SMTP_URL, or REMINDERS=off). */
  reminders: {
    /** SMTP_URL: the same relay as the lead e-mails. */
    smtpUrl: string;
    /** REMINDERS_MAIL_FROM: sender of reminders (default: LEADS_MAIL_FROM, else the site's public mailbox). */
    from: string;
    /** REMINDERS_BASE_URL: the site's address in the e-mails' links (default: the site origin). */
    baseUrl: string;
    /** REMINDERS_WORKER: "0"/"false" stops this process from sending reminders (another process or cron does). */
    worker: boolean;
    /** REMINDERS_POLL_MS: how often the sender looks for due reminders (default 60000). */
    pollMs: number;
    /** REMINDERS_MAX_UNCONFIRMED_PER_DAY: unconfirmed requests one address may have in 24 hours (default 3). */
    maxUnconfirmedPerDay: number;
    /** REMINDERS_RULES_FILE: the rule fingerprints the build writes (default {DIST_DIR or dist}/client/visa/reminder-rules.json). */
    rulesFile: string;
    /**
     * REMINDERS_CLOCK_FILE: tests only. A file holding milliseconds added to the clock of reminders, so an
     * end-to-end test can move a running server's time forward. Unset in production.
     */
    clockFile: string | null;
  } | null;
  /** Privacy policy version recorded with each lead's consent (src/config/site.ts). */
  privacyPolicyVersion: string;
  /** Problems that did not stop the pipeline but disabled something (logged at start). */
  warnings: string[];
}

export class LeadConfigError extends Error {
  override name = 'LeadConfigError';
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new LeadConfigError(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  }
  return Number(raw);
}

/** Parses TRUST_PROXY; shared with the HTTP layer so both read it the same way. */
export function trustProxyHops(raw: string | null): number {
  if (raw === null) return 0;
  const lowered = raw.toLowerCase();
  if (['false', '0', 'no', 'off'].includes(lowered)) return 0;
  if (['true', 'yes', 'on'].includes(lowered)) return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  throw new LeadConfigError(`TRUST_PROXY must be true, false or a number of proxies (got "${raw}")`);
}

function list(raw: string | null): string[] {
  return raw
    ? raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
}

function origin(raw: string, name: string): string {
  try {
    return new URL(raw).origin;
  } catch {
    throw new LeadConfigError(`${name} must hold absolute URLs like https://example.com (got "${raw}")`);
  }
}

function lineConfig(env: Env): LeadConfig['line'] {
  const channelAccessToken = value(env, 'LINE_CHANNEL_ACCESS_TOKEN');
  const to = value(env, 'LINE_TO');
  if (!channelAccessToken && !to) return null;
  if (!channelAccessToken || !to)
    throw new LeadConfigError('LINE_CHANNEL_ACCESS_TOKEN and LINE_TO go together: set both, or neither');
  const apiBaseUrl = value(env, 'LINE_API_BASE_URL') ?? 'https://api.line.me';
  if (!/^https?:\/\//i.test(apiBaseUrl)) throw new LeadConfigError('LINE_API_BASE_URL must be an http(s) URL');
  return { channelAccessToken, to, apiBaseUrl: origin(apiBaseUrl, 'LINE_API_BASE_URL') };
}

export function loadLeadConfig(env: Env = process.env): LeadConfig {
  const warnings: string[] = [];
  const databaseUrl = value(env, 'DATABASE_URL');
  let storage: StorageConfig;
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//i.test(databaseUrl)) {
      throw new LeadConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use SQLite)');
    }
    storage = { kind: 'postgres', connectionString: databaseUrl, poolMax: integer(env, 'LEADS_PG_POOL_MAX', 10, 1) };
  } else {
    storage = { kind: 'sqlite', file: resolve(value(env, 'DATA_DIR') ?? './data', 'leads.sqlite') };
  }

  const smtpUrl = value(env, 'SMTP_URL');
  const notifyTo = list(value(env, 'LEADS_NOTIFY_TO'));
  let email: LeadConfig['email'] = null;
  if (smtpUrl && notifyTo.length > 0) {
    if (!/^smtps?:\/\//i.test(smtpUrl)) throw new LeadConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
    email = { smtpUrl, to: notifyTo, from: value(env, 'LEADS_MAIL_FROM') ?? site.email };
  } else if (smtpUrl || notifyTo.length > 0) {
    warnings.push('E-mail notifications are off: set both SMTP_URL and LEADS_NOTIFY_TO.');
  }

  const webhookUrl = value(env, 'LEADS_WEBHOOK_URL');
  const webhookSecret = value(env, 'LEADS_WEBHOOK_SECRET');
  let webhook: LeadConfig['webhook'] = null;
  if (webhookUrl) {
    if (!/^https?:\/\//i.test(webhookUrl)) throw new LeadConfigError('LEADS_WEBHOOK_URL must be an http(s) URL');
    if (!webhookSecret) throw new LeadConfigError('LEADS_WEBHOOK_SECRET is required when LEADS_WEBHOOK_URL is set');
    webhook = { url: webhookUrl, secret: webhookSecret };
  }

  const line = lineConfig(env);

  const workerFlag = (value(env, 'LEADS_OUTBOX_WORKER') ?? 'true').toLowerCase();
  const off = (raw: string | null) => ['0', 'false', 'no', 'off'].includes((raw ?? '').toLowerCase());
  let reminders: LeadConfig['reminders'] = null;
  if (smtpUrl && !off(value(env, 'REMINDERS'))) {
    if (!/^smtps?:\/\//i.test(smtpUrl)) throw new LeadConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
    const clockFile = value(env, 'REMINDERS_CLOCK_FILE');
    if (clockFile)
      warnings.push(`REMINDERS_CLOCK_FILE is set: the reminders' clock is moved by ${clockFile} (tests only).`);
    reminders = {
      smtpUrl,
      from: value(env, 'REMINDERS_MAIL_FROM') ?? value(env, 'LEADS_MAIL_FROM') ?? site.email,
      baseUrl: origin(value(env, 'REMINDERS_BASE_URL') ?? site.origin, 'REMINDERS_BASE_URL'),
      worker: !off(value(env, 'REMINDERS_WORKER')),
      pollMs: integer(env, 'REMINDERS_POLL_MS', 60_000, 10),
      maxUnconfirmedPerDay: integer(env, 'REMINDERS_MAX_UNCONFIRMED_PER_DAY', 3, 1),
      rulesFile: resolve(
        value(env, 'REMINDERS_RULES_FILE') ?? `${value(env, 'DIST_DIR') ?? 'dist'}/client/visa/reminder-rules.json`,
      ),
      clockFile: clockFile ? resolve(clockFile) : null,
    };
  }
  return {
    storage,
    hashSalt: value(env, 'LEADS_HASH_SALT'),
    rateLimitPerMinute: integer(env, 'LEADS_RATE_LIMIT_PER_MIN', 5, 0),
    trustProxyHops: trustProxyHops(value(env, 'TRUST_PROXY')),
    minFillMs: integer(env, 'LEADS_MIN_FILL_MS', 3000, 0),
    allowedOrigins: list(value(env, 'LEADS_ALLOWED_ORIGINS')).map((item) => origin(item, 'LEADS_ALLOWED_ORIGINS')),
    email,
    webhook,
    line,
    outbox: {
      worker: !['0', 'false', 'no', 'off'].includes(workerFlag),
      maxAttempts: integer(env, 'LEADS_OUTBOX_MAX_ATTEMPTS', 8, 1),
      backoffMs: integer(env, 'LEADS_OUTBOX_BACKOFF_MS', 30_000, 0),
      pollMs: integer(env, 'LEADS_OUTBOX_POLL_MS', 5000, 10),
    },
    reminders,
    privacyPolicyVersion: site.privacyPolicyVersion,
    warnings,
  };
}
