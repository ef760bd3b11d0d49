/**
 * The operator CLI behind `npm run leads -- <command>` (scripts/leads.ts).
 * It talks to the same storage adapter as the site, chosen by the same
 * environment (DATABASE_URL or DATA_DIR), and runs migrations first.
 *
 *   list [--limit N] [--no-spam]            newest leads first
 *   export --format csv|jsonl [--since D]   every lead, oldest first, to stdout
 *   erase --email ADDRESS                   delete one person's leads and outbox items
 *   purge --older-than 7y|6m|30d            delete leads older than that
 *   outbox                                  pending, sending and failed notifications
 *   outbox retry                            failed notifications back to pending
 *   reminders                               counts (never addresses) of deadline reminders
 *   status                                  the outbox per channel, failed notifications, reminders
 *   backup FILE / restore FILE              a consistent copy of the database (backup.ts)
 *   bookings | close-day DAY | cancel ID     consultations (src/server/bookings/cli.ts)
 */
import { parseArgs } from 'node:util';
import { loadLeadConfig } from './config.ts';
import { exportedValue, LEAD_FIELDS, leadFullName } from './fields.ts';
import { openLeadStore } from './storage/index.ts';
import type { LeadStore, OutboxChannel, StoredLead } from './storage/types.ts';
import { writeStatus } from './status.ts';
import { BackupError, runBackupCommand } from './backup.ts';
import { BOOKING_COMMANDS, BOOKING_USAGE, bookingCommand } from '../bookings/cli.ts';

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  list [--limit N] [--no-spam]             Show the newest leads (default 50), spam marked.
  export --format csv|jsonl [--since DATE] Write every lead to stdout, oldest first.
                                           DATE is YYYY-MM-DD (UTC) or an ISO timestamp.
  erase --email ADDRESS                    Delete that person's leads, their outbox items and reminders.
  purge --older-than AGE                   Delete leads and reminder subscriptions older than AGE: 7y, 6m, 30d.
  outbox                                   Show pending, sending and failed notifications.
  outbox retry                             Put failed notifications back in the queue.
  reminders                                Count deadline reminders: subscriptions unconfirmed and
                                           confirmed, reminders held, pending, sent, skipped, failed.
  status                                   The outbox per channel, failed notifications and why, reminders.
  backup FILE                              SQLite: a consistent copy to FILE while the site runs.
                                           PostgreSQL: checks the server and prints the pg_dump to run.
  restore FILE                             Copies a backup into an empty database (PostgreSQL: prints
                                           the pg_restore to run).
${BOOKING_USAGE}

Storage: DATABASE_URL (postgres://...) or a SQLite file under DATA_DIR (default ./data).`;

class UsageError extends Error {
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

interface Output {
  write(text: string): boolean | void;
  once?(event: 'drain', listener: () => void): unknown;
}

async function write(out: Output, text: string): Promise<void> {
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
  await write(out, `${pad('RECEIVED (UTC)', 17)}  ${pad('ID', 36)}  ${pad('SERVICE', 11)}  ${pad('EMAIL', 32)}  ${pad('NAME', 24)}  SPAM\n`);
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
      await write(out, options.format === 'csv' ? csvRow(Object.values(leadRecord(lead))) : `${JSON.stringify(leadRecord(lead))}\n`);
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
  await write(out, `${pad('ID', 8)}  ${pad('LEAD', 36)}  ${pad('CHANNEL', 8)}  ${pad('STATUS', 8)}  TRIES  ${pad('NEXT TRY (UTC)', 19)}  LAST ERROR\n`);
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

interface CliIo {
  env?: Record<string, string | undefined>;
  stdout?: Output;
  stderr?: Output;
  now?: Date;
}

/** Runs one command; resolves to the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runLeadsCli(argv: string[], io: CliIo = {}): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const now = io.now ?? new Date();
  let store: LeadStore | null = null;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string' },
        since: { type: 'string' },
        email: { type: 'string' },
        'older-than': { type: 'string' },
        limit: { type: 'string' },
        'no-spam': { type: 'boolean' },
        reason: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, sub, ...rest] = positionals;
    if (values.help || command === 'help' || command === undefined) {
      await write(command === undefined && !values.help ? stderr : stdout, `${USAGE}\n`);
      return command === undefined && !values.help ? 2 : 0;
    }
    const takesFile = command === 'backup' || command === 'restore';
    if (takesFile && sub === undefined) throw new UsageError(`${command} needs a FILE`);
    const bookingCommandName = BOOKING_COMMANDS.find((name) => name === command);
    if (rest.length > 0 || (sub !== undefined && !(command === 'outbox' && sub === 'retry') && !takesFile && !bookingCommandName)) {
      throw new UsageError(`Unexpected argument "${sub ?? rest[0]}"`);
    }

    // Check the arguments before touching the database.
    let run: (store: LeadStore) => Promise<void>;
    if (command === 'list') {
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit takes a whole number of at least 1');
      run = (opened) => list(opened, stdout, { limit, spam: !values['no-spam'] });
    } else if (command === 'export') {
      const format = values.format;
      if (format !== 'csv' && format !== 'jsonl') throw new UsageError('export needs --format csv or --format jsonl');
      const since = values.since === undefined ? undefined : parseSince(values.since);
      run = (opened) => exportLeads(opened, stdout, { format, since });
    } else if (command === 'erase') {
      const email = values.email?.trim();
      if (!email || !email.includes('@')) throw new UsageError('erase needs --email ADDRESS');
      run = async (opened) => {
        const removed = await opened.eraseByEmail(email);
        await write(
          stdout,
          `Erased ${removed.leads} lead(s), ${removed.outbox} outbox item(s) and ${removed.reminders} reminder subscription(s) for ${email}.\n`,
        );
      };
    } else if (command === 'purge') {
      if (!values['older-than']) throw new UsageError('purge needs --older-than AGE, like 7y, 6m or 30d');
      const cutoff = cutoffBefore(values['older-than'], now);
      run = async (opened) => {
        const removed = await opened.purgeOlderThan(cutoff);
        await write(
          stdout,
          `Purged ${removed.leads} lead(s), ${removed.outbox} outbox item(s) and ${removed.reminders} reminder subscription(s) received before ${cutoff.toISOString()}.\n`,
        );
      };
    } else if (command === 'outbox' && sub === 'retry') {
      run = async (opened) => {
        const count = await opened.retryFailedOutbox(now);
        await write(stdout, `Moved ${count} failed item(s) back to pending; a running site sends them within its poll interval.\n`);
      };
    } else if (command === 'outbox') {
      run = (opened) => outbox(opened, stdout);
    } else if (command === 'status') {
      run = (opened) => writeStatus(opened, (text) => write(stdout, text), now);
    } else if (takesFile) {
      // Not through the store: a backup reads the file as it is, and a restore must find the target untouched.
      await runBackupCommand(command, loadLeadConfig(io.env ?? process.env).storage, sub!, (text) => write(stdout, text));
      return 0;
    } else if (command === 'reminders') {
      run = async (opened) => {
        const c = await opened.countReminders();
        await write(
          stdout,
          `Subscriptions: ${c.unconfirmed} unconfirmed, ${c.confirmed} confirmed.\nReminders: ${c.held} held (unconfirmed), ${c.pending} pending, ${c.sent} sent, ${c.skipped} skipped (date passed), ${c.failed} failed.\n`,
        );
      };
    } else if (bookingCommandName) {
      const booking = bookingCommand(bookingCommandName, sub, { reason: values.reason, now }, (text) => write(stdout, text));
      run = (opened) => booking(opened, channels);
    } else {
      throw new UsageError(`Unknown command "${command}"`);
    }

    const config = loadLeadConfig(io.env ?? process.env);
    // The channels the team is told on (a cancellation by the operator reaches them as a new lead would).
    const channels: OutboxChannel[] = [
      ...(config.email ? (['email'] as const) : []),
      ...(config.webhook ? (['webhook'] as const) : []),
      ...(config.line ? (['line'] as const) : []),
    ];
    store = await openLeadStore(config.storage, (message) => void stderr.write(`${message}\n`));
    await store.migrate();
    await run(store);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      await write(stderr, `leads: ${error.message}\n`);
      return 1;
    }
    const usage = error instanceof UsageError || (error as Error).name === 'UsageError' || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    await write(stderr, `leads: ${(error as Error).message}\n${usage ? `\n${USAGE}\n` : ''}`);
    return usage ? 2 : 1;
  } finally {
    await store?.close();
  }
}
