/**
 * Related posts: up to 3 posts of the same category, never
 * the post itself, newest first.
 *
 * A build renders every post, so asking "which posts are related?" once per
 * post over the whole list would cost O(n²). `relatedPostsIndex` groups the
 * list by category once and answers every post from its group: O(n · max).
 */
import { categoryKey } from './filter.ts';
import { compareByDateDesc, type Dated } from '../shared/sorting.ts';

export const RELATED_POSTS_MAX = 3;

interface Relatable extends Dated {
  category: string;
}

/** Related posts of every post, keyed by slug, computed in one pass over the list. */
export function relatedPostsIndex<T extends Relatable>(all: readonly T[], max = RELATED_POSTS_MAX): Map<string, T[]> {
  // Each category's posts newest first; its first max + 1 hold every member's answer.
  const heads = new Map<string, T[]>();
  for (const [key, group] of Map.groupBy(all, (p) => categoryKey(p.category))) {
    heads.set(key, group.sort(compareByDateDesc).slice(0, max + 1));
  }
  const related = new Map<string, T[]>();
  for (const post of all) {
    const head = heads.get(categoryKey(post.category)) ?? [];
    related.set(post.slug, head.filter((p) => p.slug !== post.slug).slice(0, max));
  }
  return related;
}
