/** Rule records for the visa and tax tools' tests, as content/visa-rules/rules.yaml states them. */
import type { Rule } from '../../src/lib/visa/stay.ts';

/** A rule record with these values, checked on 26 November 2026, its source a placeholder. */
export const ruleRecord = (id: string, values: Record<string, number>, status: Rule['status'] = 'in-force'): Rule => ({
  id,
  says: `${id} says`,
  values,
  status,
  effective: 'not yet known',
  source_name: 'source',
  source_url: 'https://example.com/',
  checked: new Date('2026-11-26T00:00:00Z'),
});

/**
 * The money planner's records: retirement 800,000 held 2 months before (3 months at some offices, e.g. Samut
 * Prakan) and 3 months after approval, floor 400,000; 65,000 a month; combination 800,000 a year with 12 months of
 * income; marriage 400,000 for 2 months before (3 at some offices; the stricter reading also holds it 3 months after
 * approval), 40,000 a month; no combination for marriage.
 */
export const moneyRules: Rule[] = [
  ruleRecord('retirement-deposit', { deposit_thb: 800000, months_before: 2, months_after: 3, floor_thb: 400000 }),
  ruleRecord('retirement-deposit-three-months', { months_before: 3 }),
  ruleRecord('retirement-income', { monthly_thb: 65000 }),
  ruleRecord('retirement-combination', { total_thb: 800000, months_of_income: 12 }),
  ruleRecord('marriage-deposit', { deposit_thb: 400000, months_before: 2 }),
  ruleRecord('marriage-deposit-stricter', { months_before: 3, months_after: 3 }),
  ruleRecord('marriage-income', { monthly_thb: 40000 }),
  ruleRecord('marriage-combination', { allowed: 0 }),
];
