/** /news-search/{n}.json: shard n (2, 3, ...) of the news search index; see /news-search.json. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getNewsPosts, type NewsPost } from '../../lib/content/content.ts';
import { newsSearchEntry } from '../../lib/news/search-entry.ts';
import { searchShards, type NewsSearchShard } from '../../lib/news/search.ts';
import { jsonResponse } from '../../lib/shared/json-response.ts';

export const getStaticPaths = (async () =>
  searchShards(await getNewsPosts())
    .map((posts, i) => ({ params: { shard: String(i + 1) }, props: { shard: i + 1, posts } }))
    .slice(1)) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { shard, posts } = props as { shard: number; posts: NewsPost[] };
  const body: NewsSearchShard = { shard, posts: posts.map(newsSearchEntry) };
  return jsonResponse(body);
};
