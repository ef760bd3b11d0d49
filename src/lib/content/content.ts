/**
 * The one module that queries the content collections. Each collection is
 * read once per build and mapped to plain, typed records with sanitised HTML;
 * pages, JSON indices and feeds all take their data from here.
 */
import { getCollection } from 'astro:content';
import { hubExtrasSchema, type HubExtras, type RuleTool } from './schemas.ts';
import {
  byOrderThenTitle,
  featuredThenTitle,
  toActivity,
  toGuide,
  toInsuranceHub,
  toNewsPost,
  type Guide,
  type GuideSectionId,
} from './records.ts';
import { relatedActivities } from '../leisure/activities.ts';
import { newestFirst } from '../shared/sorting.ts';
import { sectionById, type GuideCollection, type SectionId } from '../site/sections.ts';

// The record types are derived from the schemas in records.ts; re-exported for the pages that query here.
export type { Activity, Guide, GuideSectionId, InsuranceHub, NewsPost } from './records.ts';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= load());
}

export const getNewsPosts = once(async () =>
  newestFirst((await getCollection('news', (e) => !e.data.draft)).map(toNewsPost)),
);

const guideLoaders = new Map<GuideSectionId, () => Promise<Guide[]>>();

/** A section's guides, read once per build, in hub order. */
export function getGuides(id: GuideSectionId): Promise<Guide[]> {
  let load = guideLoaders.get(id);
  if (!load) {
    // Only the leisure section keeps its entries elsewhere, and GuideSectionId leaves it out.
    const collection = sectionById(id).collection as Exclude<GuideCollection, 'leisure'>;
    load = once(async () =>
      (await getCollection(collection)).map((entry) => toGuide(id, entry)).sort(byOrderThenTitle),
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
  return hub ? toInsuranceHub(hub) : undefined;
});

export const getInsuranceSections = once(async () =>
  (await getCollection('insuranceSections')).map((e) => ({ slug: e.id, ...e.data })),
);

export const getInsurancePlans = once(async () => (await getCollection('insurancePlans')).map((e) => e.data));

export const getLeisureActivities = once(async () =>
  (await getCollection('leisure')).map(toActivity).sort(featuredThenTitle),
);

/** A section hub's extra blocks (content/hubs/{id}.yaml); empty when the file is missing. */
export async function getHubExtras(id: SectionId): Promise<HubExtras> {
  const entry = (await getCollection('hubs')).find((e) => e.id === id);
  return entry?.data ?? hubExtrasSchema.parse({}); // every block empty: the schema's defaults
}

/** `getStaticPaths` of the activity pages: each activity with up to 3 related ones (same region or a shared type). */
export async function activityStaticPaths() {
  const activities = await getLeisureActivities();
  const filterable = activities.map((a) => ({
    activity: a,
    slug: a.slug,
    title: a.title,
    types: a.activity_type,
    region: a.region,
    intensity: a.intensity,
    costTier: a.cost_tier,
    featured: a.featured,
  }));
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
  return toGuide('insurance', entry, path);
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
    if (unknown.length)
      throw new Error(
        `content/visa-rules/nationalities.yaml: "${record.id}" names ${unknown.join(', ')}, not in countries.yaml`,
      );
  }
  return records;
});
/** The nationalities the stay calculator offers, by name. */
export const getCountries = once(async () =>
  (await getCollection('countries')).map((e) => e.data).sort((a, b) => a.name.localeCompare(b.name)),
);
/** The stay calculator's wording, by id. */
export const getStayTexts = once(async () =>
  Object.fromEntries((await getCollection('stayTexts')).map((e) => [e.data.id, e.data.text])),
);
