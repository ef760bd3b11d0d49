/**
 * Test helper: a local fake of the LINE Messaging API's push endpoint (POST /v2/bot/message/push), written from
 * LINE's documentation rather than from our notifier:
 *   - a wrong bearer token gets 401, a body without `to` or `messages` 400;
 *   - a request whose X-Line-Retry-Key was already accepted gets 409 and sends nothing again;
 *   - the test can make the next answers fail (`failNext`), or make the next request be accepted and still
 *     answered with an error (`acceptThenFail`: the message reaches the chat but the sender does not learn it,
 *     as when a response is lost), or hold every answer (`delayMs`).
 * `requests` records every request; `delivered` only the messages the chat would show.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeHttpServer, waitForCount } from './servers.ts';

export interface LineRequest {
  headers: IncomingHttpHeaders;
  retryKey: string | undefined;
  json: { to?: string; messages?: { type: string; text: string }[] } | null;
  answered: number;
}

export interface FakeLineServer {
  /** Base URL to give as LINE_API_BASE_URL. */
  url: string;
  token: string;
  requests: LineRequest[];
  delivered: { to: string; text: string; retryKey: string | undefined }[];
  /** The next `times` requests are answered `status` without being accepted. */
  failNext(status: number, times?: number): void;
  /** The next `times` requests are accepted (delivered) but answered `status`. */
  acceptThenFail(status: number, times?: number): void;
  delayMs: number;
  waitForDelivered(count: number, timeoutMs?: number): Promise<FakeLineServer['delivered']>;
  close(): Promise<void>;
}

export async function startFakeLineServer(token = 'line-test-token'): Promise<FakeLineServer> {
  const failures: { status: number; accept: boolean }[] = [];
  const acceptedKeys = new Set<string>();
  const state: FakeLineServer = {
    url: '',
    token,
    requests: [],
    delivered: [],
    delayMs: 0,
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push({ status, accept: false });
    },
    acceptThenFail(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push({ status, accept: true });
    },
    waitForDelivered: (count, timeoutMs = 10_000) => waitForCount(state.delivered, count, timeoutMs, 'LINE messages'),
    close: () => closeHttpServer(server),
  };

  function answer(headers: IncomingHttpHeaders, raw: string): { status: number; json: LineRequest['json'] } {
    let json: LineRequest['json'] = null;
    try {
      json = JSON.parse(raw) as LineRequest['json'];
    } catch {
      return { status: 400, json };
    }
    if (headers.authorization !== `Bearer ${token}`) return { status: 401, json };
    if (!json?.to || !Array.isArray(json.messages) || json.messages.length === 0) return { status: 400, json };
    const key = typeof headers['x-line-retry-key'] === 'string' ? headers['x-line-retry-key'] : undefined;
    if (key && acceptedKeys.has(key)) return { status: 409, json };
    const failure = failures.shift();
    if (failure && !failure.accept) return { status: failure.status, json };
    if (key) acceptedKeys.add(key);
    for (const message of json.messages) state.delivered.push({ to: json.to, text: message.text, retryKey: key });
    return { status: failure?.status ?? 200, json };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const found = req.method === 'POST' && req.url === '/v2/bot/message/push';
      const { status, json } = found
        ? answer(req.headers, Buffer.concat(chunks).toString('utf8'))
        : { status: 404, json: null };
      const key = req.headers['x-line-retry-key'];
      state.requests.push({
        headers: req.headers,
        retryKey: typeof key === 'string' ? key : undefined,
        json,
        answered: status,
      });
      const body =
        status === 200
          ? { sentMessages: [{ id: String(state.delivered.length) }] }
          : { message: status === 409 ? 'The retry key is already accepted' : 'error' };
      setTimeout(
        () => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)),
        state.delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
