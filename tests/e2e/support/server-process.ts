/** Starts `node scripts/start.ts` on a free port and resolves once it listens. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LEADS_RATE_LIMIT_PER_MIN: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Kept after the start too, so a test can read every line the server wrote.
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = () => {
      const match = output.match(/listening on (http:\/\/[^\s"]+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}
