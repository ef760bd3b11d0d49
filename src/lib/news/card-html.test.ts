import { describe, expect, it } from 'vitest';
import { newsCardHtml, type NewsCardPost } from './card-html.ts';
import { escapeHtml } from '../shared/html.ts';

// Content dates are calendar days stored as UTC midnight.
const post = (overrides: Partial<NewsCardPost> = {}): NewsCardPost => ({
  title: 'Fees <rise> & "queues" grow',
  date: new Date('2026-01-01T00:00:00Z'),
  category: 'visa',
  tags: ['dtv', 'ltr', 'bangkok', 'family', 'tax'],
  summary: "Officers' new checklist",
  readTime: 4,
  path: '/news/2026-01-01/fees-rise/',
  ...overrides,
});

describe('escapeHtml', () => {
  it('escapes the five characters that could open a tag or close an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Q&A</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Q&amp;A&lt;/a&gt;',
    );
    expect(escapeHtml('plain text')).toBe('plain text');
  });
});

describe('newsCardHtml', () => {
  it('shows category with its icon, the escaped title as a link, the date and the reading time', () => {
    const html = newsCardHtml(post());
    expect(html).toMatch(/^<article class="card news-card">/);
    expect(html).toMatch(/<span class="badge"><svg aria-hidden="true" [^>]*class="lucide lucide-clipboard-list"/);
    expect(html).toContain(' Visa &amp; Immigration</span>');
    expect(html).toContain(
      '<h2 class="news-card__title"><a href="/news/2026-01-01/fees-rise/">Fees &lt;rise&gt; &amp; &quot;queues&quot; grow</a></h2>',
    );
    expect(html).toContain('<time datetime="2026-01-01">1 January 2026</time> · 4 min read');
    expect(html).toContain('<p class="news-card__summary">Officers&#39; new checklist</p>');
  });

  it('lists 3 tags as links to their pages, then "+N more"', () => {
    expect(newsCardHtml(post())).toContain(
      '<ul class="news-card__tags" aria-label="Tags"><li><a href="/news/tag/dtv/">#dtv</a></li>' +
        '<li><a href="/news/tag/ltr/">#ltr</a></li><li><a href="/news/tag/bangkok/">#bangkok</a></li>' +
        '<li class="muted">+2 more</li></ul>',
    );
    expect(newsCardHtml(post({ tags: ['a b'] }))).toContain('<li><a href="/news/tag/a%20b/">#a b</a></li></ul>');
    expect(newsCardHtml(post({ tags: [] }))).not.toContain('news-card__tags');
  });

  it('takes an h3 under a heading of its own', () => {
    expect(newsCardHtml(post(), 3)).toContain('<h3 class="news-card__title">');
    expect(newsCardHtml(post(), 3)).toContain('</a></h3>');
  });

  it('shows an unknown category as General', () => {
    expect(newsCardHtml(post({ category: 'weather' }))).toContain(' General</span>');
  });

  it('makes a record’s card once, and a fresh card for a record read afresh', () => {
    const record = post();
    expect(newsCardHtml(record)).toBe(newsCardHtml(record));
    const edited = { ...record, title: 'Fees fall' };
    expect(newsCardHtml(edited)).toContain('>Fees fall</a>');
    expect(newsCardHtml(record)).toContain('Fees &lt;rise&gt;');
  });
});
