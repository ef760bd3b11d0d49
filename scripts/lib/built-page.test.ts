import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSearchable, metaCspOf, readPageStart } from './built-page.ts';

const csp = "default-src 'self'; script-src 'self' 'sha256-abc='";
const page = (mainAttributes: string, headExtra = '') => `<!DOCTYPE html><html lang="th" dir="ltr"><head>
<meta charset="utf-8"><meta http-equiv="content-security-policy" content="${csp.replace(/'/g, '&#39;')}">
<title>วีซ่า DTV | Expat</title>${headExtra}</head>
<body><header><nav><a href="/th/visa/">วีซ่า</a></nav></header>
<main id="main" tabindex="-1"${mainAttributes}><h1>วีซ่า DTV</h1><p>data-pagefind-body in a sentence.</p></main>
<footer><p>© 2569</p></footer></body></html>`;

describe('metaCspOf', () => {
  it('reads the policy of the meta tag, unescaped', () => {
    expect(metaCspOf(page(''))).toBe(csp);
  });
  it('gives nothing for a page without one', () => {
    expect(metaCspOf('<html><head><title>x</title></head></html>')).toBeUndefined();
  });
});

describe('isSearchable', () => {
  it('is true when the main tag carries data-pagefind-body', () => {
    expect(isSearchable(page(' data-pagefind-body data-pagefind-filter="section:visa"'))).toBe(true);
    expect(isSearchable(page(' data-pagefind-body'))).toBe(true);
  });
  it('is false without it on main, even when the text mentions it, and without main', () => {
    expect(isSearchable(page(''))).toBe(false);
    expect(isSearchable(page(' data-pagefind-bodyless'))).toBe(false);
    expect(isSearchable('<html lang="en"><body><p data-pagefind-body>x</p></body></html>')).toBe(false);
  });
});

describe('readPageStart', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'built-page-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, html: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, html);
    return file;
  };

  it('reads a small page whole', () => {
    const html = page(' data-pagefind-body');
    expect(Buffer.from(readPageStart(write('small.html', html)), 'latin1').toString('utf8')).toBe(html);
  });

  it('reads a long page only as far as its first 32 KB when its main tag is among them', () => {
    const html = page(' data-pagefind-body').replace('<p>', `<p>${'ก'.repeat(20_000)}`);
    const start = readPageStart(write('long-body.html', html));
    expect(start.length).toBe(32 * 1024);
    expect(isSearchable(start)).toBe(true);
    expect(metaCspOf(start)).toBe(csp);
  });

  it('reads a page whose main starts past its first 32 KB whole, so its main tag is seen', () => {
    const longHead = `<script type="application/ld+json">${'{"a":1}'.repeat(6000)}</script>`;
    const html = page(' data-pagefind-body', longHead);
    const start = readPageStart(write('long-head.html', html));
    expect(start.length).toBe(Buffer.byteLength(html));
    expect(isSearchable(start)).toBe(true);
  });
});
