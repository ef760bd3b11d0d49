/**
 * `npm run leads -- status`: what an operator checks first. The outbox per channel (pending, sending, failed,
 * sent, and how long the oldest waiting item has waited), every failed notification with the error that stopped
 * it (a LINE 401 or 403, say, which is never retried), and the reminders' counts. No personal data: lead ids only.
 */
import type { LeadStore, OutboxChannel, OutboxStatus } from '../core/storage/types.ts';

type Write = (text: string) => Promise<void>;

const STATUSES: OutboxStatus[] = ['pending', 'sending', 'failed', 'sent'];

/** "42s", "5m", "3h", "2d": the age of the oldest waiting item. */
export function shortAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 120) return `${seconds}s`;
  if (seconds < 7200) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 172_800) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

export async function writeStatus(store: LeadStore, write: Write, now: Date): Promise<void> {
  const summary = await store.summarizeOutbox();
  const channels = [...new Set(summary.map((row) => row.channel))].sort() as OutboxChannel[];
  await write(`Storage: ${store.kind}\n\nOutbox by channel:\n`);
  if (channels.length === 0) await write('  (no notifications yet)\n');
  for (const channel of channels) {
    const rows = summary.filter((row) => row.channel === channel);
    const count = (status: OutboxStatus) => rows.find((row) => row.status === status)?.count ?? 0;
    const waiting = rows
      .filter((row) => row.status === 'pending' || row.status === 'sending')
      .map((row) => row.oldestCreatedAt.getTime());
    const oldest = waiting.length ? `  oldest waiting ${shortAge(now.getTime() - Math.min(...waiting))}` : '';
    await write(
      `  ${channel.padEnd(8)}  ${STATUSES.map((status) => `${count(status)} ${status}`).join('  ')}${oldest}\n`,
    );
  }
  const failed = await store.listOutbox({ statuses: ['failed'] });
  if (failed.length > 0) {
    await write('\nFailed notifications (`npm run leads -- outbox retry` sends them again):\n');
    await write(`  ${'ID'.padEnd(8)}  ${'CHANNEL'.padEnd(8)}  ${'LEAD'.padEnd(36)}  TRIES  LAST ERROR\n`);
    for (const item of failed) {
      await write(
        `  ${String(item.id).padEnd(8)}  ${item.channel.padEnd(8)}  ${item.leadId.padEnd(36)}  ${String(item.attempts).padEnd(5)}  ${item.lastError}\n`,
      );
    }
  }
  const reminders = await store.countReminders();
  await write(
    `\nReminders: ${reminders.unconfirmed} unconfirmed and ${reminders.confirmed} confirmed subscription(s); ${reminders.pending} pending, ${reminders.held} held, ${reminders.sent} sent, ${reminders.failed} failed.\n`,
  );
}
