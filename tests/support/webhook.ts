/**
 * Test helper: a real node:http listener playing the CRM side of the webhook.
 * It checks the signature itself (its own HMAC, not the code under test) and
 * answers with whatever status the test asks for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeHttpServer, waitForCount } from './servers.ts';

export interface ReceivedHook {
  headers: IncomingMessage['headers'];
  body: string;
  json: unknown;
  signatureValid: boolean;
  answered: number;
}

export interface TestWebhookServer {
  url: string;
  received: ReceivedHook[];
  /** Status to answer; a function sees how many requests came before. */
  respond: number | ((index: number) => number);
  /** When true, never answer (to test timeouts). */
  hang: boolean;
  /** Wait this long before answering (to make concurrent workers overlap). */
  delayMs: number;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

/**
 * The receiver's signature check, written from the webhook's contract (X-Signature-256: sha256=<hex HMAC-SHA256 of
 * the exact body bytes>), independent of the sender's signBody; constant-time.
 */
export function verifySignature(body: string | Uint8Array, secret: string, header: string | null | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function startWebhookServer(secret: string): Promise<TestWebhookServer> {
  const state: TestWebhookServer = {
    url: '',
    received: [],
    respond: 204,
    hang: false,
    delayMs: 0,
    waitFor: (count, timeoutMs = 10_000) => waitForCount(state.received, count, timeoutMs, 'webhook calls'),
    close: () => closeHttpServer(server),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const header = req.headers['x-signature-256'];
      const signatureValid = verifySignature(raw, secret, typeof header === 'string' ? header : undefined);
      const index = state.received.length;
      let status = typeof state.respond === 'function' ? state.respond(index) : state.respond;
      if (!signatureValid) status = 401;
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        json = null;
      }
      state.received.push({ headers: req.headers, body: raw.toString('utf8'), json, signatureValid, answered: status });
      if (state.hang) return;
      setTimeout(
        () => res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'no'),
        state.delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  return state;
}
