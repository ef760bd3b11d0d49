/**
 * Field schemas for every content collection.
 *
 * Kept in src/lib with plain zod (the project imports zod as `zod` everywhere;
 * `astro/zod` re-exports the same package) so pure logic, islands and tests
 * share the exact types the build validates (`z.infer`), without importing
 * Astro: islands import this module's types only (`import type`), which keeps
 * zod out of their bundles. src/content.config.ts wraps these into collections.
 */
import { z } from 'zod';
// The leisure value lists live in a zod-free module: the browser's leisure filters read them too.
import { costTiers, leisureIntensities, leisureRegions, leisureTypes } from '../leisure/values.ts';
import { isOfficialSource } from './source-kind.ts';
import { isoDate } from '../shared/format.ts';
// The nationality classes too: the stay calculator ranks them in the browser.
import { allowanceClasses } from './nationality-classes.ts';

// Here, not beside the allowances: the stay calculator's island imports those, and a spread at module level stays in
// its bundle even unused.
const nationalityClasses = [...allowanceClasses, 'extension-7'] as const;

const noOfficialSource = 'name at least one official source: a Thai government page or mission, a public body, or the institution itself (src/lib/content/source-kind.ts lists them)';

const yyyyMmDd = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day. YAML gives unquoted dates as Date objects, JSON and quoted
 * YAML as strings: accept a Date or a YYYY-MM-DD string (read as UTC
 * midnight), keep a Date. Any other string is refused rather than guessed
 * (JavaScript would read "1 May" as 1 May 2001).
 */
export const dateField = z.preprocess(
  (value) => (typeof value === 'string' ? dayFrom(value) : value),
  z.date({ error: 'must be a date written as YYYY-MM-DD' }),
);

/** UTC midnight of a YYYY-MM-DD day that exists (not 2025-02-30, which Date would roll into March); else the string as it was. */
function dayFrom(text: string): Date | string {
  if (!yyyyMmDd.test(text)) return text;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === text ? date : text;
}

/** A reference to where a fact comes from. Official Thai sources first. */
export const sourceSchema = z.object({
  title: z.string().trim().min(3, 'source title is required'),
  url: z.url({ protocol: /^https?$/, error: 'source url must be an absolute http(s) URL' }),
  /** When the source page was read or published. */
  date: dateField.optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/**
 * A dated statement: the day it stops being true (a rate confirmed "until 30 September" stops on 1 October), what it
 * covers in the editor's words, the heading it sits under (the id in the page address after #; the note goes at the
 * top without one) and where the follow-up is, once there is one. From that day the page shows a note and
 * `npm run content:stale` lists it, until an editor rewrites the statement and removes or moves the entry.
 */
export const expiringStatementSchema = z.object({
  date: dateField.describe('The first day the statement may no longer be true (a rate confirmed until 30 September: 1 October).'),
  covers: z
    .string()
    .trim()
    .min(3, 'say what the statement covers, e.g. "the 7 % VAT rate"')
    .max(160, 'keep what it covers under 160 characters')
    .describe('What the statement is about, in a few words: "the 7 % VAT rate". The note on the page quotes it.'),
  section: z
    .string()
    .trim()
    // Empty is allowed and means none: the CMS may save an optional text it left blank as "".
    .regex(/^[^\s#]*$/, 'a heading id as the page address writes it after #, without the #')
    .optional()
    .describe('The id of the heading the statement sits under (the part of the address after #). Empty: the note goes at the top.'),
  update: z
    .string()
    .trim()
    .regex(/^(\/\S*|#\S+|https:\/\/\S+)?$/, 'a path on this site (/news/...), a #heading of this page or an https:// address')
    .optional()
    .describe('Where the follow-up is, once there is one: a path on this site, a #heading of this page or an https:// address.'),
});
export type ExpiringStatement = z.infer<typeof expiringStatementSchema>;
/** Every content kind that can carry dated statements takes the same list. */
const expiresField = z
  .array(expiringStatementSchema)
  // Optional rather than defaulted: most entries have none, and records and test entries need not spell out [].
  .optional()
  .describe('Statements that stop being true on a date. From that date the page shows a note and content:stale lists it, until the text is updated and the entry removed or moved.');

export const seoSchema = z.object({
  title: z.string().trim().min(5).max(70, 'seo.title: keep it under 70 characters').optional(),
  description: z.string().trim().min(20).max(170, 'seo.description: keep it under 170 characters').optional(),
  keywords: z.array(z.string()).optional(),
});

const slugText = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and single hyphens');

export const newsFields = {
  title: z.string().trim().min(5),
  /** Publication date; the post's URL is /news/{date}/{slug}/. */
  date: dateField,
  /** A category id from src/lib/news-categories.ts; unknown ids show as general. */
  category: slugText,
  tags: z.array(z.string().trim().min(1)).default([]),
  summary: z.string().trim().min(20),
  excerpt: z.string().trim().optional(),
  /** Minutes; computed from the body when absent. */
  read_time: z.number().int().positive().optional(),
  author: z.string().default('Editorial Team'),
  last_reviewed: dateField.optional(),
  sources: z.array(sourceSchema).default([]),
  seo: seoSchema.default({}),
  draft: z.boolean().default(false),
  expires: expiresField,
};

export const heroAltRequired = 'hero_alt is required when hero_image is set (describe the picture for screen readers)';

/**
 * A news post's frontmatter. The hero image's field schema comes from Astro's
 * schema context (`image()`, which resolves the file beside the post), so the
 * collection passes it in; tests pass any schema that accepts a value.
 */
export const newsSchema = <Image extends z.ZodType>(image: Image) =>
  z
    .object({
      ...newsFields,
      /** Optional hero image, stored beside the post; goes through Astro's image pipeline. */
      hero_image: image.optional(),
      hero_alt: z.string().optional(),
    })
    .refine((p) => !p.hero_image || (p.hero_alt && p.hero_alt.trim().length > 0), {
      message: heroAltRequired,
      path: ['hero_alt'],
    });

/** Fields every guide shares, whatever its section: what it is, where it comes from, when it was checked. */
export const guideBaseSchema = z.object({
  title: z.string().trim().min(5),
  sources: z
    .array(sourceSchema)
    // abort: an empty list gets this one message, not the official-source one too.
    .min(1, { error: 'a guide names at least one official source', abort: true })
    .refine((sources) => sources.some((s) => isOfficialSource(s.url)), noOfficialSource),
  last_reviewed: dateField,
  seo: seoSchema.default({}),
  /** Sort order on hubs; lower first. */
  order: z.number().int().optional(),
  expires: expiresField,
});

/** Visa and business guides: listed on hubs that filter by category and purpose. */
export const hubGuideSchema = guideBaseSchema.extend({
  description: z.string().trim().min(20),
  /** Visa: Tourism, Work/Business, Long-term (others get a default icon). Business: Getting Started, Foreign Investment, Tax & Compliance, HR & Employment, Information. */
  category: z.string().trim().min(2),
  purpose: z.array(z.string().trim().min(1)).min(1, 'name at least one purpose'),
  /** A procedure the guide walks through, published as HowTo structured data. */
  howto: z
    .object({
      /** ISO 8601 duration of the whole procedure, e.g. P30D. */
      total_time: z.string().regex(/^P(\d+[YMWD])+(T(\d+[HMS])+)?$/, 'an ISO 8601 duration such as P30D'),
      cost: z.object({ currency: z.string().length(3, 'a 3-letter currency code such as THB'), min: z.number().nonnegative(), max: z.number().nonnegative() }),
      steps: z.array(z.object({ name: z.string().trim().min(3), text: z.string().trim().min(10) })).min(2),
    })
    .optional(),
});

export const propertyArticleSchema = guideBaseSchema.extend({
  summary: z.string().trim().min(20),
  date: dateField.optional(),
});

export const bankingArticleSchema = guideBaseSchema
  .extend({
    description: z.string().trim().min(20).optional(),
    summary: z.string().trim().min(20).optional(),
    /** When the article's figures were last updated. */
    updated: dateField,
  })
  .refine((a) => a.description || a.summary, { message: 'give a description or a summary', path: ['description'] });

export const insuranceArticleSchema = guideBaseSchema.extend({
  summary: z.string().trim().min(20),
  date: dateField,
});

const costTier = z.enum(costTiers);

export const leisureActivityFields = {
  title: z.string().trim().min(5),
  summary: z.string().trim().min(20),
  activity_type: z.array(z.enum(leisureTypes)).min(1),
  region: z.enum(leisureRegions),
  intensity: z.enum(leisureIntensities),
  cost_tier: costTier,
  cost_range: z.string(),
  duration: z.string(),
  featured: z.boolean().default(false),
  images: z.array(z.object({ src: z.string(), alt: z.string() })).default([]),
  best_season: z.string(),
  age: z.string(),
  access: z.string(),
  difficulty: z.string(),
  steps: z.array(z.object({ step_title: z.string(), step_note: z.string() })).default([]),
  costs: z.array(z.object({ cost_item: z.string(), THB: z.string(), notes: z.string().default('') })).default([]),
  pitfalls: z.array(z.object({ risk: z.string(), avoid: z.string() })).default([]),
  gear: z.array(z.string()).default([]),
  booking_url: z.url().optional(),
  map_url: z.url().optional(),
  address: z.string().optional(),
  sources: z
    .array(z.object({ source_name: z.string(), source_url: z.url() }))
    .min(1, { error: 'an activity names at least one official source', abort: true })
    .refine((sources) => sources.some((s) => isOfficialSource(s.source_url)), noOfficialSource),
  last_reviewed: dateField,
  expires: expiresField,
};
export const leisureActivitySchema = z.object(leisureActivityFields);

/**
 * What a section hub shows besides its cards (content/hubs/{section}.yaml):
 * quick links, official portals, a numbered process and an FAQ.
 */
export const hubExtrasSchema = z.object({
  /** Key facts at a glance, each naming its source. */
  highlights: z.array(z.object({ text: z.string().trim().min(10), source: z.string().trim().min(3), href: z.string().regex(/^\//, 'a path on this site') })).default([]),
  /** Related guides in other sections. */
  related: z.array(z.object({ label: z.string().trim().min(2), href: z.string().regex(/^\//, 'a path on this site') })).default([]),
  quick_links: z.array(z.object({ label: z.string().trim().min(2), href: z.string().regex(/^\//, 'a path on this site') })).default([]),
  portals: z
    .array(z.object({ name: z.string().trim().min(2), url: z.url({ protocol: /^https$/, error: 'portal url must be https' }), purpose: z.string().trim().min(10) }))
    .default([]),
  steps: z
    .array(z.object({ title: z.string().trim().min(2), href: z.string().regex(/^\//, 'a path on this site'), description: z.string().trim().min(10) }))
    .default([]),
  faq: z.array(z.object({ question: z.string().trim().min(10), answer: z.string().trim().min(20) })).default([]),
  /** The visa quiz's one follow-up line under a result, by purpose (see quizNoteFor in src/lib/visa/quiz.ts). */
  quiz_notes: z
    .partialRecord(
      z.enum(['tourism', 'work', 'study', 'retirement', 'family']),
      z.object({ text: z.string().trim().min(10), link: z.string().trim().min(2), href: z.string().regex(/^\//, 'a path on this site') }),
    )
    .default({}),
});
export type HubExtras = z.infer<typeof hubExtrasSchema>;

/** A major bank's reference card on the banking hub (content/banking/banks.yaml). */
export const bankSchema = z.object({
  id: slugText,
  name: z.string().trim().min(2),
  swift: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a SWIFT/BIC code: 8 or 11 letters and digits'),
  note: z.string().trim().min(20),
  /** The English-support or call-centre number exactly as the bank publishes it. */
  phone: z.string().regex(/^[0-9+][0-9 -]{3,}$/, 'a phone number as the bank writes it'),
  phone_from_abroad: z.string().regex(/^\+[0-9 -]{6,}$/).optional(),
  /** The page that states the number. */
  phone_source_url: z.url({ protocol: /^https?$/ }),
  website: z.url({ protocol: /^https$/ }),
  last_checked: dateField,
});
export type Bank = z.infer<typeof bankSchema>;

/** A short content hash: the first 16 hex digits of a SHA-256 (src/lib/content/translation-stamp.ts). */
const contentHash = z.string().regex(/^[0-9a-f]{16}$/, 'a hash written by npm run translations:stamp (16 hex digits)');

/**
 * What a translation was made from (written by `npm run translations:stamp`, never by hand): a hash of the English
 * body and of each English front-matter field. The build compares them with the English today.
 */
export const translationStampSchema = z.object({ english_body: contentHash, english_fields: z.record(z.string(), contentHash) });
export type TranslationStamp = z.infer<typeof translationStampSchema>;

/**
 * A translated guide (content/{locale}/{section}/{slug}.md): the English guide's fields plus `translated_from`, the
 * English guide's review date it was made from, and `translation_stamp` (optional here so that a new translation
 * saved in the editor validates; the build's drift check fails, naming the file, until it is stamped).
 */
export const translatedGuideSchema = <T extends z.ZodType>(schema: T) =>
  schema.and(z.object({ translated_from: dateField, translation_stamp: translationStampSchema.optional() }));

/** A section hub's blocks in Thai (content/th/hubs/{section}.yaml): the English file's keys plus its stamp. */
export const translatedHubSchema = hubExtrasSchema.extend({ translation_stamp: translationStampSchema.optional() });

/** The tools that read dated rule records; a record names the tools that use it. */
export const ruleTools = ['stay-calculator', 'retirement-money-planner', 'tax-residence-days', 'plan-comparator'] as const;
export type RuleTool = (typeof ruleTools)[number];

/** One dated rule a tool reads (content/visa-rules/rules.yaml). */
export const stayRuleSchema = z.object({
  id: slugText,
  /** Which tools read this record (and list it under "the rules behind the dates"). */
  tools: z.array(z.enum(ruleTools)).min(1).default(['stay-calculator']),
  says: z.string().trim().min(10),
  /** The rule's figures, by name (stay_days, fee_thb, ...). */
  values: z.record(z.string(), z.number()),
  status: z.enum(['in-force', 'approved', 'proposed']),
  /** When it takes effect: a date, or "not yet known". */
  effective: z.union([dateField, z.literal('not yet known')], { error: 'a date written as YYYY-MM-DD, or "not yet known"' }),
  source_name: z.string().trim().min(3),
  source_url: z.url({ protocol: /^https?$/ }),
  checked: dateField,
});
export type StayRule = z.infer<typeof stayRuleSchema>;

/** One dated record of which nationalities are on a list, with what the list gives (stay_days or extension_days). */
export const nationalityRecordSchema = stayRuleSchema.omit({ tools: true }).extend({
  class: z.enum(nationalityClasses),
  /** Ids from content/visa-rules/countries.yaml. */
  countries: z.array(slugText).min(1),
});
export type NationalityRecord = z.infer<typeof nationalityRecordSchema>;
/** A nationality the stay calculator offers (content/visa-rules/countries.yaml). */
export const countrySchema = z.object({ id: slugText, name: z.string().trim().min(2) });
export type Country = z.infer<typeof countrySchema>;
/** A piece of the stay calculator's wording (content/visa-rules/stay-texts.yaml); `{name}` marks a value filled in. */
export const stayTextSchema = z.object({ id: z.string().regex(/^[a-z0-9.-]+$/), text: z.string().trim().min(1) });
/** What a rule or nationality record says, in another language (content/th/visa-rules/rule-texts.yaml): the English record's id. */
export const ruleTextSchema = z.object({
  id: slugText,
  says: z.string().trim().min(10),
  /** The record's source described in this language (its title stays as the English record gives it where absent). */
  source: z.string().trim().min(5).optional(),
});

export const insuranceHubFields = {
  title: z.string().trim().min(5),
  summary: z.string().trim().min(20),
  seo: seoSchema.default({}),
};
/** The insurance hub's own text (content/insurance/hub/index.md). */
export const insuranceHubSchema = z.object(insuranceHubFields);
/** The insurance hub's text in Thai (content/th/insurance/hub/index.md): the English fields plus the stamp (no review date to record). */
export const translatedInsuranceHubSchema = insuranceHubSchema.extend({ translation_stamp: translationStampSchema.optional() });

export const insuranceSectionFields = {
  intro: z.string().trim().min(20),
  steps: z.array(z.object({ title: z.string(), detail: z.string() })).default([]),
  costs: z.array(z.object({ item: z.string(), typical: z.string(), notes: z.string().default('') })).default([]),
  pitfalls: z.array(z.object({ title: z.string(), detail: z.string() })).default([]),
  sources: z
    .array(z.object({ name: z.string(), url: z.url(), type: z.string(), note: z.string().default('') }))
    .default([]),
  /** Questions and answers shown on the page and as its FAQPage structured data. */
  faq: z.array(z.object({ question: z.string().trim().min(10), answer: z.string().trim().min(20) })).default([]),
  updated: dateField,
};
/** An insurance page's content sections (content/insurance/sections/{slug}.yaml). */
export const insuranceSectionSchema = z.object(insuranceSectionFields);

export const visaKinds = ['tourist', 'non-immigrant', 'ltr'] as const;

/** What a plan's source says of a benefit. */
const benefitStatuses = ['included', 'not-included', 'not-stated'] as const;
const benefitStatus = z.enum(benefitStatuses);

/**
 * A real health insurance plan as its public source states it
 * (content/insurance/plans.yaml). Figures are in the source's currency; the
 * comparator converts them and derives which visas the plan meets.
 */
export const insurancePlanSchema = z.object({
  id: slugText,
  provider: z.string().min(2),
  insurer_type: z.enum(['local', 'international']),
  name: z.string().min(2),
  notes: z.string().default(''),
  currency: z.enum(['THB', 'USD']),
  /** The overall limit, and what it is: per policy year, per condition per year, or for the policy's lifetime. */
  annual_limit: z.number().positive(),
  limit_basis: z.enum(['per-year', 'per-condition-per-year', 'lifetime']),
  inpatient_limit: z.number().positive(),
  /** null: outpatient care is not covered in this configuration. */
  outpatient_limit: z.number().nonnegative().nullable(),
  /** Per-visit outpatient cap and the visits a year it allows, where the source states them (plan currency). */
  outpatient_per_visit: z.number().positive().optional(),
  outpatient_visits_per_year: z.number().int().positive().optional(),
  deductible: z.number().nonnegative(),
  max_entry_age: z.number().int().min(0).max(120),
  /** Each benefit as the source states it: included, not included, or not stated (unknown is not "no"). */
  direct_billing: benefitStatus,
  dental: benefitStatus,
  maternity: benefitStatus,
  er_worldwide: benefitStatus,
  /**
   * Premiums by age band, only where the insurer publishes its rate table: the amount for each band, the
   * period it buys, the table's page and the date it was read.
   */
  premiums: z
    .object({
      currency: z.enum(['THB', 'USD']),
      period: z.enum(['annual', 'monthly']),
      source_url: z.url({ protocol: /^https$/ }),
      as_of: dateField,
      note: z.string().default(''),
      bands: z
        .array(z.object({ age_from: z.number().int().min(0).max(120), age_to: z.number().int().min(0).max(120), amount: z.number().positive() }))
        .min(1)
        // The comparator picks the one band holding the visitor's age: each band must be a range, and none may overlap.
        .refine(
          (bands) => [...bands].sort((a, b) => a.age_from - b.age_from).every((b, i, sorted) => b.age_from <= b.age_to && (i === 0 || sorted[i - 1].age_to < b.age_from)),
          'premiums.bands: each age_from must be at most its age_to, and the bands must not overlap',
        ),
    })
    .optional(),
  source_url: z.url({ protocol: /^https?$/, error: 'source_url: the insurer page or brochure the figures come from' }),
  quote_url: z.url({ protocol: /^https?$/ }),
  last_verified: dateField,
});
export type InsurancePlan = z.infer<typeof insurancePlanSchema>;

/** A news post's frontmatter, its hero image typed as `Image` (Astro's ImageMetadata in the build). */
export type NewsFrontmatter<Image = never> = z.infer<ReturnType<typeof newsSchema<z.ZodType<Image>>>>;
/** What every guide has, whatever its section. */
export type GuideFrontmatter = z.infer<typeof guideBaseSchema>;
/** Visa and business guides. */
export type HubGuideFrontmatter = z.infer<typeof hubGuideSchema>;
export type PropertyArticleFrontmatter = z.infer<typeof propertyArticleSchema>;
export type BankingArticleFrontmatter = z.infer<typeof bankingArticleSchema>;
export type InsuranceArticleFrontmatter = z.infer<typeof insuranceArticleSchema>;
export type LeisureActivityFrontmatter = z.infer<typeof leisureActivitySchema>;
export type InsuranceHubFrontmatter = z.infer<typeof insuranceHubSchema>;
export type InsuranceSection = z.infer<typeof insuranceSectionSchema>;
