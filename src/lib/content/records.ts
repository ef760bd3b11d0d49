/**
 * The plain records pages, islands and JSON indices use, mapped from the
 * collections' entries. Every record's type is derived from its zod schema
 * (src/lib/content/schemas.ts) through the mapping below, never written by
 * hand. Pure: nothing of Astro at run time (only the ImageMetadata type), so
 * the JSON builders (api-shapes.ts) and tests use these records without the
 * content queries (content.ts), which import this module and not the builders.
 */
import type { ImageMetadata } from 'astro';
import { sanitizeContentHtml } from './sanitize.ts';
import { readingTime } from './reading-time.ts';
import { paths } from '../site/routes.ts';
import { isoDate } from '../shared/format.ts';
import { sectionById, type SectionId } from '../site/sections.ts';
import type {
  BankingArticleFrontmatter,
  GuideFrontmatter,
  HubGuideFrontmatter,
  InsuranceArticleFrontmatter,
  InsuranceHubFrontmatter,
  LeisureActivityFrontmatter,
  NewsFrontmatter,
  PropertyArticleFrontmatter,
} from './schemas.ts';

/** A collection entry as the loaders give it: its id (the file name), its validated data and its rendered HTML. */
interface Entry<Data> {
  id: string;
  data: Data;
  rendered?: { html: string };
}

const htmlOf = (entry: { rendered?: { html: string } }) => sanitizeContentHtml(entry.rendered?.html ?? '');

/** A news post's frontmatter as the build gives it: the hero image resolved by Astro's image pipeline. */
type NewsData = NewsFrontmatter<ImageMetadata>;

/** A published news post: its frontmatter with the defaults filled, its path, reading time and sanitised HTML. */
export function toNewsPost(entry: Entry<NewsData>) {
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
    path: paths.newsPost(isoDate(d.date), entry.id),
    html: htmlOf(entry),
    heroImage: d.hero_image,
    heroAlt: d.hero_alt,
    expires: d.expires,
  };
}
export type NewsPost = ReturnType<typeof toNewsPost>;

/** Sections whose guides are Markdown articles (leisure activities have their own shape). */
export type GuideSectionId = Exclude<SectionId, 'leisure'>;

/** Each section's frontmatter, as its collection's schema types it. */
interface GuideFrontmatterBySection {
  visa: HubGuideFrontmatter;
  business: HubGuideFrontmatter;
  property: PropertyArticleFrontmatter;
  banking: BankingArticleFrontmatter;
  insurance: InsuranceArticleFrontmatter;
}

/**
 * What toGuide reads of any section's frontmatter: the shared fields, and every
 * field some section adds, optional (a section's schema may not have it).
 */
type AnyGuideFrontmatter = GuideFrontmatter &
  Partial<HubGuideFrontmatter & PropertyArticleFrontmatter & BankingArticleFrontmatter & InsuranceArticleFrontmatter>;

/**
 * A guide of any section, as pages, hubs and JSON indices use it: its
 * frontmatter plus the section, slug, path and HTML, with description and
 * summary both filled (each falls back on the other) and the hub order defaulted.
 */
export function toGuide(
  section: GuideSectionId,
  entry: Entry<GuideFrontmatterBySection[GuideSectionId]>,
  path = sectionById(section).guidePath(entry.id),
) {
  const d: AnyGuideFrontmatter = entry.data;
  return {
    ...d,
    section,
    slug: entry.id,
    path,
    order: d.order ?? 100,
    description: d.description ?? d.summary ?? '',
    summary: d.summary ?? d.description ?? '',
    purpose: d.purpose ?? [],
    html: htmlOf(entry),
  };
}
export type Guide = ReturnType<typeof toGuide>;

/** Hubs list by the editors' `order`, then alphabetically. */
export function byOrderThenTitle(a: { order: number; title: string }, b: { order: number; title: string }): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}

/** A leisure activity: its frontmatter, slug, path and sanitised HTML. */
export function toActivity(entry: Entry<LeisureActivityFrontmatter>) {
  return { slug: entry.id, path: paths.leisureActivity(entry.id), ...entry.data, html: htmlOf(entry) };
}
export type Activity = ReturnType<typeof toActivity>;

/** Featured activities first, then alphabetically. */
export function featuredThenTitle(
  a: Pick<Activity, 'featured' | 'title'>,
  b: Pick<Activity, 'featured' | 'title'>,
): number {
  return Number(b.featured) - Number(a.featured) || a.title.localeCompare(b.title);
}

/** The insurance hub's own text (slug "index"). */
export function toInsuranceHub(entry: Entry<InsuranceHubFrontmatter>) {
  const { title, summary, seo } = entry.data;
  return { slug: 'index', title, summary, seo, path: paths.insurance(), html: htmlOf(entry) };
}
export type InsuranceHub = ReturnType<typeof toInsuranceHub>;
