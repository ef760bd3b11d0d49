/** The reminder rows as both adapters read them (PostgreSQL gives Dates, SQLite ISO strings: `new Date` takes both). */
import type {
  ClaimedReminderItem,
  ReminderCounts,
  ReminderItem,
  ReminderItemKind,
  ReminderItemStatus,
  ReminderLanguage,
} from './types.ts';

type Row = Record<string, unknown>;

const date = (value: unknown) => new Date(value as string | Date);

export function reminderItemFromRow(row: Row): ReminderItem {
  return {
    id: Number(row.id),
    subscriptionId: String(row.subscription_id),
    kind: row.kind as ReminderItemKind,
    deadline: row.deadline === null || row.deadline === undefined ? null : String(row.deadline),
    rulesVersion: String(row.rules_version ?? ''),
    sendAt: date(row.send_at),
    status: row.status as ReminderItemStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: date(row.next_attempt_at),
    lastError: String(row.last_error ?? ''),
    sentAt: row.sent_at === null || row.sent_at === undefined ? null : date(row.sent_at),
  };
}

/** A claimed item joined with its subscription's columns. */
export function claimedItemFromRow(row: Row, claimToken: string): ClaimedReminderItem {
  return {
    ...reminderItemFromRow(row),
    claimToken,
    email: String(row.email),
    language: row.language as ReminderLanguage,
    daysBefore: Number(row.days_before),
    subscriptionCreatedAt: date(row.subscription_created_at),
  };
}

/** The counts from a row of subscription counts and rows of (status, n) for the items. */
export function reminderCounts(subscriptions: Row, items: Row[]): ReminderCounts {
  const count = (...statuses: string[]) =>
    items.filter((row) => statuses.includes(String(row.status))).reduce((sum, row) => sum + Number(row.n), 0);
  return {
    unconfirmed: Number(subscriptions.unconfirmed ?? 0),
    confirmed: Number(subscriptions.confirmed ?? 0),
    pending: count('pending', 'sending'),
    held: count('held'),
    sent: count('sent'),
    skipped: count('skipped'),
    failed: count('failed'),
  };
}
