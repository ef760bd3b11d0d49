/** The dated rule records the tools read (content/visa-rules/), the stay calculator's nationalities and wording. */
import { z } from 'zod';
// The nationality classes live in a zod-free module: the stay calculator ranks them in the browser.
import { allowanceClasses } from '../nationality-classes.ts';
import { dateField, slugText } from './fields.ts';

// Here, not beside the allowances: the stay calculator's island imports those, and a spread at module level stays in
// its bundle even unused.
const nationalityClasses = [...allowanceClasses, 'extension-7'] as const;

/** The tools that read dated rule records; a record names the tools that use it. */
export const ruleTools = [
  'stay-calculator',
  'retirement-money-planner',
  'tax-residence-days',
  'plan-comparator',
] as const;
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
  effective: z.union([dateField, z.literal('not yet known')], {
    error: 'a date written as YYYY-MM-DD, or "not yet known"',
  }),
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
