/**
 * Activities: the list filters (type: the activity's list includes it;
 * region, intensity and cost: equal), the filter state in the address, the
 * counts the hub links show, and related activities (same region or a shared type).
 */
import { filterItems, type Condition } from '../shared/filter.ts';
import { type StateOf } from '../shared/url-state.ts';
import { choiceField } from '../shared/url-state-fields.ts';
import { costTiers, leisureIntensities, leisureRegions, leisureTypes } from './taxonomy.ts';

/** What the filters and related activities read of an activity. */
export interface Filterable {
  slug: string;
  title: string;
  types: readonly string[];
  region: string;
  intensity: string;
  costTier: string;
  featured: boolean;
}

export const activityFilterFields = {
  type: choiceField('type', ['', ...leisureTypes] as const, ''),
  region: choiceField('region', ['', ...leisureRegions] as const, ''),
  intensity: choiceField('intensity', ['', ...leisureIntensities] as const, ''),
  cost: choiceField('cost', ['', ...costTiers] as const, ''),
};
export type ActivityFilter = StateOf<typeof activityFilterFields>;

function activityConditions(filter: Partial<ActivityFilter>): Condition<Filterable>[] {
  return [
    { kind: 'includes', value: filter.type, of: (a) => a.types },
    { kind: 'equals', value: filter.region, of: (a) => a.region },
    { kind: 'equals', value: filter.intensity, of: (a) => a.intensity },
    { kind: 'equals', value: filter.cost, of: (a) => a.costTier },
  ];
}

export function filterActivities<T extends Filterable>(activities: readonly T[], filter: Partial<ActivityFilter>): T[] {
  return filterItems(activities, activityConditions(filter));
}

/** The list page's address for a filter ("/leisure/activities/?type=water"). */
export function activitiesHref(filter: Partial<ActivityFilter>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const query = params.toString();
  return `/leisure/activities/${query ? `?${query}` : ''}`;
}

/** How many activities each value has, in the order of `values`, leaving out values with none. */
export function countsBy(
  activities: readonly Filterable[],
  values: readonly string[],
  of: (a: Filterable) => readonly string[],
): { value: string; count: number }[] {
  return values
    .map((value) => ({ value, count: activities.filter((a) => of(a).includes(value)).length }))
    .filter((entry) => entry.count > 0);
}

/**
 * Up to `max` other activities in the same region or sharing a type: those
 * sharing more (the region counts as one) first, then featured ones, then by title.
 */
export function relatedActivities<T extends Filterable>(activity: Filterable, all: readonly T[], max = 3): T[] {
  const score = (other: Filterable) =>
    (other.region === activity.region ? 1 : 0) + other.types.filter((t) => activity.types.includes(t)).length;
  return all
    .filter((other) => other.slug !== activity.slug && score(other) > 0)
    .sort((a, b) => score(b) - score(a) || Number(b.featured) - Number(a.featured) || a.title.localeCompare(b.title))
    .slice(0, max);
}

/**
 * Where "Open in a map" points: the activity's own map link when it has one,
 * otherwise a map search for its address (Google Maps' documented search URL,
 * which opens the app on phones), and nothing when neither is known.
 */
export function mapHref(activity: { map_url?: string; address?: string }): string | undefined {
  if (activity.map_url) return activity.map_url;
  const address = activity.address?.trim();
  return address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : undefined;
}
