/**
 * The operator CLI behind `npm run leads -- <command>` (scripts/leads.ts).
 * It talks to the same storage adapter as the site, chosen by the same
 * environment (DATABASE_URL or DATA_DIR), and runs migrations first.
 * The commands: the leads' (src/server/leads/cli.ts), the bookings' (src/server/bookings/cli.ts), and
 * backup FILE / restore FILE, a consistent copy of the database (src/server/leads/backup.ts).
 */
import { parseArgs } from 'node:util';
import { loadLeadConfig, type LeadConfig } from '../core/config.ts';
import { openLeadStore } from '../core/storage/index.ts';
import type { LeadStore, OutboxChannel } from '../core/storage/types.ts';
import { LEAD_USAGE, UsageError, leadCommand, write, type Output } from '../leads/cli.ts';
import { BackupError, runBackupCommand } from '../leads/backup.ts';
import { BOOKING_COMMANDS, BOOKING_USAGE, bookingCommand } from '../bookings/cli.ts';

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
${LEAD_USAGE}
  backup FILE                              SQLite: a consistent copy to FILE while the site runs.
                                           PostgreSQL: checks the server and prints the pg_dump to run.
  restore FILE                             Copies a backup into an empty database (PostgreSQL: prints
                                           the pg_restore to run).
${BOOKING_USAGE}

Storage: DATABASE_URL (postgres://...) or a SQLite file under DATA_DIR (default ./data).`;

interface CliIo {
  env?: Record<string, string | undefined>;
  stdout?: Output;
  stderr?: Output;
  now?: Date;
}

const OPTIONS = {
  format: { type: 'string' },
  since: { type: 'string' },
  email: { type: 'string' },
  'older-than': { type: 'string' },
  limit: { type: 'string' },
  'no-spam': { type: 'boolean' },
  reason: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The channels the team is told on (a cancellation by the operator reaches them as a new lead would). */
function teamChannels(config: LeadConfig): OutboxChannel[] {
  return [
    ...(config.email ? (['email'] as const) : []),
    ...(config.webhook ? (['webhook'] as const) : []),
    ...(config.line ? (['line'] as const) : []),
  ];
}

type Run = (store: LeadStore, channels: OutboxChannel[]) => Promise<void>;

/** What a command does with the store, its arguments checked before the database is touched. */
function commandRun(
  argv: string[],
  now: Date,
  stdout: Output,
): Run | 'help' | 'usage' | { file: 'backup' | 'restore'; path: string } {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  const [command, sub, ...rest] = positionals;
  if (values.help || command === 'help') return 'help';
  if (command === undefined) return 'usage';
  const takesFile = command === 'backup' || command === 'restore';
  if (takesFile && sub === undefined) throw new UsageError(`${command} needs a FILE`);
  const bookingCommandName = BOOKING_COMMANDS.find((name) => name === command);
  if (
    rest.length > 0 ||
    (sub !== undefined && !(command === 'outbox' && sub === 'retry') && !takesFile && !bookingCommandName)
  ) {
    throw new UsageError(`Unexpected argument "${sub ?? rest[0]}"`);
  }
  if (takesFile) return { file: command, path: sub! };
  if (bookingCommandName)
    return bookingCommand(bookingCommandName, sub, { reason: values.reason, now }, (text) => write(stdout, text));
  const lead = leadCommand(command, sub, values, now, stdout);
  if (!lead) throw new UsageError(`Unknown command "${command}"`);
  return (store) => lead(store);
}

/** Runs one command; resolves to the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runLeadsCli(argv: string[], io: CliIo = {}): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  let store: LeadStore | null = null;
  try {
    const run = commandRun(argv, io.now ?? new Date(), stdout);
    if (run === 'help' || run === 'usage') {
      await write(run === 'usage' ? stderr : stdout, `${USAGE}\n`);
      return run === 'usage' ? 2 : 0;
    }
    const config = loadLeadConfig(io.env ?? process.env);
    if (typeof run === 'object') {
      // Not through the store: a backup reads the file as it is, and a restore must find the target untouched.
      await runBackupCommand(run.file, config.storage, run.path, (text) => write(stdout, text));
      return 0;
    }
    store = await openLeadStore(config.storage, (message) => void stderr.write(`${message}\n`));
    await store.migrate();
    await run(store, teamChannels(config));
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      await write(stderr, `leads: ${error.message}\n`);
      return 1;
    }
    const usage =
      error instanceof UsageError ||
      (error as Error).name === 'UsageError' ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    await write(stderr, `leads: ${(error as Error).message}\n${usage ? `\n${USAGE}\n` : ''}`);
    return usage ? 2 : 1;
  } finally {
    await store?.close();
  }
}
