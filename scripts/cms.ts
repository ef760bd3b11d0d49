/**
 * `npm run cms`: the local editing setup in one command. Starts decap-server (Decap CMS's local backend, which reads
 * and writes the files under content/ in this working copy; no login, no database, no hosted service) and the
 * Astro dev server (the site and the editor at /admin/), waits until both answer and prints the editor's address.
 * Both listen on 127.0.0.1 only: decap-server writes files, so it must not be reachable from the network.
 * Ctrl+C stops both.
 *
 * CMS_SITE_PORT changes the site's port (4321). decap-server's port is 8081, the address in public/admin/config.yml.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const HOST = '127.0.0.1';
const BACKEND_PORT = 8081;
const SITE_PORT = Number(process.env.CMS_SITE_PORT ?? 4321);
const require = createRequire(import.meta.url);

const children: ChildProcess[] = [];
function start(label: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${label} stopped (exit ${code ?? 'signal'}); stopping the editing setup.`);
    stop(1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Resolves once `probe` succeeds, or fails after `seconds`. */
async function waitFor(what: string, probe: () => Promise<boolean>, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not answer within ${seconds} s`);
}

const backendUrl = `http://${HOST}:${BACKEND_PORT}/api/v1`;
start('decap-server', [path.join(path.dirname(require.resolve('decap-server/package.json')), 'dist/index.js')], {
  PORT: String(BACKEND_PORT),
  BIND_HOST: HOST,
  MODE: 'fs',
  GIT_REPO_DIRECTORY: process.cwd(),
  LOG_LEVEL: 'warn',
});
start('astro dev', [
  path.resolve('node_modules/astro/bin/astro.mjs'),
  'dev',
  '--host',
  HOST,
  '--port',
  String(SITE_PORT),
]);

try {
  await waitFor('decap-server', async () => {
    const answer = await fetch(backendUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return answer.ok;
  });
  const admin = `http://${HOST}:${SITE_PORT}/admin/`;
  await waitFor('the dev server', async () => (await fetch(admin)).ok);
  console.log(
    `\nContent editor: ${admin}\n  Saves go straight to the files under content/ in ${process.cwd()}; they go live once committed and deployed (docs/editing.md).\n  Ctrl+C stops the editor.\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
