/**
 * Test helper run as a separate process: the lead pipeline from the
 * environment behind the bare contact server on a free loopback port.
 * Prints {"port":N} once it accepts requests. Used by the SIGKILL test.
 */
import type { AddressInfo } from 'node:net';
import { startLeadPipeline } from '../index.ts';
import { createContactServer } from '../node-server.ts';

const pipeline = await startLeadPipeline(process.env, { log: () => undefined });
const server = createContactServer(pipeline);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
