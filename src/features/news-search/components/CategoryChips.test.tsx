/** The news chips: All leads to the hub, each category to its page, a search in progress goes along as ?q=. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { categoryChips, withQuery } from './CategoryChips.tsx';

const chips = [{ id: 'visa', label: 'Visa & Immigration', iconName: 'file-text' }] as Parameters<
  typeof categoryChips
>[0];

describe('withQuery', () => {
  it('adds the trimmed search as ?q=, encoded, and nothing for a blank one', () => {
    expect(withQuery('/news/', '  ltr visa ')).toBe('/news/?q=ltr+visa');
    expect(withQuery('/news/', '   ')).toBe('/news/');
  });
});

describe('categoryChips', () => {
  it('marks All as the current page on the hub, and a category on its own page', () => {
    expect(renderToStaticMarkup(categoryChips(chips, ''))).toContain(
      '<a class="pill news-chip" href="/news/" aria-current="page">All</a>',
    );
    const onVisa = renderToStaticMarkup(categoryChips(chips, '', 'visa'));
    expect(onVisa).toMatch(
      /<a class="pill news-chip" href="\/news\/category\/visa\/" aria-current="page">.*Visa &amp; Immigration<\/a>/,
    );
    expect(onVisa).toContain('<a class="pill news-chip" href="/news/">All</a>');
  });

  it('keeps a search in progress on every chip', () => {
    const html = renderToStaticMarkup(categoryChips(chips, 'tm30', undefined, 'tax'));
    expect(html).toContain('href="/news/?q=tm30"');
    expect(html).toContain('href="/news/category/visa/?q=tm30"');
    expect(html).not.toContain('aria-current');
  });
});
