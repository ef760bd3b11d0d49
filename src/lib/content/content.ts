/**
 * The one module that queries the content collections. Each collection is
 * read once per build and mapped to plain, typed records with sanitised HTML;
 * pages, JSON indices and feeds all take their data from here.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { sanitizeContentHtml } from './sanitize.ts';
import { readingTime } from '../news/reading-time.ts';
import { paths } from '../site/routes.ts';
import { newestFirst } from '../shared/sorting.ts';
import type { Source } from './schemas.ts';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= load());
}

const htmlOf = (entry: { rendered?: { html: string } }) => sanitizeContentHtml(entry.rendered?.html ?? '');

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

/** Hubs list by the editors' `order`, then alphabetically. */
function byOrderThenTitle(a: { order: number; title: string }, b: { order: number; title: string }): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}

/** Fields every guide-like entry shares (see guideBase in content-schemas.ts). */
function guideBaseOf(
  e: CollectionEntry<'visa' | 'business' | 'property' | 'banking' | 'insuranceArticles'>,
  path: string,
) {
  return {
    slug: e.id,
    path,
    title: e.data.title,
    sources: e.data.sources,
    lastReviewed: e.data.last_reviewed,
    order: e.data.order ?? 100,
    seo: e.data.seo,
    html: htmlOf(e),
  };
}

const toGuide = (e: CollectionEntry<'visa' | 'business'>, path: string): Guide => ({
  ...guideBaseOf(e, path),
  description: e.data.description,
  category: e.data.category,
  purpose: e.data.purpose,
});

export const getVisaGuides = once(async (): Promise<Guide[]> =>
  (await getCollection('visa')).map((e) => toGuide(e, paths.visa(e.id))).sort(byOrderThenTitle),
);

export const getBusinessGuides = once(async (): Promise<Guide[]> =>
  (await getCollection('business')).map((e) => toGuide(e, paths.business(e.id))).sort(byOrderThenTitle),
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
    .map((e) => ({ ...guideBaseOf(e, paths.property(e.id)), summary: e.data.summary, date: e.data.date }))
    .sort(byOrderThenTitle),
);

export const getBankingArticles = once(async (): Promise<(Article & { description: string; updated: Date })[]> =>
  (await getCollection('banking'))
    .map((e) => ({
      ...guideBaseOf(e, paths.banking(e.id)),
      summary: e.data.summary ?? e.data.description ?? '',
      description: e.data.description ?? e.data.summary ?? '',
      updated: e.data.updated,
    }))
    .sort(byOrderThenTitle),
);

export const getInsuranceArticles = once(async (): Promise<Article[]> =>
  (await getCollection('insuranceArticles'))
    .map((e) => ({ ...guideBaseOf(e, paths.insurance(e.id)), summary: e.data.summary, date: e.data.date }))
    .sort(byOrderThenTitle),
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
