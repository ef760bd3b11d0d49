/**
 * Deadline reminders from the command line: `npm run reminders -- send-due` (cron) and `status`.
 * Commands: `npm run reminders -- help` (src/server/app/reminders-cli.ts).
 */
import { runRemindersCli } from '../src/server/app/reminders-cli.ts';

process.exitCode = await runRemindersCli(process.argv.slice(2));
