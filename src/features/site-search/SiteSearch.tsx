/**
 * Search across the whole site: guides, news posts, activities and pages.
 * Results show the title, the section and an excerpt with the match
 * highlighted, and can be narrowed by section. The search term and section
 * live in the address (replaced, not pushed). Nothing is downloaded until the
 * visitor searches.
 */
import { useId } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { textField } from '../../lib/shared/url-state.ts';
import { useSiteSearch } from './useSiteSearch.ts';
import { searchResults } from './parts/SearchResults.tsx';
import { fill, type SiteSearchWords } from './words.ts';
import './site-search.css';

const searchFields = { q: textField('q'), section: textField('section') };

function SiteSearch({ sections, words }: { sections: string[]; words: SiteSearchWords }) {
  const id = useId();
  const [state, setState] = useUrlState(searchFields);
  const term = state.q.trim();
  const section = sections.includes(state.section) ? state.section : '';
  const shown = useSiteSearch(term, section, words.error);
  const where = section ? fill(words.inSection, { section }) : '';

  return (
    <div className="site-search">
      <form role="search" className="site-search__form" onSubmit={(event) => event.preventDefault()}>
        <div className="field site-search__field">
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
        <div className="field site-search__field">
          <label htmlFor={`${id}-section`}>{words.section}</label>
          <select
            id={`${id}-section`}
            value={section}
            onChange={(event) => setState({ ...state, section: event.target.value })}
          >
            <option value="">{words.allSections}</option>
            {sections.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </form>
      {searchResults(shown, term, where, words)}
    </div>
  );
}

export default withErrorBoundary(SiteSearch);
