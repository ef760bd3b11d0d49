/**
 * A post as the compact news search index carries it (/news-search.json and its shards, src/lib/news/search.ts):
 * what cards and the filter read, no body. Apart from search.ts, which the search island loads, so the island
 * never imports the content records.
 */
import type { NewsPost } from '../content/records.ts';
import type { NewsSearchEntry } from './search.ts';
import { isoDate } from '../shared/format.ts';

export function newsSearchEntry(
  post: Pick<NewsPost, 'title' | 'date' | 'category' | 'tags' | 'summary' | 'excerpt' | 'readTime' | 'path'>,
): NewsSearchEntry {
  return {
    title: post.title,
    date: isoDate(post.date),
    category: post.category,
    tags: [...post.tags],
    summary: post.summary,
    ...(post.excerpt && post.excerpt !== post.summary ? { excerpt: post.excerpt } : {}),
    read_time: post.readTime,
    path: post.path,
  };
}
