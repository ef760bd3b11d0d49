/**
 * Test fixtures shared by the unit tests of the visa tools (src/lib and src/features): rule records with the
 * figures content/visa-rules/rules.yaml states (from the Immigration Bureau, the embassies, the BOI, the e-Visa
 * portal and the Act). Expected values in the tests are worked out by hand from these figures.
 */
import type { Rule } from './stay.ts';

/** A rule record with the given values; its wording and source are placeholders no test reads. */
export const testRule = (id: string, values: Record<string, number>, status: Rule['status'] = 'in-force'): Rule => ({
  id,
  says: `${id} says`,
  values,
  status,
  effective: 'not yet known',
  source_name: 'source',
  source_url: 'https://example.com/',
  checked: new Date('2026-11-26T00:00:00Z'),
});

/** The records the stay calculator reads. */
export const stayRules: Rule[] = [
  testRule('day-count', { arrival_is_day: 1 }),
  testRule('visa-exempt', { stay_days: 60 }),
  testRule(
    'visa-exempt-2026-change',
    {
      stay_days: 30,
      sixty_day_countries: 93,
      thirty_day_list_before: 57,
      thirty_day_list_after: 54,
      fifteen_day_countries: 3,
      voa_countries_before: 31,
      voa_countries_after: 4,
    },
    'approved',
  ),
  testRule('tourist-visa', { stay_days: 60 }),
  testRule('visa-on-arrival', { stay_days: 15 }),
  testRule('non-immigrant', { stay_days: 90 }),
  testRule('dtv', { stay_days: 180 }),
  testRule('o-a', { stay_days: 365 }),
  testRule('o-x', { visa_years: 5 }),
  testRule('ltr', {}),
  testRule('ltr-yearly-report', { every_years: 1, opens_days_before: 15, closes_days_after: 7 }),
  testRule('smart', {}),
  testRule('smart-yearly-report', { every_years: 1 }),
  testRule('thailand-privilege', { stay_days: 365 }),
  testRule('visitor-extension', { extension_days: 30, fee_thb: 1900 }),
  testRule('dtv-extension', { extension_days: 180, fee_thb: 1900 }),
  testRule('one-year-extension', { extension_days: 365, fee_thb: 1900 }),
  testRule('ninety-day-report', { every_days: 90, opens_days_before: 15, closes_days_after: 7, late_fine_thb: 2000 }),
  testRule('tm30', { within_hours: 24 }),
  testRule('overstay', { per_day_thb: 500, cap_thb: 20000 }),
];

/**
 * The records the money planner reads: retirement 800,000 held 2 months before (3 months at some offices, e.g.
 * Samut Prakan) and 3 months after approval, floor 400,000; 65,000 a month; combination 800,000 a year with 12
 * months of income; marriage 400,000 for 2 months before (3 at some offices; the stricter reading also holds it
 * 3 months after approval), 40,000 a month; no combination for marriage.
 */
export const moneyRules: Rule[] = [
  testRule('retirement-deposit', { deposit_thb: 800000, months_before: 2, months_after: 3, floor_thb: 400000 }),
  testRule('retirement-deposit-three-months', { months_before: 3 }),
  testRule('retirement-income', { monthly_thb: 65000 }),
  testRule('retirement-combination', { total_thb: 800000, months_of_income: 12 }),
  testRule('marriage-deposit', { deposit_thb: 400000, months_before: 2 }),
  testRule('marriage-deposit-stricter', { months_before: 3, months_after: 3 }),
  testRule('marriage-income', { monthly_thb: 40000 }),
  testRule('marriage-combination', { allowed: 0 }),
];
