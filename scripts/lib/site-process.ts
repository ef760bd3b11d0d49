/**
 * The built site (what `npm start` serves: src/server/http/server.ts over dist/) in its own process on a free
 * loopback port, for benchmarks, so the load generator never shares its event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.ts';

interface SiteProcess {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

export async function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  const port = await freePort();
  const code = `const { startSite } = await import(${JSON.stringify(path.resolve('src/server/http/server.ts'))});
await startSite({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the site exited (${code}) before answering`))),
  );
  exited.catch(() => undefined);
  const answers = async () => {
    for (let i = 0; i < 200; i++) {
      try {
        await fetch(`${url}/`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`${url} did not answer`);
  };
  await Promise.race([answers(), exited]);
  return {
    child,
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
