/**
 * The compact news search index, loaded on demand: nothing is fetched until
 * `load()` is called (first focus of the search box, or a ?q= in the address),
 * so the hub's first load does not grow with the number of posts. One request
 * per page view through the shared fetch helper; no retries (SPEC 7-9).
 */
import { useCallback, useRef, useState } from 'react';
import { fetchJson } from '../../lib/fetch-json';
import { NEWS_SEARCH_INDEX_KEY, type NewsSearchEntry, type NewsSearchIndex } from '../../lib/news-search';

export type SearchIndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; posts: NewsSearchEntry[] };

export function useSearchIndex(): [SearchIndexState, () => void] {
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    fetchJson<NewsSearchIndex>(NEWS_SEARCH_INDEX_KEY)
      .then((index) => {
        if (!index || !Array.isArray(index.posts)) throw new Error(`Failed to load ${NEWS_SEARCH_INDEX_KEY}`);
        setState({ status: 'ready', posts: index.posts });
      })
      .catch((error: unknown) => {
        console.error('News search: could not load the search index', error);
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
  }, []);

  return [state, load];
}
