/** Outbox rows as both adapters read them (PostgreSQL gives Dates, SQLite ISO strings: `new Date` takes both). */
import type { OutboxChannel, OutboxItem, OutboxStatus, OutboxSummaryRow } from './types.ts';

type Row = Record<string, unknown>;

const date = (value: unknown) => new Date(value as string | Date);
const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : date(value));

export function outboxFromRow(row: Row): OutboxItem {
  return {
    id: Number(row.id),
    leadId: String(row.lead_id),
    channel: row.channel as OutboxChannel,
    status: row.status as OutboxStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: date(row.next_attempt_at),
    lockedUntil: dateOrNull(row.locked_until),
    lastError: String(row.last_error ?? ''),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    sentAt: dateOrNull(row.sent_at),
  };
}

/** A row of the summary query (channel, status, n, oldest). */
export function outboxSummaryFromRow(row: Row): OutboxSummaryRow {
  return {
    channel: row.channel as OutboxChannel,
    status: row.status as OutboxStatus,
    count: Number(row.n),
    oldestCreatedAt: date(row.oldest),
  };
}

/** The summary query: items per channel and status, with the oldest one's creation time. */
export const OUTBOX_SUMMARY_SQL =
  'SELECT channel, status, count(*) AS n, min(created_at) AS oldest FROM outbox GROUP BY channel, status ORDER BY channel, status';
