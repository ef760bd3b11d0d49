/**
 * The compact search index the news search island loads on first interaction
 * (/news-search.json): what a card shows and what the filter reads, and no
 * bodies, so it is a fraction of /news-index.json. Newest first.
 */
export const NEWS_SEARCH_INDEX_KEY = 'news-search.json';

export interface NewsSearchEntry {
  title: string;
  /** Calendar day, YYYY-MM-DD. */
  date: string;
  category: string;
  tags: string[];
  summary: string;
  /** Left out when it equals the summary. */
  excerpt?: string;
  read_time: number;
  path: string;
}

export interface NewsSearchIndex {
  posts: NewsSearchEntry[];
}

export function newsSearchEntry(post: {
  title: string;
  date: Date;
  category: string;
  tags: readonly string[];
  summary: string;
  excerpt: string;
  readTime: number;
  path: string;
}): NewsSearchEntry {
  return {
    title: post.title,
    date: post.date.toISOString().slice(0, 10),
    category: post.category,
    tags: [...post.tags],
    summary: post.summary,
    ...(post.excerpt && post.excerpt !== post.summary ? { excerpt: post.excerpt } : {}),
    read_time: post.readTime,
    path: post.path,
  };
}

/** A Date for an index entry's calendar day (UTC midnight, as content dates are stored). */
export function entryDate(entry: Pick<NewsSearchEntry, 'date'>): Date {
  return new Date(`${entry.date}T00:00:00Z`);
}
