import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import {
  absoluteUrl,
  atomFeed,
  escapeXml,
  FEED_SIZE,
  feedPostOf,
  feedSlice,
  postUpdated,
  rfc3339,
  rfc822,
} from './feeds.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const post = (n: number, over: Partial<Parameters<typeof feedPostOf>[0]> = {}) =>
  feedPostOf({
    title: `Post ${n}`,
    summary: `Summary ${n}`,
    path: `/news/2025-01-${String(n).padStart(2, '0')}/post-${n}/`,
    date: day(`2025-01-${String(n).padStart(2, '0')}`),
    author: 'Editorial Team',
    category: 'visa',
    tags: ['dtv'],
    ...over,
  });

describe('escaping and dates', () => {
  it('escapes the five XML specials and drops characters XML forbids', () => {
    expect(escapeXml(`Tom & Jerry <b>"quoted"</b> it's`)).toBe(
      'Tom &amp; Jerry &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; it&apos;s',
    );
    expect(escapeXml('bell\u0007 tab\t ok')).toBe('bell tab\t ok');
  });
  it('writes RFC 3339 and RFC 822 dates', () => {
    expect(rfc3339(day('2025-01-20'))).toBe('2025-01-20T00:00:00Z');
    expect(rfc822(day('2025-01-20'))).toBe('Mon, 20 Jan 2025 00:00:00 GMT');
  });
  it('makes absolute URLs from the origin', () => {
    expect(absoluteUrl('https://example.com', '/news/')).toBe('https://example.com/news/');
    expect(absoluteUrl('https://example.com/', '/news/rss.xml')).toBe('https://example.com/news/rss.xml');
  });
  it('a post was updated when it was reviewed after publication', () => {
    expect(postUpdated({ date: day('2025-01-01'), lastReviewed: day('2025-03-01') })).toEqual(day('2025-03-01'));
    expect(postUpdated({ date: day('2025-01-01'), lastReviewed: day('2024-03-01') })).toEqual(day('2025-01-01'));
    expect(postUpdated({ date: day('2025-01-01') })).toEqual(day('2025-01-01'));
  });
  it('takes the newest 50', () => {
    expect(FEED_SIZE).toBe(50);
    expect(feedSlice(Array.from({ length: 80 }, (_, i) => i))).toHaveLength(50);
    expect(feedSlice([1, 2])).toEqual([1, 2]);
  });
});

describe('feedPostOf', () => {
  it('puts the category label first, then the tags', () => {
    expect(post(1).categories).toEqual([{ term: 'visa', label: 'Visa & Immigration' }, { term: 'dtv' }]);
    expect(post(1, { category: 'odd', tags: [] }).categories).toEqual([{ term: 'general', label: 'General' }]);
  });
});

describe('atomFeed', () => {
  const tricky = post(3, {
    title: 'Fees < 500 & "free" <script>',
    summary: "It's <b>bold</b> & true",
    tags: ['a&b'],
    lastReviewed: day('2025-02-01'),
  });
  const options = {
    origin: 'https://example.com',
    title: 'Brand & Co News',
    subtitle: 'All <news>',
    htmlPath: '/news/',
    selfPath: '/news/atom.xml',
    authorName: 'Brand & Co',
  };
  const xml = atomFeed({ ...options, posts: [tricky, post(2), post(1)] });

  it('is well-formed XML', () => {
    expect(SyntaxValidator.validate(xml)).toBe(true);
  });

  it('has the Atom structure with self and alternate links and escaped text', () => {
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    const feed = doc.feed;
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title['#text']).toBe('Brand & Co News');
    expect(feed.id).toBe('https://example.com/news/');
    const links = feed.link as { rel: string; href: string }[];
    expect(links.find((l) => l.rel === 'self')?.href).toBe('https://example.com/news/atom.xml');
    expect(links.find((l) => l.rel === 'alternate')?.href).toBe('https://example.com/news/');
    // The feed's updated is its newest change (a review date here).
    expect(feed.updated).toBe('2025-02-01T00:00:00Z');
    expect(feed.entry).toHaveLength(3);
    const first = feed.entry[0];
    expect(first.title['#text']).toBe('Fees < 500 & "free" <script>');
    expect(first.summary['#text']).toBe("It's <b>bold</b> & true");
    expect(first.link.href).toBe('https://example.com/news/2025-01-03/post-3/');
    expect(first.id).toBe('https://example.com/news/2025-01-03/post-3/');
    expect(first.published).toBe('2025-01-03T00:00:00Z');
    expect(first.updated).toBe('2025-02-01T00:00:00Z');
    expect(first.author.name).toBe('Editorial Team');
    expect(first.category.map((c: { term: string }) => c.term)).toEqual(['visa', 'a&b']);
  });

  it('never lets content open a tag', () => {
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
  });

  it('is valid with no posts, updated from "now"', () => {
    const empty = atomFeed({ ...options, posts: [], now: day('2025-05-05') });
    expect(SyntaxValidator.validate(empty)).toBe(true);
    expect(empty).toContain('<updated>2025-05-05T00:00:00Z</updated>');
    expect(empty).not.toContain('<entry>');
  });
});
