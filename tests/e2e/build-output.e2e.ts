/**
 * Checks on the build's output: the HTML valid (W3C Nu checker, vnu-jar) and within the
 * JavaScript budget (pages without an island ship at most 5 KB compressed), and the
 * server bundle's content store kept ASCII-only and without the news.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as devalue from 'devalue';
import { pageScriptBytes } from '../../scripts/lib/page-js.ts';
import { clientDir, serverDir } from './support/fixture-site.ts';

const require = createRequire(import.meta.url);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Every page type once, plus a spread of the rest (the news archive can hold thousands). */
function sampleOfPages(): string[] {
  const all = htmlFiles(clientDir).sort();
  const byType = new Map<string, string>();
  for (const file of all) {
    const rel = path.relative(clientDir, file);
    const type = rel
      .split(path.sep)
      .slice(0, 2)
      .map((s) => (/\d/.test(s) ? '#' : s))
      .join('/');
    if (!byType.has(type)) byType.set(type, file);
  }
  const step = Math.max(1, Math.floor(all.length / 150));
  // Every Thai page: few, and each renders the frame in Thai.
  const thai = all.filter((file) => path.relative(clientDir, file).startsWith(`th${path.sep}`));
  return [...new Set([...byType.values(), ...thai, ...all.filter((_, i) => i % step === 0)])];
}

describe('HTML validity', () => {
  it('passes the W3C Nu HTML checker', () => {
    const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
    const files = sampleOfPages();
    expect(files.length).toBeGreaterThan(20);
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.error, 'java must be installed (.ci/run installs default-jre-headless)').toBeUndefined();
    const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: { type: string; url: string; message: string; extract?: string }[] };
    const errors = report.messages.filter((m) => m.type === 'error');
    expect(errors.map((e) => `${path.relative(clientDir, new URL(e.url).pathname)}: ${e.message} ${e.extract ?? ''}`)).toEqual([]);
  }, 180_000);
});

describe('JavaScript budget', () => {
  const BUDGET = 5 * 1024;
  it('keeps pages without an island under 5 KB of compressed JavaScript', () => {
    const report: string[] = [];
    let checked = 0;
    for (const file of sampleOfPages()) {
      const html = readFileSync(file, 'utf8');
      if (html.includes('<astro-island')) continue;
      // The content editor (public/admin/) is a tool for editors, not a public page: its weight is measured in cms.e2e.ts.
      if (path.relative(clientDir, file) === path.join('admin', 'index.html')) continue;
      checked++;
      const { bytes } = pageScriptBytes(clientDir, html);
      if (bytes > BUDGET) report.push(`${path.relative(clientDir, file)}: ${bytes} B`);
    }
    expect(checked).toBeGreaterThan(10);
    expect(report).toEqual([]);
  });

  const ISLAND_BUDGET = 75 * 1024;
  it('keeps every page with an island at or under 75 KB of JavaScript, React included', () => {
    const report: string[] = [];
    let checked = 0;
    for (const file of sampleOfPages()) {
      const html = readFileSync(file, 'utf8');
      if (!html.includes('<astro-island')) continue;
      checked++;
      const { bytes } = pageScriptBytes(clientDir, html);
      if (bytes > ISLAND_BUDGET) report.push(`${path.relative(clientDir, file)}: ${(bytes / 1024).toFixed(1)} KB`);
    }
    expect(checked).toBeGreaterThan(3);
    expect(report).toEqual([]);
  });

  it('keeps each tool page, island and React included, at or under 75 KB', () => {
    for (const page of ['visa/stay-calculator/index.html', 'business/tax-residence-days/index.html']) {
      const html = readFileSync(path.join(clientDir, page), 'utf8');
      expect(html, page).toContain('<astro-island');
      expect(pageScriptBytes(clientDir, html).bytes, page).toBeLessThanOrEqual(ISLAND_BUDGET);
    }
  });
});

describe('server bundle', () => {
  const chunksDir = path.join(serverDir, 'chunks');
  const storeChunk = () => {
    const store = readdirSync(chunksDir).filter((name) => name.startsWith('_astro_data-layer-content'));
    expect(store).toHaveLength(1);
    return path.join(chunksDir, store[0]);
  };

  // No on-demand route reads the news: at scale they are most of the store (scripts/lib/build-memory.ts).
  it('carries the content store without the news, with the collections the on-demand routes read', async () => {
    const module = (await import(pathToFileURL(storeChunk()).href)) as { default: unknown };
    const collections = devalue.unflatten(module.default as number | unknown[]) as Map<string, Map<string, unknown>>;
    expect(collections.has('news')).toBe(false);
    for (const name of ['insurancePlans', 'stayRules', 'nationalityRecords', 'visa', 'thVisa']) {
      expect(collections.get(name)?.size, name).toBeGreaterThan(0);
    }
    // The prerendered site still has every post.
    expect(readdirSync(path.join(clientDir, 'news')).length).toBeGreaterThan(10);
  });

  // V8 keeps a module's source at one byte a character only when all of it is Latin-1; the content store is one
  // module, and its Thai text would double it in the server's memory (astro.config.mjs).
  it('writes the content store module ASCII-only, its Thai text escaped', () => {
    const bytes = readFileSync(storeChunk());
    expect(bytes.findIndex((byte) => byte > 0x7f)).toBe(-1);
    // Thai letters (U+0E01-U+0E5B) are there, escaped: "\u0E..." in the source.
    expect(/\\u0[eE][0-5][0-9a-fA-F]/.test(bytes.toString('latin1'))).toBe(true);
  });
});
