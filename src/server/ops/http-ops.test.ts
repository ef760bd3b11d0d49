import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { notReadyReason, routeClassOf } from './http-ops.ts';
import type { LeadStore } from '../core/storage/types.ts';

describe('readiness', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function build(complete = true): string {
    const dir = mkdtempSync(join(tmpdir(), 'siam-ready-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'server'));
    mkdirSync(join(dir, 'client'));
    writeFileSync(join(dir, 'server', 'entry.mjs'), '');
    if (complete) writeFileSync(join(dir, 'client', 'index.html'), '');
    return dir;
  }
  /** A store whose only question (the migrations applied) answers after `ms`, or fails. */
  const store = (ms: number, fail = false) =>
    ({
      appliedMigrations: () =>
        new Promise((resolve, reject) =>
          setTimeout(() => (fail ? reject(new Error('connection refused')) : resolve([1])), ms),
        ),
    }) as unknown as LeadStore;
  const check = (distDir: string, answer: LeadStore | undefined, draining = false) =>
    notReadyReason({ distDir, store: () => answer, draining: () => draining });

  it('is ready with the build present and a database that answers within 250 ms', async () => {
    expect(await check(build(), store(5))).toBeNull();
  });

  it('says why it is not ready: a slow, failing or missing database, a missing build, a shutdown', async () => {
    const dir = build();
    const started = performance.now();
    expect(await check(dir, store(1000))).toBe('the database did not answer within 250 ms');
    expect(performance.now() - started).toBeLessThan(900);
    expect(await check(dir, store(1, true))).toBe('the database failed: connection refused');
    expect(await check(dir, undefined)).toBe('the database is unavailable');
    expect(await check(build(false), store(1))).toMatch(/^the build is missing/);
    expect(await check(dir, store(1), true)).toBe('shutting down');
  });
});

describe('route classes (metrics labels)', () => {
  it('names a handful of classes, never a path', () => {
    expect(
      [
        '/livez',
        '/api/contact',
        '/api/contact/',
        '/api/reminders/confirm',
        '/api/insurance/plans',
        '/_astro/a.js',
        '/favicon.svg',
        '/visa/',
        '/404.html',
        '/anna@example.ch',
      ].map(routeClassOf),
    ).toEqual(['health', 'contact', 'contact', 'reminders', 'api', 'asset', 'file', 'page', 'page', 'file']);
  });
});
