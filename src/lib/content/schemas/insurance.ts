/** The insurance hub's text, its pages' content sections and the health insurance plans the comparator reads. */
import { z } from 'zod';
import { dateField, seoSchema, slugText, translationStampSchema } from './fields.ts';

export const insuranceHubFields = {
  title: z.string().trim().min(5),
  summary: z.string().trim().min(20),
  seo: seoSchema.default({}),
};
/** The insurance hub's own text (content/insurance/hub/index.md). */
export const insuranceHubSchema = z.object(insuranceHubFields);
/** The insurance hub's text in Thai (content/th/insurance/hub/index.md): the English fields plus the stamp (no review date to record). */
export const translatedInsuranceHubSchema = insuranceHubSchema.extend({
  translation_stamp: translationStampSchema.optional(),
});

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
        .array(
          z.object({
            age_from: z.number().int().min(0).max(120),
            age_to: z.number().int().min(0).max(120),
            amount: z.number().positive(),
          }),
        )
        .min(1)
        // The comparator picks the one band holding the visitor's age: each band must be a range, and none may overlap.
        .refine(
          (bands) =>
            [...bands]
              .sort((a, b) => a.age_from - b.age_from)
              .every((b, i, sorted) => b.age_from <= b.age_to && (i === 0 || sorted[i - 1].age_to < b.age_from)),
          'premiums.bands: each age_from must be at most its age_to, and the bands must not overlap',
        ),
    })
    .optional(),
  source_url: z.url({ protocol: /^https?$/, error: 'source_url: the insurer page or brochure the figures come from' }),
  quote_url: z.url({ protocol: /^https?$/ }),
  last_verified: dateField,
});
export type InsurancePlan = z.infer<typeof insurancePlanSchema>;

export type InsuranceHubFrontmatter = z.infer<typeof insuranceHubSchema>;
export type InsuranceSection = z.infer<typeof insuranceSectionSchema>;
