import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LeadConfigError, loadLeadConfig } from './config.ts';

describe('lead configuration', () => {
  it('defaults to SQLite under ./data, 5 posts a minute, no proxy trust, no notifications', () => {
    const config = loadLeadConfig({});
    expect(config.storage).toEqual({ kind: 'sqlite', file: resolve('./data/leads.sqlite') });
    expect([config.rateLimitPerMinute, config.trustProxyHops, config.minFillMs]).toEqual([5, 0, 3000]);
    expect([config.email, config.webhook, config.hashSalt]).toEqual([null, null, null]);
    expect(config.outbox).toEqual({ worker: true, maxAttempts: 8, backoffMs: 30_000, pollMs: 5000 });
    expect(config.privacyPolicyVersion).toBe('2025-09-25');
  });

  it('reads every variable', () => {
    const config = loadLeadConfig({
      DATABASE_URL: 'postgresql://u@db/leads',
      LEADS_PG_POOL_MAX: '4',
      LEADS_HASH_SALT: 'pepper',
      LEADS_RATE_LIMIT_PER_MIN: '0',
      TRUST_PROXY: '2',
      LEADS_MIN_FILL_MS: '1500',
      LEADS_ALLOWED_ORIGINS: 'https://a.example/path, https://b.example',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      LEADS_NOTIFY_TO: 'team@example.com, boss@example.com',
      LEADS_MAIL_FROM: 'forms@example.com',
      LEADS_WEBHOOK_URL: 'https://crm.example/hook',
      LEADS_WEBHOOK_SECRET: 'shh',
      LEADS_OUTBOX_WORKER: 'false',
      LEADS_OUTBOX_MAX_ATTEMPTS: '3',
      LEADS_OUTBOX_BACKOFF_MS: '1000',
      LEADS_OUTBOX_POLL_MS: '250',
    });
    expect(config.storage).toEqual({ kind: 'postgres', connectionString: 'postgresql://u@db/leads', poolMax: 4 });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.email).toEqual({
      smtpUrl: 'smtps://user:pw@mail.example:465',
      to: ['team@example.com', 'boss@example.com'],
      from: 'forms@example.com',
    });
    expect(config.webhook).toEqual({ url: 'https://crm.example/hook', secret: 'shh' });
    expect(config.outbox).toEqual({ worker: false, maxAttempts: 3, backoffMs: 1000, pollMs: 250 });
    expect([config.hashSalt, config.rateLimitPerMinute, config.trustProxyHops, config.minFillMs]).toEqual([
      'pepper',
      0,
      2,
      1500,
    ]);
  });

  it("reads the reminders' rule fingerprints from the build the site serves (DIST_DIR), unless REMINDERS_RULES_FILE says otherwise", () => {
    const smtp = { SMTP_URL: 'smtp://localhost' };
    expect(loadLeadConfig(smtp).reminders?.rulesFile).toBe(resolve('dist/client/visa/reminder-rules.json'));
    expect(loadLeadConfig({ ...smtp, DIST_DIR: 'dist-fixture' }).reminders?.rulesFile).toBe(
      resolve('dist-fixture/client/visa/reminder-rules.json'),
    );
    expect(
      loadLeadConfig({ ...smtp, DIST_DIR: 'dist-fixture', REMINDERS_RULES_FILE: '/srv/rules.json' }).reminders
        ?.rulesFile,
    ).toBe('/srv/rules.json');
  });

  it('reads TRUST_PROXY as a switch or a number of proxies', () => {
    expect(loadLeadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadLeadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(() => loadLeadConfig({ TRUST_PROXY: 'maybe' })).toThrow(LeadConfigError);
  });

  it('refuses settings that cannot work, saying which', () => {
    expect(() => loadLeadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadLeadConfig({ LEADS_RATE_LIMIT_PER_MIN: 'lots' })).toThrow(/LEADS_RATE_LIMIT_PER_MIN/);
    expect(() => loadLeadConfig({ LEADS_WEBHOOK_URL: 'https://x.example' })).toThrow(/LEADS_WEBHOOK_SECRET/);
    expect(() => loadLeadConfig({ LEADS_WEBHOOK_URL: 'ftp://x', LEADS_WEBHOOK_SECRET: 's' })).toThrow(
      /LEADS_WEBHOOK_URL/,
    );
    expect(() => loadLeadConfig({ SMTP_URL: 'http://x', LEADS_NOTIFY_TO: 'a@b.c' })).toThrow(/SMTP_URL/);
    expect(() => loadLeadConfig({ LEADS_ALLOWED_ORIGINS: 'not a url' })).toThrow(/LEADS_ALLOWED_ORIGINS/);
  });

  it('warns, without failing, when only half of the e-mail settings are there', () => {
    expect(loadLeadConfig({ SMTP_URL: 'smtp://localhost' }).warnings).toEqual([
      'E-mail notifications are off: set both SMTP_URL and LEADS_NOTIFY_TO.',
    ]);
  });

  it('reads the LINE settings: both or neither, the API address configurable', () => {
    expect(loadLeadConfig({}).line).toBeNull();
    expect(loadLeadConfig({ LINE_CHANNEL_ACCESS_TOKEN: 'tok', LINE_TO: 'Cgroup' }).line).toEqual({
      channelAccessToken: 'tok',
      to: 'Cgroup',
      apiBaseUrl: 'https://api.line.me',
    });
    expect(
      loadLeadConfig({ LINE_CHANNEL_ACCESS_TOKEN: 'tok', LINE_TO: 'U1', LINE_API_BASE_URL: 'http://127.0.0.1:9999/' })
        .line?.apiBaseUrl,
    ).toBe('http://127.0.0.1:9999');
    expect(() => loadLeadConfig({ LINE_CHANNEL_ACCESS_TOKEN: 'tok' })).toThrow(/LINE_CHANNEL_ACCESS_TOKEN and LINE_TO/);
    expect(() => loadLeadConfig({ LINE_TO: 'U1' })).toThrow(/LINE_CHANNEL_ACCESS_TOKEN and LINE_TO/);
    expect(() =>
      loadLeadConfig({ LINE_CHANNEL_ACCESS_TOKEN: 'tok', LINE_TO: 'U1', LINE_API_BASE_URL: 'ftp://x' }),
    ).toThrow(/LINE_API_BASE_URL/);
  });
});
