/** The news posts', the guide sections', the leisure activities', the hubs' and the banks' schemas, and their Thai translations. */
import { z } from 'zod';
// The leisure value lists live in a zod-free module: the browser's leisure filters read them too.
import { costTiers, leisureIntensities, leisureRegions, leisureTypes } from '../../leisure/values.ts';
import { isOfficialSource } from '../source-kind.ts';
import {
  dateField,
  expiresField,
  noOfficialSource,
  seoSchema,
  slugText,
  sourceSchema,
  translationStampSchema,
} from './fields.ts';

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
      cost: z.object({
        currency: z.string().length(3, 'a 3-letter currency code such as THB'),
        min: z.number().nonnegative(),
        max: z.number().nonnegative(),
      }),
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
  highlights: z
    .array(
      z.object({
        text: z.string().trim().min(10),
        source: z.string().trim().min(3),
        href: z.string().regex(/^\//, 'a path on this site'),
      }),
    )
    .default([]),
  /** Related guides in other sections. */
  related: z
    .array(z.object({ label: z.string().trim().min(2), href: z.string().regex(/^\//, 'a path on this site') }))
    .default([]),
  quick_links: z
    .array(z.object({ label: z.string().trim().min(2), href: z.string().regex(/^\//, 'a path on this site') }))
    .default([]),
  portals: z
    .array(
      z.object({
        name: z.string().trim().min(2),
        url: z.url({ protocol: /^https$/, error: 'portal url must be https' }),
        purpose: z.string().trim().min(10),
      }),
    )
    .default([]),
  steps: z
    .array(
      z.object({
        title: z.string().trim().min(2),
        href: z.string().regex(/^\//, 'a path on this site'),
        description: z.string().trim().min(10),
      }),
    )
    .default([]),
  faq: z.array(z.object({ question: z.string().trim().min(10), answer: z.string().trim().min(20) })).default([]),
  /** The visa quiz's one follow-up line under a result, by purpose (see quizNoteFor in src/lib/visa/quiz.ts). */
  quiz_notes: z
    .partialRecord(
      z.enum(['tourism', 'work', 'study', 'retirement', 'family']),
      z.object({
        text: z.string().trim().min(10),
        link: z.string().trim().min(2),
        href: z.string().regex(/^\//, 'a path on this site'),
      }),
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
  phone_from_abroad: z
    .string()
    .regex(/^\+[0-9 -]{6,}$/)
    .optional(),
  /** The page that states the number. */
  phone_source_url: z.url({ protocol: /^https?$/ }),
  website: z.url({ protocol: /^https$/ }),
  last_checked: dateField,
});
export type Bank = z.infer<typeof bankSchema>;

/**
 * A translated guide (content/{locale}/{section}/{slug}.md): the English guide's fields plus `translated_from`, the
 * English guide's review date it was made from, and `translation_stamp` (optional here so that a new translation
 * saved in the editor validates; the build's drift check fails, naming the file, until it is stamped).
 */
export const translatedGuideSchema = <T extends z.ZodType>(schema: T) =>
  schema.and(z.object({ translated_from: dateField, translation_stamp: translationStampSchema.optional() }));

/** A section hub's blocks in Thai (content/th/hubs/{section}.yaml): the English file's keys plus its stamp. */
export const translatedHubSchema = hubExtrasSchema.extend({ translation_stamp: translationStampSchema.optional() });

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
