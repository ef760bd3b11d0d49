/** The deadline reminders' tables on the PostgreSQL lead store's connection (postgres.ts): subscriptions, tokens and the items the sender claims. */
import { randomUUID } from 'node:crypto';
import { clipError } from './columns.ts';
import { claimedItemFromRow, reminderCounts, reminderItemFromRow } from './reminder-rows.ts';
import { PostgresTables } from './connections.ts';
import type { ReminderLanguage } from './types.ts';
import type { ReminderTables } from './table-methods.ts';

type Row = Record<string, unknown>;

const LIVE_TOKEN_POSTGRES = `SELECT t.subscription_id, s.language, s.email FROM reminder_tokens t JOIN reminder_subscriptions s ON s.id = t.subscription_id
  WHERE t.hash = $1 AND t.purpose = $2 AND t.expires_at > $3`;

export class ReminderPostgresTables extends PostgresTables implements ReminderTables {
  readonly subscribeReminders: ReminderTables['subscribeReminders'] = async (subscription, items, options) => {
    const address = subscription.email.toLowerCase();
    return this.c.transaction(async (client) => {
      // Serialises subscriptions of one address, so two at once cannot both pass the count.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reminders:${address}`]);
      const recent = await client.query<Row>(
        'SELECT count(*) AS n FROM reminder_subscriptions WHERE lower(email) = $1 AND confirmed_at IS NULL AND created_at > $2',
        [address, new Date(subscription.createdAt.getTime() - 86_400_000)],
      );
      if (Number(recent.rows[0]?.n) >= options.maxUnconfirmedPerDay) return false;
      await client.query(
        `INSERT INTO reminder_subscriptions (id, email, language, days_before, consent_text, consent_at, created_at, confirmed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
        [
          subscription.id,
          subscription.email,
          subscription.language,
          subscription.daysBefore,
          subscription.consentText,
          subscription.consentAt,
          subscription.createdAt,
        ],
      );
      await client.query(
        `INSERT INTO reminder_items (subscription_id, kind, deadline, rules_version, send_at, status, next_attempt_at, updated_at)
         VALUES ($1, 'confirm', NULL, '', $2, 'pending', $2, $2)`,
        [subscription.id, subscription.createdAt],
      );
      for (const item of items) {
        await client.query(
          `INSERT INTO reminder_items (subscription_id, kind, deadline, rules_version, send_at, status, next_attempt_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, 'held', $5, $6)`,
          [subscription.id, item.kind, item.deadline, item.rulesVersion, item.sendAt, subscription.createdAt],
        );
      }
      return true;
    });
  };

  readonly addReminderToken: ReminderTables['addReminderToken'] = async (hash, subscriptionId, purpose, expiresAt) => {
    await this.c.query(
      'INSERT INTO reminder_tokens (hash, subscription_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
      [hash, subscriptionId, purpose, expiresAt],
    );
  };

  readonly findReminderToken: ReminderTables['findReminderToken'] = async (hash, purpose, now) => {
    const row = (await this.c.query(LIVE_TOKEN_POSTGRES, [hash, purpose, now])).rows[0];
    return row ? { subscriptionId: String(row.subscription_id), language: row.language as ReminderLanguage } : null;
  };

  readonly confirmReminders: ReminderTables['confirmReminders'] = async (hash, now) => {
    return this.c.transaction(async (client) => {
      const row = (await client.query<Row>(`${LIVE_TOKEN_POSTGRES} FOR UPDATE OF t`, [hash, 'confirm', now])).rows[0];
      if (!row) return null;
      const id = String(row.subscription_id);
      await client.query('UPDATE reminder_subscriptions SET confirmed_at = COALESCE(confirmed_at, $1) WHERE id = $2', [
        now,
        id,
      ]);
      await client.query(
        `UPDATE reminder_items SET status = 'pending', next_attempt_at = send_at, updated_at = $1 WHERE subscription_id = $2 AND status = 'held'`,
        [now, id],
      );
      await client.query(`DELETE FROM reminder_tokens WHERE subscription_id = $1 AND purpose = 'confirm'`, [id]);
      return { language: row.language as ReminderLanguage };
    });
  };

  readonly unsubscribeReminders: ReminderTables['unsubscribeReminders'] = async (hash, now) => {
    return this.c.transaction(async (client) => {
      const row = (await client.query<Row>(LIVE_TOKEN_POSTGRES, [hash, 'unsubscribe', now])).rows[0];
      if (!row) return null;
      await client.query('DELETE FROM reminder_subscriptions WHERE id = $1', [row.subscription_id]);
      return { language: row.language as ReminderLanguage };
    });
  };

  readonly eraseRemindersByToken: ReminderTables['eraseRemindersByToken'] = async (hash, now) => {
    return this.c.transaction(async (client) => {
      const row = (await client.query<Row>(LIVE_TOKEN_POSTGRES, [hash, 'erase', now])).rows[0];
      if (!row) return null;
      const deleted = await client.query('DELETE FROM reminder_subscriptions WHERE lower(email) = $1', [
        String(row.email).toLowerCase(),
      ]);
      return { language: row.language as ReminderLanguage, subscriptions: deleted.rowCount ?? 0 };
    });
  };

  readonly claimReminderItems: ReminderTables['claimReminderItems'] = async (options) => {
    const token = randomUUID();
    const lockedUntil = new Date(options.now.getTime() + options.leaseMs);
    // SKIP LOCKED: workers in other instances pass over the rows this one is taking.
    const result = await this.c.query(
      `WITH claimed AS (
         UPDATE reminder_items SET status = 'sending', attempts = reminder_items.attempts + 1, locked_until = $1, claim_token = $2, updated_at = $3
         WHERE id IN (
           SELECT id FROM reminder_items
           WHERE (status = 'pending' AND next_attempt_at <= $3) OR (status = 'sending' AND locked_until <= $3)
           ORDER BY next_attempt_at, id
           LIMIT $4
           FOR UPDATE SKIP LOCKED
         )
         RETURNING *
       )
       SELECT c.*, s.email, s.language, s.days_before, s.created_at AS subscription_created_at
       FROM claimed c JOIN reminder_subscriptions s ON s.id = c.subscription_id ORDER BY c.id`,
      [lockedUntil, token, options.now, Math.max(1, Math.trunc(options.limit))],
    );
    return result.rows.map((row) => claimedItemFromRow(row, token));
  };

  readonly finishReminderItem: ReminderTables['finishReminderItem'] = async (id, claimToken, status, now) => {
    const result = await this.c.query(
      `UPDATE reminder_items SET status = $1, sent_at = $2, updated_at = $3, locked_until = NULL, claim_token = NULL, last_error = ''
       WHERE id = $4 AND status = 'sending' AND claim_token = $5`,
      [status, status === 'sent' ? now : null, now, id, claimToken],
    );
    return result.rowCount === 1;
  };

  readonly failReminderItem: ReminderTables['failReminderItem'] = async (id, claimToken, error, now, retryAt) => {
    const result = await this.c.query(
      `UPDATE reminder_items SET status = $1, next_attempt_at = $2, last_error = $3, updated_at = $4, locked_until = NULL, claim_token = NULL
       WHERE id = $5 AND status = 'sending' AND claim_token = $6`,
      [retryAt ? 'pending' : 'failed', retryAt ?? now, clipError(error), now, id, claimToken],
    );
    return result.rowCount === 1;
  };

  readonly listReminderItems: ReminderTables['listReminderItems'] = async (subscriptionId) => {
    const result = subscriptionId
      ? await this.c.query('SELECT * FROM reminder_items WHERE subscription_id = $1 ORDER BY id', [subscriptionId])
      : await this.c.query('SELECT * FROM reminder_items ORDER BY id');
    return result.rows.map(reminderItemFromRow);
  };

  readonly purgeReminders: ReminderTables['purgeReminders'] = async (now, cutoffs) => {
    return this.c.transaction(async (client) => {
      await client.query('DELETE FROM reminder_tokens WHERE expires_at <= $1', [now]);
      const unconfirmed = await client.query(
        'DELETE FROM reminder_subscriptions WHERE confirmed_at IS NULL AND created_at < $1',
        [cutoffs.unconfirmedBefore],
      );
      const finished = await client.query(
        `DELETE FROM reminder_subscriptions s WHERE confirmed_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM reminder_items i WHERE i.subscription_id = s.id AND i.status IN ('held', 'pending', 'sending'))
           AND (SELECT max(i.updated_at) FROM reminder_items i WHERE i.subscription_id = s.id) < $1`,
        [cutoffs.finishedBefore],
      );
      return (unconfirmed.rowCount ?? 0) + (finished.rowCount ?? 0);
    });
  };

  readonly countReminders: ReminderTables['countReminders'] = async () => {
    const subscriptions = (
      await this.c.query(
        'SELECT count(*) FILTER (WHERE confirmed_at IS NULL) AS unconfirmed, count(*) FILTER (WHERE confirmed_at IS NOT NULL) AS confirmed FROM reminder_subscriptions',
      )
    ).rows[0]!;
    const items = (
      await this.c.query(`SELECT status, count(*) AS n FROM reminder_items WHERE kind <> 'confirm' GROUP BY status`)
    ).rows;
    return reminderCounts(subscriptions, items);
  };
}
