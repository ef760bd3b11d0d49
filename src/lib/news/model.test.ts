import { describe, expect, it } from 'vitest';
import {
  archivePageTitle,
  categoriesInUse,
  categoryPageTitle,
  groupByCategory,
  groupByTag,
  isRoutableTag,
  LATEST_IN_CATEGORIES,
  latestInBoxes,
  newsModel,
  tagPageTitle,
} from './model.ts';
import { newestFirst } from '../shared/sorting.ts';

const post = (slug: string, day: string, category: string, tags: string[] = []) => ({
  slug,
  date: new Date(`${day}T00:00:00Z`),
  category,
  tags,
});
const posts = newestFirst([
  post('v1', '2025-01-01', 'visa', ['dtv']),
  post('v2', '2025-02-01', 'visa', ['dtv', 'ltr']),
  post('v3', '2025-03-01', 'visa'),
  post('v4', '2025-04-01', 'visa'),
  post('b1', '2025-05-01', 'business', ['tax']),
  post('s1', '2025-06-01', 'site'),
  post('x1', '2025-07-01', 'travel', ['dtv']),
]);
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe('categoriesInUse (chips: All plus the categories found in the data)', () => {
  it('follows the fixed list order, then general', () => {
    expect(categoriesInUse(posts).map((c) => c.id)).toEqual(['site', 'visa', 'business', 'general']);
    expect(categoriesInUse(posts)[0]).toEqual({ id: 'site', label: 'Site Updates', iconName: 'rocket' });
    expect(categoriesInUse(posts).at(-1)).toEqual({ id: 'general', label: 'General', iconName: 'newspaper' });
  });
  it('is empty without posts', () => {
    expect(categoriesInUse([])).toEqual([]);
  });
});

describe('latestInBoxes', () => {
  it('has visa, business, property and insurance boxes of up to 3, newest first', () => {
    expect(LATEST_IN_CATEGORIES).toEqual(['visa', 'business', 'property', 'insurance']);
    const boxes = latestInBoxes(posts);
    expect(boxes.map((b) => b.category.id)).toEqual(['visa', 'business', 'property', 'insurance']);
    expect(slugs(boxes[0].posts)).toEqual(['v4', 'v3', 'v2']);
    expect(slugs(boxes[1].posts)).toEqual(['b1']);
  });
  it('says "No property news yet" when a box is empty', () => {
    const boxes = latestInBoxes(posts);
    expect(boxes[2]).toMatchObject({ posts: [], emptyText: 'No property news yet' });
    expect(boxes[3].emptyText).toBe('No insurance news yet');
    expect(latestInBoxes([])[0].emptyText).toBe('No visa news yet');
  });
});

describe('groupings', () => {
  it('groups by category key, keeping order', () => {
    const groups = groupByCategory(posts);
    expect(slugs(groups.get('visa')!)).toEqual(['v4', 'v3', 'v2', 'v1']);
    expect(slugs(groups.get('general')!)).toEqual(['x1']);
  });
  it('groups by tag, keeping order, a post once per tag', () => {
    const groups = groupByTag([...posts, post('dup', '2020-01-01', 'visa', ['dtv', 'dtv'])]);
    expect(slugs(groups.get('dtv')!)).toEqual(['x1', 'v2', 'v1', 'dup']);
    expect(slugs(groups.get('ltr')!)).toEqual(['v2']);
  });
});

describe('titles', () => {
  it('names category, tag and year pages', () => {
    expect(categoryPageTitle('visa')).toBe('Visa & Immigration News');
    expect(categoryPageTitle('nonsense')).toBe('General News');
    expect(tagPageTitle('dtv')).toBe('dtv News');
    expect(archivePageTitle(2025)).toBe('2025 News Archive');
  });
});

describe('isRoutableTag', () => {
  it('refuses what cannot be one path segment', () => {
    expect(isRoutableTag('90-day-report')).toBe(true);
    expect(isRoutableTag('Visa Exemption')).toBe(true);
    expect(isRoutableTag('a/b')).toBe(false);
    expect(isRoutableTag('..')).toBe(false);
    expect(isRoutableTag('')).toBe(false);
  });
});

describe('newsModel', () => {
  it('is computed once per list', () => {
    expect(newsModel(posts)).toBe(newsModel(posts));
    expect(newsModel([...posts])).not.toBe(newsModel(posts));
  });
  it('holds chips, boxes, groupings, years and related posts', () => {
    const model = newsModel(posts);
    expect(model.chips.map((c) => c.id)).toContain('visa');
    expect(model.latestIn).toHaveLength(4);
    expect(model.byTag.get('tax')).toHaveLength(1);
    expect([...model.byYear.keys()]).toEqual([2025]);
    expect(slugs(model.related.get('v1')!)).toEqual(['v4', 'v3', 'v2']);
  });
});
