/**
 * A plan's visa verdicts: whether its limits meet the O-A and LTR minimums of the rule records, and why. The
 * reason is structured (an id plus the figures it names) so each page words it in its own language; the English
 * wording is also kept as text, which the public data API has always carried.
 */
import { formatNumber } from '../shared/format.ts';
import type { InsurancePlan } from '../content/schemas.ts';

/**
 * Baht per US dollar used to compare plans priced in dollars. An approximate
 * rate for comparison only, not a quote: the Bank of Thailand publishes the
 * daily reference rate, and the insurer's own figures prevail.
 */
export const usdRate = { thbPerUsd: 33, setOn: '2026-11-24', source: 'https://www.bot.or.th/' } as const;

export const toThb = (amount: number, currency: 'THB' | 'USD') =>
  Math.round(currency === 'USD' ? amount * usdRate.thbPerUsd : amount);
export const toUsd = (amount: number, currency: 'THB' | 'USD') =>
  currency === 'USD' ? amount : amount / usdRate.thbPerUsd;

/** The visa minimums the verdicts are checked against (from the rule records). */
export interface VerdictMinimums {
  oaInpatientThb: number;
  oaOutpatientThb: number;
  ltrUsd: number;
}

/**
 * An amount in the currency the source states it in, with its value in the other currency where the reason gives
 * it (at `usdRate`, rounded): a dollar limit "USD 1,200 (about THB 39,600)", a baht cover "THB 420,500 (about USD 12,742)".
 */
export interface Money {
  stated: 'THB' | 'USD';
  thb?: number;
  usd?: number;
}

/** Each sentence a verdict's reason can be made of. */
export const reasonIds = [
  'inpatient-reaches',
  'inpatient-below',
  'no-outpatient',
  'outpatient-reaches',
  'outpatient-below',
  'outpatient-capped-reaches',
  'outpatient-capped-below',
  'cover-reaches',
  'cover-below',
] as const;
export type ReasonId = (typeof reasonIds)[number];

/** One sentence of a reason: `amount` the plan's figure, `minimum` the rule's, `visits` x `perVisit` a capped outpatient cover. */
export interface ReasonPart {
  id: ReasonId;
  values: { amount?: Money; minimum: Money; visits?: number; perVisit?: Money };
}

/** A visa the plan is checked against, whether its figures meet the minimum, and why. */
export interface Verdict {
  visa: 'non-immigrant' | 'ltr';
  meets: boolean;
  /** The reason in English (the API's text), worded from `why` by `englishReasonWords`. */
  reason: string;
  /** The reason as data: the sentences and their figures, for a page to word in its language. */
  why: ReasonPart[];
  /**
   * An international insurer's plan that meets the O-A figures: good for the application abroad only, since an
   * extension or renewal in Thailand needs a Thai insurer's policy (rule `insurance-o-a-renewal-thai-insurer`).
   */
  abroad_only?: true;
}

/** How a page words a reason: each sentence with `{amount}`, `{minimum}`, `{visits}`, `{perVisit}`, and its amounts. */
export interface ReasonWords {
  parts: Record<ReasonId, string>;
  /** Between the sentences of one reason, and after the last. */
  join: string;
  end: string;
  /** `{n}`: the grouped figure. */
  thb: string;
  usd: string;
  /** An amount with its value in the other currency: `{amount}` and `{about}`. */
  withAbout: string;
}

/** The reasons in English: the API's text and the English page's words. */
export const englishReasonWords: ReasonWords = {
  parts: {
    'inpatient-reaches': 'Inpatient {amount} reaches {minimum}',
    'inpatient-below': 'Inpatient {amount} is below {minimum}',
    'no-outpatient': 'No outpatient cover; the O-A needs {minimum}',
    'outpatient-reaches': 'Outpatient {amount} reaches {minimum}',
    'outpatient-below': 'Outpatient {amount} is below {minimum}',
    'outpatient-capped-reaches':
      'Outpatient pays at most {amount} ({visits} visits x {perVisit}), which reaches {minimum}',
    'outpatient-capped-below': 'Outpatient pays at most {amount} ({visits} visits x {perVisit}), below {minimum}',
    'cover-reaches': 'Cover of {amount} reaches {minimum}',
    'cover-below': 'Cover of {amount} is below {minimum}',
  },
  join: '; ',
  end: '.',
  thb: 'THB {n}',
  usd: 'USD {n}',
  withAbout: '{amount} (about {about})',
};

/** `text` with each `{key}` replaced by its value. */
export const fill = (text: string, values: Record<string, string | number | undefined>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** An amount in the page's words: the stated currency first, the other in brackets where the reason gives it. */
export function formatMoney(
  { stated, thb, usd }: Money,
  words: Pick<ReasonWords, 'thb' | 'usd' | 'withAbout'>,
): string {
  // Amounts are whole (the plan's figures, and converted ones rounded when the reason is built).
  const say = (n: number | undefined, text: string) => (n === undefined ? '' : fill(text, { n: formatNumber(n) }));
  const inBaht = say(thb, words.thb);
  const inDollars = say(usd, words.usd);
  const [amount, about] = stated === 'THB' ? [inBaht, inDollars] : [inDollars, inBaht];
  return about ? fill(words.withAbout, { amount, about }) : amount;
}

/** A reason in the page's words: each sentence's `{key}` filled with its value (amounts as `formatMoney` writes them). */
export function describeReason(why: readonly ReasonPart[], words: ReasonWords): string {
  const sentence = ({ id, values }: ReasonPart) =>
    fill(
      words.parts[id],
      Object.fromEntries(
        Object.entries(values).map(([key, v]) => [key, typeof v === 'object' ? formatMoney(v, words) : v]),
      ),
    );
  return why.map(sentence).join(words.join) + words.end;
}

type Limits = Pick<
  InsurancePlan,
  | 'currency'
  | 'annual_limit'
  | 'inpatient_limit'
  | 'outpatient_limit'
  | 'outpatient_per_visit'
  | 'outpatient_visits_per_year'
  | 'insurer_type'
>;

/**
 * The most the outpatient cover pays in a policy year: the stated limit, or, where the terms cap each visit and
 * the number of visits, the smaller of the limit and visits x per-visit cap. null: no outpatient cover.
 */
export function outpatientPays(plan: Limits): number | null {
  if (plan.outpatient_limit === null) return null;
  const { outpatient_per_visit: perVisit, outpatient_visits_per_year: visits } = plan;
  return perVisit !== undefined && visits !== undefined
    ? Math.min(plan.outpatient_limit, perVisit * visits)
    : plan.outpatient_limit;
}

/** A plan's amount as its source states it, with the baht value when in dollars (whole units, as the reason shows them). */
const planMoney = (amount: number, currency: 'THB' | 'USD'): Money =>
  currency === 'THB'
    ? { stated: 'THB', thb: Math.round(amount) }
    : { stated: 'USD', usd: Math.round(amount), thb: toThb(amount, currency) };
const thbMinimum = (thb: number): Money => ({ stated: 'THB', thb });

function oaReason(plan: Limits, rules: VerdictMinimums): { meets: boolean; why: ReasonPart[] } {
  const { currency } = plan;
  const minimumIn = thbMinimum(rules.oaInpatientThb);
  const minimumOut = thbMinimum(rules.oaOutpatientThb);
  const inpatientOk = toThb(plan.inpatient_limit, currency) >= rules.oaInpatientThb;
  const inpatient: ReasonPart = {
    id: inpatientOk ? 'inpatient-reaches' : 'inpatient-below',
    values: { amount: planMoney(plan.inpatient_limit, currency), minimum: minimumIn },
  };
  const pays = outpatientPays(plan);
  const outpatientOk = pays !== null && toThb(pays, currency) >= rules.oaOutpatientThb;
  let outpatient: ReasonPart;
  if (pays === null) outpatient = { id: 'no-outpatient', values: { minimum: minimumOut } };
  else if (pays < (plan.outpatient_limit ?? 0))
    outpatient = {
      id: outpatientOk ? 'outpatient-capped-reaches' : 'outpatient-capped-below',
      values: {
        amount: planMoney(pays, currency),
        visits: plan.outpatient_visits_per_year,
        perVisit: planMoney(plan.outpatient_per_visit ?? 0, currency),
        minimum: minimumOut,
      },
    };
  else
    outpatient = {
      id: outpatientOk ? 'outpatient-reaches' : 'outpatient-below',
      values: { amount: planMoney(pays, currency), minimum: minimumOut },
    };
  return { meets: inpatientOk && outpatientOk, why: [inpatient, outpatient] };
}

export function verdicts(plan: Limits, rules: VerdictMinimums): Verdict[] {
  const { currency } = plan;
  const oaResult = oaReason(plan, rules);
  const oa: Verdict = {
    visa: 'non-immigrant',
    meets: oaResult.meets,
    reason: describeReason(oaResult.why, englishReasonWords),
    why: oaResult.why,
  };
  if (oa.meets && plan.insurer_type === 'international') oa.abroad_only = true;

  const coverUsd = toUsd(plan.annual_limit, currency);
  const ltrMeets = coverUsd >= rules.ltrUsd;
  const cover: Money =
    currency === 'USD'
      ? { stated: 'USD', usd: Math.round(plan.annual_limit) }
      : { stated: 'THB', thb: Math.round(plan.annual_limit), usd: Math.round(coverUsd) };
  const ltrWhy: ReasonPart[] = [
    {
      id: ltrMeets ? 'cover-reaches' : 'cover-below',
      values: { amount: cover, minimum: { stated: 'USD', usd: rules.ltrUsd } },
    },
  ];
  const ltr: Verdict = {
    visa: 'ltr',
    meets: ltrMeets,
    reason: describeReason(ltrWhy, englishReasonWords),
    why: ltrWhy,
  };
  return [oa, ltr];
}
