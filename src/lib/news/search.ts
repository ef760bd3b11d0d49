/**
 * The compact search index the news search island loads on first interaction:
 * what a card shows and what the filter reads, no bodies, newest first, in
 * pages ("shards") of 1,000 posts so the first answer never grows with the
 * number of posts:
 *   /news-search.json       the newest 1,000, with the total and the shard count;
 *   /news-search/{n}.json   shard n (2, 3, ...), loaded one after another.
 */
export const NEWS_SEARCH_SHARD_SIZE = 1000;

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

/** /news-search.json: the first shard and what is left to load. */
export interface NewsSearchIndex {
  /** Posts in all shards together. */
  total: number;
  /** Number of shards, this one included. */
  shards: number;
  posts: NewsSearchEntry[];
}

/** /news-search/{n}.json */
export interface NewsSearchShard {
  shard: number;
  posts: NewsSearchEntry[];
}

/** The fetch key of shard n (1-based) for src/lib/fetch-json.ts. */
export function searchShardKey(n: number): string[] {
  return n <= 1 ? ['news-search.json'] : ['news-search', `${n}.json`];
}

/** Splits a newest-first list into shards; an empty list still has one (empty) shard. */
export function searchShards<T>(entries: readonly T[], size = NEWS_SEARCH_SHARD_SIZE): T[][] {
  const shards: T[][] = [];
  for (let i = 0; i < entries.length; i += size) shards.push(entries.slice(i, i + size));
  return shards.length > 0 ? shards : [[]];
}

/** A Date for an index entry's calendar day (UTC midnight, as content dates are stored). */
export function entryDate(entry: Pick<NewsSearchEntry, 'date'>): Date {
  return new Date(`${entry.date}T00:00:00Z`);
}
