/**
 * Translated content: the Thai guides and hub blocks, read once per build and
 * checked against their English originals (staleness.ts); and which pages
 * exist in Thai, for hreflang, the language switch and link marking.
 */
import { existsSync } from 'node:fs';
import { getCollection } from 'astro:content';
import { getGuides, getStayTexts, type Guide, type GuideSectionId } from '../lib/content/content.ts';
import { toGuide } from '../lib/content/records.ts';
import type { HubExtras } from '../lib/content/schemas.ts';
import { reviewedOn } from '../lib/content/guide-card.ts';
import { sectionById, type Section } from '../lib/site/sections.ts';
import { assertTranslationsCurrent } from './staleness.ts';
import { pathInLocale, type Locale } from './locales.ts';

/** Sections with Thai guides, the collection holding them, and whether their hub is in Thai. */
export const thaiSections = [
  { id: 'visa', collection: 'thVisa' },
  { id: 'business', collection: 'thBusiness' },
  { id: 'banking', collection: 'thBanking' },
  { id: 'property', collection: 'thProperty' },
] as const satisfies readonly { id: GuideSectionId; collection: string }[];
export type ThaiSectionId = (typeof thaiSections)[number]['id'];

/** A Thai guide: the guide record at its Thai path, with the date of the English version it renders. */
export type TranslatedGuide = Guide & { translatedFrom: Date; original: Guide };

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= load());
}

const contentRoot = (process.env.CONTENT_ROOT ?? './content').replace(/\/+$/, '').replace(/^\.\//, '');

/** Every Thai guide of every section, checked: the build stops on a stale or orphaned translation. */
const getAllThaiGuides = once(async (): Promise<TranslatedGuide[]> => {
  const all: TranslatedGuide[] = [];
  const pairs = [];
  for (const { id, collection } of thaiSections) {
    const section = sectionById(id) as Section & { id: GuideSectionId };
    const english = await getGuides(id);
    // No folder, no translations (and no warning about an empty collection).
    if (!existsSync(`${contentRoot}/th/${section.contentFolder}`)) continue;
    const entries = await getCollection(collection);
    for (const entry of entries) {
      const original = english.find((g) => g.slug === entry.id);
      pairs.push({
        translationFile: `${contentRoot}/th/${section.contentFolder}/${entry.id}.md`,
        originalFile: `${contentRoot}/${section.contentFolder}/${entry.id}.md`,
        translatedFrom: entry.data.translated_from,
        originalReviewed: original ? reviewedOn(original) : undefined,
      });
      if (!original) continue;
      const guide = toGuide(id, entry, pathInLocale('th', section.guidePath(entry.id)));
      all.push({ ...guide, translatedFrom: entry.data.translated_from, original });
    }
  }
  assertTranslationsCurrent(pairs);
  // Hub order: the English guides' order.
  return all.sort((a, b) => a.original.order - b.original.order || a.original.title.localeCompare(b.original.title));
});

/** A section's Thai guides in hub order (the English guides' order). */
export async function getThaiGuides(id: ThaiSectionId): Promise<TranslatedGuide[]> {
  return (await getAllThaiGuides()).filter((g) => g.section === id);
}

export async function thaiGuideStaticPaths(id: ThaiSectionId) {
  return (await getThaiGuides(id)).map((guide) => ({ params: { slug: guide.slug }, props: { guide } }));
}

/** A section hub's Thai blocks (content/th/hubs/{id}.yaml); empty when the file is missing. */
export async function getThaiHubExtras(id: ThaiSectionId): Promise<HubExtras> {
  const entry = existsSync(`${contentRoot}/th/hubs`) ? (await getCollection('thHubs')).find((e) => e.id === id) : undefined;
  return entry?.data ?? { highlights: [], related: [], quick_links: [], portals: [], steps: [], faq: [], quiz_notes: {} };
}

/**
 * The stay calculator's words in Thai (content/th/visa-rules/stay-texts.yaml), or undefined when the file is
 * missing. The build fails when its ids differ from the English file's, so no result ever shows a bare id.
 */
export const getThaiStayTexts = once(async (): Promise<Record<string, string> | undefined> => {
  const file = `${contentRoot}/th/visa-rules/stay-texts.yaml`;
  if (!existsSync(file)) return undefined;
  const thai = Object.fromEntries((await getCollection('thStayTexts')).map((e) => [e.data.id, e.data.text]));
  const english = await getStayTexts();
  const missing = Object.keys(english).filter((id) => !(id in thai));
  const extra = Object.keys(thai).filter((id) => !(id in english));
  const placeholders = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  const mismatched = Object.keys(english).filter((id) => id in thai && placeholders(thai[id]) !== placeholders(english[id]));
  if (mismatched.length) throw new Error(`${file}: these texts lose or add a {placeholder} of the English text: ${mismatched.join(', ')}.`);
  if (missing.length || extra.length) {
    throw new Error(
      `${file} and ${contentRoot}/visa-rules/stay-texts.yaml must have the same ids.` +
        (missing.length ? ` Missing in Thai: ${missing.join(', ')}.` : '') +
        (extra.length ? ` Not in English: ${extra.join(', ')}.` : ''),
    );
  }
  return thai;
});

/** Pages that exist in Thai whatever the content: the home page, the search page and the hubs of the Thai sections. */
const thaiFramePages: readonly string[] = ['/', '/search/', '/visa/stay-calculator/', ...thaiSections.map((s) => sectionById(s.id).path)];

/** The unprefixed paths ("/visa/dtv/") that exist in `locale`. English has every page: undefined means "all". */
const getThaiPaths = once(async (): Promise<ReadonlySet<string>> => new Set([...thaiFramePages, ...(await getAllThaiGuides()).map((g) => g.original.path)]));

export async function pagesIn(locale: Locale): Promise<ReadonlySet<string> | undefined> {
  return locale === 'th' ? getThaiPaths() : undefined;
}
