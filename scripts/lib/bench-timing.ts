/**
 * Timing for `npm run bench:build`: wall-clock seconds, and CPU seconds (user + system, child processes included).
 * On a shared machine the wall clock measures the other builds as much as ours; the CPU seconds a build spends
 * are what it costs whatever else runs, so the benchmark prints both.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { astroBuildArgs } from './astro-build.ts';

const TIME = '/usr/bin/time';
const CLOCK_TICKS = 100;

/** CPU seconds this process has used, and those of the children it has waited for (Pagefind's service): Linux only, else undefined. */
export function cpuSecondsSoFar(): number | undefined {
  try {
    // The fields after the command name, which is in parentheses: utime, stime, cutime and cstime are the 12th-15th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

export interface Timed {
  seconds: number;
  /** CPU seconds, user and system, when the platform tells. */
  cpuSeconds?: number;
}

/** Child processes of this one still running (Linux), or 0 where that is unknown. */
function liveChildren(): number {
  try {
    return readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).length;
  } catch {
    return 0;
  }
}

/** Times a step run in this process and the child processes it starts (Pagefind's service: it is killed, not waited for). */
export async function timed<T>(step: () => Promise<T>): Promise<Timed & { value: T }> {
  const cpuBefore = cpuSecondsSoFar();
  const started = performance.now();
  const value = await step();
  const seconds = (performance.now() - started) / 1000;
  // A killed child's CPU counts once it is reaped, which Node does on its event loop: give it a moment.
  for (let tries = 0; tries < 100 && liveChildren() > 0; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const cpuAfter = cpuSecondsSoFar();
  const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { value, seconds, cpuSeconds };
}

interface BuildRun extends Timed {
  peakRssMb: number;
  log: string;
}

/**
 * Runs `astro build`: ours as `npm run build` starts it (its node flags included) into `outDir`, or with `root`
 * another project as it comes. Peak RSS and CPU from GNU time when present, else peak RSS by sampling /proc.
 */
export async function timedBuild(options: {
  outDir: string;
  root?: string;
  env: Record<string, string>;
}): Promise<BuildRun> {
  const astro = path.resolve('node_modules/astro/bin/astro.mjs');
  const useTime = existsSync(TIME);
  const astroArgs = options.root
    ? [astro, 'build', '--root', options.root, '--outDir', options.outDir]
    : astroBuildArgs(['--outDir', options.outDir]);
  const [cmd, args] = useTime ? [TIME, ['-v', process.execPath, ...astroArgs]] : [process.execPath, astroArgs];
  const started = performance.now();
  const child = spawn(cmd, args, {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let sampledKb = 0;
  const sample = () => {
    try {
      const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (hwm) sampledKb = Math.max(sampledKb, Number(hwm[1]));
    } catch {
      /* the process has ended */
    }
  };
  const sampler = useTime ? undefined : setInterval(sample, 100);
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (sampler) clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    console.error(log.split('\n').slice(-40).join('\n'));
    throw new Error(`the build failed (exit ${code})`);
  }
  const timeKb = /Maximum resident set size \(kbytes\): (\d+)/.exec(log);
  const user = /User time \(seconds\): ([\d.]+)/.exec(log);
  const system = /System time \(seconds\): ([\d.]+)/.exec(log);
  return {
    seconds,
    cpuSeconds: user && system ? Number(user[1]) + Number(system[1]) : undefined,
    peakRssMb: (timeKb ? Number(timeKb[1]) : sampledKb) / 1024,
    log,
  };
}

/** Pagefind over every page of a built site, as our post-build indexes ours. */
export async function pagefindOver(clientRoot: string): Promise<Timed> {
  return timed(async () => {
    const pagefind = await import('pagefind');
    try {
      const { index, errors } = await pagefind.createIndex({});
      if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
      const added = await index.addDirectory({ path: clientRoot });
      if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
      await index.writeFiles({ outputPath: path.join(clientRoot, 'pagefind') });
    } finally {
      await pagefind.close();
    }
  });
}
