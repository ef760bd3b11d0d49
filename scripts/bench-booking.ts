/**
 * Booking benchmark: `npm run bench:booking` (run `npm run build` first).
 *
 * Starts the built site as `npm start` serves it, on SQLite, in its own process, with the rate limit off. On that
 * one instance it drives GET /api/insurance/plans and GET /api/bookings/slots (the free slots) with autocannon
 * and prints both rates and their ratio (goal: slots at least 0.7 of plans). Then it books every free slot, each
 * request a different slot and address (a consultation is a real booking: a lead, its outbox items, the booking
 * and its e-mails in one committed transaction), at BENCH_CONNECTIONS connections, frees them all directly in
 * the database and books them again, BENCH_ROUNDS times; it prints the bookings' p50 and p99 (goal: p99 at most
 * 100 ms at 32 connections) and checks that every acknowledged booking is stored.
 *
 * BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 32), BENCH_ROUNDS (default 5).
 * Writes the figures to .bench/booking.json as well.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { autocannon } from './lib/autocannon.ts';
import { startSiteProcess } from './lib/site-process.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const dataDir = mkdtempSync(join(tmpdir(), 'siam-bench-booking-'));
const site = await startSiteProcess({
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  LEADS_RATE_LIMIT_PER_MIN: '0',
  LEADS_HASH_SALT: 'bench',
  SMTP_URL: '',
});
const latencies: number[] = [];
let booked = 0;
let refused = 0;
try {
  const rate = async (path: string) => {
    await autocannon({ url: `${site.url}${path}`, connections: CONNECTIONS, amount: 500 });
    const result = await autocannon({ url: `${site.url}${path}`, connections: CONNECTIONS, duration: DURATION });
    return Math.round(result['2xx'] / result.duration);
  };
  const plans = await rate('/api/insurance/plans');
  const slots = await rate('/api/bookings/slots');

  for (let round = 0; round < ROUNDS; round++) {
    const free = (
      (await (await fetch(`${site.url}/api/bookings/slots`)).json()) as { slots: { id: string }[] }
    ).slots.map((slot) => slot.id);
    // Each booking on its own connection round trip, timed from send to answer.
    let next = 0;
    const worker = async () => {
      while (next < free.length) {
        const index = next++;
        const body = JSON.stringify({
          firstName: 'Bench',
          email: `bench-${round}-${index}@example.com`,
          service: 'Visa',
          message: 'Benchmark booking',
          consent: true,
          mode: 'office',
          slot: free[index],
          form_rendered_at: Date.now() - 60_000,
        });
        const started = performance.now();
        const response = await fetch(`${site.url}/api/bookings/book`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status === 201) booked += 1;
        else refused += 1;
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    // Free every slot for the next round (the site's cache of free slots lasts a second).
    const db = new DatabaseSync(join(dataDir, 'leads.sqlite'));
    db.exec(`UPDATE bookings SET status = 'cancelled'`);
    db.close();
    await new Promise((resolve) => setTimeout(resolve, 1200));
  }
  const db = new DatabaseSync(join(dataDir, 'leads.sqlite'), { readOnly: true });
  const stored = (db.prepare('SELECT count(*) AS n FROM bookings').get() as { n: number }).n;
  db.close();
  if (stored < booked) throw new Error(`${booked} bookings acknowledged but ${stored} stored`);

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const figures = {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    plansPerSecond: plans,
    slotsPerSecond: slots,
    slotsToPlans: Number((slots / plans).toFixed(2)),
    bookings: booked,
    refused,
    bookingP50Ms: Number(at(0.5).toFixed(1)),
    bookingP99Ms: Number(at(0.99).toFixed(1)),
  };
  console.log(
    `Booking benchmark: SQLite, ${CONNECTIONS} connections, loopback, Node ${process.version}, ${cpus().length} CPUs.\n`,
  );
  console.log(`GET /api/insurance/plans   ${plans} requests/s`);
  console.log(`GET /api/bookings/slots    ${slots} requests/s  (${figures.slotsToPlans} of plans; goal >= 0.7)`);
  console.log(
    `POST /api/bookings/book    ${booked} booked, ${refused} refused in ${ROUNDS} rounds; p50 ${figures.bookingP50Ms} ms, p99 ${figures.bookingP99Ms} ms (goal <= 100 ms)`,
  );
  mkdirSync('.bench', { recursive: true });
  writeFileSync(join('.bench', 'booking.json'), `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
