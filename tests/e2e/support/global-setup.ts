/**
 * Builds the fixture site (tests/fixtures/site/content into dist-fixture/) when missing or stale, then starts it
 * the way `npm start` does, on a free port with a throwaway data folder, and shares its URL with the tests.
 * The suites' literal expectations are the fixture content's; the live content has its own checks
 * (vitest.live.config.ts).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { FIXTURE_BUILD, buildIsStale } from '../../../scripts/lib/build-stamp.ts';
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
  if (buildIsStale('.', FIXTURE_BUILD)) {
    const build = spawnSync(process.execPath, ['scripts/build.ts', '--fixture'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The fixture build failed; see its output above.');
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  const started = await startServerProcess({ DATA_DIR: dataDir, DIST_DIR: FIXTURE_BUILD.outDir });
  server = started.child;
  project.provide('baseUrl', started.url);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
