/**
 * LINE beside WhatsApp: with a LINE account configured (SITE_LINE_ID at build
 * time) the footer, the contact page and the thank-you page link it; without
 * one, no page mentions LINE (tests/e2e/frame.e2e.ts checks the default build). Builds the site into a
 * temporary folder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const astroBin = path.resolve('node_modules/astro/bin/astro.mjs');
let workDir: string;
let outDir: string;

beforeAll(() => {
  // Inside the project: the prerender step resolves packages from the build folder.
  mkdirSync('.bench', { recursive: true });
  workDir = mkdtempSync(path.resolve('.bench', 'line-build-'));
  outDir = path.join(workDir, 'out');
  // The cache must live outside the output folder, which the build empties first.
  const run = spawnSync(process.execPath, [astroBin, 'build', '--outDir', outDir], {
    env: {
      ...process.env,
      SITE_LINE_ID: '@example-shop',
      ASTRO_CACHE_DIR: path.join(workDir, 'cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
}, 300_000);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const page = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const lineLink = 'href="https://line.me/R/ti/p/%40example-shop"';

describe('LINE as a contact channel', () => {
  it('is linked beside WhatsApp in the footer, on the contact page and on the thank-you page when configured', () => {
    const client = existsSync(path.join(outDir, 'client')) ? path.join(outDir, 'client') : outDir;
    for (const file of ['index.html', 'contact/index.html', 'thank-you/index.html']) {
      const html = page(client, file);
      expect(html, file).toContain(lineLink);
      expect(html, file).toContain('https://wa.me/');
    }
    expect(page(client, 'index.html')).toMatch(/LINE: <a href="https:\/\/line\.me[^>]*>@example-shop<\/a>/);
  });
});
