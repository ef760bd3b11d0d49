/**
 * Lead intake benchmark: `npm run bench:leads`.
 *
 * For SQLite and for PostgreSQL, starts the built site as `npm start` serves it
 * (run `npm run build` first) in its own process, with the rate limit off
 * (LEADS_RATE_LIMIT_PER_MIN=0) and a local webhook receiver so every lead also
 * writes and sends its outbox item. On that one instance it drives
 * GET /api/insurance/plans, then POST /api/contact, with autocannon on loopback
 * and prints accepted leads/s, p50 and p99 latency, errors, and the ratio of
 * accepted leads/s to plan requests/s, and the server's CPU time per request. Afterwards it checks that the database
 * holds every acknowledged lead.
 *
 * BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 32),
 * BENCH_ONLY=sqlite|postgres, TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Writes the figures to .bench/leads.json as well.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLeadStore } from '../src/server/core/storage/index.ts';
import type { LeadStore } from '../src/server/core/storage/types.ts';
import { autocannon } from './lib/autocannon.ts';
import { startSiteProcess } from './lib/site-process.ts';
import { createTempDatabase, PG_ADMIN_URL } from './lib/postgres.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ONLY = process.env.BENCH_ONLY;

interface Row {
  storage: string;
  acceptedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  accepted: number;
  stored: number;
  webhooksReceived: number;
  plansPerSecond: number;
  /** The server's CPU time (user + system) per plans request and per accepted lead, in ms; null off Linux. */
  cpuMsPerPlan: number | null;
  cpuMsPerLead: number | null;
}

/**
 * CPU time a process has used, in ms (Linux: /proc/PID/stat, clock ticks of 10 ms), or null. Unlike requests per
 * second it hardly moves when other work shares the machine, so it shows what a change costs per request.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
const perRequest = (before: number | null, after: number | null, count: number) =>
  before === null || after === null || count === 0 ? null : (after - before) / count;

async function startReceiver() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    get received() {
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Storage = 'sqlite' | 'postgres';

/** Where the leads go: a fresh SQLite folder or a fresh PostgreSQL database, and the environment that says so. */
async function freshStorage(
  storage: Storage,
): Promise<{ env: Record<string, string>; open: () => Promise<LeadStore>; remove: () => Promise<void> }> {
  if (storage === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'siam-bench-leads-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openLeadStore({ kind: 'sqlite', file: join(dataDir, 'leads.sqlite') }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createTempDatabase('siam_leads_bench');
  return {
    env: { DATABASE_URL: database.url },
    open: () => openLeadStore({ kind: 'postgres', connectionString: database.url, poolMax: 1 }),
    remove: () => database.drop(),
  };
}

/** The contact form's request as the island sends it, rendered a minute ago so that it passes the fill-time check. */
function leadRequest(siteUrl: string) {
  const body = JSON.stringify({
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench@example.com',
    phone: '+66 2 000 0000',
    nationality: 'Swiss',
    service: 'Visa',
    message: 'Benchmark lead: which visa suits a two-year stay with remote work?',
    consent: true,
    utm_source: 'bench',
    utm_medium: 'load',
    utm_campaign: 'autocannon',
    page_url: 'http://127.0.0.1/contact/',
    form_rendered_at: Date.now() - 60_000,
  });
  return {
    url: `${siteUrl}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body,
    connections: CONNECTIONS,
  };
}

async function bench(storage: Storage): Promise<Row> {
  const receiver = await startReceiver();
  const store = await freshStorage(storage);
  const env = {
    LEADS_RATE_LIMIT_PER_MIN: '0',
    LEADS_HASH_SALT: 'bench',
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: 'bench-secret',
    LEADS_OUTBOX_POLL_MS: '200',
    ...store.env,
  };
  const site = await startSiteProcess({ DATABASE_URL: '', ...env });
  const { child } = site;
  try {
    // The same instance's read path: the plans API (JSON from memory, no storage).
    await autocannon({ url: `${site.url}/api/insurance/plans`, connections: CONNECTIONS, amount: 500 });
    const cpuBeforePlans = cpuMs(child.pid);
    const plans = await autocannon({
      url: `${site.url}/api/insurance/plans`,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const cpuMsPerPlan = perRequest(cpuBeforePlans, cpuMs(child.pid), plans['2xx']);

    const options = leadRequest(site.url);
    const warm = await autocannon({ ...options, amount: 200 });
    const cpuBeforeLeads = cpuMs(child.pid);
    const result = await autocannon({ ...options, duration: DURATION });
    const accepted = result['2xx'];
    const cpuMsPerLead = perRequest(cpuBeforeLeads, cpuMs(child.pid), accepted);

    // Give the outbox worker a moment to catch up, then stop the server cleanly.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;

    const leads = await store.open();
    const stored = await leads.countLeads();
    await leads.close();
    const expected = warm['2xx'] + accepted;
    if (stored < expected) throw new Error(`${storage}: ${expected} leads acknowledged but only ${stored} stored`);

    return {
      storage,
      acceptedPerSecond: Math.round(accepted / result.duration),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      accepted,
      stored: stored - warm['2xx'],
      webhooksReceived: receiver.received,
      plansPerSecond: Math.round(plans['2xx'] / plans.duration),
      cpuMsPerPlan,
      cpuMsPerLead,
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await receiver.close();
    await store.remove();
  }
}

const rows: Row[] = [];
console.log(
  `Lead intake benchmark: ${DURATION} s per storage, ${CONNECTIONS} connections, loopback, Node ${process.version}, ${cpus().length} CPUs.`,
);
console.log(
  'Each lead is validated, committed with its outbox item (SQLite WAL synchronous=FULL / PostgreSQL commit) and then sent to a local webhook.\n',
);
for (const storage of ['sqlite', 'postgres'] as const) {
  if (ONLY && ONLY !== storage) continue;
  if (storage === 'postgres') console.log(`PostgreSQL: fresh database on ${PG_ADMIN_URL.replace(/\/[^/]*$/, '/')}`);
  rows.push(await bench(storage));
}

const table = [
  [
    'storage',
    'accepted leads/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'accepted',
    'stored*',
    'webhooks sent by stop',
    'GET plans/s',
    'leads/plans',
    'CPU ms/plan',
    'CPU ms/lead',
  ],
  ...rows.map((row) => [
    row.storage,
    String(row.acceptedPerSecond),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.errors),
    String(row.accepted),
    String(row.stored),
    String(row.webhooksReceived),
    String(row.plansPerSecond),
    (row.acceptedPerSecond / row.plansPerSecond).toFixed(2),
    row.cpuMsPerPlan === null ? '-' : row.cpuMsPerPlan.toFixed(2),
    row.cpuMsPerLead === null ? '-' : row.cpuMsPerLead.toFixed(2),
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
console.log('');
for (const line of table) console.log(line.map((cell, column) => cell.padStart(widths[column]!)).join('  '));
console.log(
  '\n* stored ≥ accepted: requests still in flight when the timed run ended are stored without being counted.',
);
console.log('  The outbox keeps sending after the load; webhooks sent by stop shows how far it got 1 s after the run.');
console.log(
  '  CPU ms: CPU time (user + system) of the server process per request, steadier than the rates on a busy machine.',
);

mkdirSync('.bench', { recursive: true });
writeFileSync(
  join('.bench', 'leads.json'),
  `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, rows }, null, 2)}\n`,
);
