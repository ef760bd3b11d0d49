import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../core/storage/sqlite.ts';
import { runRemindersCli } from './reminders-cli.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp.ts';

let dir: string;
let smtp: TestSmtpServer;
let env: Record<string, string>;

const capture = () => {
  let text = '';
  return {
    write: (chunk: string) => (text += chunk),
    get text() {
      return text;
    },
  };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reminders-cli-'));
  smtp = await startSmtpServer();
  const rules = join(dir, 'reminder-rules.json');
  const kind = { version: 'v1', checked: '2026-11-24', rule: 'A rule.', guide: '/visa/90-day-reporting/' };
  writeFileSync(rules, JSON.stringify({ kinds: { report: kind, 'apply-extension': kind, 'last-day': kind } }));
  env = { DATA_DIR: dir, SMTP_URL: smtp.url, REMINDERS_RULES_FILE: rules, REMINDERS_BASE_URL: 'https://site.example' };
});
afterAll(async () => {
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run reminders', () => {
  it('send-due sends what is due once, then reports counts without addresses', async () => {
    const store = openSqliteStore({ file: join(dir, 'leads.sqlite') });
    await store.migrate();
    await store.subscribeReminders(
      {
        id: 's1',
        email: 'cron@example.com',
        language: 'en',
        daysBefore: 7,
        consentText: 'consent',
        consentAt: new Date(),
        createdAt: new Date(),
      },
      [{ kind: 'report', deadline: '2099-01-01', rulesVersion: 'v1', sendAt: new Date('2098-12-25T02:00:00Z') }],
      { maxUnconfirmedPerDay: 3 },
    );
    await store.close();
    const out = capture();
    expect(await runRemindersCli(['send-due'], { env, stdout: out, stderr: capture() })).toBe(0);
    expect(out.text).toBe(
      'Handled 1 due item(s).\nSubscriptions: 1 unconfirmed, 0 confirmed.\nReminders: 1 held (unconfirmed), 0 pending, 0 sent, 0 skipped (date passed), 0 failed.\n',
    );
    expect(smtp.messages).toHaveLength(1);
    expect(parseMail(smtp.messages[0]!.raw).text).toContain('https://site.example/api/reminders/confirm?token=');
    const again = capture();
    expect(await runRemindersCli(['send-due'], { env, stdout: again, stderr: capture() })).toBe(0);
    expect(again.text).toMatch(/^Handled 0 due item\(s\)/);
    expect(smtp.messages).toHaveLength(1);
  });

  it('refuses an unknown command with the usage and exit code 2', async () => {
    const err = capture();
    expect(await runRemindersCli(['send-everything'], { env, stdout: capture(), stderr: err })).toBe(2);
    expect(err.text).toContain('Usage: npm run reminders');
  });
});
