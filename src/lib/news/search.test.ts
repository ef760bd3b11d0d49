import { describe, expect, it } from 'vitest';
import { entryDate, NEWS_SEARCH_SHARD_SIZE, searchShardKey, searchShards } from './search.ts';
import { newsSearchEntry } from './search-entry.ts';
import { filterNews } from './filter.ts';
import { toNewsPost } from '../content/records.ts';

const post = {
  slug: 'dtv',
  title: 'DTV launched',
  date: new Date('2024-07-15T00:00:00Z'),
  category: 'visa',
  tags: ['dtv'],
  summary: 'A new visa for remote workers.',
  excerpt: 'The Destination Thailand Visa is here.',
  readTime: 3,
  path: '/news/2024-07-15/dtv/',
  html: '<p>long body</p>',
};

describe('newsSearchEntry', () => {
  it('keeps what cards and the filter need, and no body', () => {
    const entry = newsSearchEntry(post);
    expect(entry).toEqual({
      title: 'DTV launched',
      date: '2024-07-15',
      category: 'visa',
      tags: ['dtv'],
      summary: 'A new visa for remote workers.',
      excerpt: 'The Destination Thailand Visa is here.',
      read_time: 3,
      path: '/news/2024-07-15/dtv/',
    });
    expect(JSON.stringify(entry)).not.toContain('long body');
  });
  it('leaves out an excerpt that repeats the summary', () => {
    expect(newsSearchEntry({ ...post, excerpt: post.summary })).not.toHaveProperty('excerpt');
  });
  it('maps a post as the build records it: no body, no excerpt equal to the summary', () => {
    const recorded = toNewsPost({
      id: 'tdac',
      data: {
        title: 'TDAC goes live',
        date: new Date('2025-05-01T00:00:00Z'),
        category: 'visa',
        tags: ['tdac'],
        summary: 'Arrivals fill in the Thailand Digital Arrival Card online.',
        author: 'Editorial Team',
        sources: [{ title: 'Immigration Bureau', url: 'https://www.immigration.go.th/en/' }],
        seo: {},
        draft: false,
      },
      rendered: { html: '<p>One two three.</p>' },
    });
    expect(newsSearchEntry(recorded)).toEqual({
      title: 'TDAC goes live',
      date: '2025-05-01',
      category: 'visa',
      tags: ['tdac'],
      summary: 'Arrivals fill in the Thailand Digital Arrival Card online.',
      read_time: 1,
      path: '/news/2025-05-01/tdac/',
    });
  });
  it('is searchable by the shared filter, excerpt included', () => {
    expect(filterNews([newsSearchEntry(post)], { query: 'destination' })).toHaveLength(1);
  });
  it('turns the calendar day back into a date', () => {
    expect(entryDate({ date: '2024-07-15' }).toISOString()).toBe('2024-07-15T00:00:00.000Z');
  });
});

describe('shards', () => {
  it('splits newest-first lists into shards of 1,000', () => {
    expect(NEWS_SEARCH_SHARD_SIZE).toBe(1000);
    const list = Array.from({ length: 2500 }, (_, i) => i);
    const shards = searchShards(list);
    expect(shards.map((s) => s.length)).toEqual([1000, 1000, 500]);
    expect(shards.flat()).toEqual(list);
    expect(searchShards([])).toEqual([[]]);
    expect(searchShards([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
  it('names shard 1 /news-search.json and the others /news-search/{n}.json', () => {
    expect(searchShardKey(1)).toEqual(['news-search.json']);
    expect(searchShardKey(3)).toEqual(['news-search', '3.json']);
  });
});
