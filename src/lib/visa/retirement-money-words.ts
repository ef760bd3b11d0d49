/**
 * The retirement money planner's words: labels, milestone titles and texts
 * (templates `describe` in retirement-money.ts fills). The page passes them to
 * the island as props, so they travel in the HTML and never in the script.
 */
import type { MilestoneWords, Purpose, Route } from './retirement-money.ts';

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
  apply: ['Apply for the extension', 'Bring a bank letter dated that day (or the day before) and your bank book updated that day.'],
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
  'draw-down': ['From this day you may draw down to {floor}', 'The balance must never fall below {floor} until it is back up for next year.'],
  use: ['From this day you may use the money', 'The criteria we found set no floor for the rest of the year: not stated.'],
  'back-up': [
    'Back up to {amount} for next year',
    'If you apply again on {next}. Stricter reading: {strict} months before; the published figure is {months} months (by {stated}).',
  ],
  'next-apply': ["Next year's application", 'If you apply again on {next}, show the income again for the months before it.'],
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
  per: { deposit: '', income: ' a month', combination: ' a year (deposit plus 12 months of income)' } as Record<Route, string>,
  yours: 'Your figures give',
  short: 'short.',
  enough: 'enough.',
  rule: 'Rule: ',
  download: 'Download reminders (.ics)',
  file: 'thailand-extension-money.ics',
  product: 'Retirement money planner',
  lastDay: ': last day',
  words: plannerWords,
};
export type PlannerText = typeof plannerText;
