/**
 * The insurance section's Thai pages outside its article list: the hub's own text
 * (content/th/insurance/hub/index.md) and the official resources page
 * (content/th/insurance/official.md). Each exists in Thai only when its file does;
 * a Thai file whose English original is gone stops the build, as a Thai guide does.
 */
import { existsSync } from 'node:fs';
import { getCollection } from 'astro:content';
import { getInsurancePage } from '../lib/content/content.ts';
import { toGuide, toInsuranceHub } from '../lib/content/records.ts';
import { assertTranslationsCurrent } from './staleness.ts';
import { pathInLocale } from './locales.ts';
import type { TranslatedGuide } from './translated-guide.ts';

const contentRoot = (process.env.CONTENT_ROOT ?? './content').replace(/\/+$/, '').replace(/^\.\//, '');

/** The insurance pages beside the articles that may have a Thai version: content/insurance/{slug}.md at its English path. */
export const insurancePagesInThai = [{ slug: 'official', path: '/insurance/resources/official/' }] as const;
export type InsurancePageSlug = (typeof insurancePagesInThai)[number]['slug'];

const thaiPageEntries = async () =>
  existsSync(`${contentRoot}/th/insurance`) ? await getCollection('thInsurancePages') : [];

/** An insurance page in Thai at /th/{its English path}, or undefined when it has no Thai file. */
export async function getThaiInsurancePage(slug: InsurancePageSlug): Promise<TranslatedGuide | undefined> {
  const entry = (await thaiPageEntries()).find((e) => e.id === slug);
  const englishFile = `${contentRoot}/insurance/${slug}.md`;
  assertTranslationsCurrent(
    entry
      ? [
          {
            translationFile: `${contentRoot}/th/insurance/${slug}.md`,
            originalFile: englishFile,
            originalExists: existsSync(englishFile),
          },
        ]
      : [],
  );
  if (!entry) return undefined;
  const englishPath = insurancePagesInThai.find((p) => p.slug === slug)?.path ?? `/insurance/${slug}/`;
  const original = await getInsurancePage(slug, englishPath);
  return {
    ...toGuide('insurance', entry, pathInLocale('th', englishPath)),
    translatedFrom: entry.data.translated_from,
    original,
  };
}

/** The English paths of the insurance pages that exist in Thai (for hreflang, the language switch and link marking). */
export async function thaiInsurancePagePaths(): Promise<string[]> {
  const slugs = new Set((await thaiPageEntries()).map((e) => e.id));
  return insurancePagesInThai.filter((p) => slugs.has(p.slug)).map((p) => p.path);
}

/** The insurance hub's own text in Thai (title, summary, description, body), or undefined when it has no Thai file. */
export async function getThaiInsuranceHub() {
  if (!existsSync(`${contentRoot}/th/insurance/hub`)) return undefined;
  const entry = (await getCollection('thInsuranceHub')).find((e) => e.id === 'index');
  if (!entry) return undefined;
  assertTranslationsCurrent([
    {
      translationFile: `${contentRoot}/th/insurance/hub/index.md`,
      originalFile: `${contentRoot}/insurance/hub/index.md`,
      originalExists: existsSync(`${contentRoot}/insurance/hub/index.md`),
    },
  ]);
  return { ...toInsuranceHub(entry), path: pathInLocale('th', '/insurance/') };
}
