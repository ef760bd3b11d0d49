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
import { addDays, addYear, isDay, type Rule } from './stay.ts';

export const purposes = ['retirement', 'marriage'] as const;
export type Purpose = (typeof purposes)[number];
export const routes = ['deposit', 'income', 'combination'] as const;
export type Route = (typeof routes)[number];

export const purposeLabels: Record<Purpose, string> = {
  retirement: 'Retirement (age 50 or over, Non-Immigrant O)',
  marriage: 'Marriage to a Thai national',
};
export const routeLabels: Record<Route, string> = {
  deposit: 'Money in a Thai bank',
  income: 'Monthly income',
  combination: 'Deposit plus 12 months of income',
};

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

export interface Milestone {
  kind: 'money-in' | 'apply' | 'hold' | 'draw-down' | 'back-up' | 'next-apply';
  title: string;
  /** The date the planner gives: the stricter reading where sources disagree. */
  date: string;
  /** For the hold: its first day. */
  from?: string;
  /** The date under the published figure, where the stricter reading differs from it. */
  stated?: string;
  text: string;
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
  milestones: Milestone[];
  /** Rules the whole plan rests on (for the summary). */
  rules: string[];
}

// Calendar arithmetic.
const ymd = (day: string) => day.split('-').map(Number);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** `n` calendar months before `day`; where that month is shorter, its last day (the earlier, stricter date). */
export function monthsBefore(day: string, n: number): string {
  const [y, m, d] = ymd(day);
  const first = new Date(Date.UTC(y, m - 1 - n, 1));
  const [Y, M] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  return iso(Y, M, Math.min(d, daysIn(Y, M)));
}

/** `n` calendar months after `day`; where that month is shorter, the first day of the next month (the later, stricter date). */
export function monthsAfter(day: string, n: number): string {
  const [y, m, d] = ymd(day);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const [Y, M] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  return d > daysIn(Y, M) ? iso(Y, M + 1, 1) : iso(Y, M, d);
}

function value(rules: readonly Rule[], id: string, name: string): number {
  const v = rules.find((r) => r.id === id)?.values[name];
  if (v === undefined) throw new Error(`The planner's rules lack "${id}" value "${name}" (content/visa-rules/rules.yaml)`);
  return v;
}

export const thb = (n: number) => `THB ${n.toLocaleString('en-GB')}`;
const long = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

/** The plan for one purpose and route. Throws on days that are not YYYY-MM-DD or a grant before the application. */
export function moneyPlan(input: MoneyInput, rules: readonly Rule[]): MoneyPlan {
  const { purpose, route, apply } = input;
  if (!isDay(apply)) throw new Error('Enter the application date as a full date.');
  const granted = input.granted || apply;
  if (!isDay(granted) || granted < apply) throw new Error('The day the extension is granted must be a full date on or after the application.');
  const retire = purpose === 'retirement';
  const nextApply = addYear(apply);
  const has = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

  if (route === 'income') {
    const id = `${purpose}-income`;
    const required = value(rules, id, 'monthly_thb');
    const offered = has(input.monthly) ? input.monthly : null;
    return {
      allowed: true, required, offered, short: offered === null ? 0 : Math.max(0, required - offered), rules: [id],
      milestones: [
        { kind: 'apply', title: 'Apply for the extension', date: apply, text: `Bring proof of at least ${thb(required)} a month: your embassy's income letter, or the transfers from abroad your office accepts.`, rules: [id] },
        { kind: 'next-apply', title: "Next year's application", date: nextApply, text: 'If you apply on the same date next year, show the income again for the months before it.', rules: [id] },
      ],
    };
  }

  const depositId = `${purpose}-deposit`;
  const strictId = retire ? 'retirement-deposit-three-months' : 'marriage-deposit-stricter';
  if (route === 'combination' && !retire) {
    return { allowed: false, required: 0, offered: null, short: 0, milestones: [], rules: ['marriage-combination', 'marriage-income', depositId] };
  }

  const before = value(rules, depositId, 'months_before');
  const strictBefore = value(rules, strictId, 'months_before');
  const after = value(rules, retire ? depositId : strictId, 'months_after');
  let required: number;
  let offered: number | null;
  let amount: number;
  let planRules: string[];
  if (route === 'combination') {
    required = value(rules, 'retirement-combination', 'total_thb');
    const months = value(rules, 'retirement-combination', 'months_of_income');
    offered = has(input.deposit) && has(input.monthly) ? input.deposit + months * input.monthly : null;
    amount = has(input.deposit) ? input.deposit : 0;
    planRules = ['retirement-combination', depositId, strictId];
  } else {
    required = value(rules, depositId, 'deposit_thb');
    offered = has(input.deposit) ? input.deposit : null;
    amount = required;
    planRules = [depositId, strictId];
  }
  const money = route === 'combination' ? (amount ? `Your deposit of ${thb(amount)}` : 'The deposit part') : thb(amount);
  const moneyIn = monthsBefore(apply, strictBefore);
  const holdEnd = monthsAfter(granted, after);
  const stricterIn = `Stricter reading: ${strictBefore} months before you apply, as some offices ask; the published figure is ${before} months (by ${long(monthsBefore(apply, before))}).`;
  const from = granted === apply ? 'the application day; if the year is stamped later, count from that day' : long(granted);

  const milestones: Milestone[] = [
    { kind: 'money-in', title: `${money} in your Thai account`, date: moneyIn, stated: monthsBefore(apply, before), text: `In the account in your name by this day at the latest. ${stricterIn}`, rules: [depositId, strictId] },
    { kind: 'apply', title: 'Apply for the extension', date: apply, text: 'Bring a bank letter dated that day (or the day before) and your bank book updated that day.', rules: [depositId] },
  ];
  if (route === 'combination') {
    // How far a combination's deposit may fall after the 3 months is not stated: the stricter reading keeps it all year.
    milestones.push({
      kind: 'hold', title: 'Do not touch the deposit part', from: moneyIn, date: nextApply, stated: holdEnd,
      text: `At least ${after} months after the extension is granted (to ${long(holdEnd)}, counted from ${from}). How far it may fall after that is not stated: the stricter reading keeps it all year, up to next year's application.`,
      rules: planRules,
    });
  } else {
    milestones.push({
      kind: 'hold', title: `Do not touch the ${thb(amount)}`, from: moneyIn, date: holdEnd,
      text: `From the day it is in until ${after} months after the extension is granted (counted from ${from}).${retire ? '' : ' Stricter reading: the published marriage criteria name no hold after approval; some offices and banks ask for one.'}`,
      rules: retire ? [depositId] : [depositId, strictId],
    });
    const floor = retire ? value(rules, depositId, 'floor_thb') : 0;
    milestones.push({
      kind: 'draw-down', title: retire ? `From this day you may draw down to ${thb(floor)}` : 'From this day you may use the money', date: addDays(holdEnd, 1),
      text: retire ? `The balance must never fall below ${thb(floor)} until it is back up for next year.` : 'The criteria we found set no floor for the rest of the year: not stated.',
      rules: [depositId],
    });
    const backBefore = monthsBefore(nextApply, before);
    milestones.push({
      kind: 'back-up', title: `Back up to ${thb(amount)} for next year`, date: monthsBefore(nextApply, strictBefore), stated: backBefore,
      text: `If you apply again on ${long(nextApply)}. Stricter reading: ${strictBefore} months before; the published figure is ${before} months (by ${long(backBefore)}).`,
      rules: [depositId, strictId],
    });
  }
  return { allowed: true, required, offered, short: offered === null ? 0 : Math.max(0, required - offered), milestones, rules: planRules };
}
