/** The stay calculator page around the island in English (the island's own words are content/visa-rules/stay-texts.yaml). */

export const stay = {
  title: 'Stay and 90-Day Reporting Calculator',
  description:
    'Work out the last day of your stay in Thailand by entry type and nationality, when to apply for an extension, your 90-day or yearly reports, TM30 deadlines for each move and overstay fines, with the rule behind each date.',
  summary: 'Your last day of stay, and your report and extension deadlines.',
  lead: 'Enter when and how you entered Thailand and your nationality: the calculator gives the last day of your stay, the last day to apply for an extension (and whether a further one is possible), your 90-day or yearly report windows, the TM30 deadline for each address and what an overstay costs, with the rule and the official source behind each date. Download them as calendar reminders.',
  noticeBefore:
    'The dates follow the published rules and count the day you arrive as day 1. The stamp in your passport and the immigration office prevail: check them, and see our guides on ',
  noticeExtensions: 'extensions',
  noticeAnd: ' and ',
  noticeReporting: '90-day reporting',
  noticeAfter:
    ". Where our records do not state a nationality's allowance, the calculator says so: check with the Thai embassy covering you.",
  noscript: 'The calculator needs JavaScript. Worked examples, the rules and the nationality records follow. ',
  noscriptLink: 'Go to the worked examples',
  privacy: 'The dates and the reminder file are worked out on your device: nothing you enter here is sent anywhere.',
  examplesHeading: 'Worked examples',
  examples: [
    'A British visitor, visa-exempt, entering on 1 December 2026 and planning the 30-day extension',
    'A retiree entering on an O-A visa on 1 December 2026 who extends for a year and moves once',
    'A retiree whose one-year extension (purpose O) ends on 30 November 2027, entered on 1 December 2025, at their current address since 2 June 2027',
    'An LTR holder who entered on 10 January 2027 and whose LTR visa was issued in Thailand on 1 March 2027, with a stamp to 29 February 2032',
  ],
  tableWhat: 'What (and its source)',
  tableDate: 'Date',
  range: (from: string, to: string) => `${from} to ${to}`,
  rulesHeading: 'The rules and nationality records behind the dates',
  /** Said above the rule records on pages in a language they are not written in. */
  rulesLanguageNote: '',
  nationalities: (list: string) => `Nationalities: ${list}.`,
  inForce: 'In force',
  approved: 'Approved, not yet in force',
  proposed: 'Proposed',
  effective: 'effective',
  notYetKnown: 'not yet known',
  checked: 'checked',
  notStated: (list: string) =>
    `Nationalities not named in any record above (${list}): their visa-exempt allowance is not stated in our records (the visa-on-arrival record names only the part of the embassy's list we could read): check with the Thai embassy.`,
  dueDates:
    "Due dates of 90-day reports: immigration counts 90 days from your arrival but publishes no worked example of the due day, so the calculator gives the part of the filing window that is safe under either count (it closes one day before the rule's last day).",
};
export type StayVolumeWords = typeof stay;
