/**
 * The operator CLI (`npm run leads`), against a real SQLite file and a real
 * PostgreSQL database, in-process through runLeadsCli and once as the real
 * `node scripts/leads.ts` process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, cutoffBefore, parseSince } from '../../src/server/leads/cli.ts';
import { runLeadsCli } from '../../src/server/app/cli.ts';
import { openLeadStore } from '../../src/server/core/storage/index.ts';
import { loadLeadConfig } from '../../src/server/core/config.ts';
import type { LeadStore, NewLead } from '../../src/server/core/storage/types.ts';
import { LEAD_TABLE_COLUMNS, makeLead } from '../support/fixtures.ts';
import { createTempDatabase, type TempDatabase } from '../../scripts/lib/postgres.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/leads.ts', import.meta.url));
const NOW = new Date('2025-10-01T12:00:00.000Z');

/** Minimal RFC 4180 reader, enough to check what the export writes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

async function cli(env: Record<string, string>, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runLeadsCli(argv, {
    env,
    now: NOW,
    stdout: { write: (text: string) => ((stdout += text), true) },
    stderr: { write: (text: string) => ((stderr += text), true) },
  });
  return { code, stdout, stderr };
}

/** The CLI's output for a run that must succeed. */
async function succeeded(env: Record<string, string>, ...argv: string[]): Promise<string> {
  const { code, stdout } = await cli(env, ...argv);
  expect(code).toBe(0);
  return stdout;
}

describe('CSV safety helpers', () => {
  it('makes formula-looking cells inert and quotes per RFC 4180', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+66 81 000 0000')).toBe(`'+66 81 000 0000`);
    expect(csvCell('-1')).toBe(`'-1`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\tcmd')).toBe(`'\tcmd`); // a tab needs no CSV quoting, only the apostrophe
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('reads ages in days, months and years, by the calendar', () => {
    expect(cutoffBefore('7y', NOW).toISOString()).toBe('2018-10-01T12:00:00.000Z');
    expect(cutoffBefore('6m', NOW).toISOString()).toBe('2025-04-01T12:00:00.000Z');
    expect(cutoffBefore('30d', NOW).toISOString()).toBe('2025-09-01T12:00:00.000Z');
    for (const bad of ['7', 'y', '7w', '-1y', '1.5y', '']) expect(() => cutoffBefore(bad, NOW)).toThrow(/--older-than/);
  });

  it('reads --since as a UTC day or an ISO time', () => {
    expect(parseSince('2025-01-31').toISOString()).toBe('2025-01-31T00:00:00.000Z');
    expect(parseSince('2025-01-31T08:00:00+07:00').toISOString()).toBe('2025-01-31T01:00:00.000Z');
    for (const bad of ['yesterday', '31/01/2025', '2025-13-45']) expect(() => parseSince(bad)).toThrow(/--since/);
  });
});

for (const backend of ['sqlite', 'postgres'] as const) {
  describe(`npm run leads (${backend})`, () => {
    let env: Record<string, string>;
    let store: LeadStore;
    let database: TempDatabase | undefined;
    const leads: Record<string, NewLead> = {};

    beforeAll(async () => {
      if (backend === 'postgres') {
        database = await createTempDatabase('siam_leads_cli');
        env = { DATABASE_URL: database.url };
      } else {
        env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'siam-cli-')) };
      }
      store = await openLeadStore(loadLeadConfig(env).storage);
      await store.migrate();
      leads.old = makeLead({
        createdAt: new Date('2017-05-01T00:00:00.000Z'),
        email: 'old@example.com',
        firstName: 'Old',
      });
      leads.formula = makeLead({
        createdAt: new Date('2025-09-01T00:00:00.000Z'),
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: '@SUM(1+1)',
        phone: '+66 81 234 5678',
        nationality: '-2+3',
        message: 'Quote "this", then a comma,\nand a new line.',
        utmSource: '\tcmd',
        email: 'Formula@Example.com',
      });
      leads.twin = makeLead({
        createdAt: new Date('2025-09-15T00:00:00.000Z'),
        email: 'formula@example.com',
        firstName: 'Twin',
        language: 'th',
      });
      leads.spam = makeLead({
        createdAt: new Date('2025-09-20T00:00:00.000Z'),
        isSpam: true,
        spamReason: 'honeypot',
        firstName: 'Bot',
      });
      await store.insertLead(leads.old, ['email']);
      await store.insertLead(leads.formula, ['email', 'webhook']);
      await store.insertLead(leads.twin, ['webhook']);
      await store.insertLead(leads.spam, []);
      // One notification failed for good, one still waiting.
      const [claimed] = await store.claimOutbox({ now: new Date('2030-01-01T00:00:00.000Z'), limit: 1, leaseMs: 1000 });
      await store.failOutbox(
        claimed!.id,
        claimed!.claimToken,
        'SMTP 554 relay denied',
        new Date('2030-01-01T00:00:00.000Z'),
        null,
      );
    });

    afterAll(async () => {
      await store.close();
      await database?.drop();
      if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
    });

    it('list: newest first, spam marked, --no-spam hides it', async () => {
      const stdout = await succeeded(env, 'list');
      const lines = stdout.trim().split('\n');
      expect(lines[1]).toContain(leads.spam!.id);
      expect(lines[1]).toContain('yes (honeypot)');
      expect(lines.at(-1)).toBe('4 of 4 shown.');
      const hidden = await cli(env, 'list', '--no-spam', '--limit', '1');
      expect(hidden.stdout).not.toContain(leads.spam!.id);
      expect(hidden.stdout).toContain(leads.twin!.id);
      expect(hidden.stdout.trim().split('\n').at(-1)).toBe('1 of 3 shown.');
    });

    it('export csv: every lead oldest first, every column, formulas made inert', async () => {
      const stdout = await succeeded(env, 'export', '--format', 'csv');
      const rows = parseCsv(stdout);
      const [header, ...data] = rows;
      expect(header).toEqual(LEAD_TABLE_COLUMNS);
      expect(data.map((row) => row[0])).toEqual([leads.old!.id, leads.formula!.id, leads.twin!.id, leads.spam!.id]);
      const row = Object.fromEntries(header!.map((name, index) => [name, data[1]![index]]));
      expect(row).toMatchObject({
        first_name: `'=HYPERLINK("http://evil.example","click")`,
        last_name: `'@SUM(1+1)`,
        phone: `'+66 81 234 5678`,
        nationality: `'-2+3`,
        utm_source: `'\tcmd`,
        message: 'Quote "this", then a comma,\nand a new line.',
        consent: 'true',
        privacy_policy_version: '2025-09-25',
        is_spam: 'false',
        language: 'en',
      });
      expect(Object.fromEntries(header!.map((name, index) => [name, data[2]![index]])).language).toBe('th');
      // No cell of the whole file starts with a formula character.
      for (const cells of data) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    });

    it('export jsonl --since: leads from that day on, one JSON object a line, values as stored', async () => {
      const stdout = await succeeded(env, 'export', '--format', 'jsonl', '--since', '2025-09-10');
      const records = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(records.map((record) => record.id)).toEqual([leads.twin!.id, leads.spam!.id]);
      expect(records[1]).toMatchObject({
        is_spam: true,
        spam_reason: 'honeypot',
        created_at: '2025-09-20T00:00:00.000Z',
      });
      expect(records.map((record) => record.language)).toEqual(['th', 'en']);
    });

    it('outbox: shows pending and failed items; outbox retry puts the failed back', async () => {
      let { stdout } = await cli(env, 'outbox');
      expect(stdout).toContain('SMTP 554 relay denied');
      expect(stdout.trim().split('\n').at(-1)).toBe('3 pending, 0 sending, 1 failed.');
      ({ stdout } = await cli(env, 'outbox', 'retry'));
      expect(stdout).toMatch(/^Moved 1 failed item\(s\) back to pending/);
      ({ stdout } = await cli(env, 'outbox'));
      expect(stdout.trim().split('\n').at(-1)).toBe('4 pending, 0 sending, 0 failed.');
    });

    it("erase: deletes one person's leads (any letter case) and their outbox items, saying how many", async () => {
      expect(await succeeded(env, 'erase', '--email', 'FORMULA@example.com')).toBe(
        'Erased 2 lead(s), 3 outbox item(s) and 0 reminder subscription(s) for FORMULA@example.com.\n',
      );
      expect(await store.getLead(leads.formula!.id)).toBeNull();
      expect(await store.getLead(leads.twin!.id)).toBeNull();
      expect(await store.countLeads()).toBe(2);
    });

    it('purge --older-than 7y: deletes what is older, keeps the rest', async () => {
      expect(await succeeded(env, 'purge', '--older-than', '7y')).toBe(
        'Purged 1 lead(s), 1 outbox item(s) and 0 reminder subscription(s) received before 2018-10-01T12:00:00.000Z.\n',
      );
      expect(await store.getLead(leads.old!.id)).toBeNull();
      expect(await store.getLead(leads.spam!.id)).not.toBeNull();
      expect((await cli(env, 'purge', '--older-than', '30d')).stdout).toMatch(/^Purged 0 lead/); // 2025-09-20 is newer
      expect((await cli(env, 'purge', '--older-than', '1d')).stdout).toMatch(/^Purged 1 lead/);
      expect(await store.countLeads()).toBe(0);
    });

    it('reminders: counts, never addresses; erase covers them', async () => {
      await store.subscribeReminders(
        {
          id: 'r1',
          email: 'Formula@example.com',
          language: 'en',
          daysBefore: 7,
          consentText: 'consent',
          consentAt: new Date(),
          createdAt: new Date(),
        },
        [{ kind: 'report', deadline: '2030-01-01', rulesVersion: 'v1', sendAt: new Date('2029-12-25T02:00:00Z') }],
        { maxUnconfirmedPerDay: 3 },
      );
      let { stdout } = await cli(env, 'reminders');
      expect(stdout).toBe(
        'Subscriptions: 1 unconfirmed, 0 confirmed.\nReminders: 1 held (unconfirmed), 0 pending, 0 sent, 0 skipped (date passed), 0 failed.\n',
      );
      ({ stdout } = await cli(env, 'erase', '--email', 'formula@example.com'));
      expect(stdout).toMatch(/and 1 reminder subscription\(s\) for formula@example.com/);
      expect((await cli(env, 'reminders')).stdout).toMatch(/^Subscriptions: 0 unconfirmed, 0 confirmed/);
    });

    it('refuses bad usage with exit code 2 and the usage text, before touching the database', async () => {
      for (const argv of [
        ['export'],
        ['export', '--format', 'xml'],
        ['export', '--format', 'csv', '--since', 'last week'],
        ['erase'],
        ['erase', '--email', 'nobody'],
        ['purge', '--older-than', '7 years'],
        ['outbox', 'flush'],
        ['list', '--limit', '0'],
        ['list', '--bogus'],
        ['drop-everything'],
        [],
      ]) {
        const { code, stderr } = await cli(env, ...argv);
        expect([argv, code]).toEqual([argv, 2]);
        expect(stderr).toContain('Usage: npm run leads');
      }
    });
  });
}

describe('node scripts/leads.ts as a process', () => {
  it('exports JSON lines from the SQLite file under DATA_DIR, and fails with exit 1 on an unreachable database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'siam-cli-proc-'));
    try {
      const store = await openLeadStore({ kind: 'sqlite', file: join(dir, 'leads.sqlite') });
      await store.migrate();
      const lead = makeLead();
      await store.insertLead(lead, []);
      await store.close();

      const ok = spawnSync(process.execPath, [SCRIPT, 'export', '--format', 'jsonl'], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(ok.status).toBe(0);
      expect(JSON.parse(ok.stdout.trim())).toMatchObject({ id: lead.id, email: lead.email });

      const down = spawnSync(process.execPath, [SCRIPT, 'list'], {
        env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
        encoding: 'utf8',
      });
      expect(down.status).toBe(1);
      expect(down.stderr).toMatch(/^leads: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
