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
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);
/** One post's answer from the index the build uses. */
const relatedPosts = <T extends Parameters<typeof relatedPostsIndex>[0][number]>(post: T, all: readonly T[]) =>
  relatedPostsIndex(all).get(post.slug)!;

describe('relatedPosts', () => {
  it('up to 3 of the same category, newest first, never the post itself', () => {
    expect(RELATED_POSTS_MAX).toBe(3);
    const v5 = posts.find((p) => p.slug === 'v5')!;
    expect(slugs(relatedPosts(v5, posts))).toEqual(['v4', 'v3', 'v2']);
    const v3 = posts.find((p) => p.slug === 'v3')!;
    expect(slugs(relatedPosts(v3, posts))).toEqual(['v5', 'v4', 'v2']);
  });

  it('fewer when the category has fewer, none when alone', () => {
    expect(
      slugs(
        relatedPosts(
          posts.find((p) => p.slug === 'b2')!,
          posts,
        ),
      ),
    ).toEqual(['b1']);
    expect(
      relatedPosts(
        posts.find((p) => p.slug === 's1')!,
        posts,
      ),
    ).toEqual([]);
  });

  it('treats unknown categories as general', () => {
    expect(
      slugs(
        relatedPosts(
          posts.find((p) => p.slug === 'x1')!,
          posts,
        ),
      ),
    ).toEqual(['x2']);
  });

  it('sorts whatever order it is given', () => {
    const shuffled = [...posts].reverse();
    expect(
      slugs(
        relatedPosts(
          posts.find((p) => p.slug === 'v1')!,
          shuffled,
        ),
      ),
    ).toEqual(['v5', 'v4', 'v3']);
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
