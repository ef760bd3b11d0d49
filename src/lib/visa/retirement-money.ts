/**
 * The retirement money planner: for the one-year extension of stay on
 * retirement (age 50+, Non-Immigrant O) or on marriage to a Thai national,
 * the money test and, from the planned application day, the dates that matter:
 * when the money must be in the account, how long it may not be touched, from
 * when it may be drawn down to the floor, and when it must be back up for next
 * year's application. The figures are dated records in
 * content/visa-rules/rules.yaml (tools: [retirement-money-planner]); this reads them.
 *
 * Where sources disagree (2 or 3 months before; a hold after approval for
 * marriage), each date is the stricter reading and `stated` keeps the date
 * under the published figure, so the page can say both.
 *
 * Months are calendar months on "YYYY-MM-DD" days in UTC. A month count that
 * lands on a day the month lacks resolves to the stricter side: before the
 * application, the month's last day (earlier, so the money sits longer); after
 * approval, the first day of the next month (later, so it is held longer).
 */
import type { Rule } from './stay.ts';
import { formatDay, formatNumber, isDay } from '../shared/format.ts';
import { dayFromParts, dayParts, daysInMonth } from '../shared/calendar.ts';

export const purposes = ['retirement', 'marriage'] as const;
export type Purpose = (typeof purposes)[number];
export const routes = ['deposit', 'income', 'combination'] as const;
export type Route = (typeof routes)[number];

/** The reminder file's name and its calendar product name: the same in every language. */
export const plannerCalendar = { file: 'thailand-extension-money.ics', product: 'Retirement money planner' };

export interface MoneyInput {
  purpose: Purpose;
  route: Route;
  /** The planned application day, YYYY-MM-DD. */
  apply: string;
  /** The day the year is granted, if known (after an "under consideration" stamp); the application day otherwise. */
  granted?: string;
  /** THB the visitor holds in the account (deposit and combination routes). */
  deposit?: number | null;
  /** THB of monthly income (income and combination routes). */
  monthly?: number | null;
}

/** What a milestone is; also the key of its words (src/i18n/en/money-planner.ts). */
export type MilestoneKind =
  | 'money-in'
  | 'apply'
  | 'apply-income'
  | 'hold'
  | 'hold-marriage'
  | 'hold-all-year'
  | 'draw-down'
  | 'use'
  | 'back-up'
  | 'next-apply';

/** Title and text templates by kind, with {placeholders} that `describe` fills. */
export type MilestoneWords = Record<MilestoneKind, readonly [string, string]>;

export interface Milestone {
  kind: MilestoneKind;
  /** The date the planner gives: the stricter reading where sources disagree (for a hold, its last day). */
  date: string;
  /** For a hold: its first day. */
  from?: string;
  /** The date under the published figure, where the stricter reading differs from it. */
  stated?: string;
  rules: string[];
}

export interface MoneyPlan {
  /** False where the route is not accepted for the purpose (the combination for marriage). */
  allowed: boolean;
  /** What the test asks: a deposit, a monthly income, or a yearly total. */
  required: number;
  /** What the visitor's figures give against it (the deposit, the income, or deposit + 12 x income); null when not entered. */
  offered: number | null;
  /** THB missing, 0 when the figures meet the test (or were not entered). */
  short: number;
  /** The sum to hold (the deposit part for a combination), the floor, and the months before (published, stricter) and after; absent on the income route. */
  amount?: number;
  floor?: number;
  months?: number;
  strict?: number;
  after?: number;
  /** The day the months after approval count from, and next year's application (the same date a year on). */
  granted: string;
  next: string;
  milestones: Milestone[];
  /** Rules the whole plan rests on. */
  rules: string[];
}

/**
 * `n` calendar months before (`n` < 0) or after `day`. Where the month reached is shorter: before, its last day
 * (the earlier date, so money sits longer); after, the first day of the next month (the later date, so it is held longer).
 */
function shiftMonths(day: string, n: number): string {
  const [y, m, d] = dayParts(day);
  const last = daysInMonth(y, m + n);
  return d <= last ? dayFromParts(y, m + n, d) : n < 0 ? dayFromParts(y, m + n, last) : dayFromParts(y, m + n + 1, 1);
}
export const monthsBefore = (day: string, n: number) => shiftMonths(day, -n);
export const monthsAfter = shiftMonths;

function value(rules: readonly Rule[], id: string, name: string): number {
  const v = rules.find((r) => r.id === id)?.values[name];
  if (v === undefined) throw new Error(`content/visa-rules/rules.yaml lacks ${id}.${name}`);
  return v;
}

/** A given number: the URL-state number field gives finite numbers or null. */
const num = (n: number | null | undefined): n is number => n != null;

/** What a combination offers: the deposit plus the months of income the rule counts, once both are given. */
const combinationOffered = (deposit: number | null, monthly: number | null | undefined, rules: readonly Rule[]) =>
  deposit !== null && num(monthly)
    ? deposit + value(rules, 'retirement-combination', 'months_of_income') * monthly
    : null;

/**
 * The plan for one purpose and route. Throws "apply" for an application day that is not a real YYYY-MM-DD day and
 * "granted" for a grant day that is not one or falls before the application (the page words the message).
 */
export function moneyPlan(input: MoneyInput, rules: readonly Rule[]): MoneyPlan {
  const { purpose, route, apply } = input;
  if (!isDay(apply)) throw new Error('apply');
  const granted = input.granted || apply;
  if (!isDay(granted) || granted < apply) throw new Error('granted');
  const retire = purpose === 'retirement';
  const combined = route === 'combination';
  const [y, m, d] = dayParts(apply);
  const next = dayFromParts(y + 1, m, Math.min(d, daysInMonth(y + 1, m))); // 29 February becomes 28 February
  const plan = (required: number, offered: number | null, rest: Partial<MoneyPlan>): MoneyPlan => ({
    allowed: true,
    required,
    offered,
    short: offered === null ? 0 : Math.max(0, required - offered),
    granted,
    next,
    milestones: [],
    rules: [],
    ...rest,
  });

  if (route === 'income') {
    const id = `${purpose}-income`;
    const rules1 = [id];
    return plan(value(rules, id, 'monthly_thb'), num(input.monthly) ? input.monthly : null, {
      rules: rules1,
      milestones: [
        { kind: 'apply-income', date: apply, rules: rules1 },
        { kind: 'next-apply', date: next, rules: rules1 },
      ],
    });
  }
  const depositId = `${purpose}-deposit`;
  const strictId = retire ? 'retirement-deposit-three-months' : 'marriage-deposit-stricter';
  if (combined && !retire)
    return { ...plan(0, null, { rules: ['marriage-combination', 'marriage-income', depositId] }), allowed: false };

  const months = value(rules, depositId, 'months_before');
  const strict = value(rules, strictId, 'months_before');
  const after = value(rules, retire ? depositId : strictId, 'months_after');
  const floor = retire ? value(rules, depositId, 'floor_thb') : 0;
  const both = [depositId, strictId];
  const planRules = combined ? ['retirement-combination', ...both] : both;
  const holdEnd = monthsAfter(granted, after);
  const [hy, hm, hd] = dayParts(holdEnd);
  const moneyIn = monthsBefore(apply, strict);
  const milestones: Milestone[] = [
    { kind: 'money-in', date: moneyIn, stated: monthsBefore(apply, months), rules: both },
    { kind: 'apply', date: apply, rules: [depositId] },
  ];
  if (combined) {
    // How far a combination's deposit may fall after the hold is not stated: the stricter reading keeps it all year.
    milestones.push({ kind: 'hold-all-year', from: moneyIn, date: next, stated: holdEnd, rules: planRules });
  } else {
    milestones.push(
      { kind: retire ? 'hold' : 'hold-marriage', from: moneyIn, date: holdEnd, rules: retire ? [depositId] : both },
      { kind: retire ? 'draw-down' : 'use', date: dayFromParts(hy, hm, hd + 1), rules: [depositId] },
      { kind: 'back-up', date: monthsBefore(next, strict), stated: monthsBefore(next, months), rules: both },
    );
  }
  const required = value(
    rules,
    combined ? 'retirement-combination' : depositId,
    combined ? 'total_thb' : 'deposit_thb',
  );
  const deposit = num(input.deposit) ? input.deposit : null;
  const offered = combined ? combinationOffered(deposit, input.monthly, rules) : deposit;
  return plan(required, offered, {
    amount: combined ? (deposit ?? 0) : required,
    floor,
    months,
    strict,
    after,
    milestones,
    rules: planRules,
  });
}

/** A milestone's title and text, from `words` (title and text templates by kind, with {placeholders}) and the plan. */
/** How a page's language writes the figures `describe` fills in: dates by locale, THB amounts by pattern. */
export interface PlanFormat {
  /** The locale dates are written in ("th-TH-u-ca-buddhist" on Thai pages); the site's when not given. */
  dateLocale?: string;
  /** The form of a THB amount, {n} the grouped figure: "THB {n}" or "{n} บาท". */
  money: string;
  /** Said for the amount when the visitor has not entered one (the income route's deposit part). */
  yourDeposit: string;
}

const englishFormat: PlanFormat = { money: 'THB {n}', yourDeposit: 'Your deposit' };

/** An amount as `format` writes it ("THB 800,000", "800,000 บาท"). */
export const moneyIn = (n: number, format: PlanFormat = englishFormat): string =>
  format.money.replace('{n}', formatNumber(Math.round(n)));

export function describe(
  plan: MoneyPlan,
  m: Milestone,
  words: MilestoneWords,
  format: PlanFormat = englishFormat,
): [string, string] {
  const money = (n: number) => moneyIn(n, format);
  const day = (d: string) => formatDay(d, format.dateLocale);
  const vars: Record<string, string | number> = {
    amount: plan.amount ? money(plan.amount) : format.yourDeposit,
    floor: money(plan.floor ?? 0),
    required: money(plan.required),
    months: plan.months ?? 0,
    strict: plan.strict ?? 0,
    after: plan.after ?? 0,
    stated: m.stated ? day(m.stated) : '',
    next: day(plan.next),
    granted: day(plan.granted),
  };
  return words[m.kind].map((t) => t.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]))) as [string, string];
}
