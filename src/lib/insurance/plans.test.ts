import { describe, expect, it } from 'vitest';
import { comparedPlan, defaultPlanFilter, filterPlans, sortPlans, toggleCompared, usdRate, visasMet, type ComparedPlan } from './plans.ts';
import type { InsurancePlan } from '../content/schemas.ts';

const source: InsurancePlan = {
  id: 'local-a', provider: 'Insurer A', insurer_type: 'local', name: 'Plan A', notes: '', currency: 'THB',
  annual_limit: 420_500, limit_basis: 'per-condition-per-year', inpatient_limit: 420_500, outpatient_limit: 45_000,
  deductible: 0, max_entry_age: 75, direct_billing: 'included', dental: 'not-stated', maternity: 'not-included', er_worldwide: 'not-stated',
  source_url: 'https://example.com/a', quote_url: 'https://example.com/q', last_verified: new Date('2026-11-24T00:00:00Z'),
};

describe('visas a plan meets', () => {
  it('every plan suits tourist entry, which has no minimum', () => {
    expect(visasMet({ ...source, inpatient_limit: 100_000, outpatient_limit: null, annual_limit: 100_000 })).toEqual(['tourist']);
  });
  it('the O-A needs THB 400,000 inpatient AND THB 40,000 outpatient', () => {
    expect(visasMet(source)).toContain('non-immigrant');
    expect(visasMet({ ...source, outpatient_limit: 39_999 })).not.toContain('non-immigrant');
    expect(visasMet({ ...source, outpatient_limit: null })).not.toContain('non-immigrant');
    expect(visasMet({ ...source, inpatient_limit: 399_999 })).not.toContain('non-immigrant');
  });
  it('the LTR needs USD 50,000 of cover, converted at the stated rate for baht plans', () => {
    const thbFor50k = 50_000 * usdRate.thbPerUsd;
    expect(visasMet({ ...source, annual_limit: thbFor50k })).toContain('ltr');
    expect(visasMet({ ...source, annual_limit: thbFor50k - 1 })).not.toContain('ltr');
    expect(visasMet({ ...source, currency: 'USD', annual_limit: 50_000, inpatient_limit: 50_000, outpatient_limit: 2_000 })).toEqual(['tourist', 'non-immigrant', 'ltr']);
  });
});

const plan = (id: string, over: Partial<ComparedPlan>): ComparedPlan => ({ ...comparedPlan(source), id, ...over });
const plans = [
  plan('a', { coverage_thb: 500_000, deductible_thb: 0, max_age: 75, visa_ok: ['tourist', 'non-immigrant'], monthly_premium_thb: 3000, direct_billing: true }),
  plan('b', { coverage_thb: 5_000_000, deductible_thb: 20_000, max_age: 64, visa_ok: ['tourist', 'non-immigrant', 'ltr'], monthly_premium_thb: null, dental: true, direct_billing: false }),
  plan('c', { coverage_thb: 3_000_000, deductible_thb: 60_000, max_age: 70, visa_ok: ['tourist', 'ltr'], monthly_premium_thb: 1500, maternity: true, direct_billing: false }),
];
const ids = (list: ComparedPlan[]) => list.map((p) => p.id);

describe('comparator filter: a plan shows only when every rule holds', () => {
  it('with the defaults (any visa, coverage from 0, deductible up to 50,000, no age) only the deductible rule bites', () => {
    expect(ids(filterPlans(plans, defaultPlanFilter))).toEqual(['a', 'b']);
  });
  it('visa: any, or listed in visa_ok', () => {
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, maxDeductible: 100_000, visa: 'ltr' }))).toEqual(['b', 'c']);
  });
  it('coverage_thb at least the minimum coverage', () => {
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, minCoverage: 5_000_000 }))).toEqual(['b']);
  });
  it('deductible_thb at most the maximum deductible', () => {
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, maxDeductible: 0 }))).toEqual(['a']);
  });
  it('age empty, or not above max_age', () => {
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, age: 64 }))).toEqual(['a', 'b']);
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, age: 65 }))).toEqual(['a']);
  });
  it('each checked feature must be offered', () => {
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, directBilling: true }))).toEqual(['a']);
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, dental: true }))).toEqual(['b']);
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, maxDeductible: 100_000, maternity: true }))).toEqual(['c']);
  });
});

describe('comparator sorts', () => {
  it('premium ascending, plans without a published premium last', () => {
    expect(ids(sortPlans(plans, 'premium'))).toEqual(['c', 'a', 'b']);
  });
  it('coverage descending', () => {
    expect(ids(sortPlans(plans, 'coverage'))).toEqual(['b', 'c', 'a']);
  });
  it('deductible ascending', () => {
    expect(ids(sortPlans(plans, 'deductible'))).toEqual(['a', 'b', 'c']);
  });
});

describe('compare selection', () => {
  it('toggling adds or removes; a fourth plan is refused and the three stay', () => {
    let state = toggleCompared([], 'a');
    state = toggleCompared(state.selected, 'b');
    state = toggleCompared(state.selected, 'c');
    expect(state).toEqual({ selected: ['a', 'b', 'c'], refused: false });
    expect(toggleCompared(state.selected, 'd')).toEqual({ selected: ['a', 'b', 'c'], refused: true });
    expect(toggleCompared(state.selected, 'b')).toEqual({ selected: ['a', 'c'], refused: false });
  });
});

describe('the public plan', () => {
  it('converts dollar figures at the stated rate and keeps source and date', () => {
    const usd = comparedPlan({ ...source, currency: 'USD', annual_limit: 1_000_000, inpatient_limit: 1_000_000, outpatient_limit: null, deductible: 250 });
    expect(usd.coverage_thb).toBe(1_000_000 * usdRate.thbPerUsd);
    expect(usd.deductible_thb).toBe(250 * usdRate.thbPerUsd);
    expect(usd.monthly_premium_thb).toBeNull();
    expect([usd.source_url, usd.last_verified]).toEqual(['https://example.com/a', '2026-11-24']);
  });
});
