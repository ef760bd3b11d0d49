/**
 * Insurance plans as the comparator shows them: figures converted to baht,
 * the visas each plan meets derived from its limits (never typed by hand),
 * the comparator's filter, its three sorts and the 3-plan compare selection.
 */
import { filterItems, type Condition } from '../shared/filter.ts';
// Types only from the schema module: zod stays out of the comparator's bundle.
import type { InsurancePlan } from '../content/schemas.ts';

/**
 * Baht per US dollar used to compare plans priced in dollars. An approximate
 * rate for comparison only, not a quote: the Bank of Thailand publishes the
 * daily reference rate, and the insurer's own figures prevail.
 */
export const usdRate = { thbPerUsd: 33, setOn: '2026-11-24', source: 'https://www.bot.or.th/' } as const;

/** The visa minimums the plans are checked against. */
export const visaMinimums = {
  /** Non-Immigrant O-A (long stay): at least THB 400,000 inpatient and THB 40,000 outpatient. */
  oaInpatientThb: 400_000,
  oaOutpatientThb: 40_000,
  /** LTR: health insurance of at least USD 50,000. */
  ltrUsd: 50_000,
} as const;

/** The visas the comparator filters by; the same list the schema module exports as `visaKinds`. */
export type VisaKind = 'tourist' | 'non-immigrant' | 'ltr';

const toThb = (amount: number, currency: 'THB' | 'USD') => Math.round(currency === 'USD' ? amount * usdRate.thbPerUsd : amount);
const toUsd = (amount: number, currency: 'THB' | 'USD') => (currency === 'USD' ? amount : amount / usdRate.thbPerUsd);

/** Which visas a plan's limits meet: tourist entry has no minimum; the O-A needs both its limits; the LTR its dollar cover. */
export function visasMet(plan: Pick<InsurancePlan, 'currency' | 'annual_limit' | 'inpatient_limit' | 'outpatient_limit'>): VisaKind[] {
  const visas: VisaKind[] = ['tourist'];
  const outpatientThb = plan.outpatient_limit === null ? 0 : toThb(plan.outpatient_limit, plan.currency);
  if (toThb(plan.inpatient_limit, plan.currency) >= visaMinimums.oaInpatientThb && outpatientThb >= visaMinimums.oaOutpatientThb) visas.push('non-immigrant');
  if (toUsd(plan.annual_limit, plan.currency) >= visaMinimums.ltrUsd) visas.push('ltr');
  return visas;
}

/** The plan as the public data API and the comparator carry it. */
export interface ComparedPlan {
  id: string;
  provider: string;
  name: string;
  notes: string;
  coverage_thb: number;
  deductible_thb: number;
  max_age: number;
  visa_ok: VisaKind[];
  direct_billing: boolean;
  dental: boolean;
  maternity: boolean;
  er_worldwide: boolean;
  /** null: no published premium (the table says "Quote"). */
  monthly_premium_thb: number | null;
  link_quote: string;
  insurer_type: 'local' | 'international';
  currency: 'THB' | 'USD';
  limit_basis: InsurancePlan['limit_basis'];
  coverage: number;
  inpatient_thb: number;
  outpatient_thb: number | null;
  premium_age: number | null;
  source_url: string;
  last_verified: string;
}

export function comparedPlan(plan: InsurancePlan): ComparedPlan {
  return {
    id: plan.id,
    provider: plan.provider,
    name: plan.name,
    notes: plan.notes,
    coverage_thb: toThb(plan.annual_limit, plan.currency),
    deductible_thb: toThb(plan.deductible, plan.currency),
    max_age: plan.max_entry_age,
    visa_ok: visasMet(plan),
    // The spec's booleans are true only where the source confirms the benefit.
    direct_billing: plan.direct_billing === 'included',
    dental: plan.dental === 'included',
    maternity: plan.maternity === 'included',
    er_worldwide: plan.er_worldwide === 'included',
    monthly_premium_thb: null,
    link_quote: plan.quote_url,
    insurer_type: plan.insurer_type,
    currency: plan.currency,
    limit_basis: plan.limit_basis,
    coverage: plan.annual_limit,
    inpatient_thb: toThb(plan.inpatient_limit, plan.currency),
    outpatient_thb: plan.outpatient_limit === null ? null : toThb(plan.outpatient_limit, plan.currency),
    premium_age: null,
    source_url: plan.source_url,
    last_verified: plan.last_verified.toISOString().slice(0, 10),
  };
}

/** The comparator's filters; their defaults: any visa, coverage from 0, deductible up to THB 50,000, no age. */
export interface PlanFilter {
  visa: 'any' | VisaKind;
  minCoverage: number;
  maxDeductible: number;
  age: number | null;
  directBilling: boolean;
  dental: boolean;
  maternity: boolean;
}
export const defaultPlanFilter: PlanFilter = { visa: 'any', minCoverage: 0, maxDeductible: 50_000, age: null, directBilling: false, dental: false, maternity: false };

/** A plan is shown only when every condition holds. */
export function planConditions(filter: PlanFilter): Condition<ComparedPlan>[] {
  return [
    { kind: 'includes', value: filter.visa, of: (p) => p.visa_ok },
    { kind: 'atLeast', value: filter.minCoverage, of: (p) => p.coverage_thb },
    { kind: 'atMost', value: filter.maxDeductible, of: (p) => p.deductible_thb },
    // The age is empty, or not above the plan's maximum entry age.
    { kind: 'atLeast', value: filter.age, of: (p) => p.max_age },
    { kind: 'required', value: filter.directBilling, of: (p) => p.direct_billing },
    { kind: 'required', value: filter.dental, of: (p) => p.dental },
    { kind: 'required', value: filter.maternity, of: (p) => p.maternity },
  ];
}

export function filterPlans(plans: readonly ComparedPlan[], filter: PlanFilter): ComparedPlan[] {
  return filterItems(plans, planConditions(filter));
}

export const planSorts = ['premium', 'coverage', 'deductible'] as const;
export type PlanSort = (typeof planSorts)[number];

/** Premium ascending (plans without a published premium after the priced ones), coverage descending, deductible ascending. */
export function sortPlans(plans: readonly ComparedPlan[], sort: PlanSort): ComparedPlan[] {
  const byName = (a: ComparedPlan, b: ComparedPlan) => `${a.provider} ${a.name}`.localeCompare(`${b.provider} ${b.name}`);
  const compare: Record<PlanSort, (a: ComparedPlan, b: ComparedPlan) => number> = {
    premium: (a, b) => (a.monthly_premium_thb ?? Infinity) - (b.monthly_premium_thb ?? Infinity) || byName(a, b),
    coverage: (a, b) => b.coverage_thb - a.coverage_thb || byName(a, b),
    deductible: (a, b) => a.deductible_thb - b.deductible_thb || byName(a, b),
  };
  return [...plans].sort(compare[sort]);
}

export const MAX_COMPARED = 3;

/** Toggling a plan adds or removes it; a fourth is not added, and the caller is told so. */
export function toggleCompared(selected: readonly string[], id: string): { selected: string[]; refused: boolean } {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), refused: false };
  if (selected.length >= MAX_COMPARED) return { selected: [...selected], refused: true };
  return { selected: [...selected, id], refused: false };
}
