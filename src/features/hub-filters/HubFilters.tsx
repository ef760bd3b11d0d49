/**
 * The visa and business hubs' filters: a text search (title or description,
 * any case), a category and a purpose dropdown (All first, values from the
 * guides), combined with AND, the count "N of M guides" and the cards. The
 * choice lives in the address (replaced, not pushed), so a filtered view can
 * be shared and survives a reload. The server's HTML lists every guide.
 */
import { useId, useMemo } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { GuideCard } from '../../components/GuideCard.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import {
  englishFilterWords,
  fillWords,
  type GuideCardData,
  type GuideCardWords,
  type HubFilterWords,
} from '../../lib/content/guide-card.ts';
import { filterItems, type Condition } from '../../lib/shared/filter.ts';
import { textField } from '../../lib/shared/url-state.ts';
import { filterSelect } from './parts/FilterSelect.tsx';
import './hub-filters.css';

interface HubFiltersProps {
  cards: GuideCardData[];
  /** Heading level of the cards' titles. */
  headingLevel?: 2 | 3;
  /** The words of a page in another language than English (the cards' own category and purposes come translated). */
  words?: HubFilterWords;
  cardWords?: GuideCardWords;
}

const filterFields = { q: textField('q'), category: textField('category'), purpose: textField('purpose') };

/** Distinct values in their first-seen order. */
const distinct = (values: readonly string[]) => [...new Set(values)];

function guideConditions(filter: { q: string; category: string; purpose: string }): Condition<GuideCardData>[] {
  return [
    { kind: 'text', value: filter.q, texts: (card) => [card.title, card.description] },
    { kind: 'equals', value: filter.category, of: (card) => card.category ?? '' },
    { kind: 'includes', value: filter.purpose, of: (card) => card.purpose },
  ];
}

function HubFilters({ cards, headingLevel = 2, words: w = englishFilterWords, cardWords }: HubFiltersProps) {
  const id = useId();
  const [filter, setFilter] = useUrlState(filterFields);
  const categories = useMemo(() => distinct(cards.flatMap((c) => (c.category ? [c.category] : []))).sort(), [cards]);
  const purposes = useMemo(() => distinct(cards.flatMap((c) => c.purpose)).sort(), [cards]);
  // A value the guides do not have (an old shared link) counts as All.
  const category = categories.includes(filter.category) ? filter.category : '';
  const purpose = purposes.includes(filter.purpose) ? filter.purpose : '';
  const shown = useMemo(
    () => filterItems(cards, guideConditions({ q: filter.q, category, purpose })),
    [cards, filter.q, category, purpose],
  );

  return (
    <div className="hub-filters">
      <form
        role="search"
        aria-label={w.form}
        className="hub-filters__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field hub-filters__field">
          <label htmlFor={`${id}-q`}>{w.search}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={filter.q}
            placeholder={w.placeholder}
            autoComplete="off"
            onChange={(event) => setFilter({ ...filter, q: event.target.value })}
          />
        </div>
        {filterSelect(`${id}-category`, w.category, w.all, category, categories, (value) =>
          setFilter({ ...filter, category: value }),
        )}
        {filterSelect(`${id}-purpose`, w.purpose, w.all, purpose, purposes, (value) =>
          setFilter({ ...filter, purpose: value }),
        )}
      </form>
      <p className="hub-filters__count" role="status">
        {fillWords(w.count, { shown: shown.length, total: cards.length })}
      </p>
      {shown.length === 0 ? (
        <p className="hub-filters__empty">{w.none}</p>
      ) : (
        <ul className="grid hub-filters__grid">
          {shown.map((card) => (
            <li key={card.href}>
              <GuideCard card={card} headingLevel={headingLevel} words={cardWords} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default withErrorBoundary(HubFilters);
