import { describe, expect, it } from 'vitest';
import { describeReason, englishReasonWords, formatMoney, reasonIds, verdicts, type ReasonWords } from './verdicts.ts';
import type { InsurancePlan } from '../content/schemas.ts';

// The minimums of content/visa-rules/rules.yaml: the TGIA O-A guideline (THB 400,000 inpatient, THB 40,000
// outpatient per policy year) and the BOI's LTR USD 50,000; baht per dollar at 33 (usdRate).
const rules = { oaInpatientThb: 400_000, oaOutpatientThb: 40_000, ltrUsd: 50_000 };
const limits = {
  currency: 'USD',
  insurer_type: 'international',
  annual_limit: 1_000_000,
  inpatient_limit: 1_000_000,
  outpatient_limit: 5_000,
  outpatient_per_visit: 100,
  outpatient_visits_per_year: 12,
} as const satisfies Partial<InsurancePlan>;

describe('structured verdict reasons', () => {
  it('a dollar plan capped at 12 visits x USD 100 pays USD 1,200 (THB 39,600 at 33): the O-A fails on outpatient, with the figures as data', () => {
    const [oa, ltr] = verdicts(limits, rules);
    expect(oa.meets).toBe(false);
    expect(oa.why).toEqual([
      {
        id: 'inpatient-reaches',
        values: {
          amount: { stated: 'USD', usd: 1_000_000, thb: 33_000_000 },
          minimum: { stated: 'THB', thb: 400_000 },
        },
      },
      {
        id: 'outpatient-capped-below',
        values: {
          amount: { stated: 'USD', usd: 1_200, thb: 39_600 },
          visits: 12,
          perVisit: { stated: 'USD', usd: 100, thb: 3_300 },
          minimum: { stated: 'THB', thb: 40_000 },
        },
      },
    ]);
    // The API keeps its English text, worded from the same data.
    expect(oa.reason).toBe(
      'Inpatient USD 1,000,000 (about THB 33,000,000) reaches THB 400,000; Outpatient pays at most USD 1,200 (about THB 39,600) (12 visits x USD 100 (about THB 3,300)), below THB 40,000.',
    );
    expect(oa.reason).toBe(describeReason(oa.why, englishReasonWords));
    expect(ltr).toMatchObject({
      meets: true,
      why: [{ id: 'cover-reaches', values: { amount: { stated: 'USD', usd: 1_000_000 } } }],
    });
  });

  it('a baht cover of THB 1,649,999 is about USD 49,999.97: below the LTR USD 50,000, its dollar value rounded for the reason', () => {
    const [, ltr] = verdicts(
      { ...limits, currency: 'THB', annual_limit: 1_649_999, inpatient_limit: 1_649_999 },
      rules,
    );
    expect(ltr.why).toEqual([
      {
        id: 'cover-below',
        values: { amount: { stated: 'THB', thb: 1_649_999, usd: 50_000 }, minimum: { stated: 'USD', usd: 50_000 } },
      },
    ]);
    expect(ltr.reason).toBe('Cover of THB 1,649,999 (about USD 50,000) is below USD 50,000.');
  });

  it('no outpatient cover names only the minimum', () => {
    const [oa] = verdicts({ ...limits, outpatient_limit: null }, rules);
    expect(oa.why[1]).toEqual({ id: 'no-outpatient', values: { minimum: { stated: 'THB', thb: 40_000 } } });
  });

  it("another language's words give another wording of the same figures", () => {
    const words: ReasonWords = {
      parts: Object.fromEntries(
        reasonIds.map((id) => [id, `[${id}] {amount} / {minimum} / {visits} x {perVisit}`]),
      ) as ReasonWords['parts'],
      join: ' | ',
      end: '',
      thb: '{n} บาท',
      usd: 'USD {n}',
      withAbout: '{amount} (ประมาณ {about})',
    };
    const [oa] = verdicts(
      {
        ...limits,
        currency: 'THB',
        inpatient_limit: 399_999,
        outpatient_limit: 45_000,
        outpatient_per_visit: undefined,
      },
      rules,
    );
    expect(describeReason(oa.why, words)).toBe(
      '[inpatient-below] 399,999 บาท / 400,000 บาท /  x  | [outpatient-reaches] 45,000 บาท / 40,000 บาท /  x ',
    );
    expect(formatMoney({ stated: 'USD', usd: 1_200, thb: 39_600 }, words)).toBe('USD 1,200 (ประมาณ 39,600 บาท)');
  });
});
