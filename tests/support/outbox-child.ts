/**
 * Test helper run as a separate process (node tests/support/outbox-child.ts):
 * an outbox worker on the database named by the environment, draining until
 * nothing is left to send. Several of these at once prove that claims are
 * atomic across processes.
 */
import { loadLeadConfig } from '../../src/server/core/config.ts';
import { createLeadPipeline } from '../../src/server/app/pipeline.ts';

const pipeline = await createLeadPipeline(loadLeadConfig(process.env), { worker: false, log: () => undefined });
let handled = 0;
for (;;) {
  handled += await pipeline.outbox.runOnce();
  const open = await pipeline.store.listOutbox({ statuses: ['pending', 'sending'] });
  if (open.length === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 5));
}
await pipeline.stop();
process.stdout.write(`${JSON.stringify({ handled })}\n`);
