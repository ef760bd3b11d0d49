/** summarizeOutbox, the one grouped query behind `leads status` and the outbox gauges, on both databases. */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openSqliteStore } from './sqlite.ts';
import { openPostgresStore } from './postgres.ts';
import type { LeadStore } from './types.ts';
import { createTempDatabase } from '../../../../scripts/lib/postgres.ts';
import { makeLead } from '../../../../tests/support/fixtures.ts';
import { cleanupAfterEach, tempDir } from '../../../../tests/support/cleanups.ts';

const cleanups = cleanupAfterEach();

async function sqlite(): Promise<LeadStore> {
  const dir = tempDir(cleanups, 'siam-summary-');
  const store = openSqliteStore({ file: join(dir, 'leads.sqlite') });
  cleanups.push(() => store.close());
  return store;
}

async function postgres(): Promise<LeadStore> {
  const database = await createTempDatabase('siam_outbox_summary');
  const store = openPostgresStore({ connectionString: database.url, max: 2 });
  cleanups.push(
    () => database.drop(),
    () => store.close(),
  );
  return store;
}

for (const [name, open] of [
  ['sqlite', sqlite],
  ['postgres', postgres],
] as const) {
  it(`${name}: counts items by channel and status, with the oldest one's time`, async () => {
    const store = await open();
    await store.migrate();
    expect(await store.summarizeOutbox()).toEqual([]);
    const first = makeLead({ createdAt: new Date('2025-10-01T08:00:00.000Z') });
    const second = makeLead({ createdAt: new Date('2025-10-01T09:30:00.000Z') });
    await store.insertLead(first, ['email', 'line']);
    await store.insertLead(second, ['line']);
    // The first lead's LINE item fails for good; its e-mail is sent.
    const now = new Date('2025-10-01T10:00:00.000Z');
    const claimed = await store.claimOutbox({ now, limit: 2, leaseMs: 60_000 });
    const email = claimed.find((item) => item.channel === 'email')!;
    const line = claimed.find((item) => item.channel === 'line')!;
    expect(line.leadId).toBe(first.id);
    await store.completeOutbox([email.id], email.claimToken, now);
    await store.failOutbox(line.id, line.claimToken, 'LINE answered HTTP 401 (not retried)', now, null);

    expect(await store.summarizeOutbox()).toEqual([
      { channel: 'email', status: 'sent', count: 1, oldestCreatedAt: new Date('2025-10-01T08:00:00.000Z') },
      { channel: 'line', status: 'failed', count: 1, oldestCreatedAt: new Date('2025-10-01T08:00:00.000Z') },
      { channel: 'line', status: 'pending', count: 1, oldestCreatedAt: new Date('2025-10-01T09:30:00.000Z') },
    ]);
  });
}
