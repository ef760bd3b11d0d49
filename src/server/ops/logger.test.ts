import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, scrubMessage } from './logger.ts';

describe('JSON logs', () => {
  it('writes one JSON object per line, with the request ID of the context it was written in', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const context = new AsyncLocalStorage<{ requestId: string }>();
    const log = createLogger(context, sink, 'info');
    log.info('outside');
    await context.run({ requestId: 'req-1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn({ component: 'leads' }, 'relay said: 550 <anna.meier@example.ch> unknown');
    });
    const [outside, inside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(outside).toMatchObject({ level: 'info', msg: 'outside' });
    expect(outside).not.toHaveProperty('requestId');
    expect(inside).toMatchObject({
      level: 'warn',
      component: 'leads',
      requestId: 'req-1',
      msg: 'relay said: 550 <[e-mail]> unknown',
    });
  });

  it('replaces e-mail addresses, and leaves other text alone', () => {
    expect(scrubMessage('to a.b+c@mail.example.co.th, from x@y.io')).toBe('to [e-mail], from [e-mail]');
    expect(scrubMessage('outbox item 7 (line) failed: LINE answered HTTP 401')).toBe(
      'outbox item 7 (line) failed: LINE answered HTTP 401',
    );
  });
});
