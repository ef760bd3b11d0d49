/**
 * Every content collection and its schema, in one place.
 *
 * Editors write Markdown (or YAML for structured data) under `content/`; the
 * build validates each entry against the schema here and fails with the file
 * and the field when an entry is wrong. Types elsewhere come from these
 * schemas through `z.infer` (see src/lib/content/schemas.ts), never by hand.
 */
import { existsSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import type { z } from 'zod';
import {
  sourceSchema,
  seoSchema,
  newsSchema,
  hubGuideSchema,
  propertyArticleSchema,
  bankingArticleSchema,
  leisureActivitySchema,
  insuranceArticleSchema,
  hubExtrasSchema,
  bankSchema,
  stayRuleSchema,
  nationalityRecordSchema,
  countrySchema,
  stayTextSchema,
  ruleTextSchema,
  insuranceHubSchema,
  insuranceSectionSchema,
  insurancePlanSchema,
  translatedGuideSchema,
  translatedHubSchema,
  translatedInsuranceHubSchema,
} from './lib/content/schemas.ts';

/**
 * Where content lives: `content/` unless CONTENT_ROOT says otherwise (tests
 * build fixture trees; the scale benchmark points NEWS_CONTENT_DIR at
 * generated posts).
 */
const contentRoot = (process.env.CONTENT_ROOT ?? './content').replace(/\/+$/, '');

/** Markdown files under {root}/{folder}; the entry id is the file name without `.md`. */
const markdownIn = (folder: string, options: { retainBody?: boolean } = {}) =>
  glob({ base: `${contentRoot}/${folder}`, pattern: ['**/*.md', '!**/_*.md'], ...options });

/**
 * Translations: content/{locale}/{section}/{slug}.md with the English guide's
 * fields plus `translated_from` (the English guide's review date it was made
 * from) and `translation_stamp` (the English it was made from, checked before
 * the build: scripts/lib/translation-drift.ts), and content/{locale}/hubs/{section}.yaml. A folder that does not
 * exist yet gives an empty collection: a page exists in a language only when
 * its file does (`absent` is the loader that then loads nothing).
 */
const absent = (name: string) => ({ name, load: async () => {} });
const markdownInIfPresent = (folder: string) =>
  existsSync(`${contentRoot}/${folder}`) ? markdownIn(folder) : absent('absent-folder');
/** Files matching a pattern directly in {root}/{folder}, or none while the folder does not exist. */
const filesInIfPresent = (folder: string, pattern: string) =>
  existsSync(`${contentRoot}/${folder}`)
    ? glob({ base: `${contentRoot}/${folder}`, pattern })
    : absent('absent-folder');
/** A file that may not exist yet: absent, its collection is empty. */
const fileIfPresent = (path: string) => (existsSync(path) ? file(path) : absent('absent-file'));

/** A section's guides in Thai: the English guide's schema plus the translation fields. */
const translatedGuides = <T extends z.ZodType>(folder: string, schema: T) =>
  defineCollection({ loader: markdownInIfPresent(folder), schema: translatedGuideSchema(schema) });
const thVisa = translatedGuides('th/visa', hubGuideSchema);
const thBusiness = translatedGuides('th/business', hubGuideSchema);
const thProperty = translatedGuides('th/property', propertyArticleSchema);
const thBanking = translatedGuides('th/banking', bankingArticleSchema);
/** The insurance articles, the pages beside them (the official resources page) and the hub's own text, in Thai. */
const thInsurance = translatedGuides('th/insurance/articles', insuranceArticleSchema);
const thInsurancePages = defineCollection({
  loader: filesInIfPresent('th/insurance', '*.md'),
  schema: translatedGuideSchema(insuranceArticleSchema),
});
const thInsuranceHub = defineCollection({
  loader: markdownInIfPresent('th/insurance/hub'),
  schema: translatedInsuranceHubSchema,
});
const thHubs = defineCollection({ loader: filesInIfPresent('th/hubs', '*.{yaml,yml}'), schema: translatedHubSchema });

/** The stay calculator's words in Thai (the same ids as content/visa-rules/stay-texts.yaml). */
const thStayTexts = defineCollection({
  loader: fileIfPresent(`${contentRoot}/th/visa-rules/stay-texts.yaml`),
  schema: stayTextSchema,
});
/** What the stay calculator's rules and nationality records say, and the nationalities' names, in Thai (the English files' ids). */
const thRuleTexts = defineCollection({
  loader: fileIfPresent(`${contentRoot}/th/visa-rules/rule-texts.yaml`),
  schema: ruleTextSchema,
});
/** What the plan comparator's rules say, in Thai (the ids of the English rules with `tools: [plan-comparator]`). */
const thComparatorRuleTexts = defineCollection({
  loader: fileIfPresent(`${contentRoot}/th/visa-rules/comparator-rule-texts.yaml`),
  schema: ruleTextSchema,
});
const thCountries = defineCollection({
  loader: fileIfPresent(`${contentRoot}/th/visa-rules/countries.yaml`),
  schema: countrySchema,
});

const news = defineCollection({
  // Posts can number tens of thousands: keep only the rendered HTML in the
  // bundled content store (reading time is counted from it), not the raw body too.
  loader: markdownIn(process.env.NEWS_CONTENT_DIR ?? 'news', { retainBody: false }),
  // The optional hero image goes through Astro's image pipeline (`image()` resolves the file beside the post).
  schema: ({ image }) => newsSchema(image()),
});

const visa = defineCollection({ loader: markdownIn('visa'), schema: hubGuideSchema });
const business = defineCollection({ loader: markdownIn('business'), schema: hubGuideSchema });
const property = defineCollection({ loader: markdownIn('property'), schema: propertyArticleSchema });
const banking = defineCollection({ loader: markdownIn('banking'), schema: bankingArticleSchema });
const leisure = defineCollection({ loader: markdownIn('leisure'), schema: leisureActivitySchema });
const insuranceArticles = defineCollection({
  loader: markdownIn('insurance/articles'),
  schema: insuranceArticleSchema,
});
/** Insurance pages outside the article list: content/insurance/{slug}.md (the official resources page). */
const insurancePages = defineCollection({
  loader: glob({ base: `${contentRoot}/insurance`, pattern: '*.md' }),
  schema: insuranceArticleSchema,
});
const insuranceHub = defineCollection({ loader: markdownIn('insurance/hub'), schema: insuranceHubSchema });
const insuranceSections = defineCollection({
  loader: glob({ base: `${contentRoot}/insurance/sections`, pattern: '*.{yaml,yml}' }),
  schema: insuranceSectionSchema,
});
/** Per-section hub blocks: content/hubs/{section id}.yaml. */
const hubs = defineCollection({
  loader: glob({ base: `${contentRoot}/hubs`, pattern: '*.{yaml,yml}' }),
  schema: hubExtrasSchema,
});
/** The six major banks' reference cards on the banking hub and in the bank directory. */
const banks = defineCollection({ loader: file(`${contentRoot}/banking/banks.yaml`), schema: bankSchema });
/** The dated rules of the stay and reporting calculator. */
const stayRules = defineCollection({ loader: file(`${contentRoot}/visa-rules/rules.yaml`), schema: stayRuleSchema });
/** The stay calculator's nationality records, the nationalities it offers and its wording (passed to the island as props). */
const nationalityRecords = defineCollection({
  loader: file(`${contentRoot}/visa-rules/nationalities.yaml`),
  schema: nationalityRecordSchema,
});
const countries = defineCollection({ loader: file(`${contentRoot}/visa-rules/countries.yaml`), schema: countrySchema });
const stayTexts = defineCollection({
  loader: file(`${contentRoot}/visa-rules/stay-texts.yaml`),
  schema: stayTextSchema,
});
const insurancePlans = defineCollection({
  loader: file(`${contentRoot}/insurance/plans.yaml`),
  schema: insurancePlanSchema,
});

// Re-exported so a reader of this file sees the shared pieces too.
export { sourceSchema, seoSchema };

export const collections = {
  stayRules,
  nationalityRecords,
  countries,
  stayTexts,
  hubs,
  banks,
  news,
  visa,
  business,
  property,
  banking,
  leisure,
  insuranceArticles,
  insurancePages,
  insuranceHub,
  insuranceSections,
  insurancePlans,
  thVisa,
  thBusiness,
  thProperty,
  thBanking,
  thInsurance,
  thInsurancePages,
  thInsuranceHub,
  thHubs,
  thStayTexts,
  thRuleTexts,
  thComparatorRuleTexts,
  thCountries,
};
