/**
 * Schema migrations, in order, each written once for both databases (a dialect fills in the column types that
 * differ; the one migration that differs in kind is written twice). Applied at
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

/** What differs between the two databases' columns; the rest of a migration is written once for both. */
interface Dialect {
  kind: 'sqlite' | 'postgres';
  /** An instant: ISO text in SQLite, TIMESTAMPTZ in PostgreSQL. */
  time: string;
  /** A key that counts up and never hands out an id twice. */
  serialKey: string;
  real: string;
  bigint: string;
  /** A NOT NULL yes-or-no column (SQLite: an integer checked to be 0 or 1), with its default if any. */
  flag(column: string, defaultValue?: boolean): string;
}

const SQLITE: Dialect = {
  kind: 'sqlite',
  time: 'TEXT',
  serialKey: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  real: 'REAL',
  bigint: 'INTEGER',
  flag: (column, defaultValue) =>
    `INTEGER NOT NULL${defaultValue === undefined ? '' : ` DEFAULT ${defaultValue ? 1 : 0}`} CHECK (${column} IN (0, 1))`,
};

const POSTGRES: Dialect = {
  kind: 'postgres',
  time: 'TIMESTAMPTZ',
  serialKey: 'BIGSERIAL PRIMARY KEY',
  real: 'DOUBLE PRECISION',
  bigint: 'BIGINT',
  flag: (_column, defaultValue) =>
    `BOOLEAN NOT NULL${defaultValue === undefined ? '' : ` DEFAULT ${defaultValue ? 'TRUE' : 'FALSE'}`}`,
};

/** The claim, lease and retry columns every queue here has (the outbox, reminder_items, booking_mail). */
const leaseColumns = (t: Dialect) => `attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${t.time} NOT NULL,
        locked_until ${t.time},
        claim_token TEXT,
        last_error TEXT NOT NULL DEFAULT '',`;

/** The columns of a queue of e-mails (reminder_items, booking_mail) from its send time on, with their statuses. */
const mailColumns = (t: Dialect, statuses: string) => `send_at ${t.time} NOT NULL,
        status TEXT NOT NULL CHECK (status IN (${statuses})),
        ${leaseColumns(t)}
        updated_at ${t.time} NOT NULL,
        sent_at ${t.time}`;

/** Single-purpose links (SHA-256 hashes), each belonging to a row of the owner's table and erased with it. */
const tokenTable = (
  t: Dialect,
  name: string,
  owner: { key: string; table: string },
  purposes: string,
) => `CREATE TABLE ${name} (
        hash TEXT PRIMARY KEY,
        ${owner.key}_id TEXT NOT NULL REFERENCES ${owner.table} (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN (${purposes})),
        expires_at ${t.time} NOT NULL
      );
      CREATE INDEX ${name}_${owner.key}_idx ON ${name} (${owner.key}_id);`;

/** The outbox: one row per lead and channel to notify, claimed with a lease like every queue here. */
const outboxTable = (t: Dialect, name: string, channels: string) => `CREATE TABLE ${name} (
        id ${t.serialKey},
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN (${channels})),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        ${leaseColumns(t)}
        created_at ${t.time} NOT NULL,
        updated_at ${t.time} NOT NULL,
        sent_at ${t.time}
      );`;

/** A migration written once, its SQL made for each database by its dialect. */
const forBoth = (version: number, name: string, sql: (t: Dialect) => string): Migration => ({
  version,
  name,
  sqlite: sql(SQLITE),
  postgres: sql(POSTGRES),
});

/** Migration 5's guards against two bookings of one time: PostgreSQL refuses overlapping held times, SQLite a second booking of a start (its write lock does the rest). */
const POSTGRES_NO_OVERLAP = `,
        CONSTRAINT bookings_no_overlap EXCLUDE USING gist (tstzrange(slot_start, held_until, '[)') WITH &&) WHERE (status = 'booked')`;
const SQLITE_SLOT_ONCE = `CREATE UNIQUE INDEX bookings_slot_once_idx ON bookings (slot_start) WHERE status = 'booked';`;

export const migrations: readonly Migration[] = [
  forBoth(
    1,
    'leads, outbox and settings',
    (t) => `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        created_at ${t.time} NOT NULL,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        email TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        nationality TEXT NOT NULL DEFAULT '',
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        consent ${t.flag('consent')},
        consent_at ${t.time} NOT NULL,
        privacy_policy_version TEXT NOT NULL,
        page_url TEXT NOT NULL DEFAULT '',
        utm_source TEXT NOT NULL DEFAULT '',
        utm_medium TEXT NOT NULL DEFAULT '',
        utm_campaign TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        client_hash TEXT NOT NULL DEFAULT '',
        is_spam ${t.flag('is_spam', false)},
        spam_reason TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX leads_created_at_idx ON leads (created_at, id);
      CREATE INDEX leads_email_idx ON leads (lower(email));
      ${outboxTable(t, 'outbox', "'email', 'webhook'")}
      CREATE INDEX outbox_due_idx ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead_idx ON outbox (lead_id);
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  ),
  // key: a salted hash of the client address (never the address); tokens refill with time (updated_ms).
  forBoth(
    2,
    'rate-limit buckets shared by every instance',
    (t) => `
      CREATE TABLE rate_buckets (
        key TEXT PRIMARY KEY,
        tokens ${t.real} NOT NULL,
        updated_ms ${t.bigint} NOT NULL,
        allowed ${t.kind === 'sqlite' ? 'INTEGER NOT NULL DEFAULT 1' : 'BOOLEAN NOT NULL DEFAULT TRUE'}
      );
      CREATE INDEX rate_buckets_updated_idx ON rate_buckets (updated_ms);
    `,
  ),
  // Leads stored before it came from the English pages (the only ones then). The schema checks the value
  // against the site's languages, so a new language needs no migration.
  forBoth(
    3,
    'the language of the page a lead came from',
    () => `
      ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    `,
  ),
  // Only what sending needs: the address, the language, the consent text and time, whether it was
  // confirmed, how many days before; per item its kind and date and the rules' fingerprint at subscription.
  // Tokens are stored as SHA-256 hashes. reminder_items is also the reminders' outbox: the same claim, lease
  // and retry columns as outbox. The confirmation e-mail is an item of kind 'confirm' without a date.
  forBoth(
    4,
    'deadline reminders: subscriptions, their tokens and their due items',
    (t) => `
      CREATE TABLE reminder_subscriptions (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('en', 'th')),
        days_before INTEGER NOT NULL,
        consent_text TEXT NOT NULL,
        consent_at ${t.time} NOT NULL,
        created_at ${t.time} NOT NULL,
        confirmed_at ${t.time}
      );
      CREATE INDEX reminder_subscriptions_email_idx ON reminder_subscriptions (lower(email), created_at);
      ${tokenTable(t, 'reminder_tokens', { key: 'subscription', table: 'reminder_subscriptions' }, "'confirm', 'unsubscribe', 'erase'")}
      CREATE TABLE reminder_items (
        id ${t.serialKey},
        subscription_id TEXT NOT NULL REFERENCES reminder_subscriptions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('confirm', 'report', 'apply-extension', 'last-day')),
        deadline TEXT,
        rules_version TEXT NOT NULL DEFAULT '',
        ${mailColumns(t, "'held', 'pending', 'sending', 'sent', 'skipped', 'failed'")}
      );
      CREATE INDEX reminder_items_due_idx ON reminder_items (status, next_attempt_at);
      CREATE INDEX reminder_items_subscription_idx ON reminder_items (subscription_id);
    `,
  ),
  // A booking belongs to its lead (erasing the lead erases it). The slot is held once: PostgreSQL refuses two
  // booked rows whose times (end plus the buffer) overlap with an exclusion constraint; SQLite checks the same
  // inside its write transaction, and a partial unique index refuses the same start twice. booking_mail is the
  // bookings' own outbox (confirmation, update, cancellation, reminder) with the outbox's claim and retry
  // columns; tokens are SHA-256 hashes of single-purpose links.
  forBoth(
    5,
    'consultation bookings: slots, their tokens, their e-mails and closed days',
    (t) => `
      ALTER TABLE leads ADD COLUMN booking_slot TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN booking_mode TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN booking_status TEXT NOT NULL DEFAULT '';
      CREATE TABLE bookings (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('en', 'th')),
        mode TEXT NOT NULL CHECK (mode IN ('office', 'video')),
        slot_start ${t.time} NOT NULL,
        slot_end ${t.time} NOT NULL,
        held_until ${t.time} NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
        sequence INTEGER NOT NULL DEFAULT 0,
        created_at ${t.time} NOT NULL,
        updated_at ${t.time} NOT NULL${t.kind === 'postgres' ? POSTGRES_NO_OVERLAP : ''}
      );
      ${t.kind === 'sqlite' ? SQLITE_SLOT_ONCE : ''}
      CREATE INDEX bookings_email_idx ON bookings (lower(email), slot_start);
      CREATE INDEX bookings_lead_idx ON bookings (lead_id);
      ${tokenTable(t, 'booking_tokens', { key: 'booking', table: 'bookings' }, "'cancel', 'reschedule'")}
      CREATE TABLE booking_mail (
        id ${t.serialKey},
        booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('confirm', 'update', 'cancel', 'reminder')),
        sequence INTEGER NOT NULL,
        ${mailColumns(t, "'pending', 'sending', 'sent', 'skipped', 'failed'")}
      );
      CREATE INDEX booking_mail_due_idx ON booking_mail (status, next_attempt_at);
      CREATE INDEX booking_mail_booking_idx ON booking_mail (booking_id);
      CREATE TABLE booking_closed_days (
        day TEXT PRIMARY KEY,
        reason TEXT NOT NULL DEFAULT '',
        created_at ${t.time} NOT NULL
      );
    `,
  ),
  {
    version: 6,
    name: 'LINE as a notification channel',
    // SQLite cannot change a CHECK constraint in place: the outbox is rebuilt with the same columns and rows
    // (ids and the AUTOINCREMENT counter kept, so no id is ever handed out twice).
    sqlite: `
      ${outboxTable(SQLITE, 'outbox_with_line', "'email', 'webhook', 'line'")}
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
