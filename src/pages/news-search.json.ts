/**
 * /news-search.json: the first shard of the compact index the news search
 * island loads on first interaction (no bodies, no sources), with the total
 * and the shard count; the rest is /news-search/{n}.json. The full data API
 * stays /news-index.json.
 */
import type { APIRoute } from 'astro';
import { getNewsPosts } from '../lib/content/content.ts';
import { newsSearchEntry } from '../lib/news/search-entry.ts';
import { searchShards, type NewsSearchIndex } from '../lib/news/search.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => {
  const posts = await getNewsPosts();
  const shards = searchShards(posts);
  const index: NewsSearchIndex = { total: posts.length, shards: shards.length, posts: shards[0].map(newsSearchEntry) };
  return jsonResponse(index);
};
