import { describe, expect, it } from 'vitest';
import { relatedPostsIndex, RELATED_POSTS_MAX } from './related.ts';
import { newestFirst } from '../shared/sorting.ts';
import { isoDate } from '../shared/format.ts';

const post = (slug: string, day: string, category: string) => ({ slug, date: new Date(`${day}T00:00:00Z`), category });

const posts = newestFirst([
  post('v1', '2025-01-01', 'visa'),
  post('v2', '2025-02-01', 'visa'),
  post('v3', '2025-03-01', 'visa'),
  post('v4', '2025-04-01', 'visa'),
  post('v5', '2025-05-01', 'visa'),
  post('b1', '2025-06-01', 'business'),
  post('b2', '2025-01-15', 'business'),
  post('x1', '2025-03-03', 'travel'),
  post('x2', '2025-03-04', 'health'),
  post('s1', '2025-03-05', 'site'),
]);
/** One post's answer from the index the build uses. */
const relatedPosts = <T extends Parameters<typeof relatedPostsIndex>[0][number]>(post: T, all: readonly T[]) =>
  relatedPostsIndex(all).get(post.slug)!;
/** The slugs of the posts related to the post `slug`, worked out over `all`. */
const relatedSlugs = (slug: string, all = posts) =>
  relatedPosts(
    posts.find((p) => p.slug === slug)!,
    all,
  ).map((p) => p.slug);

describe('relatedPosts', () => {
  it('up to 3 of the same category, newest first, never the post itself', () => {
    expect(RELATED_POSTS_MAX).toBe(3);
    expect(relatedSlugs('v5')).toEqual(['v4', 'v3', 'v2']);
    expect(relatedSlugs('v3')).toEqual(['v5', 'v4', 'v2']);
  });

  it('fewer when the category has fewer, none when alone', () => {
    expect(relatedSlugs('b2')).toEqual(['b1']);
    expect(relatedSlugs('s1')).toEqual([]);
  });

  it('treats unknown categories as general', () => {
    expect(relatedSlugs('x1')).toEqual(['x2']);
  });

  it('sorts whatever order it is given', () => {
    expect(relatedSlugs('v1', [...posts].reverse())).toEqual(['v5', 'v4', 'v3']);
  });
});

describe('relatedPostsIndex', () => {
  it('answers every post', () => {
    expect(relatedPostsIndex(posts).size).toBe(posts.length);
  });

  it('stays linear: 20,000 posts in well under a second', () => {
    const categories = ['visa', 'business', 'property', 'insurance', 'site'];
    const many = newestFirst(
      Array.from({ length: 20_000 }, (_, i) =>
        post(`p${i}`, isoDate(new Date(Date.UTC(2020, 0, 1) + i * 3_600_000)), categories[i % 5]),
      ),
    );
    const started = performance.now();
    const index = relatedPostsIndex(many);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(index.get(many[0].slug)).toHaveLength(3);
  });
});
