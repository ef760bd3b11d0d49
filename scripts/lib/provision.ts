/**
 * What `npm test` needs from the system, provided before anything runs:
 * Chromium (end-to-end tests), Java (the W3C HTML checker) and PostgreSQL
 * (the storage contract suite). As root on Debian the missing ones are
 * installed with apt-get; otherwise the test command stops in its first
 * seconds with the exact command to run.
 *
 * PostgreSQL: the server named by TEST_PG_ADMIN_URL, else the local one on
 * 127.0.0.1:5432 (started with pg_ctlcluster when it is down). When neither
 * answers with trust auth as `postgres`, a throwaway cluster with trust auth
 * is made from the installed binaries in a temporary folder on a free port,
 * so no system configuration is changed; it is stopped when the tests end.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.ts';
import { freePort } from './free-port.ts';
import pg from 'pg';

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

export class ProvisionError extends Error {}

function aptInstall(packages: string[], why: string): void {
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (!isRoot || !hasApt) {
    throw new ProvisionError(`${why} is missing. Install it, then run npm test again:\n  sudo sh -c '${command}'`);
  }
  console.log(`provision: installing ${packages.join(', ')} from Debian (${why})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env })
      : update;
  if (install.status !== 0)
    throw new ProvisionError(`Could not install ${packages.join(', ')}. Run it yourself:\n  ${command}`);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : undefined;
}

/** Runs a PostgreSQL binary, as the `postgres` system user when we are root (the server refuses to run as root). */
function runPostgresTool(bin: string, args: string[]): ReturnType<typeof spawnSync> {
  return isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
    : spawnSync(bin, args, { encoding: 'utf8' });
}

/** A PostgreSQL admin URL the tests can use, and how to stop what was started for them. */
async function providePostgres(
  local = 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<{ url: string; stop: () => void }> {
  const none = () => undefined;
  if (process.env.TEST_PG_ADMIN_URL) {
    if (await answers(process.env.TEST_PG_ADMIN_URL)) return { url: process.env.TEST_PG_ADMIN_URL, stop: none };
    throw new ProvisionError(
      `TEST_PG_ADMIN_URL (${process.env.TEST_PG_ADMIN_URL}) does not answer: start that server or unset the variable.`,
    );
  }
  if (await answers(local)) return { url: local, stop: none };
  if (isRoot && has('pg_ctlcluster') && existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'ignore' });
    }
    for (let i = 0; i < 20; i++) {
      if (await answers(local)) return { url: local, stop: none };
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  // A throwaway cluster with trust auth: no system configuration changes.
  let bin = postgresBinDir();
  if (!bin) {
    aptInstall(['postgresql'], 'PostgreSQL (for the storage contract tests)');
    bin = postgresBinDir();
    if (!bin) throw new ProvisionError('PostgreSQL was installed but no initdb was found under /usr/lib/postgresql.');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'test-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const init = runPostgresTool(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (init.status !== 0) throw new ProvisionError(`initdb failed:\n${String(init.stderr)}`);
  const start = runPostgresTool(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  if (start.status !== 0) throw new ProvisionError(`Could not start a test PostgreSQL:\n${String(start.stderr)}`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`provision: a throwaway PostgreSQL with trust auth on 127.0.0.1:${port} for this run`);
  return {
    url,
    stop: () => {
      runPostgresTool(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Provides what the suite needs, or throws a ProvisionError whose message says what to run.
 * Sets TEST_PG_ADMIN_URL for the child processes; call `stop` when the tests end.
 */
/** Where Debian's fonts-thai-tlwg puts its fonts. */
const thaiFontDir = '/usr/share/fonts/truetype/tlwg';

export async function provisionTestSystem(): Promise<{ stop: () => void }> {
  const missing: string[] = [];
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.CHROMIUM_PATH) throw new ProvisionError(`CHROMIUM_PATH (${CHROMIUM_PATH}) does not exist.`);
    missing.push('chromium');
  }
  if (!has('java')) missing.push('default-jre-headless');
  // Thai pages render in the test browser with real Thai glyphs (Debian's TLWG fonts), not boxes.
  if (!existsSync(thaiFontDir)) missing.push('fonts-thai-tlwg');
  const why: Record<string, string> = {
    chromium: 'Chromium (end-to-end tests)',
    'default-jre-headless': 'Java (the W3C HTML checker)',
    'fonts-thai-tlwg': 'Thai fonts (the Thai pages in the test browser)',
  };
  if (missing.length) aptInstall(missing, missing.map((p) => why[p]).join(' and '));
  const postgres = await providePostgres();
  process.env.TEST_PG_ADMIN_URL = postgres.url;
  return { stop: postgres.stop };
}
