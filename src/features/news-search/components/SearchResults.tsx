/**
 * The news search's results, loaded with the first search: the matches of the
 * one news filter, the count (with "so far" while older shards arrive), the
 * cards, paging and the load error. Keyed by the query, so a new search starts
 * at its first page; while older shards are still arriving an empty answer
 * shows the skeleton rather than "No posts found".
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { filterNews } from '../../../lib/news/filter.ts';
import { paginate, NEWS_PAGE_SIZE } from '../../../lib/shared/pagination.ts';
import { paths } from '../../../lib/site/routes.ts';
import type { NewsSearchEntry } from '../../../lib/news/search.ts';
import type { SearchIndexState } from '../useSearchIndex.ts';
import { ResultCard } from './ResultCard.tsx';
import { CardSkeletons } from './CardSkeleton.tsx';

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
  query: string;
  category?: string;
  tag?: string;
  /** What the page's live region says about the search. */
  onStatus(text: string): void;
}

function LoadError() {
  return (
    <p className="error-text news-search__message" role="alert">
      Couldn't load content. Please try again or return to <a href={paths.home()}>Home</a>.
    </p>
  );
}

export default function SearchResults({ index, query, category, tag, onStatus }: ResultsProps) {
  const loaded = index.status === 'ready' || index.status === 'error' ? index.posts : undefined;
  const matches = useMemo(
    () => (loaded ? filterNews(loaded, { query, category, tag }) : undefined),
    [loaded, query, category, tag],
  );
  const status = searchStatus(index, matches);
  useEffect(() => onStatus(status), [onStatus, status]);
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
