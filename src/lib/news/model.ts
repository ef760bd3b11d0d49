/**
 * News hub logic: filter chips, the "Latest in" boxes, and the
 * category and tag groupings the static routes are built from. Every
 * grouping is one pass over the (newest-first) list, so a build with many
 * posts and tags stays linear.
 */
import { categoryFor, newsCategories, type NewsCategory } from './categories.ts';
import type { IconName } from '../site/icons.ts';
import { categoryKey } from './filter.ts';
import { postsByYear } from './archive.ts';
import { relatedPostsIndex } from './related.ts';
import type { Dated } from '../shared/sorting.ts';

/** The boxes under the hub, in this order. */
export const LATEST_IN_CATEGORIES = ['visa', 'business', 'property', 'insurance'] as const;
const LATEST_IN_MAX = 3;

interface Categorised {
  category: string;
}
interface Tagged {
  tags: readonly string[];
}

/** A filter chip: a category found in the data. */
export interface CategoryChip {
  id: string;
  label: string;
  iconName: IconName;
}

const chipOf = (c: NewsCategory): CategoryChip => ({ id: c.id, label: c.label, iconName: c.iconName });

/**
 * The categories found in the data, as chips (after "All"): the fixed list's
 * order, then "general" for ids outside it.
 */
export function categoriesInUse(posts: readonly Categorised[]): CategoryChip[] {
  const seen = new Set(posts.map((p) => categoryKey(p.category)));
  const known = newsCategories.filter((c) => seen.has(c.id)).map(chipOf);
  return seen.has('general') ? [...known, chipOf(categoryFor('general'))] : known;
}

/** Posts by category key in one pass, each list keeping the input order. */
export function groupByCategory<T extends Categorised>(posts: readonly T[]): Map<string, T[]> {
  return Map.groupBy(posts, (post) => categoryKey(post.category));
}

/** Posts by tag in one pass, each list keeping the input order; tags in first-seen order. */
export function groupByTag<T extends Tagged>(posts: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const post of posts) {
    for (const tag of new Set(post.tags)) {
      let list = groups.get(tag);
      if (!list) groups.set(tag, (list = []));
      list.push(post);
    }
  }
  return groups;
}

export interface LatestInBox<T> {
  category: CategoryChip;
  posts: T[];
  /** "No visa news yet" */
  emptyText: string;
}

/** The four "Latest in" boxes: up to 3 posts each from a newest-first list. */
export function latestInBoxes<T extends Categorised>(
  newestFirstPosts: readonly T[],
  ids: readonly string[] = LATEST_IN_CATEGORIES,
  max = LATEST_IN_MAX,
): LatestInBox<T>[] {
  const boxes = new Map(ids.map((id) => [id, [] as T[]]));
  let open = ids.length;
  for (const post of newestFirstPosts) {
    if (open === 0) break;
    const box = boxes.get(categoryKey(post.category));
    if (box && box.length < max) {
      box.push(post);
      if (box.length === max) open--;
    }
  }
  return ids.map((id) => ({
    category: chipOf(categoryFor(id)),
    posts: boxes.get(id) ?? [],
    emptyText: `No ${id} news yet`,
  }));
}

/** Title of a category page: "{label} News". */
export function categoryPageTitle(id: string): string {
  return `${categoryFor(id).label} News`;
}

/** Title of a tag page: "{tag} News". */
export function tagPageTitle(tag: string): string {
  return `${tag} News`;
}

/** Title of a year page: "{year} News Archive". */
export function archivePageTitle(year: number): string {
  return `${year} News Archive`;
}

interface ModelPost extends Dated {
  category: string;
  tags: readonly string[];
}

/** Everything the news routes derive from the list, computed once per list. */
interface NewsModel<T> {
  chips: CategoryChip[];
  latestIn: LatestInBox<T>[];
  byCategory: Map<string, T[]>;
  byTag: Map<string, T[]>;
  byYear: Map<number, T[]>;
  related: Map<string, T[]>;
}

const models = new WeakMap<object, NewsModel<unknown>>();

/**
 * The news model of a newest-first list, memoised on the list: the build's
 * many routes and pages share one computation instead of re-deriving
 * groupings per page (which grows as pages × posts).
 */
export function newsModel<T extends ModelPost>(newestFirstPosts: readonly T[]): NewsModel<T> {
  const cached = models.get(newestFirstPosts) as NewsModel<T> | undefined;
  if (cached) return cached;
  const model: NewsModel<T> = {
    chips: categoriesInUse(newestFirstPosts),
    latestIn: latestInBoxes(newestFirstPosts),
    byCategory: groupByCategory(newestFirstPosts),
    byTag: groupByTag(newestFirstPosts),
    byYear: postsByYear(newestFirstPosts),
    related: relatedPostsIndex(newestFirstPosts),
  };
  models.set(newestFirstPosts, model as NewsModel<unknown>);
  return model;
}

/**
 * Can a tag have its own page? A "/" (or a bare "." or "..") cannot live in
 * one path segment, so such a tag is shown on cards but gets no tag page.
 */
export function isRoutableTag(tag: string): boolean {
  return tag.length > 0 && !tag.includes('/') && tag !== '.' && tag !== '..';
}
