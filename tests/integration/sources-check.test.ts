/**
 * `npm run sources:check` end to end on a temporary build and content folder. Host names are answered by a
 * preloaded fake resolver (tests/support/fake-dns.mjs): unresolvable, as on a machine with no network, or all
 * pointing at a local server standing in for the official sites, so nothing leaves the machine.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';

let dir = '';
let server: Server;
let port = 0;
let taxPage = 'Personal income tax: foreign income remitted from 2024 is taxable.';

const run = (args: string[], online: boolean) =>
  new Promise<{ code: number; stdout: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DIST_ROOT: path.join(dir, 'dist/client'),
      CONTENT_ROOT: path.join(dir, 'content'),
      SOURCES_LOCK: path.join(dir, 'sources.lock.json'),
    };
    if (online) env.FAKE_DNS_ADDRESS = '127.0.0.1';
    else delete env.FAKE_DNS_ADDRESS;
    execFile(
      process.execPath,
      ['--import', './tests/support/fake-dns.mjs', 'scripts/sources-check.ts', ...args],
      { env, encoding: 'utf8' },
      (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
    );
  });

const lockFile = () =>
  JSON.parse(readFileSync(path.join(dir, 'sources.lock.json'), 'utf8')) as {
    sources: Record<string, { checked: string | null; hash: string | null }>;
  };

beforeAll(async () => {
  port = await freePort();
  server = createServer((req, res) => {
    if (req.url === '/robots.txt') return res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<main>${req.url === '/tax/remittance' ? taxPage : 'Driving licence renewal'}</main>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  dir = mkdtempSync(path.join(tmpdir(), 'sources-check-'));
  const rd = `http://www.rd.go.th:${port}/tax/remittance`;
  const dlt = `http://www.dlt.go.th:${port}/licence`;
  const files: Record<string, string> = {
    'dist/client/index.html': `<a href="${rd}">RD</a> <a href="${dlt}">DLT</a> <a href="https://example.com/blog">blog</a>`,
    'dist/client/th/tax/index.html': `<a href="${rd}">กรมสรรพากร</a>`,
    'content/visa-rules/rules.yaml': `- id: remittance\n  source_name: RD\n  source_url: ${rd}\n- id: unofficial\n  source_url: https://example.com/x\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('sources:check', () => {
  it('without network: says so, checks nothing, exits 0; --update writes the list with no hashes', async () => {
    const plain = await run([], false);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('This machine has no network');
    expect(existsSync(path.join(dir, 'sources.lock.json'))).toBe(false);

    const update = await run(['--update'], false);
    expect(update.code).toBe(0);
    expect(lockFile().sources).toEqual({
      [`http://www.dlt.go.th:${port}/licence`]: { checked: null, hash: null },
      [`http://www.rd.go.th:${port}/tax/remittance`]: { checked: null, hash: null },
    });
  });

  it('with network: fills the never-checked entries, then catches a change and names who cites it', async () => {
    const first = await run([], true);
    expect(first.stdout).toContain('2 official sources checked: 0 unchanged, 2 checked for the first time, 0 changed');
    expect(first.code).toBe(0);
    expect(Object.values(lockFile().sources).every((entry) => entry.hash?.startsWith('sha256:'))).toBe(true);

    taxPage = 'Personal income tax: foreign income remitted from 2025 is taxable.';
    const changed = await run([], true);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain(
      `Changed (the main text differs from the reviewed version): 1\n  http://www.rd.go.th:${port}/tax/remittance\n      cited on /, /th/tax/\n      cited by visa-rules/rules.yaml#remittance`,
    );

    const update = await run(['--update'], true);
    expect(update.code).toBe(0);
    const after = await run([], true);
    expect(after.stdout).toContain('2 unchanged');
    expect(after.code).toBe(0);
  });
});
