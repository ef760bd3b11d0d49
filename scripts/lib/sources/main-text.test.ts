import { describe, expect, it } from 'vitest';
import { contentHash, mainText } from './main-text.ts';

const page = (
  body: string,
  footer = 'Updated 05:12:44',
  token = 'a1b2',
) => `<!doctype html><html><head><title>Fees</title>
<meta name="csrf-token" content="${token}"><script>var t = Date.now()</script><style>p{color:red}</style></head>
<body><nav><a href="/">Home</a> <a href="/visa">Visa</a></nav><header>Immigration Bureau</header>
<div id="menu-top">Menu</div><div class="visitor-counter">Visitors: 123456</div>
<form><input type="hidden" name="_token" value="${token}"><button>Search</button></form>
${body}<footer>© Immigration Bureau. ${footer}</footer></body></html>`;

describe('mainText', () => {
  it('keeps the text of <main> alone, whitespace collapsed', () => {
    expect(
      mainText(page('<main><h1>Fees</h1>\n\n<p>Extension:   <b>1,900</b>&nbsp;baht</p></main><p>aside text</p>')),
    ).toBe('Fees Extension: 1,900 baht');
  });

  it('falls back to the body without scripts, styles, navigation, header, footer, forms and furniture', () => {
    expect(mainText(page('<div class="content"><p>Re-entry permit 1,000 baht</p></div>'))).toBe(
      'Re-entry permit 1,000 baht',
    );
  });

  it('reads broken markup: unclosed tags and stray end tags', () => {
    expect(mainText('<body><div><p>First<p>Second</span></div><footer>x</footer><table><tr><td>Cell')).toBe(
      'First Second Cell',
    );
  });
});

describe('contentHash', () => {
  const html = 'text/html; charset=utf-8';
  const encode = (text: string) => new TextEncoder().encode(text);

  it('is the same when only a footer timestamp, a CSRF token or a counter changes', () => {
    const a = contentHash(encode(page('<main>Fee 500 baht</main>', 'Updated 05:12:44', 'a1b2')), html);
    const b = contentHash(
      encode(page('<main>Fee 500 baht</main>', 'Updated 09:40:01', 'zz99').replace('123456', '123999')),
      html,
    );
    expect(a).toBe(b);
  });

  it('differs when the main text changes', () => {
    expect(contentHash(encode(page('<main>Fee 500 baht</main>')), html)).not.toBe(
      contentHash(encode(page('<main>Fee 600 baht</main>')), html),
    );
  });

  it('hashes other types by their bytes', () => {
    expect(contentHash(encode('%PDF-1.4 a'), 'application/pdf')).not.toBe(
      contentHash(encode('%PDF-1.4  a'), 'application/pdf'),
    );
    expect(contentHash(encode('%PDF-1.4 a'), 'application/pdf')).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('decodes the charset the server names (windows-874, as older Thai sites send)', () => {
    // ค่าธรรมเนียม ("fee") in windows-874: each Thai letter is one byte, U+0E01 + n at 0xA1 + n.
    const thai = 'ค่าธรรมเนียม';
    const bytes = Uint8Array.from([...thai].map((c) => c.charCodeAt(0) - 0x0e01 + 0xa1));
    const asUtf8 = encode(`<main>${thai}</main>`);
    const as874 = Uint8Array.from([...encode('<main>'), ...bytes, ...encode('</main>')]);
    expect(contentHash(as874, 'text/html; charset=windows-874')).toBe(contentHash(asUtf8, 'text/html; charset=utf-8'));
  });
});
