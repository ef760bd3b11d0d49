import { describe, expect, it } from 'vitest';
import {
  activitiesHref,
  countsBy,
  filterActivities,
  mapHref,
  relatedActivities,
  type Filterable,
} from './activities.ts';
import { readQuery } from '../shared/url-state.ts';
import { activityFilterFields } from './activities.ts';

const a = (
  slug: string,
  types: string[],
  region: string,
  intensity = 'relaxed',
  costTier = '$',
  featured = false,
): Filterable => ({
  slug,
  title: slug,
  types,
  region,
  intensity,
  costTier,
  featured,
});
const list = [
  a('kayak', ['water', 'nature'], 'phuket', 'moderate', '$$', true),
  a('temple', ['culture'], 'bangkok', 'relaxed', '$'),
  a('food', ['culinary', 'nightlife'], 'bangkok', 'relaxed', '$'),
  a('climb', ['adventure', 'nature'], 'krabi', 'intense', '$$'),
  a('park', ['nature', 'family'], 'chiang-mai', 'moderate', '$'),
];
const slugs = (xs: Filterable[]) => xs.map((x) => x.slug);

describe('activity filters', () => {
  it('type matches when the activity lists it', () => {
    expect(slugs(filterActivities(list, { type: 'nature' }))).toEqual(['kayak', 'climb', 'park']);
  });
  it('region, intensity and cost must be equal', () => {
    expect(slugs(filterActivities(list, { region: 'bangkok' }))).toEqual(['temple', 'food']);
    expect(slugs(filterActivities(list, { intensity: 'moderate' }))).toEqual(['kayak', 'park']);
    expect(slugs(filterActivities(list, { cost: '$$' }))).toEqual(['kayak', 'climb']);
  });
  it('combines filters with AND; none set lists all', () => {
    expect(slugs(filterActivities(list, { type: 'nature', cost: '$' }))).toEqual(['park']);
    expect(slugs(filterActivities(list, {}))).toEqual(['kayak', 'temple', 'food', 'climb', 'park']);
    expect(filterActivities(list, { type: 'wellness' })).toEqual([]);
  });
  it('reads the filter from the address, ignoring unknown values', () => {
    expect(readQuery('?type=water&region=atlantis&cost=$$', activityFilterFields)).toEqual({
      type: 'water',
      region: '',
      intensity: '',
      cost: '$$',
    });
  });
  it('builds the list address for a hub link', () => {
    expect(activitiesHref({ type: 'water' })).toBe('/leisure/activities/?type=water');
    expect(activitiesHref({ region: 'chiang-mai' })).toBe('/leisure/activities/?region=chiang-mai');
  });
  it('counts activities per value, leaving out values with none', () => {
    expect(countsBy(list, ['bangkok', 'phuket', 'samui'], (x) => [x.region])).toEqual([
      { value: 'bangkok', count: 2 },
      { value: 'phuket', count: 1 },
    ]);
    expect(countsBy(list, ['nature'], (x) => x.types)).toEqual([{ value: 'nature', count: 3 }]);
  });
});

describe('related activities', () => {
  it('up to 3 others in the same region or sharing a type, never itself', () => {
    expect(slugs(relatedActivities(list[0], list))).toEqual(['climb', 'park']);
    expect(slugs(relatedActivities(list[1], list))).toEqual(['food']);
  });
  it('prefers those sharing more, then featured, and stops at 3', () => {
    const many = [
      ...list,
      a('river', ['nature', 'water'], 'krabi'),
      a('beach', ['water'], 'samui', 'relaxed', '$', true),
    ];
    expect(slugs(relatedActivities(list[0], many))).toEqual(['river', 'beach', 'climb']);
  });
});

describe('map link', () => {
  it("uses the activity's own map link first", () => {
    expect(mapHref({ map_url: 'https://maps.google.com/?q=Grand+Palace+Bangkok', address: 'Na Phra Lan Road' })).toBe(
      'https://maps.google.com/?q=Grand+Palace+Bangkok',
    );
  });
  it('otherwise searches the map for the address, encoded', () => {
    expect(mapHref({ address: ' Wat Pho, Sanam Chai Road, Bangkok 10200 ' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Wat%20Pho%2C%20Sanam%20Chai%20Road%2C%20Bangkok%2010200',
    );
  });
  it('gives nothing without either', () => {
    expect(mapHref({})).toBeUndefined();
    expect(mapHref({ address: '  ' })).toBeUndefined();
  });
});
