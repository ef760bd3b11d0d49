/**
 * Schema migrations, in order, each written for both databases. Applied at
 * start by `LeadStore.migrate()` inside a transaction (and, on PostgreSQL,
 * under an advisory lock), so several processes may start at once. Never edit
 * a migration once released: add the next version instead.
 */
interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'leads, outbox and settings',
    sqlite: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        email TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        nationality TEXT NOT NULL DEFAULT '',
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        consent INTEGER NOT NULL CHECK (consent IN (0, 1)),
        consent_at TEXT NOT NULL,
        privacy_policy_version TEXT NOT NULL,
        page_url TEXT NOT NULL DEFAULT '',
        utm_source TEXT NOT NULL DEFAULT '',
        utm_medium TEXT NOT NULL DEFAULT '',
        utm_campaign TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        client_hash TEXT NOT NULL DEFAULT '',
        is_spam INTEGER NOT NULL DEFAULT 0 CHECK (is_spam IN (0, 1)),
        spam_reason TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX leads_created_at_idx ON leads (created_at, id);
      CREATE INDEX leads_email_idx ON leads (lower(email));
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        claim_token TEXT,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX outbox_due_idx ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead_idx ON outbox (lead_id);
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        email TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        nationality TEXT NOT NULL DEFAULT '',
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        consent BOOLEAN NOT NULL,
        consent_at TIMESTAMPTZ NOT NULL,
        privacy_policy_version TEXT NOT NULL,
        page_url TEXT NOT NULL DEFAULT '',
        utm_source TEXT NOT NULL DEFAULT '',
        utm_medium TEXT NOT NULL DEFAULT '',
        utm_campaign TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        client_hash TEXT NOT NULL DEFAULT '',
        is_spam BOOLEAN NOT NULL DEFAULT FALSE,
        spam_reason TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX leads_created_at_idx ON leads (created_at, id);
      CREATE INDEX leads_email_idx ON leads (lower(email));
      CREATE TABLE outbox (
        id BIGSERIAL PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ,
        claim_token TEXT,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        sent_at TIMESTAMPTZ
      );
      CREATE INDEX outbox_due_idx ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead_idx ON outbox (lead_id);
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'rate-limit buckets shared by every instance',
    // key: a salted hash of the client address (never the address); tokens refill with time (updated_ms).
    sqlite: `
      CREATE TABLE rate_buckets (
        key TEXT PRIMARY KEY,
        tokens REAL NOT NULL,
        updated_ms INTEGER NOT NULL,
        allowed INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX rate_buckets_updated_idx ON rate_buckets (updated_ms);
    `,
    postgres: `
      CREATE TABLE rate_buckets (
        key TEXT PRIMARY KEY,
        tokens DOUBLE PRECISION NOT NULL,
        updated_ms BIGINT NOT NULL,
        allowed BOOLEAN NOT NULL DEFAULT TRUE
      );
      CREATE INDEX rate_buckets_updated_idx ON rate_buckets (updated_ms);
    `,
  },
  {
    version: 3,
    name: 'the language of the page a lead came from',
    // Leads stored before it came from the English pages (the only ones then). The schema checks the value
    // against the site's languages, so a new language needs no migration.
    sqlite: `
      ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    `,
  },
  {
    version: 4,
    name: 'deadline reminders: subscriptions, their tokens and their due items',
    // Only what sending needs: the address, the language, the consent text and time, whether it was
    // confirmed, how many days before; per item its kind and date and the rules' fingerprint at subscription.
    // Tokens are stored as SHA-256 hashes. reminder_items is also the reminders' outbox: the same claim, lease
    // and retry columns as outbox. The confirmation e-mail is an item of kind 'confirm' without a date.
    sqlite: `
      CREATE TABLE reminder_subscriptions (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('en', 'th')),
        days_before INTEGER NOT NULL,
        consent_text TEXT NOT NULL,
        consent_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        confirmed_at TEXT
      );
      CREATE INDEX reminder_subscriptions_email_idx ON reminder_subscriptions (lower(email), created_at);
      CREATE TABLE reminder_tokens (
        hash TEXT PRIMARY KEY,
        subscription_id TEXT NOT NULL REFERENCES reminder_subscriptions (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe', 'erase')),
        expires_at TEXT NOT NULL
      );
      CREATE INDEX reminder_tokens_subscription_idx ON reminder_tokens (subscription_id);
      CREATE TABLE reminder_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        subscription_id TEXT NOT NULL REFERENCES reminder_subscriptions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('confirm', 'report', 'apply-extension', 'last-day')),
        deadline TEXT,
        rules_version TEXT NOT NULL DEFAULT '',
        send_at TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('held', 'pending', 'sending', 'sent', 'skipped', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        claim_token TEXT,
        last_error TEXT NOT NULL DEFAULT '',
        updated_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX reminder_items_due_idx ON reminder_items (status, next_attempt_at);
      CREATE INDEX reminder_items_subscription_idx ON reminder_items (subscription_id);
    `,
    postgres: `
      CREATE TABLE reminder_subscriptions (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('en', 'th')),
        days_before INTEGER NOT NULL,
        consent_text TEXT NOT NULL,
        consent_at TIMESTAMPTZ NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        confirmed_at TIMESTAMPTZ
      );
      CREATE INDEX reminder_subscriptions_email_idx ON reminder_subscriptions (lower(email), created_at);
      CREATE TABLE reminder_tokens (
        hash TEXT PRIMARY KEY,
        subscription_id TEXT NOT NULL REFERENCES reminder_subscriptions (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe', 'erase')),
        expires_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX reminder_tokens_subscription_idx ON reminder_tokens (subscription_id);
      CREATE TABLE reminder_items (
        id BIGSERIAL PRIMARY KEY,
        subscription_id TEXT NOT NULL REFERENCES reminder_subscriptions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('confirm', 'report', 'apply-extension', 'last-day')),
        deadline TEXT,
        rules_version TEXT NOT NULL DEFAULT '',
        send_at TIMESTAMPTZ NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('held', 'pending', 'sending', 'sent', 'skipped', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ,
        claim_token TEXT,
        last_error TEXT NOT NULL DEFAULT '',
        updated_at TIMESTAMPTZ NOT NULL,
        sent_at TIMESTAMPTZ
      );
      CREATE INDEX reminder_items_due_idx ON reminder_items (status, next_attempt_at);
      CREATE INDEX reminder_items_subscription_idx ON reminder_items (subscription_id);
    `,
  },
  {
    version: 5,
    name: 'consultation bookings: slots, their tokens, their e-mails and closed days',
    // A booking belongs to its lead (erasing the lead erases it). The slot is held once: PostgreSQL refuses two
    // booked rows whose times (end plus the buffer) overlap with an exclusion constraint; SQLite checks the same
    // inside its write transaction, and a partial unique index refuses the same start twice. booking_mail is the
    // bookings' own outbox (confirmation, update, cancellation, reminder) with the outbox's claim and retry
    // columns; tokens are SHA-256 hashes of single-purpose links.
    sqlite: `
      ALTER TABLE leads ADD COLUMN booking_slot TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN booking_mode TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN booking_status TEXT NOT NULL DEFAULT '';
      CREATE TABLE bookings (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('en', 'th')),
        mode TEXT NOT NULL CHECK (mode IN ('office', 'video')),
        slot_start TEXT NOT NULL,
        slot_end TEXT NOT NULL,
        held_until TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
        sequence INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX bookings_slot_once_idx ON bookings (slot_start) WHERE status = 'booked';
      CREATE INDEX bookings_email_idx ON bookings (lower(email), slot_start);
      CREATE INDEX bookings_lead_idx ON bookings (lead_id);
      CREATE TABLE booking_tokens (
        hash TEXT PRIMARY KEY,
        booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('cancel', 'reschedule')),
        expires_at TEXT NOT NULL
      );
      CREATE INDEX booking_tokens_booking_idx ON booking_tokens (booking_id);
      CREATE TABLE booking_mail (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('confirm', 'update', 'cancel', 'reminder')),
        sequence INTEGER NOT NULL,
        send_at TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'skipped', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        claim_token TEXT,
        last_error TEXT NOT NULL DEFAULT '',
        updated_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX booking_mail_due_idx ON booking_mail (status, next_attempt_at);
      CREATE INDEX booking_mail_booking_idx ON booking_mail (booking_id);
      CREATE TABLE booking_closed_days (
        day TEXT PRIMARY KEY,
        reason TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      );
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN booking_slot TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN booking_mode TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN booking_status TEXT NOT NULL DEFAULT '';
      CREATE TABLE bookings (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('en', 'th')),
        mode TEXT NOT NULL CHECK (mode IN ('office', 'video')),
        slot_start TIMESTAMPTZ NOT NULL,
        slot_end TIMESTAMPTZ NOT NULL,
        held_until TIMESTAMPTZ NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
        sequence INTEGER NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        CONSTRAINT bookings_no_overlap EXCLUDE USING gist (tstzrange(slot_start, held_until, '[)') WITH &&) WHERE (status = 'booked')
      );
      CREATE INDEX bookings_email_idx ON bookings (lower(email), slot_start);
      CREATE INDEX bookings_lead_idx ON bookings (lead_id);
      CREATE TABLE booking_tokens (
        hash TEXT PRIMARY KEY,
        booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('cancel', 'reschedule')),
        expires_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX booking_tokens_booking_idx ON booking_tokens (booking_id);
      CREATE TABLE booking_mail (
        id BIGSERIAL PRIMARY KEY,
        booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('confirm', 'update', 'cancel', 'reminder')),
        sequence INTEGER NOT NULL,
        send_at TIMESTAMPTZ NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'skipped', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ,
        claim_token TEXT,
        last_error TEXT NOT NULL DEFAULT '',
        updated_at TIMESTAMPTZ NOT NULL,
        sent_at TIMESTAMPTZ
      );
      CREATE INDEX booking_mail_due_idx ON booking_mail (status, next_attempt_at);
      CREATE INDEX booking_mail_booking_idx ON booking_mail (booking_id);
      CREATE TABLE booking_closed_days (
        day TEXT PRIMARY KEY,
        reason TEXT NOT NULL DEFAULT '',
        created_at TIMESTAMPTZ NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'LINE as a notification channel',
    // SQLite cannot change a CHECK constraint in place: the outbox is rebuilt with the same columns and rows
    // (ids and the AUTOINCREMENT counter kept, so no id is ever handed out twice).
    sqlite: `
      CREATE TABLE outbox_with_line (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'line')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        locked_until TEXT,
        claim_token TEXT,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        sent_at TEXT
      );
      INSERT INTO outbox_with_line (id, lead_id, channel, status, attempts, next_attempt_at, locked_until, claim_token, last_error, created_at, updated_at, sent_at)
        SELECT id, lead_id, channel, status, attempts, next_attempt_at, locked_until, claim_token, last_error, created_at, updated_at, sent_at FROM outbox;
      DELETE FROM sqlite_sequence WHERE name = 'outbox_with_line';
      INSERT INTO sqlite_sequence (name, seq) SELECT 'outbox_with_line', seq FROM sqlite_sequence WHERE name = 'outbox';
      DROP TABLE outbox;
      ALTER TABLE outbox_with_line RENAME TO outbox;
      CREATE INDEX outbox_due_idx ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead_idx ON outbox (lead_id);
    `,
    postgres: `
      ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'webhook', 'line'));
    `,
  },
];
