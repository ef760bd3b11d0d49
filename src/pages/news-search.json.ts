/**
 * /news-search.json: the compact index the news search island loads on first
 * interaction (no bodies, no sources), newest first. The full data API stays
 * /news-index.json.
 */
import type { APIRoute } from 'astro';
import { getNewsPosts } from '../lib/content';
import { newsSearchEntry, type NewsSearchIndex } from '../lib/news-search';
import { jsonResponse } from '../lib/json-response';

export const GET: APIRoute = async () => {
  const index: NewsSearchIndex = { posts: (await getNewsPosts()).map(newsSearchEntry) };
  return jsonResponse(index);
};
