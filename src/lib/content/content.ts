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
import type { GuideFrontmatter, GuideHowTo, HubExtras, RuleTool, Source } from './schemas.ts';
import { guideIndexBody } from './api-shapes.ts';
import { relatedActivities } from '../leisure/activities.ts';
import { jsonResponse } from '../shared/json-response.ts';
import { sectionById, type Section, type SectionId } from '../site/sections.ts';

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

/**
 * A guide of any section, as pages, hubs and JSON indices use it: the shared
 * frontmatter (typed by the base guide schema) plus what its section adds,
 * with description and summary both filled (each falls back on the other).
 */
export type Guide = GuideFrontmatter & {
  section: GuideSectionId;
  slug: string;
  path: string;
  order: number;
  description: string;
  summary: string;
  category?: string;
  purpose: string[];
  date?: Date;
  updated?: Date;
  howto?: GuideHowTo;
  html: string;
};

/** Sections whose guides are Markdown articles (leisure activities have their own shape). */
export type GuideSectionId = Exclude<SectionId, 'leisure'>;

/** Hubs list by the editors' `order`, then alphabetically. */
function byOrderThenTitle(a: { order: number; title: string }, b: { order: number; title: string }): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}

export type GuideEntry = CollectionEntry<'visa' | 'business' | 'property' | 'banking' | 'insuranceArticles'>;

export function toGuide(section: Section & { id: GuideSectionId }, entry: GuideEntry): Guide {
  const d = entry.data as GuideEntry['data'] & Partial<{ description: string; summary: string; category: string; purpose: string[]; date: Date; updated: Date }>;
  return {
    ...d,
    section: section.id,
    slug: entry.id,
    path: section.guidePath(entry.id),
    order: d.order ?? 100,
    description: d.description ?? d.summary ?? '',
    summary: d.summary ?? d.description ?? '',
    purpose: d.purpose ?? [],
    html: htmlOf(entry),
  };
}

const guideLoaders = new Map<GuideSectionId, () => Promise<Guide[]>>();

/** A section's guides, read once per build, in hub order. */
export function getGuides(id: GuideSectionId): Promise<Guide[]> {
  let load = guideLoaders.get(id);
  if (!load) {
    const section = sectionById(id) as Section & { id: GuideSectionId };
    load = once(async () =>
      ((await getCollection(section.collection as GuideEntry['collection'])) as GuideEntry[])
        .map((entry) => toGuide(section, entry))
        .sort(byOrderThenTitle),
    );
    guideLoaders.set(id, load);
  }
  return load();
}

/** Guides that have a route of their own (the insurance resources guide hosts the plan comparator). */
const ownRoutes: Partial<Record<GuideSectionId, readonly string[]>> = { insurance: ['resources'] };

/** `getStaticPaths` of a section's guide route: one page per guide, the guide as its prop. */
export async function guideStaticPaths(id: GuideSectionId) {
  return (await getGuides(id))
    .filter((guide) => !ownRoutes[id]?.includes(guide.slug))
    .map((guide) => ({ params: { slug: guide.slug }, props: { guide } }));
}

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

export type Activity = Awaited<ReturnType<typeof getLeisureActivities>>[number];

export const getLeisureActivities = once(async () =>
  (await getCollection('leisure'))
    .map((e) => ({ slug: e.id, path: paths.leisureActivity(e.id), ...e.data, html: htmlOf(e) }))
    .sort((a, b) => Number(b.featured) - Number(a.featured) || a.title.localeCompare(b.title)),
);

/** The GET handler of a guide section's JSON index (its path is the section's `indexJson`). */
export function guideIndexRoute(id: GuideSectionId) {
  return async (): Promise<Response> => jsonResponse(guideIndexBody(id, await getGuides(id)));
}

/** A section hub's extra blocks (content/hubs/{id}.yaml); empty when the file is missing. */
export async function getHubExtras(id: SectionId): Promise<HubExtras> {
  const entry = (await getCollection('hubs')).find((e) => e.id === id);
  return entry?.data ?? { highlights: [], related: [], quick_links: [], portals: [], steps: [], faq: [], quiz_notes: {} };
}

/** `getStaticPaths` of the activity pages: each activity with up to 3 related ones (same region or a shared type). */
export async function activityStaticPaths() {
  const activities = await getLeisureActivities();
  const filterable = activities.map((a) => ({ activity: a, slug: a.slug, title: a.title, types: a.activity_type, region: a.region, intensity: a.intensity, costTier: a.cost_tier, featured: a.featured }));
  return filterable.map((entry) => ({
    params: { slug: entry.slug },
    props: { activity: entry.activity, related: relatedActivities(entry, filterable, 3).map((r) => r.activity) },
  }));
}

/** The major banks' reference cards, in the file's order. */
export const getBanks = once(async () => (await getCollection('banks')).map((e) => e.data));

/** An insurance page outside the article list (content/insurance/{slug}.md), as a guide at `path`. */
export async function getInsurancePage(slug: string, path: string): Promise<Guide> {
  const entry = (await getCollection('insurancePages')).find((e) => e.id === slug);
  if (!entry) throw new Error(`content/insurance/${slug}.md is missing`);
  const section = sectionById('insurance') as Section & { id: GuideSectionId };
  return { ...toGuide(section, entry as unknown as GuideEntry), path };
}

/** The stay calculator's rules, in the file's order. */
const getRuleRecords = once(async () => (await getCollection('stayRules')).map((e) => e.data));
/** The dated rule records one tool reads, in file order. */
export const getRulesFor = async (tool: RuleTool) => (await getRuleRecords()).filter((r) => r.tools.includes(tool));

/** The stay calculator's nationality records (file order matters: the first allowance record naming a country applies). */
export const getNationalityRecords = once(async () => {
  const known = new Set((await getCountries()).map((c) => c.id));
  const records = (await getCollection('nationalityRecords')).map((e) => e.data);
  for (const record of records) {
    const unknown = record.countries.filter((id) => !known.has(id));
    if (unknown.length) throw new Error(`content/visa-rules/nationalities.yaml: "${record.id}" names ${unknown.join(', ')}, not in countries.yaml`);
  }
  return records;
});
/** The nationalities the stay calculator offers, by name. */
export const getCountries = once(async () => (await getCollection('countries')).map((e) => e.data).sort((a, b) => a.name.localeCompare(b.name)));
/** The stay calculator's wording, by id. */
export const getStayTexts = once(async () => Object.fromEntries((await getCollection('stayTexts')).map((e) => [e.data.id, e.data.text])));
