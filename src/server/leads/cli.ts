/**
 * The operator's lead commands, run by `npm run leads -- <command>` (src/server/app/cli.ts, which also opens the
 * store, runs migrations and answers the booking and backup commands):
 *
 *   list [--limit N] [--no-spam]            newest leads first
 *   export --format csv|jsonl [--since D]   every lead, oldest first, to stdout
 *   erase --email ADDRESS                   delete one person's leads and outbox items
 *   purge --older-than 7y|6m|30d            delete leads older than that
 *   outbox                                  pending, sending and failed notifications
 *   outbox retry                            failed notifications back to pending
 *   reminders                               counts (never addresses) of deadline reminders
 *   status                                  the outbox per channel, failed notifications, reminders
 */
import { exportedValue, LEAD_FIELDS, leadFullName } from '../core/fields.ts';
import type { LeadStore, StoredLead } from '../core/storage/types.ts';
import { writeStatus } from './status.ts';

export const LEAD_USAGE = `  list [--limit N] [--no-spam]             Show the newest leads (default 50), spam marked.
  export --format csv|jsonl [--since DATE] Write every lead to stdout, oldest first.
                                           DATE is YYYY-MM-DD (UTC) or an ISO timestamp.
  erase --email ADDRESS                    Delete that person's leads, their outbox items and reminders.
  purge --older-than AGE                   Delete leads and reminder subscriptions older than AGE: 7y, 6m, 30d.
  outbox                                   Show pending, sending and failed notifications.
  outbox retry                             Put failed notifications back in the queue.
  reminders                                Count deadline reminders: subscriptions unconfirmed and
                                           confirmed, reminders held, pending, sent, skipped, failed.
  status                                   The outbox per channel, failed notifications and why, reminders.`;

export class UsageError extends Error {
  name = 'UsageError';
}

/** Column order of the export; names match the database columns (both from the one list in fields.ts). */
const EXPORT_HEADER = LEAD_FIELDS.map((field) => field.column);

/**
 * One CSV cell. A text starting with =, +, -, @, a tab or a carriage return
 * would be read as a formula by spreadsheet programs: it gets a leading
 * apostrophe, which makes it inert text. Then RFC 4180 quoting.
 */
export function csvCell(value: string | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvRow(cells: (string | boolean)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function leadRecord(lead: StoredLead): Record<string, string | boolean> {
  return Object.fromEntries(LEAD_FIELDS.map((field) => [field.column, exportedValue(lead, field)]));
}

/** "7y", "6m", "30d" → the instant that long before `now` (calendar months and years, UTC). */
export function cutoffBefore(age: string, now: Date): Date {
  const match = /^(\d{1,4})([dmy])$/i.exec(age.trim());
  if (!match) throw new UsageError(`--older-than takes a number and d, m or y, like 7y, 6m or 30d (got "${age}")`);
  const amount = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  const cutoff = new Date(now.getTime());
  if (unit === 'd') cutoff.setUTCDate(cutoff.getUTCDate() - amount);
  if (unit === 'm') cutoff.setUTCMonth(cutoff.getUTCMonth() - amount);
  if (unit === 'y') cutoff.setUTCFullYear(cutoff.getUTCFullYear() - amount);
  return cutoff;
}

export function parseSince(value: string): Date {
  const text = value.trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00.000Z`) : new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--since takes a date like 2025-01-31 or 2025-01-31T08:00:00Z (got "${value}")`);
  }
  return date;
}

export interface Output {
  write(text: string): boolean | void;
  once?(event: 'drain', listener: () => void): unknown;
}

export async function write(out: Output, text: string): Promise<void> {
  if (out.write(text) === false && out.once) await new Promise<void>((resolve) => out.once!('drain', resolve));
}

function pad(text: string, width: number): string {
  const clipped = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return clipped.padEnd(width);
}

async function list(store: LeadStore, out: Output, options: { limit: number; spam: boolean }) {
  const leads = await store.listLeads({ order: 'desc', limit: options.limit, includeSpam: options.spam });
  const total = await store.countLeads({ includeSpam: options.spam });
  if (leads.length === 0) {
    await write(out, 'No leads stored.\n');
    return;
  }
  await write(
    out,
    `${pad('RECEIVED (UTC)', 17)}  ${pad('ID', 36)}  ${pad('SERVICE', 11)}  ${pad('EMAIL', 32)}  ${pad('NAME', 24)}  SPAM\n`,
  );
  for (const lead of leads) {
    const name = leadFullName(lead);
    const line = [
      pad(lead.createdAt.toISOString().slice(0, 16).replace('T', ' '), 17),
      pad(lead.id, 36),
      pad(lead.service, 11),
      pad(lead.email, 32),
      pad(name || '-', 24),
      lead.isSpam ? `yes (${lead.spamReason})` : '',
    ].join('  ');
    await write(out, `${line.trimEnd()}\n`);
  }
  await write(out, `${leads.length} of ${total} shown.\n`);
}

async function exportLeads(store: LeadStore, out: Output, options: { format: 'csv' | 'jsonl'; since?: Date }) {
  if (options.format === 'csv') await write(out, csvRow(EXPORT_HEADER));
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page = await store.listLeads({ since: options.since, after, limit: 500, order: 'asc' });
    for (const lead of page) {
      await write(
        out,
        options.format === 'csv' ? csvRow(Object.values(leadRecord(lead))) : `${JSON.stringify(leadRecord(lead))}\n`,
      );
    }
    if (page.length < 500) break;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

async function outbox(store: LeadStore, out: Output) {
  const items = await store.listOutbox({ statuses: ['pending', 'sending', 'failed'] });
  if (items.length === 0) {
    await write(out, 'Outbox is empty: nothing pending or failed.\n');
    return;
  }
  await write(
    out,
    `${pad('ID', 8)}  ${pad('LEAD', 36)}  ${pad('CHANNEL', 8)}  ${pad('STATUS', 8)}  TRIES  ${pad('NEXT TRY (UTC)', 19)}  LAST ERROR\n`,
  );
  for (const item of items) {
    const line = [
      pad(String(item.id), 8),
      pad(item.leadId, 36),
      pad(item.channel, 8),
      pad(item.status, 8),
      pad(String(item.attempts), 5),
      pad(item.status === 'failed' ? '-' : item.nextAttemptAt.toISOString().slice(0, 19).replace('T', ' '), 19),
      item.lastError,
    ].join('  ');
    await write(out, `${line.trimEnd()}\n`);
  }
  const count = (status: string) => items.filter((item) => item.status === status).length;
  await write(out, `${count('pending')} pending, ${count('sending')} sending, ${count('failed')} failed.\n`);
}

/** The options of `npm run leads` a lead command reads. */
export interface LeadCommandOptions {
  format?: string;
  since?: string;
  email?: string;
  'older-than'?: string;
  limit?: string;
  'no-spam'?: boolean;
}

type Run = (store: LeadStore) => Promise<void>;

/** Checks a lead command's arguments (before the database is touched) and returns what it does; undefined when `command` is not one. */
export function leadCommand(
  command: string,
  sub: string | undefined,
  values: LeadCommandOptions,
  now: Date,
  stdout: Output,
): Run | undefined {
  switch (command) {
    case 'list': {
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit takes a whole number of at least 1');
      return (store) => list(store, stdout, { limit, spam: !values['no-spam'] });
    }
    case 'export': {
      const format = values.format;
      if (format !== 'csv' && format !== 'jsonl') throw new UsageError('export needs --format csv or --format jsonl');
      const since = values.since === undefined ? undefined : parseSince(values.since);
      return (store) => exportLeads(store, stdout, { format, since });
    }
    case 'erase':
      return eraseCommand(values.email, stdout);
    case 'purge':
      return purgeCommand(values['older-than'], now, stdout);
    case 'outbox':
      return sub === 'retry' ? (store) => retryOutbox(store, now, stdout) : (store) => outbox(store, stdout);
    case 'status':
      return (store) => writeStatus(store, (text) => write(stdout, text), now);
    case 'reminders':
      return (store) => reminderCounts(store, stdout);
    default:
      return undefined;
  }
}

function eraseCommand(address: string | undefined, stdout: Output): Run {
  const email = address?.trim();
  if (!email || !email.includes('@')) throw new UsageError('erase needs --email ADDRESS');
  return async (store) => {
    const removed = await store.eraseByEmail(email);
    await write(
      stdout,
      `Erased ${removed.leads} lead(s), ${removed.outbox} outbox item(s) and ${removed.reminders} reminder subscription(s) for ${email}.\n`,
    );
  };
}

function purgeCommand(age: string | undefined, now: Date, stdout: Output): Run {
  if (!age) throw new UsageError('purge needs --older-than AGE, like 7y, 6m or 30d');
  const cutoff = cutoffBefore(age, now);
  return async (store) => {
    const removed = await store.purgeOlderThan(cutoff);
    await write(
      stdout,
      `Purged ${removed.leads} lead(s), ${removed.outbox} outbox item(s) and ${removed.reminders} reminder subscription(s) received before ${cutoff.toISOString()}.\n`,
    );
  };
}

async function retryOutbox(store: LeadStore, now: Date, stdout: Output): Promise<void> {
  const count = await store.retryFailedOutbox(now);
  await write(
    stdout,
    `Moved ${count} failed item(s) back to pending; a running site sends them within its poll interval.\n`,
  );
}

async function reminderCounts(store: LeadStore, stdout: Output): Promise<void> {
  const c = await store.countReminders();
  await write(
    stdout,
    `Subscriptions: ${c.unconfirmed} unconfirmed, ${c.confirmed} confirmed.\nReminders: ${c.held} held (unconfirmed), ${c.pending} pending, ${c.sent} sent, ${c.skipped} skipped (date passed), ${c.failed} failed.\n`,
  );
}
