/** Undo steps a test registers as it opens things, run after it in reverse order (the last opened closes first). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';

export type Cleanup = () => Promise<void> | void;

/** The list to push undo steps to; registers the afterEach that runs them (call it in a describe or at the top). */
export function cleanupAfterEach(): Cleanup[] {
  const cleanups: Cleanup[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return cleanups;
}

/** A new temp folder named from `prefix`, removed with the test's cleanups. */
export function tempDir(cleanups: Cleanup[], prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A new temp folder named from `prefix` for every test of the file (or describe) that calls this, removed after
 * them all: after the file's own afterAll steps, such as stopping a server that writes in it (vitest runs afterAll
 * hooks last registered first).
 */
export function tempDirForAll(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
