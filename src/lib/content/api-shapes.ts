/**
 * The public JSON data API: pure mappers from content records to exactly the
 * published shapes (tests hold them). The JSON index routes and
 * the pages' embedded data both use these. They read the records' types
 * (records.ts), never the content queries (content.ts), which do not import
 * this module either: the routes pass the queried records in.
 */
import type { Activity, Guide, InsuranceHub, NewsPost } from './records.ts';
import type { InsuranceSection, Source } from './schemas.ts';
import { isoDate } from '../shared/format.ts';

const day = (d: Date | undefined) => (d ? isoDate(d) : null);
const urls = (sources: readonly Source[]) => sources.map((s) => s.url);

export function newsIndexEntry(post: NewsPost) {
  return {
    slug: post.slug,
    title: post.title,
    date: isoDate(post.date),
    category: post.category,
    tags: post.tags,
    summary: post.summary,
    excerpt: post.excerpt,
    hero_image: post.heroImage ? post.heroImage.src : null,
    read_time: post.readTime,
    sources_count: post.sources.length,
    path: post.path,
    author: post.author,
    last_reviewed: day(post.lastReviewed),
    html: post.html,
    sources: urls(post.sources),
    seo: post.seo,
  };
}

/** Visa guides are matched by slug = their path without the trailing slash. */
function visaIndexEntry(guide: Guide) {
  return {
    slug: guide.path.replace(/\/$/, ''),
    title: guide.title,
    description: guide.description,
    category: guide.category,
    purpose: guide.purpose,
    source_count: guide.sources.length,
    sources: urls(guide.sources),
    last_reviewed: isoDate(guide.last_reviewed),
    html: guide.html,
    seo: { keywords: guide.seo.keywords ?? [] },
  };
}

function businessIndexEntry(guide: Guide) {
  return {
    slug: guide.slug,
    path: guide.path,
    title: guide.title,
    description: guide.description,
    category: guide.category,
    purpose: guide.purpose,
    source_count: guide.sources.length,
    sources: urls(guide.sources),
    last_reviewed: isoDate(guide.last_reviewed),
    html: guide.html,
  };
}

function propertyIndexEntry(article: Guide) {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    seo: { title: article.seo.title ?? article.title },
    sources: urls(article.sources),
    last_reviewed: isoDate(article.last_reviewed),
    date: day(article.date),
    html: article.html,
  };
}

function bankingIndexEntry(article: Guide) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    summary: article.summary,
    seo: { title: article.seo.title ?? article.title },
    sources: urls(article.sources),
    updated: isoDate(article.updated ?? article.last_reviewed),
    html: article.html,
  };
}

function insuranceIndexEntry(article: Guide) {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    html: article.html,
    seo: { title: article.seo.title ?? article.title },
    last_reviewed: isoDate(article.last_reviewed),
    date: day(article.date),
    sources: urls(article.sources),
  };
}

/** Each guide section's index entry: the shape of its JSON index and of its guide pages' embedded data. */
export const guideIndexEntry = {
  visa: visaIndexEntry,
  business: businessIndexEntry,
  property: propertyIndexEntry,
  banking: bankingIndexEntry,
  insurance: insuranceIndexEntry,
} as const satisfies Record<Guide['section'], (guide: Guide) => unknown>;

/** Property and insurance indices are objects with an articles list; the others are plain lists. */
const wrappedIndices: ReadonlySet<Guide['section']> = new Set(['property', 'insurance']);

/** The body of a guide section's JSON index. */
export function guideIndexBody(section: Guide['section'], guides: readonly Guide[]): unknown {
  const entries = guides.map((guide) => guideIndexEntry[section](guide));
  return wrappedIndices.has(section) ? { articles: entries } : entries;
}

/** An activity in /leisure-index.json: every field of the record, the review date as YYYY-MM-DD. */
export const leisureIndexEntry = (activity: Activity) => ({ ...activity, last_reviewed: isoDate(activity.last_reviewed) });

/** /insurance-data.json: the hub record (slug "index"), then one record of content sections per slug. */
export function insuranceDataBody(hub: InsuranceHub | undefined, sections: readonly (InsuranceSection & { slug: string })[]) {
  return [
    ...(hub ? [hub] : []),
    // The spec's section shape; the FAQ some sections carry is shown on their pages, not published here.
    ...sections.map(({ slug, intro, steps, costs, pitfalls, sources, updated }) => ({
      slug,
      sections: { slug, intro, steps, costs, pitfalls, sources, updated: isoDate(updated) },
    })),
  ];
}
