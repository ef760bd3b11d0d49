/**
 * A slot is never booked twice, whatever the load: 8 instances of the site (each as `npm start` runs it) on one
 * PostgreSQL database, and one instance on SQLite, each take 1,000 concurrent bookings of one slot: exactly one
 * 201, 999 refusals (409), one stored booking and one stored lead. A SIGKILL during a burst of bookings of
 * different slots loses none that was acknowledged. The bookings' clock is fixed (BOOKINGS_CLOCK_FILE) at
 * Tuesday 8 December 2026, 07:50 in Bangkok, so the slot (Wednesday 09:00 Bangkok = 02:00 UTC) is bookable.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../../scripts/lib/postgres.ts';
import { startServerProcess } from './support/server-process.ts';

const SLOT = '2026-12-09T02:00:00Z';
const dir = mkdtempSync(path.join(tmpdir(), 'booking-e2e-'));
const clockFile = path.join(dir, 'clock');
const base = { LEADS_RATE_LIMIT_PER_MIN: '0', LEADS_MIN_FILL_MS: '0', BOOKINGS_CLOCK_FILE: clockFile };
const running: ChildProcess[] = [];

beforeAll(() => writeFileSync(clockFile, String(Date.parse('2026-12-08T00:50:00Z') - Date.now())));
afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve(null),
        ),
    ),
  );
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const site = await startServerProcess({ ...base, ...env });
  running.push(site.child);
  return site;
}

const book = (url: string, index: number, slot = SLOT) =>
  fetch(`${url}/api/bookings/book`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `visitor${index}@example.com`,
      service: 'Visa',
      message: 'One slot, many hands',
      consent: true,
      mode: 'office',
      slot,
      form_rendered_at: 1,
    }),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { id?: string; error?: string },
  }));

function tally(answers: { status: number }[]) {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

describe('never twice', () => {
  let database: TempDatabase;
  afterAll(async () => database?.drop());

  it('8 instances on one PostgreSQL database: 1,000 concurrent bookings of one slot give one 201 and 999 409s', async () => {
    database = await createTempDatabase('siam_booking_e2e');
    const env = { DATABASE_URL: database.url, LEADS_PG_POOL_MAX: '5' };
    const first = await start(env); // migrates the database before the others start
    const sites = [first, ...(await Promise.all(Array.from({ length: 7 }, () => start(env))))];
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, index) => book(sites[index % 8]!.url, index)));
    expect(tally(answers)).toEqual({ 201: 1, 409: 999 });
    expect(answers.find((answer) => answer.status === 409)?.body.error).toMatch(/someone has just booked that slot/);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect(
        Number((await client.query(`SELECT count(*) AS n FROM bookings WHERE slot_start = $1`, [SLOT])).rows[0].n),
      ).toBe(1);
      expect(Number((await client.query('SELECT count(*) AS n FROM leads')).rows[0].n)).toBe(1);
    } finally {
      await client.end();
    }
    for (const site of sites) site.child.kill('SIGTERM');
  }, 240_000);

  it('one instance on SQLite: 1,000 concurrent bookings of one slot give one 201 and 999 409s', async () => {
    const dataDir = path.join(dir, 'sqlite');
    const site = await start({ DATA_DIR: dataDir });
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, index) => book(site.url, index)));
    expect(tally(answers)).toEqual({ 201: 1, 409: 999 });
    site.child.kill('SIGTERM');
    await new Promise((resolve) => site.child.once('exit', resolve));
    const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'), { readOnly: true });
    try {
      expect((db.prepare('SELECT count(*) AS n FROM bookings').get() as { n: number }).n).toBe(1);
      expect((db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n).toBe(1);
    } finally {
      db.close();
    }
  }, 120_000);

  it('SIGKILL during a burst of bookings loses no acknowledged booking', async () => {
    const dataDir = path.join(dir, 'killed');
    const site = await start({ DATA_DIR: dataDir });
    const slots = (
      (await (await fetch(`${site.url}/api/bookings/slots`)).json()) as { slots: { id: string }[] }
    ).slots.map((slot) => slot.id);
    expect(slots.length).toBeGreaterThan(100);
    const acknowledged: string[] = [];
    let killed = false;
    const burst = slots.map((slot, index) =>
      book(site.url, index, slot)
        .then((answer) => {
          if (answer.status === 201 && answer.body.id) acknowledged.push(answer.body.id);
          // Killed while most requests are still in flight.
          if (acknowledged.length === 20 && !killed) {
            killed = true;
            site.child.kill('SIGKILL');
          }
        })
        .catch(() => undefined),
    );
    await Promise.all(burst);
    await new Promise((resolve) =>
      site.child.exitCode === null && site.child.signalCode === null ? site.child.once('exit', resolve) : resolve(null),
    );
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'));
    try {
      const stored = new Set((db.prepare('SELECT id FROM bookings').all() as { id: string }[]).map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      db.close();
    }
  }, 120_000);
});
