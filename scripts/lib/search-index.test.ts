import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexedPages, indexPages, searchGlob } from './search-index.ts';

const page = (lang: string, searchable: boolean, title: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body><header><a href="/">Home</a></header>` +
  `<main${searchable ? ' data-pagefind-body' : ''}><h1>${title}</h1><p>Words about ${title}.</p></main></body></html>`;

let dir: string;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A built site's client folder with the given pages (path -> [lang, searchable]). */
function site(pages: Record<string, [string, boolean]>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  for (const [file, [lang, searchable]] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), page(lang, searchable, file));
  }
  return dir;
}

const pages: Record<string, [string, boolean]> = {
  'index.html': ['en', true],
  '404.html': ['en', false],
  'visa/dtv/index.html': ['en', true],
  'news-index-page/index.html': ['en', true],
  'th/visa/dtv/index.html': ['th', true],
  'news/2026-01-01/fees/index.html': ['en', true],
  'news/index.html': ['en', false],
  'news/page/2/index.html': ['en', false],
  'news/tag/dtv/index.html': ['en', false],
};

describe('searchGlob', () => {
  it('names every top-level folder but news/ and the index, then news/ pages and dated post folders', () => {
    expect(searchGlob(['visa', 'news', 'th', 'pagefind', 'news-index-page'])).toBe(
      '{*.html,visa/**/*.html,th/**/*.html,news-index-page/**/*.html,news/*.html,news/[0-9]*/**/*.html}',
    );
  });
  it('escapes a folder name that would read as a pattern', () => {
    expect(searchGlob(['a{b},c'])).toBe('{*.html,a\\{b\\}\\,c/**/*.html,news/*.html,news/[0-9]*/**/*.html}');
  });
});

describe('indexPages', () => {
  it('indexes every searchable page, in its language, and none of the others', async () => {
    const client = site(pages);
    await indexPages(client, path.join(client, 'pagefind'), 5);
    const output = path.join(client, 'pagefind');
    expect(await indexedPages(output)).toBe(5);
    const entry = JSON.parse(readFileSync(path.join(output, 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages.en.page_count).toBe(4);
    expect(entry.languages.th.page_count).toBe(1);
  });

  it('fails the build when a searchable page lies outside the pages it reads', async () => {
    const client = site({ ...pages, 'news/tag/dtv/index.html': ['en', true] });
    await expect(indexPages(client, path.join(client, 'pagefind'), 6)).rejects.toThrow(
      'The search index holds 5 pages, but 6 pages are searchable',
    );
  });

  it('takes the count of searchable pages while it indexes, and still checks it', async () => {
    const client = site(pages);
    const later = (n: number) => new Promise<number>((resolve) => setTimeout(() => resolve(n), 50));
    await expect(indexPages(client, path.join(client, 'pagefind'), later(5))).resolves.toBeUndefined();
    await expect(indexPages(client, path.join(client, 'pagefind'), later(4))).rejects.toThrow(
      'The search index holds 5 pages, but 4 pages are searchable',
    );
  });
});
