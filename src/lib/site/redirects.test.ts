import { describe, expect, it } from 'vitest';
import { namedRedirects, redirectFor } from './redirects.ts';

describe('redirectFor', () => {
  it('adds a trailing slash and keeps the query string', () => {
    expect(redirectFor('/news', '?page=2')).toBe('/news/?page=2');
    expect(redirectFor('/visa/ltr')).toBe('/visa/ltr/');
  });

  it('leaves paths that already end in a slash alone', () => {
    expect(redirectFor('/')).toBeNull();
    expect(redirectFor('/visa/')).toBeNull();
  });

  it('never redirects a path whose last segment has a dot', () => {
    expect(redirectFor('/news/rss.xml')).toBeNull();
    expect(redirectFor('/news-index.json')).toBeNull();
    expect(redirectFor('/favicon.svg')).toBeNull();
  });

  it('answers every named redirect with or without the slash', () => {
    expect(redirectFor('/visas')).toBe('/visa/');
    expect(redirectFor('/visa/overview/')).toBe('/visa/');
    expect(redirectFor('/company-registration')).toBe('/business/register-company/');
    expect(redirectFor('/business/rules/')).toBe('/business/foreign-ownership/');
    expect(redirectFor('/property/taxes')).toBe('/property/fees-taxes/');
    expect(redirectFor('/promptpay', '?utm_source=x')).toBe('/banking/paying-in-thailand/?utm_source=x');
    for (const [from, to] of Object.entries(namedRedirects)) {
      expect(redirectFor(from)).toBe(to);
      expect(to.endsWith('/')).toBe(true);
    }
  });

  it('covers all nineteen named sources', () => {
    expect(Object.keys(namedRedirects)).toHaveLength(19);
  });
});
