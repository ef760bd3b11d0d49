import { describe, expect, it } from 'vitest';
import { categoryKey, filterNews, normaliseQuery } from './filter.ts';

const post = (
  slug: string,
  over: Partial<{ title: string; summary: string; excerpt: string; category: string; tags: string[] }> = {},
) => ({
  slug,
  title: `Title ${slug}`,
  summary: `Summary ${slug}`,
  excerpt: `Excerpt ${slug}`,
  category: 'visa',
  tags: [] as string[],
  ...over,
});

const posts = [
  post('a', { title: 'DTV launched', category: 'visa', tags: ['dtv', 'remote-work'] }),
  post('b', { summary: 'New tax on remitted income', category: 'business', tags: ['tax'] }),
  post('c', { excerpt: 'The LTR visa turns two', category: 'visa', tags: ['ltr'] }),
  post('d', { title: 'Insurer licences', category: 'insurance', tags: ['health-insurance', 'scams'] }),
  post('e', { title: 'Travel news', category: 'travel', tags: ['Thai-Airways'] }),
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe('filterNews', () => {
  it('returns everything, in order, when no condition is set', () => {
    expect(slugs(filterNews(posts, {}))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(slugs(filterNews(posts, { query: '   ', category: 'all', tag: '' }))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('searches title, summary and excerpt case-insensitively', () => {
    expect(slugs(filterNews(posts, { query: 'dtv LAUNCHED' }))).toEqual(['a']);
    expect(slugs(filterNews(posts, { query: 'REMITTED' }))).toEqual(['b']);
    expect(slugs(filterNews(posts, { query: 'ltr visa' }))).toEqual(['c']);
  });

  it('matches any tag, case-insensitively', () => {
    expect(slugs(filterNews(posts, { query: 'SCAMS' }))).toEqual(['d']);
    expect(slugs(filterNews(posts, { query: 'thai-airways' }))).toEqual(['e']);
    expect(slugs(filterNews(posts, { query: 'remote' }))).toEqual(['a']);
  });

  it('filters by the lowercased category id', () => {
    expect(slugs(filterNews(posts, { category: 'visa' }))).toEqual(['a', 'c']);
    expect(slugs(filterNews(posts, { category: 'VISA' }))).toEqual(['a', 'c']);
    expect(slugs(filterNews(posts, { category: 'property' }))).toEqual([]);
  });

  it('lists ids outside the fixed category list as general', () => {
    expect(categoryKey('travel')).toBe('general');
    expect(categoryKey('Visa')).toBe('visa');
    expect(slugs(filterNews(posts, { category: 'general' }))).toEqual(['e']);
  });

  it('filters by tag membership (exact tag, not a substring)', () => {
    expect(slugs(filterNews(posts, { tag: 'dtv' }))).toEqual(['a']);
    expect(slugs(filterNews(posts, { tag: 'dt' }))).toEqual([]);
  });

  it('combines conditions with AND', () => {
    expect(slugs(filterNews(posts, { category: 'visa', query: 'ltr' }))).toEqual(['c']);
    expect(slugs(filterNews(posts, { category: 'business', query: 'ltr' }))).toEqual([]);
    expect(slugs(filterNews(posts, { tag: 'dtv', query: 'launched', category: 'visa' }))).toEqual(['a']);
  });

  it('works without an excerpt and never mutates its input', () => {
    const input = [{ title: 'X news', summary: 'y', category: 'visa', tags: [] }];
    expect(filterNews(input, { query: 'x' })).toHaveLength(1);
    expect(filterNews(input, {})).not.toBe(input);
  });
});

describe('helpers', () => {
  it('normaliseQuery trims and lowercases', () => {
    expect(normaliseQuery('  DTV ')).toBe('dtv');
    expect(normaliseQuery(undefined)).toBe('');
  });
});
