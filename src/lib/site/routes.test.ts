import { describe, expect, it } from 'vitest';
import { canonicalUrl, paths, withTrailingSlash } from './routes.ts';

describe('canonicalUrl', () => {
  it('is the fixed origin plus the path with a trailing slash, without query or hash', () => {
    expect(canonicalUrl('https://example.com', '/visa')).toBe('https://example.com/visa/');
    expect(canonicalUrl('https://example.com/', '/news/?q=1#x')).toBe('https://example.com/news/');
    expect(canonicalUrl('https://example.com', '/')).toBe('https://example.com/');
  });
  it('withTrailingSlash adds a leading slash too', () => {
    expect(withTrailingSlash('visa')).toBe('/visa/');
  });
});

describe('paths', () => {
  it('spells news routes with page 1 unsuffixed', () => {
    expect(paths.newsPage(1)).toBe('/news/');
    expect(paths.newsPage(3)).toBe('/news/page/3/');
    expect(paths.newsCategory('visa')).toBe('/news/category/visa/');
    expect(paths.newsCategory('visa', 2)).toBe('/news/category/visa/page/2/');
    expect(paths.newsTag('dtv')).toBe('/news/tag/dtv/');
    expect(paths.newsPost('2025-04-28', 'tdac')).toBe('/news/2025-04-28/tdac/');
    expect(paths.contact('insurance')).toBe('/contact/?topic=insurance');
  });
});
