/**
 * Search across the whole site: guides, news posts, activities and pages.
 * Results show the title, the section and an excerpt with the match
 * highlighted, and can be narrowed by section. The search term and section
 * live in the address (replaced, not pushed). Nothing is downloaded until the
 * visitor searches.
 */
import { useEffect, useId, useState } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { textField } from '../../lib/shared/url-state.ts';
import { loadPagefind, type PagefindResultData } from './pagefind.ts';
import './site-search.css';

const searchFields = { q: textField('q'), section: textField('section') };
const MAX_RESULTS = 20;

type Status = { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; results: PagefindResultData[]; total: number } | { kind: 'error'; message: string };

/** The island's words, from the page in its language (src/i18n); {term}, {section}, {count}, {max} are filled in. */
interface SiteSearchWords {
  label: string;
  placeholder: string;
  section: string;
  allSections: string;
  searching: string;
  error: string;
  noResults: string;
  inSection: string;
  result: string;
  results: string;
  showingFirst: string;
  site: string;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

function SiteSearch({ sections, words }: { sections: string[]; words: SiteSearchWords }) {
  const id = useId();
  const [state, setState] = useUrlState(searchFields);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const term = state.q.trim();
  const section = sections.includes(state.section) ? state.section : '';

  useEffect(() => {
    if (!term) return;
    let current = true;
    const run = async () => {
      try {
        const pagefind = await loadPagefind();
        if (current) setStatus({ kind: 'searching' });
        const found = await pagefind.search(term, section ? { filters: { section } } : {});
        const results = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (current) setStatus({ kind: 'done', results, total: found.results.length });
      } catch (error) {
        console.error('Site search failed', error);
        if (current) setStatus({ kind: 'error', message: words.error });
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [term, section, words.error]);
  const where = section ? fill(words.inSection, { section }) : '';

  const shown = term ? status : ({ kind: 'idle' } as Status);
  return (
    <div className="site-search">
      <form role="search" className="site-search__form" onSubmit={(event) => event.preventDefault()}>
        <div className="site-search__field">
          <label htmlFor={`${id}-q`}>{words.label}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={state.q}
            placeholder={words.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setState({ ...state, q: event.target.value })}
          />
        </div>
        <div className="site-search__field">
          <label htmlFor={`${id}-section`}>{words.section}</label>
          <select id={`${id}-section`} value={section} onChange={(event) => setState({ ...state, section: event.target.value })}>
            <option value="">{words.allSections}</option>
            {sections.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </form>
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
    </div>
  );
}

export default withErrorBoundary(SiteSearch);
