/**
 * The retirement money planner in English: the page's words (`moneyPage`, src/templates/RetirementPlannerPage.astro)
 * and the island's (`plannerText`, with the milestone titles and texts `describe` in retirement-money.ts fills), which
 * the page passes to the island as props, so they travel in the HTML and never in the script. The Thai volume
 * (src/i18n/th/money-planner.ts) has this shape key for key. Dates and amounts come in already written in the page's
 * language.
 */
import {
  plannerCalendar,
  type MilestoneWords,
  type PlanFormat,
  type Purpose,
  type Route,
} from '../../lib/visa/retirement-money.ts';

/** A point of "where the sources disagree": a bold lead, then the text, with an optional link inside it. */
interface Point {
  strong: string;
  text: string;
  link?: { href: string; label: string; after: string };
}

const asqLink =
  'https://asq.in.th/question/what-are-the-requirements-for-maintaining-a-retirement-extension-visa-in-thailand-concerning-bank-balance-and-timing';

export const moneyPage = {
  title: 'Retirement and Marriage Extension Money Planner',
  breadcrumb: 'Retirement Money Planner',
  description:
    'Plan the money for a one-year extension of stay in Thailand on retirement (THB 800,000 or THB 65,000 a month) or marriage (THB 400,000 or THB 40,000 a month): when it must be in the bank, how long to hold it, the floor, with the source of each rule.',
  summary: 'When the money must be in the bank, and for how long.',
  noscriptLink: 'go to the worked example',
  lead: 'For the one-year extension of stay on retirement (age 50 or over, on a Non-Immigrant O) or on marriage to a Thai national: enter the day you plan to apply and how you show the money. The planner gives the day the money must be in your Thai account, how long it may not be touched, from when it may be drawn down to the floor, and when it must be back up for next year, with the rule and the source behind each figure. Download the dates as calendar reminders.',
  noticeBefore:
    'Where sources disagree (2 or 3 months before you apply; a hold after approval for marriage extensions), the planner gives the ',
  noticeStrong: 'stricter reading',
  noticeMiddle:
    " and says so beside the date, with the published figure. Your immigration office's written checklist prevails: ask for it before you move money. See our guides on the ",
  noticeRetirement: 'retirement extension',
  noticeAnd: ' and the ',
  noticeMarriage: 'marriage extension',
  noticeAfter: '.',
  noscript: 'The planner needs JavaScript. The rules and worked examples follow: ',
  privacy: 'The dates and the reminder file are worked out on your device: nothing you enter here is sent anywhere.',
  exampleHeading: 'Worked example',
  exampleIntro: (purpose: string, route: string, amount: string, day: string) =>
    `${purpose}, ${route.toLowerCase()} (${amount}), applying on ${day} and granted the same day:`,
  tableWhat: 'What',
  tableStricter: 'Stricter reading',
  tablePublished: 'Published figure',
  same: 'same',
  range: (from: string, to: string) => `${from} to ${to}`,
  laterStamp:
    'If the year is stamped later, after an "under consideration" stamp, the 3 months after approval count from that day, so the hold ends later.',
  combination: (offered: string, required: string, date: string, stated: string) =>
    `The combination on the same day: a deposit of THB 500,000 plus THB 25,000 a month gives 500,000 + 12 x 25,000 = ${offered}, which meets the ${required} test. The deposit part must be in by ${date} (stricter reading; ${stated} on the published 2 months).`,
  marriage: (required: string, date: string, stated: string) =>
    `Marriage, deposit route, the same day: ${required}, in by ${date} (stricter reading; ${stated} on the published 2 months).`,
  disagreeHeading: 'Where the sources disagree',
  disagree: [
    {
      strong: '2 or 3 months before you apply.',
      text: "The retirement criteria restated from the Immigration Bureau say 2 months; Samut Prakan Immigration's own checklist asks for 3. For marriage, the checklists based on Police Order 327/2557 say 2 months; some have asked for 3. The planner gives 3 months (stricter) and the 2-month date beside it.",
    },
    {
      strong: 'A hold after approval for marriage.',
      text: "For retirement, the 2019 amendment keeps the THB 800,000 in the account for 3 months after the extension is granted, then THB 400,000 at least for the rest of the year. For marriage we found no published rule for a hold after approval or a floor. Because each office applies the criteria with its own checklist, the planner's stricter reading (not a published rule) holds it 3 months after approval, and says that the floor is not stated.",
    },
    {
      strong: 'From when the 3 months after count.',
      text: 'The criteria say after the extension is granted. Some practitioners count them from the day your previous permission ends, when the new year starts (',
      link: {
        href: asqLink,
        label: 'ASQ visa questions, secondary',
        after:
          '). If that day, or the day the year is stamped after an "under consideration" period, is later than your application, enter it as the day the year is granted: the hold then ends later.',
      },
    },
    {
      strong: 'The combination.',
      text: "For retirement, how far a combination's deposit part may fall after the 3 months is not stated, so the planner keeps it until next year's application. For marriage, the checklists we found accept the deposit or the income, not a combination.",
    },
    {
      strong: 'Which 2019 order.',
      text: 'Police Order 161/2563 names two 2019 amendments of Order 327/2557 (35/2562 and 548/2562); we have not found an official English text saying which one set the retirement hold.',
    },
  ] as Point[],
  rulesHeading: 'The rules behind the dates',
  inForce: 'In force',
  approved: 'Approved, not yet in force',
  proposed: 'Proposed',
  effective: 'effective',
  dateNotStated: 'date not stated',
  checked: 'checked',
  monthsNote:
    'Months are calendar months. Where a month has no such day (31 May less 3 months), the planner takes the earlier date before you apply (28 February) and the later one after approval (30 November plus 3 months: 1 March), so the money is always held at least as long as either count asks.',
};
export type MoneyPageWords = typeof moneyPage;

export const purposeLabels: Record<Purpose, string> = {
  retirement: 'Retirement (age 50 or over, Non-Immigrant O)',
  marriage: 'Marriage to a Thai national',
};
export const routeLabels: Record<Route, string> = {
  deposit: 'Money in a Thai bank',
  income: 'Monthly income',
  combination: 'Deposit plus 12 months of income',
};

/** The words of each milestone: passed to the island as props, so they are in the page's HTML rather than its script. */
export const plannerWords: MilestoneWords = {
  'money-in': [
    '{amount} in your Thai account',
    'In the account in your name by this day at the latest. Stricter reading: {strict} months before you apply, as some offices ask; the published figure is {months} months (by {stated}).',
  ],
  apply: [
    'Apply for the extension',
    'Bring a bank letter dated that day (or the day before) and your bank book updated that day.',
  ],
  'apply-income': [
    'Apply for the extension',
    "Bring proof of at least {required} a month: your embassy's income letter, or the transfers from abroad your office accepts.",
  ],
  hold: [
    'Do not touch the {amount}',
    'From the day it is in until {after} months after the extension is granted (counted here from {granted}; if the year is stamped later, count from that day).',
  ],
  'hold-marriage': [
    'Do not touch the {amount}',
    'Stricter reading: until {after} months after the extension is granted (counted here from {granted}; if the year is stamped later, count from that day). The published marriage criteria name no hold after approval: keeping it is the safe side, not a published rule.',
  ],
  'hold-all-year': [
    'Do not touch the deposit part',
    "At least {after} months after the extension is granted (to {stated}, counted from {granted}). How far it may fall after that is not stated: the stricter reading keeps it all year, up to next year's application.",
  ],
  'draw-down': [
    'From this day you may draw down to {floor}',
    'The balance must never fall below {floor} until it is back up for next year.',
  ],
  use: [
    'From this day you may use the money',
    'The criteria we found set no floor for the rest of the year: not stated.',
  ],
  'back-up': [
    'Back up to {amount} for next year',
    'If you apply again on {next}. Stricter reading: {strict} months before; the published figure is {months} months (by {stated}).',
  ],
  'next-apply': [
    "Next year's application",
    'If you apply again on {next}, show the income again for the months before it.',
  ],
};

/** Every word the planner island shows, passed from the page as props (so it is HTML, not script). */
export const plannerText = {
  form: 'Your extension',
  fields: {
    purpose: 'Extension for',
    route: 'How you show the money',
    apply: 'Day you plan to apply',
    granted: 'Day the year is granted, if known (empty: the application day)',
    deposit: 'Your deposit (THB)',
    monthly: 'Your monthly income (THB)',
  },
  options: { ...purposeLabels, ...routeLabels } as Record<Purpose | Route, string>,
  prompt: 'Enter the day you plan to apply to see your dates.',
  errors: {
    apply: 'Enter the day you plan to apply as a full date.',
    granted: 'The day the year is granted must be a full date on or after the day you apply.',
  } as Record<string, string>,
  noCombination:
    'Deposit plus income is not offered for marriage extensions, according to the sources we found: show the deposit or the income, and ask your office.',
  heading: 'Your plan',
  test: 'The test:',
  per: { deposit: '', income: ' a month', combination: ' a year (deposit plus 12 months of income)' } as Record<
    Route,
    string
  >,
  /** Ends the sentence of the test: a full stop in English, none in Thai. */
  stop: '.',
  yours: 'Your figures give',
  short: 'short.',
  enough: 'enough.',
  rule: 'Rule: ',
  download: 'Download reminders (.ics)',
  ...plannerCalendar,
  lastDay: ': last day',
  format: { money: 'THB {n}', yourDeposit: 'Your deposit' } as PlanFormat,
  words: plannerWords,
};
export type PlannerText = typeof plannerText;

/** The whole volume, as the language's dictionary holds it. */
export const moneyPlanner = { page: moneyPage, island: plannerText };
