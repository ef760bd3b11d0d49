/**
 * Test helper: a real SMTP server (smtp-server) on loopback that keeps every
 * message it accepts, plus a small parser good enough to check headers and the
 * text and HTML parts nodemailer writes.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { waitForCount } from './servers.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Recipients the server refuses at RCPT TO. */
  refuse: Set<string>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** `port`: listen on this port (a relay that went down and comes back at its address); default any free port. */
export async function startSmtpServer(
  options: { user?: string; pass?: string; port?: number } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.user,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  const auth = options.user ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass ?? '')}@` : '';
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    port,
    messages,
    refuse,
    waitFor: (count, timeoutMs = 10_000) => waitForCount(messages, count, timeoutMs, 'mails'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 encoded-words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface ParsedMail {
  /** Header lines as written (unfolded), in order. */
  headerLines: string[];
  header(name: string): string | undefined;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const index = raw.indexOf('\r\n\r\n');
  return index === -1 ? { head: raw, body: '' } : { head: raw.slice(0, index), body: raw.slice(index + 4) };
}

function unfold(head: string): string[] {
  return head
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .filter(Boolean);
}

function decodePart(part: string): { type: string; content: string } {
  const { head, body } = splitHead(part);
  const lines = unfold(head);
  const get = (name: string) =>
    lines
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoding = get('content-transfer-encoding').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { type: get('content-type').split(';')[0]!.toLowerCase(), content: content.replace(/\r\n/g, '\n') };
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headerLines = unfold(head);
  const header = (name: string) => {
    const line = headerLines.find((item) => item.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(header('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => decodePart(part.replace(/^\r\n/, '')))
    : [decodePart(raw)];
  return {
    headerLines,
    header,
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content ?? '',
  };
}
