/**
 * Operator CLI for stored leads: `npm run leads -- <command>`.
 * Commands and options: `npm run leads -- help` (src/server/app/cli.ts).
 */
import { runLeadsCli } from '../src/server/app/cli.ts';

process.exitCode = await runLeadsCli(process.argv.slice(2));
