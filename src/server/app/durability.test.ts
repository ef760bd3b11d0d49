/**
 * No acknowledged lead is lost when the process is killed (SIGKILL) at any
 * moment: a real server process takes a stream of concurrent leads, is killed
 * mid-stream, restarted on the same SQLite file and killed again; every id it
 * answered ok:true for must be in the database afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../core/storage/sqlite.ts';
import { validBody } from '../../../tests/support/fixtures.ts';

const CHILD = fileURLToPath(new URL('./standalone.ts', import.meta.url));

function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        LEADS_RATE_LIMIT_PER_MIN: '0',
        LEADS_HASH_SALT: 'kill-test',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((item) => item.startsWith('{'));
      if (line) resolve({ child, port: JSON.parse(line).port });
    });
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.on('exit', (code, signal) => reject(new Error(`server exited early (${code ?? signal}): ${err}`)));
  });
}

/** Sends leads with `concurrency` in flight until `stop()`; returns the ids answered ok:true. */
function flood(port: number, concurrency: number) {
  const acknowledged: string[] = [];
  let failures = 0;
  let running = true;
  const body = JSON.stringify(validBody());
  const lanes = Array.from({ length: concurrency }, async () => {
    while (running) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const json = (await response.json()) as { ok: boolean; id?: string };
        if (response.status === 200 && json.ok && json.id) acknowledged.push(json.id);
      } catch {
        failures += 1; // killed mid-request: never acknowledged
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  });
  return {
    acknowledged,
    get failures() {
      return failures;
    },
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}

describe('durability under SIGKILL (SQLite, WAL, synchronous=FULL)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'siam-kill-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged lead across three kills at random moments', async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const { child, port } = await startServer(dir);
      const load = flood(port, 16);
      const target = acknowledged.length + 150 + Math.floor(Math.random() * 150);
      while (acknowledged.length + load.acknowledged.length < target)
        await new Promise((resolve) => setTimeout(resolve, 2));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL'); // with requests in flight
      await exited;
      await load.stop();
      acknowledged.push(...load.acknowledged);
    }

    const store = openSqliteStore({ file: join(dir, 'leads.sqlite') });
    const stored = new Set((await store.listLeads({ limit: 1_000_000 })).map((lead) => lead.id));
    await store.close();
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(450);
    expect(missing).toEqual([]);
  }, 120_000);
});
