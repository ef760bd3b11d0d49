/**
 * Checks on the fixture build's output: the HTML valid (W3C Nu checker, vnu-jar) and within the
 * JavaScript budget (pages without an island ship at most 5 KB compressed), and the
 * server bundle's content store whole (an on-demand route reads every collection, the news included) and kept out of
 * its modules.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as devalue from 'devalue';
import { pageScriptBytes } from '../../scripts/lib/page-js.ts';
import { SERVER_STORE_FILE } from '../../scripts/lib/build-memory.ts';
import { clientDir, fixtureContent, serverDir } from './support/fixture-site.ts';
import { sampleOfPages } from '../support/built-pages.ts';
import { describeHtmlValidity } from '../support/html-validity.ts';

describeHtmlValidity('HTML validity', clientDir, 20);

describe('JavaScript budget', () => {
  /**
   * The sampled pages with an island (`withIsland`) or without one, how many were checked and which ship more
   * compressed JavaScript than `budget` bytes. The content editor (public/admin/) is a tool for editors, not a public
   * page: its weight is measured in cms.e2e.ts.
   */
  function overBudget(withIsland: boolean, budget: number) {
    const pages = sampleOfPages(clientDir)
      .filter((file) => path.relative(clientDir, file) !== path.join('admin', 'index.html'))
      .map((file) => ({ file, html: readFileSync(file, 'utf8') }))
      .filter(({ html }) => html.includes('<astro-island') === withIsland);
    const report = pages
      .map(({ file, html }) => ({
        page: path.relative(clientDir, file),
        bytes: pageScriptBytes(clientDir, html).bytes,
      }))
      .filter(({ bytes }) => bytes > budget)
      .map(({ page, bytes }) => `${page}: ${bytes} B`);
    return { checked: pages.length, report };
  }

  it('keeps pages without an island under 5 KB of compressed JavaScript', () => {
    const { checked, report } = overBudget(false, 5 * 1024);
    expect(checked).toBeGreaterThan(10);
    expect(report).toEqual([]);
  });

  const ISLAND_BUDGET = 75 * 1024;
  it('keeps every page with an island at or under 75 KB of JavaScript, React included', () => {
    const { checked, report } = overBudget(true, ISLAND_BUDGET);
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

  // The on-demand routes read the content through this module, which reads the server's copy of the store (the
  // prerender reads the same store from the build's cache: scripts/lib/build-memory.ts): a route that read the news
  // would get every post of the content.
  it('carries the whole content store: every news post of the content, and the collections the on-demand routes read', async () => {
    const module = (await import(pathToFileURL(storeChunk()).href)) as { default: unknown };
    const collections = devalue.unflatten(module.default as number | unknown[]) as Map<string, Map<string, unknown>>;
    const postFiles = readdirSync(fixtureContent('news')).filter((name) => name.endsWith('.md'));
    expect(postFiles.length).toBeGreaterThan(10);
    expect([...(collections.get('news')?.keys() ?? [])].sort()).toEqual(
      postFiles.map((name) => name.replace(/\.md$/, '')).sort(),
    );
    for (const name of ['insurancePlans', 'stayRules', 'nationalityRecords', 'visa', 'thVisa']) {
      expect(collections.get(name)?.size, name).toBeGreaterThan(0);
    }
  });

  it('keeps the store out of its modules: the store module only reads the copy beside the bundle', () => {
    expect(statSync(storeChunk()).size).toBeLessThan(1024);
    expect(statSync(path.join(serverDir, SERVER_STORE_FILE)).size).toBeGreaterThan(100_000);
  });
});
