import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { postPath, postsNewestFirst } from '../../lib/posts.ts';

export const GET: APIRoute = async (context) =>
  rss({
    title: 'News',
    description: 'News',
    site: context.site ?? 'https://example.com',
    items: (await postsNewestFirst()).slice(0, 50).map((post) => ({
      title: post.data.title,
      pubDate: post.data.date,
      link: postPath(post),
      description: post.data.summary,
    })),
  });
