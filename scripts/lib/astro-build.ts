/**
 * Runs `astro build` in its own process and reports each page as soon as Astro has written it, from the line Astro
 * logs after each write ("├─ /visa/index.html (+5ms)"). A page the log does not name (another Astro version, another
 * log level) is still done: the post-build's final pass walks every file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const pageLine = /[├└]─ (\/\S+) \(\+[\d.]+m?s\)/;

export interface AstroBuildOptions {
  /** Arguments after `astro build` (e.g. --outDir). */
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** A command to run Astro under (e.g. GNU time's `-v`), before Node itself. */
  wrapper?: string[];
  onPageWritten?: (relativePath: string) => void;
  /** Echo Astro's output as it comes (true for `npm run build`). */
  echo?: boolean;
  onSpawn?: (child: ChildProcess) => void;
}

/** The exit code and everything Astro printed. */
export function runAstroBuild(options: AstroBuildOptions = {}): Promise<{ code: number | null; log: string }> {
  const astro = path.resolve('node_modules/astro/bin/astro.mjs');
  const command = [...(options.wrapper ?? []), process.execPath, astro, 'build', ...(options.args ?? [])];
  const child = spawn(command[0], command.slice(1), { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  options.onSpawn?.(child);
  const log: string[] = [];
  let errors = '';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const lines = text.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      log.push(line);
      if (options.echo) process.stdout.write(line + '\n');
      const page = pageLine.exec(line);
      if (page) options.onPageWritten?.(page[1]);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    if (options.echo) process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (partial) log.push(partial);
      if (options.echo && partial) process.stdout.write(partial + '\n');
      resolve({ code, log: `${log.join('\n')}\n${errors}` });
    });
  });
}
