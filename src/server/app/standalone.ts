/**
 * Runs the lead pipeline from the environment behind the bare contact server
 * (POST /api/contact only), on loopback: `node src/server/app/standalone.ts`.
 * HOST (default 127.0.0.1) and PORT (default 0, a free port) choose where;
 * it prints {"port":N} once it accepts requests and stops cleanly on SIGTERM.
 * The lead benchmark and the SIGKILL test start it as a separate process, so
 * the load generator never shares its event loop.
 */
import type { AddressInfo } from 'node:net';
import { startLeadPipeline } from './index.ts';
import { createContactServer } from '../leads/node-server.ts';

const pipeline = await startLeadPipeline(process.env);
const server = createContactServer(pipeline);
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pipeline.stop().then(() => process.exit(0));
});
