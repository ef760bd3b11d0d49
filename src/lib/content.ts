/**
 * The one module that queries the content collections. Each collection is
 * read once per build and mapped to plain, typed records with sanitised HTML;
 * pages, JSON indices and feeds all take their data from here.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { sanitizeContentHtml } from './sanitize';
import { readingTime } from './reading-time';
import { isoDay, paths } from './routes';
import { newestFirst } from './sorting';
import type { Source } from './content-schemas';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= load());
}

const htmlOf = (entry: { rendered?: { html: string } }) => sanitizeContentHtml(entry.rendered?.html ?? '');
const urlsOf = (sources: readonly Source[]) => sources.map((s) => s.url);

export type NewsEntry = CollectionEntry<'news'>;
export interface NewsPost {
  slug: string;
  title: string;
  date: Date;
  category: string;
  tags: string[];
  summary: string;
  excerpt: string;
  readTime: number;
  author: string;
  lastReviewed?: Date;
  sources: Source[];
  seo: { title: string; description: string };
  path: string;
  html: string;
  heroImage?: NewsEntry['data']['hero_image'];
  heroAlt?: string;
}

export const getNewsPosts = once(async (): Promise<NewsPost[]> => {
  const entries = await getCollection('news', (e) => !e.data.draft);
  return newestFirst(
    entries.map((entry) => {
      const d = entry.data;
      return {
        slug: entry.id,
        title: d.title,
        date: d.date,
        category: d.category,
        tags: d.tags,
        summary: d.summary,
        excerpt: d.excerpt ?? d.summary,
        readTime: readingTime(entry.rendered?.html, d.read_time),
        author: d.author,
        lastReviewed: d.last_reviewed,
        sources: d.sources,
        seo: { title: d.seo.title ?? d.title, description: d.seo.description ?? d.summary },
        path: paths.newsPost(d.date, entry.id),
        html: htmlOf(entry),
        heroImage: d.hero_image,
        heroAlt: d.hero_alt,
      };
    }),
  );
});

/** A guide of any hub section, in the shape pages need. */
export interface Guide {
  slug: string;
  path: string;
  title: string;
  description: string;
  category: string;
  purpose: string[];
  sources: Source[];
  lastReviewed: Date;
  order: number;
  seo: { title?: string; description?: string; keywords?: string[] };
  html: string;
}

function byOrderThenTitle(a: Guide, b: Guide): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}

export const getVisaGuides = once(async (): Promise<Guide[]> =>
  (await getCollection('visa'))
    .map((e) => ({
      slug: e.id,
      path: paths.visa(e.id),
      title: e.data.title,
      description: e.data.description,
      category: e.data.category,
      purpose: e.data.purpose,
      sources: e.data.sources,
      lastReviewed: e.data.last_reviewed,
      order: e.data.order ?? 100,
      seo: e.data.seo,
      html: htmlOf(e),
    }))
    .sort(byOrderThenTitle),
);

export const getBusinessGuides = once(async (): Promise<Guide[]> =>
  (await getCollection('business'))
    .map((e) => ({
      slug: e.id,
      path: paths.business(e.id),
      title: e.data.title,
      description: e.data.description,
      category: e.data.category,
      purpose: e.data.purpose,
      sources: e.data.sources,
      lastReviewed: e.data.last_reviewed,
      order: e.data.order ?? 100,
      seo: e.data.seo,
      html: htmlOf(e),
    }))
    .sort(byOrderThenTitle),
);

export interface Article {
  slug: string;
  path: string;
  title: string;
  summary: string;
  sources: Source[];
  lastReviewed: Date;
  date?: Date;
  order: number;
  seo: { title?: string; description?: string };
  html: string;
}

export const getPropertyArticles = once(async (): Promise<Article[]> =>
  (await getCollection('property'))
    .map((e) => ({
      slug: e.id,
      path: paths.property(e.id),
      title: e.data.title,
      summary: e.data.summary,
      sources: e.data.sources,
      lastReviewed: e.data.last_reviewed,
      date: e.data.date,
      order: e.data.order ?? 100,
      seo: e.data.seo,
      html: htmlOf(e),
    }))
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)),
);

export const getBankingArticles = once(async (): Promise<(Article & { description: string; updated: Date })[]> =>
  (await getCollection('banking'))
    .map((e) => ({
      slug: e.id,
      path: paths.banking(e.id),
      title: e.data.title,
      summary: e.data.summary ?? e.data.description ?? '',
      description: e.data.description ?? e.data.summary ?? '',
      sources: e.data.sources,
      lastReviewed: e.data.last_reviewed,
      updated: e.data.updated,
      order: e.data.order ?? 100,
      seo: e.data.seo,
      html: htmlOf(e),
    }))
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)),
);

export const getInsuranceArticles = once(async (): Promise<Article[]> =>
  (await getCollection('insuranceArticles'))
    .map((e) => ({
      slug: e.id,
      path: paths.insurance(e.id),
      title: e.data.title,
      summary: e.data.summary,
      sources: e.data.sources,
      lastReviewed: e.data.last_reviewed,
      date: e.data.date,
      order: e.data.order ?? 100,
      seo: e.data.seo,
      html: htmlOf(e),
    }))
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)),
);

export const getInsuranceHub = once(async () => {
  const hub = (await getCollection('insuranceHub')).find((e) => e.id === 'index');
  return hub
    ? { slug: 'index', title: hub.data.title, summary: hub.data.summary, seo: hub.data.seo, path: paths.insurance(), html: htmlOf(hub) }
    : undefined;
});

export const getInsuranceSections = once(async () =>
  (await getCollection('insuranceSections')).map((e) => ({ slug: e.id, ...e.data })),
);

export const getInsurancePlans = once(async () => (await getCollection('insurancePlans')).map((e) => e.data));

export const getLeisureActivities = once(async () =>
  (await getCollection('leisure'))
    .map((e) => ({ slug: e.id, path: paths.leisureActivity(e.id), ...e.data, html: htmlOf(e) }))
    .sort((a, b) => Number(b.featured) - Number(a.featured) || a.title.localeCompare(b.title)),
);

/** Dates in the JSON API are calendar days. */
export const day = (date: Date | undefined) => (date ? isoDay(date) : undefined);
export { urlsOf };
