/**
 * The news hub's search and filter chips: one island that
 * enhances the server-rendered listing that follows it.
 *
 * - The listing (cards and page links) is static HTML after the island, named
 *   by `listingId`; with JavaScript off, or with no search text, it is what the
 *   reader sees, and a search hides it while its results show. It stays out of
 *   the island so that the island's server render and hydration carry only the
 *   search: the hub has thousands of listing pages to build.
 * - Chips are links to the static category pages (All is the hub); a search in
 *   progress travels with them as ?q=.
 * - Typing a search swaps the listing for live results over the compact search
 *   index, fetched on the first focus of the box (or at once when the address
 *   carries ?q=), never on first load: its first shard answers at once, older
 *   shards refine the answer as they arrive (useSearchIndex.ts).
 * The filter is the shared one in src/lib/news/filter.ts.
 */
import { lazy, Suspense, useDeferredValue, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useUrlState } from '../../components/useUrlState.ts';
import { textField } from '../../lib/shared/url-state.ts';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { CategoryChip } from '../../lib/news/model.ts';
import { useSearchIndex } from './useSearchIndex.ts';
import { CardSkeletons } from './components/CardSkeleton.tsx';
import { categoryChips } from './components/CategoryChips.tsx';

// The results (filtering, cards, paging) load with the first search: the page itself never needs them.
const SearchResults = lazy(() => import('./components/SearchResults.tsx'));
import './news-search.css';

interface NewsSearchProps {
  /** The page's own category (a category page), if any. */
  category?: string;
  /** The page's own tag (a tag page), if any. */
  tag?: string;
  /** The categories found in the data, after "All". */
  chips: CategoryChip[];
  /** What the search is about, for its label: "news", "Visa & Immigration news". */
  scopeLabel: string;
  /** The id of the server-rendered listing that a search's results replace. */
  listingId: string;
}

const subscribeToNothing = () => () => {};
/** The search lives in the address as ?q=, so a reload or a shared link keeps it. */
const searchFields = { q: textField('q') };

function NewsSearch({ category, tag, chips, scopeLabel, listingId }: NewsSearchProps) {
  const inputId = useId();
  const hintId = useId();
  // False in the server's HTML and during hydration, true after: the box is enabled only once it works.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [{ q: query }, setSearch] = useUrlState(searchFields);
  const setQuery = (q: string) => setSearch({ q });
  const [index, loadIndex] = useSearchIndex();
  const deferredQuery = useDeferredValue(query);
  // Blank text is no search (the filter itself, with its normalising, loads with the results).
  const searching = deferredQuery.trim() !== '';
  const [status, setStatus] = useState('');

  // A search carried in the address needs the index at once.
  const searchingOnArrival = query.trim() !== '';
  useEffect(() => {
    if (searchingOnArrival) loadIndex();
  }, [searchingOnArrival, loadIndex]);

  // The results take the listing's place.
  useEffect(() => {
    const listing = document.getElementById(listingId);
    if (listing) listing.hidden = searching;
  }, [listingId, searching]);

  return (
    <div className="news-search">
      <form role="search" className="news-search__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="news-search__label">
          Search {scopeLabel}
        </label>
        <input
          id={inputId}
          className="news-search__input"
          type="search"
          name="q"
          value={query}
          placeholder="Title, summary or tag"
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={hintId}
          disabled={!hydrated}
          onFocus={loadIndex}
          onChange={(event) => {
            setQuery(event.target.value);
            loadIndex();
          }}
        />
        <p id={hintId} className="news-search__hint muted">
          Results update as you type.
        </p>
      </form>

      {categoryChips(chips, query, category, tag)}

      <p className="visually-hidden" role="status">
        {searching ? status || 'Loading posts…' : ''}
      </p>

      {searching && (
        <Suspense fallback={<CardSkeletons />}>
          <SearchResults
            key={deferredQuery}
            index={index}
            query={deferredQuery}
            category={category}
            tag={tag}
            onStatus={setStatus}
          />
        </Suspense>
      )}
    </div>
  );
}

export default withErrorBoundary(NewsSearch);
