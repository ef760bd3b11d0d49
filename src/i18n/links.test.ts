import { describe, expect, it } from 'vitest';
import { localizeHref, localizeHtmlLinks } from './links.ts';

const thai = new Set(['/', '/visa/', '/visa/dtv/']);

describe('links from a Thai page', () => {
  it('lead to the Thai page when there is one, keeping query and fragment', () => {
    expect(localizeHref('/visa/dtv/', 'th', thai)).toEqual({ href: '/th/visa/dtv/', otherLanguage: false });
    expect(localizeHref('/visa/dtv#fees', 'th', thai)).toEqual({ href: '/th/visa/dtv/#fees', otherLanguage: false });
    expect(localizeHref('/', 'th', thai)).toEqual({ href: '/th/', otherLanguage: false });
  });

  it('keep the English page and flag it when there is no Thai one', () => {
    expect(localizeHref('/visa/ltr/', 'th', thai)).toEqual({ href: '/visa/ltr/', otherLanguage: true });
    expect(localizeHref('/contact/?topic=visa', 'th', thai)).toEqual({
      href: '/contact/?topic=visa',
      otherLanguage: true,
    });
  });

  it('leave external links, files and Thai links alone', () => {
    expect(localizeHref('https://tm47.immigration.go.th/', 'th', thai).otherLanguage).toBe(false);
    expect(localizeHref('/news/rss.xml', 'th', thai)).toEqual({ href: '/news/rss.xml', otherLanguage: false });
    expect(localizeHref('/th/visa/', 'th', thai)).toEqual({ href: '/th/visa/', otherLanguage: false });
  });

  it('never change English pages', () => {
    expect(localizeHref('/visa/ltr/', 'en', thai)).toEqual({ href: '/visa/ltr/', otherLanguage: false });
    expect(localizeHtmlLinks('<a href="/visa/ltr/">LTR</a>', 'en', thai, '(ภาษาอังกฤษ)')).toBe(
      '<a href="/visa/ltr/">LTR</a>',
    );
  });

  it('mark English targets in rendered guide HTML and rewrite translated ones', () => {
    const html =
      '<p>See <a href="/visa/dtv/">DTV</a> and <a href="/visa/ltr/">LTR</a> or <a href="https://www.immigration.go.th/">ตม.</a></p>';
    expect(localizeHtmlLinks(html, 'th', thai, '(ภาษาอังกฤษ)')).toBe(
      '<p>See <a href="/th/visa/dtv/">DTV</a> and <a href="/visa/ltr/" hreflang="en">LTR</a> (ภาษาอังกฤษ) or <a href="https://www.immigration.go.th/">ตม.</a></p>',
    );
  });

  it('say "(ภาษาอังกฤษ)" once when the translator already wrote it after the link', () => {
    const html = '<p><a href="/visa/ltr/">LTR</a> (ภาษาอังกฤษ) and <a href="/visa/smart-visa/">SMART</a></p>';
    expect(localizeHtmlLinks(html, 'th', thai, '(ภาษาอังกฤษ)')).toBe(
      '<p><a href="/visa/ltr/" hreflang="en">LTR</a> (ภาษาอังกฤษ) and <a href="/visa/smart-visa/" hreflang="en">SMART</a> (ภาษาอังกฤษ)</p>',
    );
  });

  it('say it once when the marker follows closing tags or sits inside an outer bracket', () => {
    const bold = '<p><strong><a href="/visa/ltr/">LTR</a></strong> (ภาษาอังกฤษ)</p>';
    expect(localizeHtmlLinks(bold, 'th', thai, '(ภาษาอังกฤษ)')).toBe(
      '<p><strong><a href="/visa/ltr/" hreflang="en">LTR</a></strong> (ภาษาอังกฤษ)</p>',
    );
    const bracket = '<p>(ดู <a href="/visa/ltr/">LTR</a> ภาษาอังกฤษ)</p>';
    expect(localizeHtmlLinks(bracket, 'th', thai, '(ภาษาอังกฤษ)')).toBe(
      '<p>(ดู <a href="/visa/ltr/" hreflang="en">LTR</a> ภาษาอังกฤษ)</p>',
    );
  });
});
