/**
 * The tax-residence day counter in English: the page's words (`taxDaysPage`, src/templates/TaxResidenceDaysPage.astro)
 * and the island's (`taxDaysWords`), which the page passes to the island as props, so they travel in the HTML and
 * never in the script. A text with links is written as one `linked` template, whose parts are strings and links by
 * what they point to (the template holds the addresses); `{name}` marks where a figure or date goes. The Thai volume (src/i18n/th/tax-days.ts) has
 * this shape key for key.
 */
import { englishProblems, type ProblemWords } from '../../lib/tax/residence-days.ts';
import { linked, type Part as AnyPart } from '../parts.ts';

/** What a link in the page's text points to: a rule's source, or one of our guides. */
export type LinkTarget = 'residence' | 'paw161' | 'paw162' | 'taxGuide' | 'returnGuide' | 'rdQuestions';
type Part = AnyPart<LinkTarget>;
interface Point {
  strong: string;
  parts: Part[];
}

/** The counter island's words, passed from the page as props. */
export const taxDaysWords = {
  form: 'Your trips',
  trip: 'Trip {n}',
  arrival: 'Arrived in Thailand',
  departure: 'Left Thailand',
  departureHint: 'Enter each trip to Thailand. Leave "Left Thailand" empty for a trip still in progress.',
  remove: 'Remove trip {n}',
  add: 'Add a trip',
  until: 'Count a trip in progress until',
  untilHint: 'Leave empty to count until today (in Thailand).',
  prompt: 'Enter the dates of your trips to see your days in Thailand in each year.',
  heading: 'Your days in Thailand',
  caption:
    'Days in Thailand per calendar year; the day you arrive and the day you leave both count. {threshold} days or more make a tax resident for the year.',
  year: 'Year',
  days: 'Days',
  daysOf: '{days} of {total}',
  thresholdDay: 'Day {threshold} on',
  resident: 'Tax resident',
  yes: 'Yes',
  no: 'No: {left} days short of {threshold}',
  notReached: 'Not reached',
  openToday: 'Trip {n} has no departure date: it is counted until today in Thailand, {date}.',
  openUntil: 'Trip {n} has no departure date: it is counted until {date}, the date you chose.',
  meaning:
    'A year with {threshold} days or more makes you a Thai tax resident for that year: foreign income you bring into Thailand in such a year is taxable if it was earned on or after 1 January {from}.',
  meaningLink: 'What this means and the sources',
  problems: englishProblems as ProblemWords,
};
export type TaxDaysWords = typeof taxDaysWords;

/** The page's words around the counter. */
export const taxDaysPage = {
  title: 'Tax Residence Day Counter: 180 Days in Thailand',
  breadcrumb: 'Tax residence day counter',
  description:
    'Count your days in Thailand per calendar year from your trips, see the date you reach 180 days and become a Thai tax resident, and what that means for foreign income brought into Thailand.',
  heading: 'Tax Residence Day Counter',
  summary: (days: number) => `Your days in Thailand each year, and the day you reach ${days}.`,
  noscriptLink: 'Go to the worked example',
  lead: (days: number): Part[] =>
    linked`Enter your trips to Thailand: the counter adds up your days in Thailand in each calendar year and gives the date of your ${days}th day, the day that makes you a Thai tax resident for that year under ${{ to: 'residence', label: 'section 41 of the Revenue Code' }}.`,
  noticeStrong: 'How the days are counted:',
  notice:
    'the day you arrive and the day you leave both count as days in Thailand. Section 41 counts the days a person is in Thailand but does not say how a day of arrival or departure counts, and we found no Revenue Department page that does, so the counter takes the cautious reading and counts both. If you left and came back on the same day, enter two trips: that day counts once.',
  noscript: 'The counter needs JavaScript. The rules and a worked example follow. ',
  privacy:
    "Your trips are counted on your device: nothing you enter here is sent anywhere. They are kept in this page's address, so you can bookmark the result.",
  exampleHeading: 'Worked example',
  exampleIntro: 'Three trips, the first across the year end:',
  tableTrip: 'Trip',
  tableArrived: 'Arrived',
  tableLeft: 'Left',
  exampleSum:
    'How it adds up: trip 1 gives 12 days in 2026 (20 to 31 December) and 10 in 2027 (1 to 10 January). Trip 2 adds 150 days (28 in February, 31 in March, 30 in April, 31 in May and 30 in June), 160 in 2027 so far. Trip 3 starts with day 161 on 15 August; day 180 is 19 days later, 3 September 2027. The whole of trip 3 is 32 days, 192 in 2027. In 2026 this traveller is not a tax resident; in 2027 they are.',
  meaningHeading: (days: number) => `What ${days} days mean`,
  meaning: (days: number, fromYear: string): Point[] => [
    {
      strong: 'Tax resident for the year.',
      parts: linked`A person in Thailand for ${days} days or more in a tax year, in one trip or several, is a Thai tax resident for that year, and the tax year is the calendar year (${{ to: 'residence', label: 'Revenue Code, sections 39 and 41' }}). Each year is counted on its own: the count starts again on 1 January. The test is the days in Thailand, not the visa you hold.`,
    },
    {
      strong: 'Foreign income brought in.',
      parts: linked`A resident is taxed on income from Thailand and on foreign income brought into Thailand. For income brought in from 1 January 2024, foreign income is taxed in the year it is brought in, whether it was earned that year or earlier (${{ to: 'paw161', label: 'instruction Paw. 161/2566' }}). Income earned before 1 January ${fromYear} is not taxed when brought in later (${{ to: 'paw162', label: 'instruction Paw. 162/2566' }}). Keep records of when your money was earned and when you transferred it.`,
    },
    {
      strong: 'Not a resident.',
      parts: linked`In a year with fewer than ${days} days, you pay Thai tax only on income from Thailand (${{ to: 'residence', label: 'section 41' }}).`,
    },
    {
      strong: 'Pending change.',
      parts: linked`A 2025 proposal to exempt foreign income brought in within the year it is earned or the next year had not been enacted at our last check; see ${{ to: 'taxGuide', label: 'our tax guide' }}.`,
    },
  ],
  notAdvice:
    "This counter gives days, not tax advice. If another country also treats you as its tax resident, a double tax treaty between the two countries may decide where you are resident. Ask a licensed Thai tax adviser about your own position; the Revenue Department's rules prevail over this page.",
  returnLine: linked`Getting a tax ID, choosing the form and filing the year's return: ${{ to: 'returnGuide', label: 'filing a personal income tax return' }}.`,
  rulesHeading: 'The rules behind the counter',
  status: { 'in-force': 'In force', approved: 'Approved, not yet in force', proposed: 'Proposed, not in force' },
  effective: 'effective',
  dateNotStated: 'date not stated',
  notYetKnown: 'not yet known',
  checked: 'checked',
  arrivalRule:
    'How a day of arrival or departure counts: not stated in the Revenue Code or on any Revenue Department page we found. The counter counts both as days in Thailand, the cautious reading.',
  questions: linked`The Revenue Department also publishes ${{ to: 'rdQuestions', label: 'questions and answers on Paw. 161/2566 and 162/2566 (Thai, PDF)' }}.`,
};
export type TaxDaysPageWords = typeof taxDaysPage;

/** The whole volume, as the language's dictionary holds it. */
export const taxDays = { page: taxDaysPage, island: taxDaysWords };
