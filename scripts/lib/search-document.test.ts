import { describe, expect, it } from 'vitest';
import { pageUrl, searchDocument } from './search-document.ts';

const page = (
  mainAttributes: string,
) => `<!DOCTYPE html><html lang="th" dir="ltr"><head><meta charset="utf-8"><title>วีซ่า DTV | Expat</title>
<style>.x{color:red}</style><script type="application/ld+json">{"@type":"Article"}</script></head>
<body class="paint-when-parsed"><header><nav><a href="/th/visa/">วีซ่า</a></nav></header>
<main id="main" tabindex="-1"${mainAttributes}><div class="container" data-pagefind-ignore>crumbs</div><h1>วีซ่า DTV</h1><p>Body text.</p></main>
<footer><p id="page-end">© 2569</p></footer></body></html>`;

describe('searchDocument', () => {
  it('keeps the html tag (language), the title and main with its search attributes, and nothing of header or footer', () => {
    const doc = searchDocument(page(' data-pagefind-body data-pagefind-filter="section:visa"'));
    expect(doc).toBe(
      '<!DOCTYPE html><html lang="th" dir="ltr"><head><title>วีซ่า DTV | Expat</title></head><body>' +
        '<main id="main" tabindex="-1" data-pagefind-body data-pagefind-filter="section:visa"><div class="container" data-pagefind-ignore>crumbs</div><h1>วีซ่า DTV</h1><p>Body text.</p></main>' +
        '</body></html>',
    );
  });

  it('gives nothing for a page that is not searchable, or has no main', () => {
    expect(searchDocument(page(''))).toBeUndefined();
    expect(searchDocument('<html lang="en"><body><p>data-pagefind-body</p></body></html>')).toBeUndefined();
  });
});

describe('pageUrl', () => {
  it('names a directory page by its directory and any other file by itself', () => {
    expect(pageUrl('visa/dtv/index.html')).toBe('/visa/dtv/');
    expect(pageUrl('index.html')).toBe('/');
    expect(pageUrl('404.html')).toBe('/404.html');
  });
});
