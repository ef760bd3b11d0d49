/**
 * Static serving benchmark: `npm run bench:serve` (run `npm run build` first).
 *
 * Serves the built site with our server (the same handler `npm start` runs) and, when nginx is installed
 * (Debian `nginx`), with nginx (one worker, `gzip_static on`, the pages' gzip twins written for it) on the same
 * files, then drives each with wrk
 * (Debian `wrk`; autocannon when wrk is missing) at 32 connections, one server at a time, asking for
 * gzip as a browser would. Prints requests/s and p99 latency per page and the ratio ours/nginx.
 *
 * Each server gets 2 s of the same load on every page first, not counted.
 *
 * BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 32), BENCH_PATHS (comma-separated).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compress } from '../src/server/http/compression.ts';
import { autocannon } from './lib/autocannon.ts';
import { freePort } from './lib/free-port.ts';
import { startSiteProcess } from './lib/site-process.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_SECONDS = 2;
const distDir = path.resolve('dist');
const clientDir = path.join(distDir, 'client');
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const paths = (process.env.BENCH_PATHS ?? '/,/visa/dtv/,/news/,/insurance-plans.json').split(',');

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

interface Figures {
  rps: number;
  p99ms: number;
  non2xx: number;
}

function parseWrk(output: string): Figures {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(output);
  const unit = p99?.[2] === 'us' ? 0.001 : p99?.[2] === 's' ? 1000 : 1;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  return { rps, p99ms: p99 ? Number(p99[1]) * unit : NaN, non2xx };
}

async function load(url: string, duration = DURATION): Promise<Figures> {
  if (has('wrk')) {
    const run = spawnSync(
      'wrk',
      ['-t1', `-c${CONNECTIONS}`, `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: gzip', url],
      { encoding: 'utf8' },
    );
    return parseWrk(run.stdout);
  }
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'gzip' } });
  return { rps: result.requests.average, p99ms: result.latency.p99, non2xx: result.non2xx };
}

function spawnNginx(port: number, dir: string): ChildProcess {
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    index index.html;
  }
}
`,
  );
  return spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Running {
  url: string;
  stop(): Promise<void>;
}

/**
 * The build leaves pages without twins (our server compresses each once, in memory). nginx's gzip_static needs
 * them on disk, so the measured pages get their gzip twin, made with the same settings, for nginx's run only.
 */
async function writePageTwins(): Promise<string[]> {
  const written: string[] = [];
  for (const p of paths) {
    const file = path.join(clientDir, p.endsWith('/') ? `${p}index.html` : p);
    if (!existsSync(file) || existsSync(`${file}.gz`)) continue;
    const { gzip } = await compress(file, readFileSync(file));
    if (!gzip) continue;
    writeFileSync(`${file}.gz`, gzip);
    written.push(`${file}.gz`);
  }
  return written;
}

async function startNginx(dir: string): Promise<Running> {
  const twins = await writePageTwins();
  const port = await freePort();
  const child = spawnNginx(port, dir);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  return {
    url,
    stop: async () => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
      for (const twin of twins) rmSync(twin, { force: true });
    },
  };
}

async function measure(name: string, start: () => Promise<Running>): Promise<Record<string, Figures>> {
  const running = await start();
  try {
    // Both servers are measured warm: a first pass over every page (JIT, our server's first compression of a page,
    // the kernel's caches) is not counted. Cold, the first page measured moved by half from run to run.
    for (const p of paths) await load(running.url + p, WARMUP_SECONDS);
    const figures: Record<string, Figures> = {};
    for (const p of paths) figures[p] = await load(running.url + p);
    return figures;
  } finally {
    await running.stop();
    console.log(`(${name} done)`);
  }
}

console.log(
  `Static pages: ${CONNECTIONS} connections, ${DURATION} s per page, Accept-Encoding: gzip, load by ${has('wrk') ? 'wrk' : 'autocannon'}`,
);
const ours = await measure('our server', () =>
  startSiteProcess({ LEADS_OUTBOX_WORKER: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-serve-data-')) }),
);
let nginx: Record<string, Figures> | undefined;
const nginxDir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
if (has('nginx')) nginx = await measure('nginx', () => startNginx(nginxDir));
rmSync(nginxDir, { recursive: true, force: true });

const pad = (s: string, n: number) => s.padEnd(n);
console.log(
  `\n${pad('page', 24)}${pad('ours req/s', 12)}${pad('p99 ms', 9)}${nginx ? `${pad('nginx req/s', 13)}${pad('p99 ms', 9)}ratio` : ''}`,
);
for (const p of paths) {
  const o = ours[p];
  const n = nginx?.[p];
  const errors = o.non2xx ? ` (${o.non2xx} non-2xx)` : '';
  console.log(
    `${pad(p, 24)}${pad(o.rps.toFixed(0), 12)}${pad(o.p99ms.toFixed(2), 9)}${n ? `${pad(n.rps.toFixed(0), 13)}${pad(n.p99ms.toFixed(2), 9)}${(o.rps / n.rps).toFixed(2)}` : ''}${errors}`,
  );
}
if (!nginx) console.log('nginx is not installed (Debian: apt-get install nginx): our figures only.');
