/**
 * Insurance plans as the comparator shows them: figures converted to baht,
 * each visa verdict derived from the plan's limits and the dated rule records
 * (never typed by hand) with a reason a reader can check, the premium for an
 * age where the insurer publishes a rate table, the comparator's filter, its
 * three sorts and the 3-plan compare selection.
 *
 * The island imports only the filter, sort, premium and selection functions;
 * the verdicts and the public plan are built on the server (page and API).
 */
import { filterItems, type Condition } from '../shared/filter.ts';
import { isoDate } from '../shared/format.ts';
import { toThb, verdicts, type Verdict } from './verdicts.ts';
// Types only from the schema module: zod stays out of the comparator's bundle.
import type { InsurancePlan, StayRule, visaKinds } from '../content/schemas.ts';

export { describeReason, englishReasonWords, fill, outpatientPays, usdRate, verdicts } from './verdicts.ts';
export type { ReasonPart, ReasonWords, Verdict } from './verdicts.ts';

/** The rule records (content/visa-rules/rules.yaml, `tools: [plan-comparator]`) the verdicts are checked against. */
export const planRuleIds = {
  oa: 'insurance-o-a-minimum',
  renewal: 'insurance-o-a-renewal-thai-insurer',
  ltr: 'insurance-ltr-minimum',
} as const;

type RuleRecord = Pick<StayRule, 'id' | 'says' | 'values' | 'source_name' | 'source_url'>;

/** The visa minimums, as the rule records state them. */
export interface PlanRules<R extends RuleRecord = RuleRecord> {
  oaInpatientThb: number;
  oaOutpatientThb: number;
  ltrUsd: number;
  /** The records themselves, for the page to name each rule, its source and when it was checked. */
  records: Record<keyof typeof planRuleIds, R>;
}

/** Reads the minimums from the rule records; a missing record or figure is a build error, not a silent default. */
export function planRules<R extends RuleRecord>(records: readonly R[]): PlanRules<R> {
  const find = (id: string) => {
    const record = records.find((r) => r.id === id);
    if (!record) throw new Error(`content/visa-rules/rules.yaml has no "${id}" rule for the plan comparator`);
    return record;
  };
  const value = (record: RuleRecord, key: string) => {
    const v = record.values[key];
    if (v === undefined) throw new Error(`Rule "${record.id}" has no value "${key}"`);
    return v;
  };
  const oa = find(planRuleIds.oa);
  const ltr = find(planRuleIds.ltr);
  return {
    oaInpatientThb: value(oa, 'inpatient_thb'),
    oaOutpatientThb: value(oa, 'outpatient_thb'),
    ltrUsd: value(ltr, 'cover_usd'),
    records: { oa, renewal: find(planRuleIds.renewal), ltr },
  };
}

/** The visas the comparator filters by: the schema's list (a type-only import, so the island carries no zod). */
export type VisaKind = (typeof visaKinds)[number];

/** The benefits each plan states as included, not included or not stated. */
export const benefits = ['direct_billing', 'dental', 'maternity', 'er_worldwide'] as const;
export type Benefit = (typeof benefits)[number];

/** One age band of a published rate table, in baht, for the table's period. */
interface PremiumBand {
  from: number;
  to: number;
  thb: number;
}
/** A plan's published rate table, converted to baht. */
export interface PlanPremium {
  period: 'annual' | 'monthly';
  /** The currency the insurer publishes the table in (converted at `usdRate` when USD). */
  currency: 'THB' | 'USD';
  source_url: string;
  as_of: string;
  note: string;
  bands: PremiumBand[];
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
  /** The spec's booleans: true only where the source confirms the benefit. */
  direct_billing: boolean;
  dental: boolean;
  maternity: boolean;
  er_worldwide: boolean;
  /** The benefits the source does not state (false above, but unknown rather than absent). */
  not_stated: Benefit[];
  /**
   * The lowest published premium a month, at age `premium_age` (an annual rate divided by 12, rounded; see
   * `premium.period`). null: no published premium (the table says "Quote").
   */
  monthly_premium_thb: number | null;
  /** The same lowest premium for a year (a monthly rate times 12). */
  annual_premium_thb: number | null;
  premium_age: number | null;
  premium: PlanPremium | null;
  link_quote: string;
  insurer_type: 'local' | 'international';
  currency: 'THB' | 'USD';
  limit_basis: InsurancePlan['limit_basis'];
  coverage: number;
  inpatient_thb: number;
  outpatient_thb: number | null;
  /** The per-visit outpatient cap and visits a year, where the terms state them. */
  outpatient_per_visit_thb: number | null;
  outpatient_visits_per_year: number | null;
  verdicts: Verdict[];
  source_url: string;
  last_verified: string;
}

function planPremium(plan: InsurancePlan): PlanPremium | null {
  const p = plan.premiums;
  if (!p) return null;
  const bands = p.bands
    .map((b) => ({ from: b.age_from, to: b.age_to, thb: toThb(b.amount, p.currency) }))
    .sort((a, b) => a.from - b.from);
  return {
    period: p.period,
    currency: p.currency,
    source_url: p.source_url,
    as_of: isoDate(p.as_of),
    note: p.note,
    bands,
  };
}

/** A plan as the comparator and the public data API show it: baht figures, visa verdicts from the rule records, source and date. */
export function comparedPlan(plan: InsurancePlan, rules: PlanRules): ComparedPlan {
  const premium = planPremium(plan);
  const lowest = premium?.bands.reduce((min, b) => (b.thb < min.thb ? b : min));
  const perMonth = premium?.period === 'annual' ? 1 / 12 : 1;
  const planVerdicts = verdicts(plan, rules);
  return {
    id: plan.id,
    provider: plan.provider,
    name: plan.name,
    notes: plan.notes,
    coverage_thb: toThb(plan.annual_limit, plan.currency),
    deductible_thb: toThb(plan.deductible, plan.currency),
    max_age: plan.max_entry_age,
    visa_ok: ['tourist', ...planVerdicts.filter((v) => v.meets).map((v) => v.visa)],
    direct_billing: plan.direct_billing === 'included',
    dental: plan.dental === 'included',
    maternity: plan.maternity === 'included',
    er_worldwide: plan.er_worldwide === 'included',
    not_stated: benefits.filter((b) => plan[b] === 'not-stated'),
    monthly_premium_thb: lowest ? Math.round(lowest.thb * perMonth) : null,
    annual_premium_thb: lowest ? Math.round(lowest.thb * perMonth * 12) : null,
    premium_age: lowest ? lowest.from : null,
    premium,
    link_quote: plan.quote_url,
    insurer_type: plan.insurer_type,
    currency: plan.currency,
    limit_basis: plan.limit_basis,
    coverage: plan.annual_limit,
    inpatient_thb: toThb(plan.inpatient_limit, plan.currency),
    outpatient_thb: plan.outpatient_limit === null ? null : toThb(plan.outpatient_limit, plan.currency),
    outpatient_per_visit_thb:
      plan.outpatient_per_visit === undefined ? null : toThb(plan.outpatient_per_visit, plan.currency),
    outpatient_visits_per_year: plan.outpatient_visits_per_year ?? null,
    verdicts: planVerdicts,
    source_url: plan.source_url,
    last_verified: isoDate(plan.last_verified),
  };
}

/**
 * The premium at an age (no age: the lowest, flagged `from`), in baht for the table's period, and its monthly
 * equivalent for sorting. null: no published table, or no band for that age.
 */
export function premiumFor(plan: Pick<ComparedPlan, 'premium'>, age: number | null) {
  const table = plan.premium;
  if (!table) return null;
  const band =
    age === null
      ? table.bands.reduce((min, b) => (b.thb < min.thb ? b : min))
      : table.bands.find((b) => age >= b.from && age <= b.to);
  return band ? { band, from: age === null, monthly: table.period === 'annual' ? band.thb / 12 : band.thb } : null;
}

/** The comparator's filters; their defaults: any visa, coverage from 0, deductible up to THB 50,000, no age. */
interface PlanFilter {
  visa: 'any' | VisaKind;
  minCoverage: number;
  maxDeductible: number;
  age: number | null;
  directBilling: boolean;
  dental: boolean;
  maternity: boolean;
}
/**
 * A plan is shown only when every condition holds. A ticked feature needs the source to confirm it;
 * `orNotStated` also lets through plans whose source does not state it (to count what the feature filters hide).
 */
function planConditions(filter: PlanFilter, orNotStated = false): Condition<ComparedPlan>[] {
  const has = (b: Benefit) => (p: ComparedPlan) => p[b] || (orNotStated && p.not_stated.includes(b));
  return [
    { kind: 'includes', value: filter.visa, of: (p) => p.visa_ok },
    { kind: 'atLeast', value: filter.minCoverage, of: (p) => p.coverage_thb },
    { kind: 'atMost', value: filter.maxDeductible, of: (p) => p.deductible_thb },
    // The age is empty, or not above the plan's maximum entry age.
    { kind: 'atLeast', value: filter.age, of: (p) => p.max_age },
    { kind: 'required', value: filter.directBilling, of: has('direct_billing') },
    { kind: 'required', value: filter.dental, of: has('dental') },
    { kind: 'required', value: filter.maternity, of: has('maternity') },
  ];
}

export function filterPlans(plans: readonly ComparedPlan[], filter: PlanFilter): ComparedPlan[] {
  return filterItems(plans, planConditions(filter));
}

/** How many plans the ticked features hide only because their source does not state the feature. */
export function hiddenAsNotStated(plans: readonly ComparedPlan[], filter: PlanFilter): number {
  return filterItems(plans, planConditions(filter, true)).length - filterPlans(plans, filter).length;
}

export const planSorts = ['premium', 'coverage', 'deductible'] as const;
type PlanSort = (typeof planSorts)[number];

/**
 * Premium ascending (at the given age, else each plan's lowest; a month, annual rates divided by 12), plans
 * without a published premium for that age after the priced ones; coverage descending; deductible ascending.
 */
export function sortPlans(plans: readonly ComparedPlan[], sort: PlanSort, age: number | null = null): ComparedPlan[] {
  const key: Record<PlanSort, (p: ComparedPlan) => number> = {
    premium: (p) => premiumFor(p, age)?.monthly ?? Infinity,
    coverage: (p) => -p.coverage_thb,
    deductible: (p) => p.deductible_thb,
  };
  const of = key[sort];
  // Ties (and two unpriced plans: Infinity - Infinity is NaN) fall through to provider and name.
  return [...plans].sort((a, b) => of(a) - of(b) || `${a.provider} ${a.name}`.localeCompare(`${b.provider} ${b.name}`));
}

export const MAX_COMPARED = 3;

/** Toggling a plan adds or removes it; a fourth is not added, and the caller is told so. */
export function toggleCompared(selected: readonly string[], id: string): { selected: string[]; refused: boolean } {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), refused: false };
  if (selected.length >= MAX_COMPARED) return { selected: [...selected], refused: true };
  return { selected: [...selected, id], refused: false };
}
