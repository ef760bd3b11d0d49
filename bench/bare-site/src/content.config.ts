import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';

// The generated posts `npm run bench:build` writes; BARE_POSTS_DIR names their folder.
const base = process.env.BARE_POSTS_DIR ?? 'posts';
const news = defineCollection({
  loader: glob({ base, pattern: '**/*.md' }),
  schema: z.looseObject({
    title: z.string(),
    date: z.coerce.date(),
    category: z.string(),
    tags: z.array(z.string()).default([]),
    summary: z.string(),
  }),
});
export const collections = { news };
