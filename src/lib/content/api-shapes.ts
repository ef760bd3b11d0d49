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

/**
 * Every field a guide section's index may publish, by its published name (visa publishes its own `slug` and `seo`).
 */
const guideFields = {
  slug: (guide) => guide.slug,
  path: (guide) => guide.path,
  title: (guide) => guide.title,
  description: (guide) => guide.description,
  summary: (guide) => guide.summary,
  category: (guide) => guide.category,
  purpose: (guide) => guide.purpose,
  source_count: (guide) => guide.sources.length,
  sources: (guide) => urls(guide.sources),
  last_reviewed: (guide) => isoDate(guide.last_reviewed),
  date: (guide) => day(guide.date),
  updated: (guide) => isoDate(guide.updated ?? guide.last_reviewed),
  html: (guide) => guide.html,
  seo: (guide) => ({ title: guide.seo.title ?? guide.title }),
} satisfies Record<string, (guide: Guide) => unknown>;

/** The named fields of a guide, in the order given: the published order, which the JSON and the pages keep. */
const pick = (guide: Guide, names: readonly (keyof typeof guideFields)[]) =>
  Object.fromEntries(names.map((name) => [name, guideFields[name](guide)]));

/** What visa and business guides (one schema) both publish after their identifiers. */
const hubGuideFields = [
  'title',
  'description',
  'category',
  'purpose',
  'source_count',
  'sources',
  'last_reviewed',
  'html',
] as const;

/** Each guide section's index entry: the shape of its JSON index and of its guide pages' embedded data. */
export const guideIndexEntry = {
  // Visa guides are matched by slug = their path without the trailing slash.
  visa: (guide) => ({
    slug: guide.path.replace(/\/$/, ''),
    ...pick(guide, hubGuideFields),
    seo: { keywords: guide.seo.keywords ?? [] },
  }),
  business: (guide) => pick(guide, ['slug', 'path', ...hubGuideFields]),
  property: (guide) => pick(guide, ['slug', 'title', 'summary', 'seo', 'sources', 'last_reviewed', 'date', 'html']),
  banking: (guide) => pick(guide, ['slug', 'title', 'description', 'summary', 'seo', 'sources', 'updated', 'html']),
  insurance: (guide) => pick(guide, ['slug', 'title', 'summary', 'html', 'seo', 'last_reviewed', 'date', 'sources']),
} as const satisfies Record<Guide['section'], (guide: Guide) => unknown>;

/** Property and insurance indices are objects with an articles list; the others are plain lists. */
const wrappedIndices: ReadonlySet<Guide['section']> = new Set(['property', 'insurance']);

/** The body of a guide section's JSON index. */
export function guideIndexBody(section: Guide['section'], guides: readonly Guide[]): unknown {
  const entries = guides.map((guide) => guideIndexEntry[section](guide));
  return wrappedIndices.has(section) ? { articles: entries } : entries;
}

/** An activity in /leisure-index.json: every field of the record, the review date as YYYY-MM-DD. */
export const leisureIndexEntry = (activity: Activity) => ({
  ...activity,
  last_reviewed: isoDate(activity.last_reviewed),
});

/** /insurance-data.json: the hub record (slug "index"), then one record of content sections per slug. */
export function insuranceDataBody(
  hub: InsuranceHub | undefined,
  sections: readonly (InsuranceSection & { slug: string })[],
) {
  return [
    ...(hub ? [hub] : []),
    // The spec's section shape; the FAQ some sections carry is shown on their pages, not published here.
    ...sections.map(({ slug, intro, steps, costs, pitfalls, sources, updated }) => ({
      slug,
      sections: { slug, intro, steps, costs, pitfalls, sources, updated: isoDate(updated) },
    })),
  ];
}
