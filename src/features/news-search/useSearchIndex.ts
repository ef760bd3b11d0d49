/**
 * The compact news search index, loaded on demand: nothing is fetched until
 * `load()` is called (first focus of the search box, or a ?q= in the address),
 * so the hub's first load does not grow with the number of posts. Then the
 * first shard (newest 1,000 posts) answers at once and the older shards follow
 * one by one, each through the shared fetch helper, once per page view, with
 * no retries.
 */
import { useCallback, useRef, useState } from 'react';
import { fetchJson } from '../../lib/shared/fetch-json.ts';
import {
  searchShardKey,
  type NewsSearchEntry,
  type NewsSearchIndex,
  type NewsSearchShard,
} from '../../lib/news/search.ts';

export type SearchIndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `posts` holds what arrived before the failure, if anything. */
  | { status: 'error'; message: string; posts?: NewsSearchEntry[] }
  /** `complete` once every shard is in. */
  | { status: 'ready'; posts: NewsSearchEntry[]; complete: boolean };

const hasPosts = (value: unknown): value is { posts: NewsSearchEntry[] } =>
  Boolean(value) && Array.isArray((value as { posts?: unknown }).posts);

export function useSearchIndex(): [SearchIndexState, () => void] {
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    let posts: NewsSearchEntry[] = [];
    (async () => {
      const first = await fetchJson<NewsSearchIndex>(searchShardKey(1));
      if (!hasPosts(first)) throw new Error('Failed to load news-search.json');
      const shards = Math.max(1, Number(first.shards) || 1);
      posts = first.posts;
      setState({ status: 'ready', posts, complete: shards === 1 });
      for (let n = 2; n <= shards; n++) {
        const shard = await fetchJson<NewsSearchShard>(searchShardKey(n));
        if (!hasPosts(shard)) throw new Error(`Failed to load news-search/${n}.json`);
        posts = posts.concat(shard.posts);
        setState({ status: 'ready', posts, complete: n === shards });
      }
    })().catch((error: unknown) => {
      console.error('News search: could not load the search index', error);
      setState({
        status: 'error',
        message: error instanceof Error ? error.message : String(error),
        posts: posts.length > 0 ? posts : undefined,
      });
    });
  }, []);

  return [state, load];
}
