import { describe, expect, it } from 'vitest';
import {
  comparedPlan,
  filterPlans,
  hiddenAsNotStated,
  outpatientPays,
  planRules,
  premiumFor,
  sortPlans,
  toggleCompared,
  usdRate,
  verdicts,
  type ComparedPlan,
  type PlanRules,
} from './plans.ts';
import { insurancePlanSchema, type InsurancePlan } from '../content/schemas.ts';

// The rule records as content/visa-rules/rules.yaml states them: the TGIA O-A guideline (THB 400,000 inpatient,
// THB 40,000 outpatient per policy year; renewals from authorised Thai insurers) and the BOI's LTR USD 50,000.
const records: Parameters<typeof planRules>[0] = [
  {
    id: 'insurance-o-a-minimum',
    says: 'O-A minimum',
    values: { inpatient_thb: 400_000, outpatient_thb: 40_000 },
    source_name: 'TGIA',
    source_url: 'https://longstay.tgia.org/home/guidelineoa',
  },
  {
    id: 'insurance-o-a-renewal-thai-insurer',
    says: 'Renewals need a Thai insurer',
    values: {},
    source_name: 'TGIA',
    source_url: 'https://longstay.tgia.org/home/guidelineoa',
  },
  {
    id: 'insurance-ltr-minimum',
    says: 'LTR minimum',
    values: { cover_usd: 50_000 },
    source_name: 'BOI',
    source_url: 'https://ltr.boi.go.th/',
  },
];
const rules: PlanRules = planRules(records);

const source: InsurancePlan = {
  id: 'local-a',
  provider: 'Insurer A',
  insurer_type: 'local',
  name: 'Plan A',
  notes: '',
  currency: 'THB',
  annual_limit: 420_500,
  limit_basis: 'per-condition-per-year',
  inpatient_limit: 420_500,
  outpatient_limit: 45_000,
  deductible: 0,
  max_entry_age: 75,
  direct_billing: 'included',
  dental: 'not-stated',
  maternity: 'not-included',
  er_worldwide: 'not-stated',
  source_url: 'https://example.com/a',
  quote_url: 'https://example.com/q',
  last_verified: new Date('2026-11-24T00:00:00Z'),
};
const oa = (plan: InsurancePlan) => verdicts(plan, rules)[0];

describe('rule records', () => {
  it('the minimums are read from the records, not hard-coded', () => {
    expect([rules.oaInpatientThb, rules.oaOutpatientThb, rules.ltrUsd]).toEqual([400_000, 40_000, 50_000]);
    const raised = planRules(
      records.map((r) =>
        r.id === 'insurance-o-a-minimum' ? { ...r, values: { inpatient_thb: 500_000, outpatient_thb: 40_000 } } : r,
      ),
    );
    // 420,500 < 500,000: the same plan fails once the record says 500,000.
    expect(oa(source).meets).toBe(true);
    expect(verdicts(source, raised)[0].meets).toBe(false);
  });
  it('a missing record or figure stops the build', () => {
    expect(() => planRules(records.slice(1))).toThrow(/insurance-o-a-minimum/);
    expect(() => planRules(records.map((r) => (r.id === 'insurance-ltr-minimum' ? { ...r, values: {} } : r)))).toThrow(
      /cover_usd/,
    );
  });
});

describe('O-A verdict: what the outpatient cover would pay', () => {
  it('45,000 flat outpatient and 420,500 inpatient meet 400,000 / 40,000, with the reason', () => {
    expect(oa(source)).toEqual({
      visa: 'non-immigrant',
      meets: true,
      reason: 'Inpatient THB 420,500 reaches THB 400,000; Outpatient THB 45,000 reaches THB 40,000.',
      why: [
        {
          id: 'inpatient-reaches',
          values: { amount: { stated: 'THB', thb: 420_500 }, minimum: { stated: 'THB', thb: 400_000 } },
        },
        {
          id: 'outpatient-reaches',
          values: { amount: { stated: 'THB', thb: 45_000 }, minimum: { stated: 'THB', thb: 40_000 } },
        },
      ],
    });
  });
  it('a 40,000 limit capped at 30 visits x THB 1,000 pays at most 30,000 and fails', () => {
    // 30 x 1,000 = 30,000 < 40,000 stated limit, so the policy pays at most 30,000, below the O-A's 40,000.
    const capped = {
      ...source,
      inpatient_limit: 400_000,
      outpatient_limit: 40_000,
      outpatient_per_visit: 1_000,
      outpatient_visits_per_year: 30,
    };
    expect(outpatientPays(capped)).toBe(30_000);
    expect(oa(capped).meets).toBe(false);
    expect(oa(capped).reason).toContain('Outpatient pays at most THB 30,000 (30 visits x THB 1,000), below THB 40,000');
  });
  it('a per-visit cap above the limit changes nothing: 30 x 2,000 = 60,000 > 45,000, so 45,000 counts', () => {
    expect(outpatientPays({ ...source, outpatient_per_visit: 2_000, outpatient_visits_per_year: 30 })).toBe(45_000);
  });
  it('a cap that still reaches the minimum passes: 30 x 2,000 = 60,000 under an 80,000 limit', () => {
    const plan = { ...source, outpatient_limit: 80_000, outpatient_per_visit: 2_000, outpatient_visits_per_year: 30 };
    expect(oa(plan).meets).toBe(true);
    expect(oa(plan).reason).toContain(
      'Outpatient pays at most THB 60,000 (30 visits x THB 2,000), which reaches THB 40,000',
    );
  });
  it('no outpatient cover, or inpatient below 400,000, fails with the reason', () => {
    expect(oa({ ...source, outpatient_limit: null }).reason).toContain('No outpatient cover; the O-A needs THB 40,000');
    expect(oa({ ...source, outpatient_limit: 39_999 }).meets).toBe(false);
    const low = oa({ ...source, inpatient_limit: 399_999 });
    expect([low.meets, low.reason.startsWith('Inpatient THB 399,999 is below THB 400,000')]).toEqual([false, true]);
  });
  it('USD plans are converted at the stated rate: at THB 33 per USD, USD 1,200 outpatient is THB 39,600 (fails), USD 1,213 is THB 40,029 (passes)', () => {
    expect(usdRate.thbPerUsd).toBe(33);
    const usd = {
      ...source,
      insurer_type: 'local' as const,
      currency: 'USD' as const,
      annual_limit: 100_000,
      inpatient_limit: 100_000,
    };
    expect(oa({ ...usd, outpatient_limit: 1_200 }).meets).toBe(false);
    expect(oa({ ...usd, outpatient_limit: 1_200 }).reason).toContain(
      'Outpatient USD 1,200 (about THB 39,600) is below THB 40,000',
    );
    expect(oa({ ...usd, outpatient_limit: 1_213 }).meets).toBe(true);
    // Inpatient USD 12,121 x 33 = THB 399,993 < 400,000; USD 12,122 x 33 = THB 400,026.
    expect(oa({ ...usd, outpatient_limit: 2_000, inpatient_limit: 12_121 }).meets).toBe(false);
    expect(oa({ ...usd, outpatient_limit: 2_000, inpatient_limit: 12_122 }).meets).toBe(true);
  });
});

describe('international insurers and the renewal rule', () => {
  it("an international plan that meets the figures is labelled abroad-only; a Thai insurer's is not", () => {
    expect(oa({ ...source, insurer_type: 'international' }).abroad_only).toBe(true);
    expect(oa(source).abroad_only).toBeUndefined();
  });
  it('an international plan that fails the figures carries no abroad-only label', () => {
    expect(oa({ ...source, insurer_type: 'international', outpatient_limit: null }).abroad_only).toBeUndefined();
  });
});

describe('LTR verdict', () => {
  it('needs USD 50,000 of cover: a baht plan at THB 33 per USD needs THB 1,650,000', () => {
    const ltr = (plan: InsurancePlan) => verdicts(plan, rules)[1];
    expect(ltr({ ...source, annual_limit: 1_650_000 }).meets).toBe(true);
    expect(ltr({ ...source, annual_limit: 1_649_999 }).meets).toBe(false);
    // 420,500 / 33 = 12,742.4 -> "about USD 12,742".
    expect(ltr(source).reason).toBe('Cover of THB 420,500 (about USD 12,742) is below USD 50,000.');
    expect(ltr({ ...source, currency: 'USD', annual_limit: 50_000, inpatient_limit: 50_000 }).reason).toBe(
      'Cover of USD 50,000 reaches USD 50,000.',
    );
  });
});

describe('the public plan: three-valued benefits', () => {
  it('booleans are true only where the source says included; not_stated lists the silent ones', () => {
    const p = comparedPlan(source, rules);
    // direct_billing included; dental not-stated; maternity not-included; er_worldwide not-stated.
    expect([p.direct_billing, p.dental, p.maternity, p.er_worldwide]).toEqual([true, false, false, false]);
    expect(p.not_stated).toEqual(['dental', 'er_worldwide']);
  });
  it('converts dollar figures at the stated rate and keeps source and date; no premium table gives nulls', () => {
    const usd = comparedPlan(
      {
        ...source,
        currency: 'USD',
        annual_limit: 1_000_000,
        inpatient_limit: 1_000_000,
        outpatient_limit: null,
        deductible: 250,
      },
      rules,
    );
    expect(usd.coverage_thb).toBe(33_000_000);
    expect(usd.deductible_thb).toBe(8_250);
    expect([usd.monthly_premium_thb, usd.annual_premium_thb, usd.premium_age, usd.premium]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([usd.source_url, usd.last_verified]).toEqual(['https://example.com/a', '2026-11-24']);
  });
});

describe('premiums by age band', () => {
  const table = {
    currency: 'THB' as const,
    period: 'annual' as const,
    source_url: 'https://example.com/rates',
    as_of: new Date('2026-11-20T00:00:00Z'),
    note: '',
    bands: [
      { age_from: 51, age_to: 55, amount: 30_000 },
      { age_from: 56, age_to: 60, amount: 36_000 },
      { age_from: 61, age_to: 65, amount: 48_000 },
    ],
  };
  const priced = comparedPlan({ ...source, premiums: table }, rules);
  it('the age on a band boundary takes that band: 55 -> 51-55, 56 -> 56-60', () => {
    expect(premiumFor(priced, 55)?.band).toEqual({ from: 51, to: 55, thb: 30_000 });
    expect(premiumFor(priced, 56)?.band).toEqual({ from: 56, to: 60, thb: 36_000 });
    expect(premiumFor(priced, 65)?.band.thb).toBe(48_000);
  });
  it('an annual rate compares as a month: 36,000 / 12 = 3,000', () => {
    expect(premiumFor(priced, 58)?.monthly).toBe(3_000);
  });
  it('without an age, the lowest band, flagged "from"; an age outside every band has no rate', () => {
    expect(premiumFor(priced, null)).toEqual({ band: { from: 51, to: 55, thb: 30_000 }, from: true, monthly: 2_500 });
    expect(premiumFor(priced, 66)).toBeNull();
    expect(premiumFor(priced, 50)).toBeNull();
  });
  it('the API keeps monthly_premium_thb: the lowest annual rate / 12 (30,000 / 12 = 2,500), with the annual figure and its age', () => {
    expect([priced.monthly_premium_thb, priced.annual_premium_thb, priced.premium_age]).toEqual([2_500, 30_000, 51]);
    expect(priced.premium?.as_of).toBe('2026-11-20');
  });
  it('a USD monthly table converts at the stated rate: USD 100 a month = THB 3,300, THB 39,600 a year', () => {
    const usd = comparedPlan(
      {
        ...source,
        premiums: { ...table, currency: 'USD', period: 'monthly', bands: [{ age_from: 18, age_to: 99, amount: 100 }] },
      },
      rules,
    );
    expect([usd.monthly_premium_thb, usd.annual_premium_thb]).toEqual([3_300, 39_600]);
  });
});

const plan = (id: string, over: Partial<ComparedPlan>): ComparedPlan => ({
  ...comparedPlan(source, rules),
  id,
  provider: 'P',
  name: id,
  ...over,
});
const premium = (bands: [number, number, number][]): ComparedPlan['premium'] => ({
  period: 'monthly',
  currency: 'THB',
  source_url: 'https://example.com/r',
  as_of: '2026-11-20',
  note: '',
  bands: bands.map(([from, to, thb]) => ({ from, to, thb })),
});
const plans = [
  plan('a', {
    coverage_thb: 500_000,
    deductible_thb: 0,
    max_age: 75,
    visa_ok: ['tourist', 'non-immigrant'],
    premium: premium([
      [18, 60, 3000],
      [61, 75, 6000],
    ]),
    direct_billing: true,
    not_stated: ['dental'],
  }),
  plan('b', {
    coverage_thb: 5_000_000,
    deductible_thb: 20_000,
    max_age: 64,
    visa_ok: ['tourist', 'non-immigrant', 'ltr'],
    premium: null,
    dental: true,
    direct_billing: false,
    not_stated: [],
  }),
  plan('c', {
    coverage_thb: 3_000_000,
    deductible_thb: 60_000,
    max_age: 70,
    visa_ok: ['tourist', 'ltr'],
    premium: premium([[18, 70, 1500]]),
    maternity: true,
    direct_billing: false,
    not_stated: ['direct_billing'],
  }),
  plan('d', {
    coverage_thb: 1_000_000,
    deductible_thb: 10_000,
    max_age: 70,
    visa_ok: ['tourist'],
    premium: null,
    direct_billing: false,
    dental: false,
    not_stated: ['direct_billing', 'dental'],
  }),
];
const ids = (list: ComparedPlan[]) => list.map((p) => p.id);
// The comparator's defaults (its URL state fields): any visa, coverage from 0, deductible up to 50,000, no age, nothing ticked.
const defaultPlanFilter: Parameters<typeof filterPlans>[1] = {
  visa: 'any',
  minCoverage: 0,
  maxDeductible: 50_000,
  age: null,
  directBilling: false,
  dental: false,
  maternity: false,
};

describe('comparator filter: a plan shows only when every rule holds', () => {
  it('with the defaults (any visa, coverage from 0, deductible up to 50,000, no age) only the deductible rule bites', () => {
    expect(ids(filterPlans(plans, defaultPlanFilter))).toEqual(['a', 'b', 'd']);
  });
  it('visa: any, or listed in visa_ok', () => {
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, maxDeductible: 100_000, visa: 'ltr' }))).toEqual(['b', 'c']);
  });
  it('coverage_thb at least the minimum coverage; deductible_thb at most the maximum', () => {
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, minCoverage: 5_000_000 }))).toEqual(['b']);
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, maxDeductible: 0 }))).toEqual(['a']);
  });
  it('age empty, or not above max_age', () => {
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, age: 64 }))).toEqual(['a', 'b', 'd']);
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, age: 65 }))).toEqual(['a', 'd']);
  });
});

describe('three-valued feature filters', () => {
  it('a ticked feature shows only plans whose source includes it; not-stated plans are hidden and counted', () => {
    // Dental: b included; a and d not stated (hidden, counted: 2); c not included and over the deductible.
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, dental: true }))).toEqual(['b']);
    expect(hiddenAsNotStated(plans, { ...defaultPlanFilter, dental: true })).toBe(2);
    // Direct billing: a included; d not stated (1 hidden); c not stated but already out on its 60,000 deductible.
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, directBilling: true }))).toEqual(['a']);
    expect(hiddenAsNotStated(plans, { ...defaultPlanFilter, directBilling: true })).toBe(1);
    expect(hiddenAsNotStated(plans, { ...defaultPlanFilter, maxDeductible: 100_000, directBilling: true })).toBe(2);
  });
  it('a not-included plan is hidden but not counted as "not stated"; nothing ticked hides nothing', () => {
    // Maternity: c included (deductible allowed); a, b and d: "not included" (false, not in not_stated).
    expect(ids(filterPlans(plans, { ...defaultPlanFilter, maxDeductible: 100_000, maternity: true }))).toEqual(['c']);
    expect(hiddenAsNotStated(plans, { ...defaultPlanFilter, maxDeductible: 100_000, maternity: true })).toBe(0);
    expect(hiddenAsNotStated(plans, defaultPlanFilter)).toBe(0);
  });
});

describe('comparator sorts', () => {
  it("premium ascending by each plan's lowest rate without an age (c 1,500, a 3,000), unpriced plans last by name", () => {
    expect(ids(sortPlans(plans, 'premium'))).toEqual(['c', 'a', 'b', 'd']);
  });
  it('premium at an age: at 65 a costs 6,000, c 1,500; at 72 c has no band and joins the unpriced plans', () => {
    expect(ids(sortPlans(plans, 'premium', 65))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(sortPlans(plans, 'premium', 72))).toEqual(['a', 'b', 'c', 'd']);
  });
  it('coverage descending; deductible ascending', () => {
    expect(ids(sortPlans(plans, 'coverage'))).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(sortPlans(plans, 'deductible'))).toEqual(['a', 'd', 'b', 'c']);
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

describe('premium bands in content are checked by the schema', () => {
  const withBands = (bands: { age_from: number; age_to: number; amount: number }[]) =>
    insurancePlanSchema.safeParse({
      ...source,
      last_verified: '2026-11-24',
      premiums: { currency: 'THB', period: 'annual', source_url: 'https://example.com/r', as_of: '2026-11-20', bands },
    }).success;
  it('accepts adjacent bands and rejects overlapping or reversed ones', () => {
    expect(
      withBands([
        { age_from: 51, age_to: 55, amount: 1 },
        { age_from: 56, age_to: 60, amount: 2 },
      ]),
    ).toBe(true);
    // 55 would sit in both bands.
    expect(
      withBands([
        { age_from: 51, age_to: 55, amount: 1 },
        { age_from: 55, age_to: 60, amount: 2 },
      ]),
    ).toBe(false);
    expect(withBands([{ age_from: 60, age_to: 56, amount: 1 }])).toBe(false);
  });
});
