/** What the fake servers of tests/support (SMTP, webhook, LINE) share. */
import type { Server } from 'node:http';

/** `list` once it holds `count` entries, checked every 20 ms; after `timeoutMs` an error naming `what`. */
export async function waitForCount<T>(list: T[], count: number, timeoutMs: number, what: string): Promise<T[]> {
  const until = Date.now() + timeoutMs;
  while (list.length < count) {
    if (Date.now() > until) throw new Error(`expected ${count} ${what}, got ${list.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return list;
}

/** Closes a fake HTTP server, cutting its kept-alive connections. */
export async function closeHttpServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
