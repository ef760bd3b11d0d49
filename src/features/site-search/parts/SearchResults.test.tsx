/** What the site search shows for each state of the search, with English words as the search page passes them. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { searchResults } from './SearchResults.tsx';
import type { SiteSearchWords } from '../words.ts';

const words: SiteSearchWords = {
  label: 'Search the site',
  placeholder: '',
  section: 'Section',
  allSections: 'All sections',
  searching: 'Searching...',
  error: 'Search is unavailable.',
  noResults: 'No results for "{term}"{where}.',
  inSection: ' in {section}',
  result: '1 result for "{term}"{where}.',
  results: '{count} results for "{term}"{where}.',
  showingFirst: ' Showing the first {max}.',
  site: 'Site',
};
const result = (n: number) => ({
  url: `/p${n}/`,
  meta: { title: `Page ${n}` },
  filters: { section: ['Visa'] },
  excerpt: 'a <mark>visa</mark> page',
});
const render = (status: Parameters<typeof searchResults>[0]) =>
  renderToStaticMarkup(searchResults(status, 'visa', ' in Visa', words));

describe('searchResults', () => {
  it('is empty before a search, says so while searching, and gives the error', () => {
    expect(render({ kind: 'idle' })).toBe('<div class="site-search__results" aria-live="polite"></div>');
    expect(render({ kind: 'searching' })).toContain('<p>Searching...</p>');
    expect(render({ kind: 'error', message: 'Search is unavailable.' })).toContain(
      '<p class="error-text">Search is unavailable.</p>',
    );
  });

  it('says there is no result, in the section searched', () => {
    expect(render({ kind: 'done', results: [], total: 0 })).toContain(
      '<p>No results for &quot;visa&quot; in Visa.</p>',
    );
  });

  it('counts the results, says only the first 20 are shown past 20, and keeps the excerpt highlight', () => {
    const html = render({ kind: 'done', results: [result(1)] as never, total: 25 });
    expect(html).toContain('25 results for &quot;visa&quot; in Visa. Showing the first 20.');
    expect(html).toContain('<p class="site-search__excerpt">a <mark>visa</mark> page</p>');
    expect(html).toContain('<a href="/p1/">Page 1</a>');
    expect(render({ kind: 'done', results: [result(1)] as never, total: 1 })).toContain(
      '1 result for &quot;visa&quot; in Visa.</p>',
    );
  });
});
