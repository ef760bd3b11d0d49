/**
 * The activities list: type, region, intensity and cost filters kept in the
 * address (replaced, not pushed), "Clear all" once any is set, and the cards.
 * The server's HTML lists every activity; a pre-paint script on the page
 * hides what a filtered address excludes until this island takes over, so a
 * link from the hub shows its filtered list on first paint.
 */
import { useEffect, useId, useMemo } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { ActivityCard } from '../../components/ActivityCard.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import type { ActivityCardData } from '../../lib/content/activity-card.ts';
import { activityFilterFields, filterActivities, type ActivityFilter } from '../../lib/leisure/activities.ts';
import {
  costLabels,
  costTiers,
  intensityLabels,
  leisureIntensities,
  leisureRegions,
  leisureTypes,
  regionLabels,
  typeInfo,
} from '../../lib/leisure/taxonomy.ts';
import './leisure-filters.css';

/** The `<html>` data attributes the page's pre-paint script sets from the address (leisureType, …). */
const prePaintAttributes = ['leisureType', 'leisureRegion', 'leisureIntensity', 'leisureCost'];

const noFilter: ActivityFilter = { type: '', region: '', intensity: '', cost: '' };

const selects: { key: keyof ActivityFilter; label: string; options: { value: string; label: string }[] }[] = [
  { key: 'type', label: 'Type', options: leisureTypes.map((v) => ({ value: v, label: typeInfo[v].label })) },
  { key: 'region', label: 'Region', options: leisureRegions.map((v) => ({ value: v, label: regionLabels[v] })) },
  {
    key: 'intensity',
    label: 'Intensity',
    options: leisureIntensities.map((v) => ({ value: v, label: intensityLabels[v] })),
  },
  { key: 'cost', label: 'Cost', options: costTiers.map((v) => ({ value: v, label: costLabels[v] })) },
];

function LeisureFilters({ cards }: { cards: ActivityCardData[] }) {
  const id = useId();
  const [filter, setFilter] = useUrlState(activityFilterFields);
  const shown = useMemo(() => filterActivities(cards, filter), [cards, filter]);
  const anySet = Object.values(filter).some(Boolean);

  // From here on the island shows the filtered list itself: drop the pre-paint filter.
  useEffect(() => {
    for (const key of prePaintAttributes) delete document.documentElement.dataset[key];
  }, []);

  return (
    <div className="leisure-filters">
      <form
        className="leisure-filters__form"
        aria-label="Filter activities"
        onSubmit={(event) => event.preventDefault()}
      >
        {selects.map((select) => (
          <div className="field leisure-filters__field" key={select.key}>
            <label htmlFor={`${id}-${select.key}`}>{select.label}</label>
            <select
              id={`${id}-${select.key}`}
              value={filter[select.key]}
              onChange={(event) => setFilter({ ...filter, [select.key]: event.target.value })}
            >
              <option value="">All</option>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {/* Always in the layout, shown only once a filter is set, so nothing moves when it appears. */}
        <button
          type="button"
          className={`button button--secondary leisure-filters__clear${anySet ? '' : ' leisure-filters__clear--idle'}`}
          onClick={() => setFilter(noFilter)}
        >
          Clear all
        </button>
      </form>
      <p className="leisure-filters__count" role="status">
        {shown.length === cards.length ? `${cards.length} activities` : `${shown.length} of ${cards.length} activities`}
      </p>
      {shown.length === 0 ? (
        <p>No activities found matching your filters.</p>
      ) : (
        <ul className="grid leisure-filters__grid">
          {shown.map((card) => (
            <li
              key={card.slug}
              data-types={card.types.join(' ')}
              data-region={card.region}
              data-intensity={card.intensity}
              data-cost={card.costTier}
            >
              <ActivityCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default withErrorBoundary(LeisureFilters);
