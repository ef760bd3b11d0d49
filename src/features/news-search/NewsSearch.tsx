/**
 * The news hub's search and filter chips (SPEC 2.5, 4, 5): one island that
 * enhances the server-rendered listing it wraps.
 *
 * - The listing (cards and page links) is static HTML passed in as children;
 *   with JavaScript off, or with no search text, it is what the reader sees.
 * - Chips are links to the static category pages (All is the hub); a search in
 *   progress travels with them as ?q=.
 * - Typing a search swaps the listing for live results over the compact search
 *   index, fetched on the first focus of the box (or at once when the address
 *   carries ?q=), never on first load: its first shard answers at once, older
 *   shards refine the answer as they arrive (useSearchIndex.ts).
 * The filter is the shared one in src/lib/news/filter.ts.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SpriteIcon } from '../../components/SpriteIcon.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { queryField } from '../../lib/shared/url-state.ts';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { filterNews, normaliseQuery } from '../../lib/news/filter.ts';
import { paginate, NEWS_PAGE_SIZE } from '../../lib/shared/pagination.ts';
import { paths } from '../../lib/site/routes.ts';
import type { CategoryChip } from '../../lib/news/model.ts';
import type { NewsSearchEntry } from '../../lib/news/search.ts';
import { useSearchIndex, type SearchIndexState } from './useSearchIndex.ts';
import { ResultCard } from './components/ResultCard.tsx';
import { CardSkeletons } from './components/CardSkeleton.tsx';
import './news-search.css';

export interface NewsSearchProps {
  /** The page's own category (a category page), if any. */
  category?: string;
  /** The page's own tag (a tag page), if any. */
  tag?: string;
  /** The categories found in the data, after "All". */
  chips: CategoryChip[];
  /** What the search is about, for its label: "news", "Visa & Immigration news". */
  scopeLabel: string;
  /** The server-rendered listing. */
  children?: ReactNode;
}

/** A path with the search text as ?q= (chips keep the search across pages). */
function withQuery(path: string, query: string): string {
  const q = query.trim();
  return q ? `${path}?${new URLSearchParams({ q }).toString()}` : path;
}

const subscribeToNothing = () => () => {};
/** The search lives in the address as ?q=, so a reload or a shared link keeps it. */
const searchFields = { q: queryField.text('q') };

function NewsSearch({ category, tag, chips, scopeLabel, children }: NewsSearchProps) {
  const inputId = useId();
  const hintId = useId();
  // False in the server's HTML and during hydration, true after: the box is enabled only once it works.
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const [{ q: query }, setSearch] = useUrlState(searchFields);
  const setQuery = (q: string) => setSearch({ q });
  const [index, loadIndex] = useSearchIndex();
  const deferredQuery = useDeferredValue(query);
  const searching = normaliseQuery(deferredQuery) !== '';
  const loaded = index.status === 'ready' || index.status === 'error' ? index.posts : undefined;
  const matches = useMemo(
    () => (searching && loaded ? filterNews(loaded, { query: deferredQuery, category, tag }) : undefined),
    [searching, loaded, deferredQuery, category, tag],
  );

  // A search carried in the address needs the index at once.
  const searchingOnArrival = query.trim() !== '';
  useEffect(() => {
    if (searchingOnArrival) loadIndex();
  }, [searchingOnArrival, loadIndex]);

  const allHref = withQuery(paths.news(), query);

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

      <nav className="news-chips" aria-label="Filter by category">
        <ul>
          <li>
            <a className="news-chip" href={allHref} aria-current={!category && !tag ? 'page' : undefined}>
              All
            </a>
          </li>
          {chips.map((chip) => (
            <li key={chip.id}>
              <a
                className="news-chip"
                href={withQuery(paths.newsCategory(chip.id), query)}
                aria-current={category === chip.id ? 'page' : undefined}
              >
                <SpriteIcon name={chip.iconName} size={16} /> {chip.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <p className="visually-hidden" role="status">
        {searching ? searchStatus(index, matches) : ''}
      </p>

      <div hidden={searching}>{children}</div>
      {searching && <SearchResults key={deferredQuery} index={index} matches={matches} query={deferredQuery} />}
    </div>
  );
}

/** Every shard is in: a count or "No posts found" is final. */
const isComplete = (index: SearchIndexState) => index.status === 'ready' && index.complete;
const postsWord = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

function searchStatus(index: SearchIndexState, matches: NewsSearchEntry[] | undefined): string {
  if (index.status === 'error' && !matches?.length) return "Couldn't load content.";
  if (!matches) return 'Loading posts…';
  if (!isComplete(index)) return matches.length === 0 ? 'Loading posts…' : `${postsWord(matches.length)} found so far`;
  return matches.length === 0 ? 'No posts found' : `${postsWord(matches.length)} found`;
}

interface ResultsProps {
  index: SearchIndexState;
  matches: NewsSearchEntry[] | undefined;
  query: string;
}

function LoadError() {
  return (
    <p className="error-text news-search__message" role="alert">
      Couldn't load content. Please try again or return to <a href={paths.home()}>Home</a>.
    </p>
  );
}

/**
 * Keyed by the query, so a new search starts at its first page. While older
 * shards are still arriving, the count says "so far" and an empty answer shows
 * the skeleton rather than "No posts found".
 */
function SearchResults({ index, matches, query }: ResultsProps) {
  const [pageNumber, setPageNumber] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failed = index.status === 'error';
  const complete = isComplete(index);

  if (!matches || matches.length === 0) {
    if (failed) return <LoadError />;
    if (!complete) return <CardSkeletons />;
    return (
      <div className="news-search__empty">
        <h2>No posts found</h2>
        <p>Try adjusting your filters or search terms</p>
      </div>
    );
  }

  const page = paginate(matches, pageNumber, NEWS_PAGE_SIZE);
  const goTo = (n: number) => {
    setPageNumber(n);
    // Move focus to the top of the results so keyboard and screen-reader users start there.
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    });
  };

  return (
    <section className="news-search__results" aria-labelledby="news-search-results-title">
      <h2 id="news-search-results-title" className="news-search__count" tabIndex={-1} ref={headingRef}>
        {postsWord(matches.length)} found{complete ? '' : ' so far'} for “{query.trim()}”
      </h2>
      {!complete && !failed && <p className="news-search__progress muted">Searching older posts…</p>}
      <ul className="news-search__grid">
        {page.items.map((entry) => (
          <li key={entry.path}>
            <ResultCard entry={entry} />
          </li>
        ))}
      </ul>
      {page.totalPages > 1 && (
        <nav className="news-pagination" aria-label="Search results pages">
          {page.previous !== undefined && (
            <button type="button" className="button button--secondary" onClick={() => goTo(page.previous!)}>
              <span aria-hidden="true">←</span> Previous
            </button>
          )}
          <span className="news-pagination__status">
            Page {page.page} of {page.totalPages}
          </span>
          {page.next !== undefined && (
            <button type="button" className="button button--secondary" onClick={() => goTo(page.next!)}>
              Next <span aria-hidden="true">→</span>
            </button>
          )}
        </nav>
      )}
      {failed && <LoadError />}
    </section>
  );
}

export default withErrorBoundary(NewsSearch);
