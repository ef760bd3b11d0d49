import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize.ts';

describe('sanitizeContentHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeContentHtml(
      '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    );
    expect(out).not.toMatch(/script|onclick|javascript:/i);
    expect(out).toContain('<p>Hi');
  });
  it('keeps heading ids for anchors and demotes h1', () => {
    expect(sanitizeContentHtml('<h2 id="documents">Documents</h2>')).toBe('<h2 id="documents">Documents</h2>');
    expect(sanitizeContentHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
  it('marks external links and keeps internal ones as they are', () => {
    expect(sanitizeContentHtml('<a href="https://www.immigration.go.th/">x</a>')).toContain('rel="noopener external"');
    expect(sanitizeContentHtml('<a href="/visa/">x</a>')).toBe('<a href="/visa/">x</a>');
  });
  it('drops inline styles (they would break the CSP)', () => {
    expect(sanitizeContentHtml('<p style="color:red">x</p>')).toBe('<p>x</p>');
  });
  it('puts each table in a focusable scroll box named by its column headings', () => {
    const out = sanitizeContentHtml(
      '<table><thead><tr><th>Fee</th><th>THB &amp; notes</th></tr></thead><tbody><tr><td>Extension</td><td>1,900</td></tr></tbody></table><p>After</p>',
    );
    expect(out).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Fee, THB &amp; notes"><table><thead><tr><th>Fee</th><th>THB &amp; notes</th></tr></thead><tbody><tr><td>Extension</td><td>1,900</td></tr></tbody></table></div><p>After</p>',
    );
  });
  it('names a table without headings plainly and wraps each table once', () => {
    const out = sanitizeContentHtml(
      '<table><tbody><tr><td>a</td></tr></tbody></table><table><tbody><tr><td>b</td></tr></tbody></table>',
    );
    expect(out.match(/class="table-scroll"/g)).toHaveLength(2);
    expect(out).toContain('aria-label="Table"><table>');
  });
});
