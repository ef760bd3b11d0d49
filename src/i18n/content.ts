/**
 * Translated content: the Thai guides and hub blocks, read once per build and
 * checked for their English originals (staleness.ts); and which pages
 * exist in Thai, for hreflang, the language switch and link marking.
 */
import { existsSync } from 'node:fs';
import { getCollection } from 'astro:content';
import {
  getCountries,
  getGuides,
  getNationalityRecords,
  getRulesFor,
  getStayTexts,
  type GuideSectionId,
} from '../lib/content/content.ts';
import { toGuide } from '../lib/content/records.ts';
import type { Country, HubExtras } from '../lib/content/schemas.ts';
import { sectionById, type Section } from '../lib/site/sections.ts';
import { assertTranslationsCurrent } from './staleness.ts';
import { pathInLocale, type Locale } from './locales.ts';
import { thaiInsurancePagePaths } from './insurance-content.ts';
import type { TranslatedGuide } from './translated-guide.ts';

/** Sections with Thai guides, the collection holding them, and whether their hub lists them in the hub filters (as the English hub does). */
export const thaiSections = [
  { id: 'visa', collection: 'thVisa', filters: true },
  { id: 'business', collection: 'thBusiness', filters: true },
  { id: 'banking', collection: 'thBanking', filters: false },
  { id: 'property', collection: 'thProperty', filters: false },
  { id: 'insurance', collection: 'thInsurance', filters: false },
] as const satisfies readonly { id: GuideSectionId; collection: string; filters: boolean }[];
export type ThaiSectionId = (typeof thaiSections)[number]['id'];

export type { TranslatedGuide } from './translated-guide.ts';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= load());
}

const contentRoot = (process.env.CONTENT_ROOT ?? './content').replace(/\/+$/, '').replace(/^\.\//, '');

/** Every Thai guide of every section, checked: the build stops on an orphaned translation (drift is checked before the build: scripts/lib/translation-drift.ts). */
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
        originalExists: original !== undefined,
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
  const entry = existsSync(`${contentRoot}/th/hubs`)
    ? (await getCollection('thHubs')).find((e) => e.id === id)
    : undefined;
  return (
    entry?.data ?? { highlights: [], related: [], quick_links: [], portals: [], steps: [], faq: [], quiz_notes: {} }
  );
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
  const mismatched = Object.keys(english).filter(
    (id) => id in thai && placeholders(thai[id]) !== placeholders(english[id]),
  );
  if (mismatched.length)
    throw new Error(`${file}: these texts lose or add a {placeholder} of the English text: ${mismatched.join(', ')}.`);
  if (missing.length || extra.length) {
    throw new Error(
      `${file} and ${contentRoot}/visa-rules/stay-texts.yaml must have the same ids.` +
        (missing.length ? ` Missing in Thai: ${missing.join(', ')}.` : '') +
        (extra.length ? ` Not in English: ${extra.join(', ')}.` : ''),
    );
  }
  return thai;
});

/** Pages that exist in Thai whatever the content: the home page, the search page, the calculator and the plan comparator, the contact, thank-you and privacy pages and the hubs of the Thai sections. */
export const thaiFramePages: readonly string[] = [
  '/',
  '/search/',
  '/visa/stay-calculator/',
  '/visa/retirement-money-planner/',
  '/business/tax-residence-days/',
  '/insurance/resources/',
  '/contact/',
  '/contact/book/',
  '/thank-you/',
  '/privacy/',
  ...thaiSections.map((s) => sectionById(s.id).path),
];

/** Throws, naming both files, when a translation's ids are not exactly its English file's. */
function assertSameIds(
  thaiFile: string,
  englishFile: string,
  thaiIds: readonly string[],
  englishIds: readonly string[],
): void {
  const missing = englishIds.filter((id) => !thaiIds.includes(id));
  const extra = thaiIds.filter((id) => !englishIds.includes(id));
  if (missing.length || extra.length) {
    throw new Error(
      `${thaiFile} must have the ids of ${englishFile}.` +
        (missing.length ? ` Missing in Thai: ${missing.join(', ')}.` : '') +
        (extra.length ? ` Not in English: ${extra.join(', ')}.` : ''),
    );
  }
}

/** The tools whose pages exist in Thai: every rule they read has a Thai text. */
const thaiTools = ['stay-calculator', 'retirement-money-planner', 'tax-residence-days'] as const;

/**
 * What the Thai tools' rules and nationality records say, in Thai (content/th/visa-rules/rule-texts.yaml), by
 * record id; undefined when the file is missing. The build fails when an id of a rule a Thai tool reads, or of a
 * nationality record, is missing or when the file names one that does not exist.
 */
export const getThaiRuleTexts = once(async (): Promise<Record<string, string> | undefined> => {
  const file = `${contentRoot}/th/visa-rules/rule-texts.yaml`;
  if (!existsSync(file)) return undefined;
  const entries = (await getCollection('thRuleTexts')).map((e) => e.data);
  const toolRules = await Promise.all(thaiTools.map((tool) => getRulesFor(tool)));
  const englishIds = [...new Set([...toolRules.flat(), ...(await getNationalityRecords())].map((r) => r.id))];
  assertSameIds(
    file,
    `${contentRoot}/visa-rules/rules.yaml (the rules of ${thaiTools.join(', ')}) and nationalities.yaml`,
    entries.map((e) => e.id),
    englishIds,
  );
  return Object.fromEntries(entries.map((e) => [e.id, e.says]));
});

/** The Thai descriptions of the rules' and nationality records' sources (the `source` of rule-texts.yaml), by id. */
export const getThaiRuleSources = once(async (): Promise<Record<string, string>> => {
  if (!(await getThaiRuleTexts())) return {};
  const entries = (await getCollection('thRuleTexts')).map((e) => e.data);
  return Object.fromEntries(entries.flatMap((e) => (e.source ? [[e.id, e.source]] : [])));
});

/**
 * What the plan comparator's rules say, in Thai (content/th/visa-rules/comparator-rule-texts.yaml), by record id;
 * undefined when the file is missing. The build fails unless its ids are exactly the comparator's rules'.
 */
export const getThaiComparatorRuleTexts = once(async (): Promise<Record<string, string> | undefined> => {
  const file = `${contentRoot}/th/visa-rules/comparator-rule-texts.yaml`;
  if (!existsSync(file)) return undefined;
  const entries = (await getCollection('thComparatorRuleTexts')).map((e) => e.data);
  const englishIds = (await getRulesFor('plan-comparator')).map((r) => r.id);
  assertSameIds(
    file,
    `${contentRoot}/visa-rules/rules.yaml (the plan comparator's)`,
    entries.map((e) => e.id),
    englishIds,
  );
  return Object.fromEntries(entries.map((e) => [e.id, e.says]));
});

/** The nationalities' names in Thai (content/th/visa-rules/countries.yaml), or undefined when the file is missing; the same ids as the English list. */
export const getThaiCountries = once(async (): Promise<Country[] | undefined> => {
  const file = `${contentRoot}/th/visa-rules/countries.yaml`;
  if (!existsSync(file)) return undefined;
  const thai = (await getCollection('thCountries')).map((e) => e.data);
  assertSameIds(
    file,
    `${contentRoot}/visa-rules/countries.yaml`,
    thai.map((c) => c.id),
    (await getCountries()).map((c) => c.id),
  );
  return thai;
});

/** The unprefixed paths ("/visa/dtv/") that exist in `locale`. English has every page: undefined means "all". */
const getThaiPaths = once(
  async (): Promise<ReadonlySet<string>> =>
    new Set([
      ...thaiFramePages,
      ...(await getAllThaiGuides()).map((g) => g.original.path),
      ...(await thaiInsurancePagePaths()),
    ]),
);

export async function pagesIn(locale: Locale): Promise<ReadonlySet<string> | undefined> {
  return locale === 'th' ? getThaiPaths() : undefined;
}
