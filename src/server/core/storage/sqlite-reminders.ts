/** The deadline reminders' tables on the SQLite lead store's connection (sqlite.ts): subscriptions, tokens and the items the sender claims. */
import type { SQLInputValue } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import { clipError } from './columns.ts';
import { claimedItemFromRow, reminderCounts, reminderItemFromRow } from './reminder-rows.ts';
import { SqliteTables } from './connections.ts';
import { claimDueSqlite } from './sqlite-queues.ts';
import type { ReminderLanguage, ReminderTokenPurpose } from './types.ts';
import type { ReminderTables } from './table-methods.ts';

type Row = Record<string, SQLInputValue>;
const iso = (date: Date) => date.toISOString();

export class ReminderSqliteTables extends SqliteTables implements ReminderTables {
  readonly subscribeReminders: ReminderTables['subscribeReminders'] = async (subscription, items, options) => {
    const created = iso(subscription.createdAt);
    const dayAgo = iso(new Date(subscription.createdAt.getTime() - 86_400_000));
    return this.c.transaction(() => {
      const recent = this.c
        .stmt(
          'SELECT count(*) AS n FROM reminder_subscriptions WHERE lower(email) = ? AND confirmed_at IS NULL AND created_at > ?',
        )
        .get(subscription.email.toLowerCase(), dayAgo) as Row;
      if (Number(recent.n) >= options.maxUnconfirmedPerDay) return false;
      this.c
        .stmt(
          `INSERT INTO reminder_subscriptions (id, email, language, days_before, consent_text, consent_at, created_at, confirmed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`,
        )
        .run(
          subscription.id,
          subscription.email,
          subscription.language,
          subscription.daysBefore,
          subscription.consentText,
          iso(subscription.consentAt),
          created,
        );
      const insert = this.c.stmt(
        `INSERT INTO reminder_items (subscription_id, kind, deadline, rules_version, send_at, status, next_attempt_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      insert.run(subscription.id, 'confirm', null, '', created, 'pending', created, created);
      for (const item of items) {
        insert.run(
          subscription.id,
          item.kind,
          item.deadline,
          item.rulesVersion,
          iso(item.sendAt),
          'held',
          iso(item.sendAt),
          created,
        );
      }
      return true;
    });
  };

  readonly addReminderToken: ReminderTables['addReminderToken'] = async (hash, subscriptionId, purpose, expiresAt) => {
    this.c
      .stmt('INSERT INTO reminder_tokens (hash, subscription_id, purpose, expires_at) VALUES (?, ?, ?, ?)')
      .run(hash, subscriptionId, purpose, iso(expiresAt));
  };

  #liveToken(
    hash: string,
    purpose: ReminderTokenPurpose,
    now: Date,
  ): { subscriptionId: string; language: ReminderLanguage; email: string } | null {
    const row = this.c
      .stmt(
        `SELECT t.subscription_id, s.language, s.email FROM reminder_tokens t JOIN reminder_subscriptions s ON s.id = t.subscription_id
       WHERE t.hash = ? AND t.purpose = ? AND t.expires_at > ?`,
      )
      .get(hash, purpose, iso(now)) as Row | undefined;
    return row
      ? {
          subscriptionId: String(row.subscription_id),
          language: row.language as ReminderLanguage,
          email: String(row.email),
        }
      : null;
  }

  readonly findReminderToken: ReminderTables['findReminderToken'] = async (hash, purpose, now) => {
    const found = this.#liveToken(hash, purpose, now);
    return found ? { subscriptionId: found.subscriptionId, language: found.language } : null;
  };

  readonly confirmReminders: ReminderTables['confirmReminders'] = async (hash, now) => {
    return this.c.transaction(() => {
      const found = this.#liveToken(hash, 'confirm', now);
      if (!found) return null;
      this.c
        .stmt('UPDATE reminder_subscriptions SET confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?')
        .run(iso(now), found.subscriptionId);
      this.c
        .stmt(
          `UPDATE reminder_items SET status = 'pending', next_attempt_at = send_at, updated_at = ? WHERE subscription_id = ? AND status = 'held'`,
        )
        .run(iso(now), found.subscriptionId);
      this.c
        .stmt(`DELETE FROM reminder_tokens WHERE subscription_id = ? AND purpose = 'confirm'`)
        .run(found.subscriptionId);
      return { language: found.language };
    });
  };

  readonly unsubscribeReminders: ReminderTables['unsubscribeReminders'] = async (hash, now) => {
    return this.c.transaction(() => {
      const found = this.#liveToken(hash, 'unsubscribe', now);
      if (!found) return null;
      this.c.stmt('DELETE FROM reminder_subscriptions WHERE id = ?').run(found.subscriptionId);
      return { language: found.language };
    });
  };

  readonly eraseRemindersByToken: ReminderTables['eraseRemindersByToken'] = async (hash, now) => {
    return this.c.transaction(() => {
      const found = this.#liveToken(hash, 'erase', now);
      if (!found) return null;
      const deleted = this.c
        .stmt('DELETE FROM reminder_subscriptions WHERE lower(email) = ?')
        .run(found.email.toLowerCase()).changes;
      return { language: found.language, subscriptions: Number(deleted) };
    });
  };

  readonly claimReminderItems: ReminderTables['claimReminderItems'] = async (options) => {
    const token = randomUUID();
    const rows = this.c.transaction(() => {
      claimDueSqlite(this.c, 'reminder_items', options, token);
      return this.c
        .stmt(
          `SELECT i.*, s.email, s.language, s.days_before, s.created_at AS subscription_created_at
         FROM reminder_items i JOIN reminder_subscriptions s ON s.id = i.subscription_id WHERE i.claim_token = ? ORDER BY i.id`,
        )
        .all(token) as Row[];
    });
    return rows.map((row) => claimedItemFromRow(row, token));
  };

  readonly finishReminderItem: ReminderTables['finishReminderItem'] = async (id, claimToken, status, now) => {
    const result = this.c
      .stmt(
        `UPDATE reminder_items SET status = ?, sent_at = ?, updated_at = ?, locked_until = NULL, claim_token = NULL, last_error = ''
       WHERE id = ? AND status = 'sending' AND claim_token = ?`,
      )
      .run(status, status === 'sent' ? iso(now) : null, iso(now), id, claimToken);
    return Number(result.changes) === 1;
  };

  readonly failReminderItem: ReminderTables['failReminderItem'] = async (id, claimToken, error, now, retryAt) => {
    const result = this.c
      .stmt(
        `UPDATE reminder_items SET status = ?, next_attempt_at = ?, last_error = ?, updated_at = ?, locked_until = NULL, claim_token = NULL
       WHERE id = ? AND status = 'sending' AND claim_token = ?`,
      )
      .run(retryAt ? 'pending' : 'failed', iso(retryAt ?? now), clipError(error), iso(now), id, claimToken);
    return Number(result.changes) === 1;
  };

  readonly listReminderItems: ReminderTables['listReminderItems'] = async (subscriptionId) => {
    const rows = subscriptionId
      ? this.c.stmt('SELECT * FROM reminder_items WHERE subscription_id = ? ORDER BY id').all(subscriptionId)
      : this.c.stmt('SELECT * FROM reminder_items ORDER BY id').all();
    return (rows as Row[]).map(reminderItemFromRow);
  };

  readonly purgeReminders: ReminderTables['purgeReminders'] = async (now, cutoffs) => {
    return this.c.transaction(() => {
      this.c.stmt('DELETE FROM reminder_tokens WHERE expires_at <= ?').run(iso(now));
      const unconfirmed = this.c
        .stmt('DELETE FROM reminder_subscriptions WHERE confirmed_at IS NULL AND created_at < ?')
        .run(iso(cutoffs.unconfirmedBefore)).changes;
      const finished = this.c
        .stmt(
          `DELETE FROM reminder_subscriptions WHERE confirmed_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM reminder_items i WHERE i.subscription_id = reminder_subscriptions.id AND i.status IN ('held', 'pending', 'sending'))
           AND (SELECT max(i.updated_at) FROM reminder_items i WHERE i.subscription_id = reminder_subscriptions.id) < ?`,
        )
        .run(iso(cutoffs.finishedBefore)).changes;
      return Number(unconfirmed) + Number(finished);
    });
  };

  readonly countReminders: ReminderTables['countReminders'] = async () => {
    const subscriptions = this.c
      .stmt(
        'SELECT sum(CASE WHEN confirmed_at IS NULL THEN 1 ELSE 0 END) AS unconfirmed, sum(CASE WHEN confirmed_at IS NULL THEN 0 ELSE 1 END) AS confirmed FROM reminder_subscriptions',
      )
      .get() as Row;
    const items = this.c
      .stmt(`SELECT status, count(*) AS n FROM reminder_items WHERE kind <> 'confirm' GROUP BY status`)
      .all() as Row[];
    return reminderCounts(subscriptions, items);
  };
}
