/**
 * `npm run reminders -- <command>` (scripts/reminders.ts), for an operator who sends reminders from cron rather
 * than from the site's own scheduler (then set REMINDERS_WORKER=false on the site). Same storage and settings
 * as the site (DATABASE_URL or DATA_DIR, SMTP_URL, REMINDERS_*); the claim lease in the database keeps a cron run
 * and running sites from sending one reminder twice.
 *
 *   send-due   send every confirmation and reminder that is due now (and delete expired requests)
 *   status     counts (never addresses) of subscriptions and reminders
 */
import { loadLeadConfig } from '../core/config.ts';
import { createLeadPipeline } from './pipeline.ts';

export const REMINDERS_USAGE = `Usage: npm run reminders -- <command>

Commands:
  send-due   Send the confirmations and reminders that are due now, with the site's retries and backoff.
             For a cron job, e.g. every 10 minutes: */10 * * * * cd /srv/site && npm run reminders -- send-due
  status     Count subscriptions (unconfirmed, confirmed) and reminders (held, pending, sent, skipped, failed).

Settings: the site's (DATABASE_URL or DATA_DIR; SMTP_URL; REMINDERS_MAIL_FROM, REMINDERS_BASE_URL, ...).`;

interface Output {
  write(text: string): unknown;
}

export async function runRemindersCli(
  argv: string[],
  io: { env?: Record<string, string | undefined>; stdout?: Output; stderr?: Output } = {},
): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const [command, ...rest] = argv;
  if (
    !command ||
    command === 'help' ||
    command === '--help' ||
    rest.length > 0 ||
    !['send-due', 'status'].includes(command)
  ) {
    const help = command === 'help' || command === '--help';
    (help ? stdout : stderr).write(
      `${command && !help ? `reminders: unknown command "${[command, ...rest].join(' ')}"\n\n` : ''}${REMINDERS_USAGE}\n`,
    );
    return help ? 0 : 2;
  }
  try {
    const config = loadLeadConfig(io.env ?? process.env);
    if (command === 'send-due' && !config.reminders)
      throw new Error('reminders are off: set SMTP_URL (and REMINDERS is not "off")');
    const pipeline = await createLeadPipeline(config, {
      worker: false,
      reminderWorker: false,
      bookingWorker: false,
      log: (message) => void stderr.write(`${message}\n`),
    });
    try {
      if (command === 'send-due') {
        const handled = await pipeline.reminders!.sender.runOnce();
        stdout.write(`Handled ${handled} due item(s).\n`);
      }
      const c = await pipeline.store.countReminders();
      stdout.write(
        `Subscriptions: ${c.unconfirmed} unconfirmed, ${c.confirmed} confirmed.\nReminders: ${c.held} held (unconfirmed), ${c.pending} pending, ${c.sent} sent, ${c.skipped} skipped (date passed), ${c.failed} failed.\n`,
      );
    } finally {
      await pipeline.stop();
    }
    return 0;
  } catch (error) {
    stderr.write(`reminders: ${(error as Error).message}\n`);
    return 1;
  }
}
