import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLeadPipeline, getLeadPipeline, PIPELINE_KEY, startLeadPipeline } from './index.ts';
import { validBody } from '../../../tests/support/fixtures.ts';
import { handleContactRequest } from '../leads/http.ts';
import { startSmtpServer } from '../../../tests/support/smtp.ts';
import { startWebhookServer } from '../../../tests/support/webhook.ts';
import { parseMail } from '../../../tests/support/smtp.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'siam-pipeline-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await currentLeadPipeline()?.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lead pipeline registry', () => {
  it('registers the started pipeline on a globalThis symbol; getLeadPipeline finds that same one', async () => {
    const started = await startLeadPipeline({ DATA_DIR: tempDir() }, { log: () => undefined });
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('siam.leads.pipeline')]).toBe(started);
    expect(PIPELINE_KEY).toBe(Symbol.for('siam.leads.pipeline'));
    expect(await getLeadPipeline()).toBe(started);
    expect(await startLeadPipeline({ DATA_DIR: tempDir() })).toBe(started);
    // Every migration: leads, outbox and settings (1); shared rate-limit buckets (2); the lead's language (3);
    // deadline reminders (4); consultation bookings (5); LINE as an outbox channel (6).
    expect(await started.store.appliedMigrations()).toEqual([1, 2, 3, 4, 5, 6]);
    await started.stop();
    expect(currentLeadPipeline()).toBeUndefined();
  });

  it('starts only one pipeline for concurrent first calls, and retries after a failed start', async () => {
    const env = { DATA_DIR: tempDir() };
    const [a, b] = await Promise.all([startLeadPipeline(env, { log: () => undefined }), startLeadPipeline(env)]);
    expect(a).toBe(b);
    await a.stop();

    await expect(
      startLeadPipeline({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, { log: () => undefined }),
    ).rejects.toThrow();
    expect(currentLeadPipeline()).toBeUndefined();
    const ok = await startLeadPipeline({ DATA_DIR: tempDir() }, { log: () => undefined });
    expect(currentLeadPipeline()).toBe(ok);
  });

  it('keeps the generated salt across restarts, and uses LEADS_HASH_SALT when set', async () => {
    const dir = tempDir();
    const first = await startLeadPipeline({ DATA_DIR: dir }, { log: () => undefined });
    const hash = first.service.hashClient('192.0.2.1');
    await first.stop();
    const second = await startLeadPipeline({ DATA_DIR: dir }, { log: () => undefined });
    expect(second.service.hashClient('192.0.2.1')).toBe(hash);
    await second.stop();
    const salted = await startLeadPipeline({ DATA_DIR: dir, LEADS_HASH_SALT: 'pepper' }, { log: () => undefined });
    expect(salted.service.hashClient('192.0.2.1')).not.toBe(hash);
  });

  it('end to end: a lead posted to the handler is mailed and sent to the webhook by the running worker', async () => {
    const smtp = await startSmtpServer();
    const hook = await startWebhookServer('e2e-secret');
    try {
      const pipeline = await startLeadPipeline(
        {
          DATA_DIR: tempDir(),
          SMTP_URL: smtp.url,
          LEADS_NOTIFY_TO: 'team@example.com',
          LEADS_WEBHOOK_URL: hook.url,
          LEADS_WEBHOOK_SECRET: 'e2e-secret',
          LEADS_OUTBOX_POLL_MS: '60000',
        },
        { log: () => undefined },
      );
      const request = new Request('http://127.0.0.1/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validBody({ message: 'Please call me <b>soon</b>' })),
      });
      const response = await handleContactRequest(request, { pipeline, socketAddress: '192.0.2.5' });
      const { id } = (await response.json()) as { id: string };
      const [mail] = await smtp.waitFor(1);
      const [call] = await hook.waitFor(1);
      expect(parseMail(mail!.raw).text).toContain('Please call me <b>soon</b>');
      expect(call!.signatureValid).toBe(true);
      expect((call!.json as { lead: { id: string } }).lead.id).toBe(id);
      const until = Date.now() + 5000;
      while ((await pipeline.store.listOutbox({ statuses: ['sent'] })).length < 2 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await pipeline.store.listOutbox({ leadId: id })).map((item) => item.status)).toEqual(['sent', 'sent']);
    } finally {
      await currentLeadPipeline()?.stop();
      await smtp.close();
      await hook.close();
    }
  });
});
