import { getCollection, type CollectionEntry } from 'astro:content';

export type Post = CollectionEntry<'news'>;
export const PAGE_SIZE = 12;

/** Every post, newest first. */
export async function postsNewestFirst(): Promise<Post[]> {
  return (await getCollection('news')).sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

export const postPath = (post: Post) => `/news/${post.data.date.toISOString().slice(0, 10)}/${post.id}/`;

/** Posts grouped by a key (a category, a tag, a year). */
export function groupBy(posts: Post[], keys: (post: Post) => string[]): Map<string, Post[]> {
  const groups = new Map<string, Post[]>();
  for (const post of posts) for (const key of keys(post)) groups.set(key, [...(groups.get(key) ?? []), post]);
  return groups;
}

/** The pages after the first of a list (page 2 on), as Astro's static paths. */
export function laterPages(posts: Post[], params: Record<string, string>) {
  const pages = Math.ceil(posts.length / PAGE_SIZE);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({
    params: { ...params, page: String(i + 2) },
    props: { posts: posts.slice((i + 1) * PAGE_SIZE, (i + 2) * PAGE_SIZE) },
  }));
}
