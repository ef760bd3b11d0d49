/**
 * Builds the site when stale, then starts it the way `npm start` does, on a
 * free port with a throwaway data folder, and shares its URL with the tests.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIsStale } from '../../../scripts/lib/build-stamp.ts';
import { startServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  if (buildIsStale()) {
    const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build failed; see its output above.');
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  const started = await startServerProcess({ DATA_DIR: dataDir });
  server = started.child;
  project.provide('baseUrl', started.url);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
