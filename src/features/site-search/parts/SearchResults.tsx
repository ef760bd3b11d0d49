/**
 * What the search found: "Searching...", the error, no result, or the count and the list (title, section, excerpt).
 * A plain function, not a component: the island stays one React component, as its bytes do.
 */
import { MAX_RESULTS, type Status } from '../useSiteSearch.ts';
import { fill, type SiteSearchWords } from '../words.ts';

export function searchResults(shown: Status, term: string, where: string, words: SiteSearchWords) {
  return (
    <div className="site-search__results" aria-live="polite">
      {shown.kind === 'searching' && <p>{words.searching}</p>}
      {shown.kind === 'error' && <p className="error-text">{shown.message}</p>}
      {shown.kind === 'done' &&
        (shown.results.length === 0 ? (
          <p>{fill(words.noResults, { term, where })}</p>
        ) : (
          <>
            <p className="site-search__count">
              {fill(shown.total === 1 ? words.result : words.results, { count: shown.total, term, where })}
              {shown.total > MAX_RESULTS ? fill(words.showingFirst, { max: MAX_RESULTS }) : ''}
            </p>
            <ol className="site-search__list">
              {shown.results.map((result) => (
                <li key={result.url} className="card site-search__result">
                  <p className="site-search__section">{result.filters.section?.[0] ?? words.site}</p>
                  <h2 className="site-search__title">
                    <a href={result.url}>{result.meta.title ?? result.url}</a>
                  </h2>
                  {/* Pagefind's excerpt is our own page text, escaped, with the matches wrapped in <mark>. */}
                  <p className="site-search__excerpt" dangerouslySetInnerHTML={{ __html: result.excerpt }} />
                </li>
              ))}
            </ol>
          </>
        ))}
    </div>
  );
}
