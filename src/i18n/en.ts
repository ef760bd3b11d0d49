/**
 * The English interface words. Its shape is the `Dictionary` type every other
 * language must match key for key (src/i18n/th.ts): a missing or extra key
 * fails the type check. The sections' words come from the section model
 * (src/lib/site/sections.ts), where English has always lived.
 */
import { sections, type SectionId } from '../lib/site/sections.ts';
import { whyChooseUs } from '../lib/site/home.ts';
import { genericNotFound } from '../lib/site/not-found.ts';
import { errorScreenText } from '../lib/site/error-screen.ts';
import { englishCardWords, englishFilterWords } from '../lib/content/guide-card.ts';
import { site } from '../config/site.ts';
import { englishContactFormWords, englishContactServerWords, type ContactFormWords, type ContactServerWords } from '../lib/contact/words.ts';
import { quizQuestions, quizResults, type QuizQuestionWords, type QuizResultId } from '../lib/visa/quiz.ts';

/** What the frame says about one section: menu, breadcrumb, footer, titles, hub, home card, not-found page. */
export interface SectionWords {
  navLabel: string;
  crumbLabel: string;
  footerLabel: string;
  titles?: { hub: string; page: string };
  hubHeading: string;
  hubDescription: string;
  hubIntro: string;
  home: { title: string; description: string };
  notFound: { heading: string; text: string; linkLabel: string };
  hubNotice?: string;
}

/** A label for each value, the value itself (English guides show their categories and purposes as written). */
const asWritten = (values: readonly string[]): Record<string, string> => Object.fromEntries(values.map((v) => [v, v]));

const sectionWords = Object.fromEntries(
  sections.map((s): [SectionId, SectionWords] => [
    s.id,
    {
      navLabel: s.navLabel,
      crumbLabel: s.crumbLabel,
      footerLabel: s.footerLabel,
      titles: s.titles,
      hubHeading: s.hubHeading,
      hubDescription: s.hubDescription,
      hubIntro: s.hubIntro,
      home: { title: s.home.title, description: s.home.description },
      notFound: s.notFound,
      hubNotice: s.notices.hub,
    },
  ]),
) as Record<SectionId, SectionWords>;

export const en = {
  /** The language's short name in itself, the language switch's visible label (short: the phone header stays one row). */
  languageShort: 'EN',
  /** The logo link's name after the brand ("Siam Expat Services, home"). */
  logoHome: 'home',
  skipLink: 'Skip to content',
  /** Said after a link to a page that is not in this language (empty in English: every page is). */
  otherLanguageMarker: '',
  /** The short visible tag on menu entries that lead to another language. */
  otherLanguageTag: '',
  header: {
    search: 'Search',
    menu: 'Menu',
    navLabel: 'Main',
    home: 'Home',
    news: 'News',
    contact: 'Contact',
    /** The language switch's accessible description (the visible text is the other language's name). */
    switchTitle: 'Read this page in Thai',
    switchTitleHome: 'This page is not in Thai yet: go to the Thai home page',
  },
  breadcrumbs: { label: 'Breadcrumb', home: 'Home', news: 'News', search: 'Search', contact: 'Contact', privacy: 'Privacy Policy', thankYou: 'Thank You' },
  sections: sectionWords,
  footer: {
    tagline: site.tagline as string,
    disclaimer: 'Our guides summarise official sources; the official source always prevails. Verify requirements before you act.',
    servicesHeading: 'Services',
    quickHeading: 'Quick Links',
    contactHeading: 'Contact Info',
    latestNews: 'Latest News',
    contactUs: 'Contact Us',
    privacy: 'Privacy Policy',
    rss: 'RSS feed',
    phone: 'Phone',
    followUs: 'Follow Us',
    rights: (year: string, brand: string) => `© ${year} ${brand}. All rights reserved.`,
  },
  notFound: {
    generic: { heading: genericNotFound.heading, text: genericNotFound.text, linkLabel: genericNotFound.linkLabel, title: 'Page Not Found' },
    news: { heading: 'Post Not Found', text: 'The requested news post could not be found.', linkLabel: 'Return to News' },
  },
  /** The error screen the server answers with when a request fails (src/pages/500.astro; an island's error boundary says the same, src/i18n/island-errors.ts). */
  errorScreen: {
    title: 'Something went wrong',
    description: 'We encountered an unexpected error.',
    heading: errorScreenText.heading as string,
    text: errorScreenText.text as string,
    refresh: errorScreenText.refresh as string,
    home: errorScreenText.home as string,
    details: errorScreenText.details as string,
    serverDetail: 'The server could not complete this request. The error has been logged.',
  },
  home: {
    title: 'Expat Services & Guides for Thailand',
    description: 'Sourced guides, news and hands-on help for expatriates in Thailand: visas, business setup, banking, insurance, property and leisure.',
    heroHeading: 'Your trusted partner for life and business in Thailand',
    heroLead:
      'Clear, sourced guides on visas, company setup, banking, insurance and property, the latest rule changes, and a team in Bangkok that handles the paperwork with you.',
    readNews: 'Read the latest news',
    contactUs: 'Contact us',
    servicesHeading: 'Our services',
    whyHeading: (brand: string) => `Why choose ${brand}`,
    why: whyChooseUs.map((w) => ({ title: w.title, description: w.description })),
    newsHeading: 'Latest news',
    allNews: 'All news',
    newsError: "Couldn't load news content. Please try again or return to",
    noNews: 'No news yet.',
  },
  hub: {
    noGuides: 'No guides published yet.',
    quickLinks: 'Quick links',
    atAGlance: 'At a glance',
    portals: 'Official portals',
    steps: 'Step by step',
    businessSteps: 'Setting up, step by step',
    related: 'Related guides',
    faq: 'Frequently asked questions',
    opensInNewTab: '(opens in a new tab)',
    listHeading: 'Guides',
    englishOnlyHeading: 'More guides in English',
    updated: 'Updated',
  },
  /** The insurance hub's call to action (the quote asks the team through the contact form; the comparator is the resources page). */
  insuranceHub: {
    ctaHeading: 'Health & Travel Insurance for Thailand (Visa-compliant)',
    ctaText: "Compare published plans by visa, cover, deductible and age, or ask us for a quote that meets your visa's requirements.",
    quote: 'Get a Quote',
    compare: 'Compare Plans',
    backToHub: 'Back to Insurance',
    askAboutCover: 'Ask us about your cover',
  },
  /** A guide card's words around the guide's own (src/components/GuideCard.tsx) and the hub filters' (src/features/hub-filters). */
  guideCard: englishCardWords,
  hubFilters: englishFilterWords,
  /**
   * The guides' categories and purposes as cards and filters show them. Every value a visa or business guide uses is
   * listed (src/i18n/guide-labels.test.ts checks the guides), so another language's dictionary must name each.
   */
  guideLabels: {
    categories: asWritten([
      'Tourism',
      'Work/Business',
      'Long-term',
      'Getting Started',
      'Foreign Investment',
      'Tax & Compliance',
      'HR & Employment',
      'Information',
    ]),
    purposes: asWritten([
      'accounting',
      'business',
      'company-setup',
      'compliance',
      'daily-life',
      'digital-nomad',
      'driving',
      'employment',
      'family',
      'foreign-investment',
      'hiring',
      'incentives',
      'investment',
      'long-stay',
      'marriage',
      'permanent-residence',
      'remote-work',
      'retirement',
      'short-stay',
      'startup',
      'study',
      'tax',
      'tourism',
      'work',
    ]),
  },
  /** The visa hub's eligibility quiz ({n}, {total}, {title} are filled in by the island; its logic is src/lib/visa/quiz.ts). */
  quiz: {
    heading: 'Which visa fits you?',
    noscriptBefore: 'The eligibility quiz needs JavaScript. Without it, start with ',
    noscriptLink: 'how to apply',
    noscriptAfter: ' or browse the guides below.',
    progress: 'Question {n} of {total}',
    previous: 'Previous',
    next: 'Next',
    seeResult: 'See my result',
    suggestion: 'Our suggestion: {title}',
    intro: 'Based on your answers, start with this guide. Requirements differ by nationality and embassy, so check the official sources it lists.',
    learnMore: 'Learn More',
    startOver: 'Start Over',
    questions: Object.fromEntries(
      quizQuestions.map((q) => [q.id, { text: q.text, options: Object.fromEntries(q.options.map((o) => [o.value, o.label])) }]),
    ) as QuizQuestionWords,
    results: Object.fromEntries(Object.entries(quizResults).map(([id, r]) => [id, r.title])) as Record<QuizResultId, string>,
  },
  guide: {
    verified: 'Verified Guide',
    by: 'by Editorial Team',
    updated: 'Updated',
    sourceCount: (n: number) => `${n} official ${n === 1 ? 'source' : 'sources'}`,
    officialSources: 'Official sources',
    otherSources: 'Other sources',
    otherSourcesNote: 'News reports and professional summaries, used where no official page we found states the point.',
    disclaimerLabel: 'Disclaimer',
    disclaimerLead: 'Disclaimer:',
    disclaimer:
      'this guide summarises official sources for general information and is not legal advice. Rules and fees change and offices apply them differently: the official source prevails, so verify the requirements with the authority or embassy that handles your case before you act.',
    sideLabel: 'Sources and review',
    lastReviewed: 'Last reviewed:',
    timesNote: 'Times: Bangkok is UTC+7; our editors work on CET (UTC+1).',
    print: 'Print Guide',
    /** The translation notice: "Translated from {the English version} of {date}; the English version prevails." */
    translatedBefore: 'Translated from ',
    translatedLink: 'the English version',
    translatedAfter: (date: string) => ` of ${date}; the English version prevails.`,
    dueForReview: (ageDays: number, maxAgeDays: number) =>
      `Due for review: last checked ${ageDays} days ago, and this section's pages are checked at least every ${maxAgeDays} days. Rules may have changed since: check the official sources before you act.`,
  },
  /** The note on a dated statement past its date (src/lib/content/expiry.ts). */
  expiry: {
    writtenBefore: (date: string, covers: string) => `This was written before ${date} (${covers}); `,
    seeUpdate: 'see the update',
    afterLink: '.',
    noUpdate: 'see the update on the official sources: we have not published ours yet, so it may no longer be true.',
  },
  search: {
    title: 'Search',
    description: 'Search every guide, news post, activity and page of the site.',
    noscript: 'Search needs JavaScript. Browse the sections instead:',
    browseHeading: 'Browse by section',
    news: 'News',
    site: 'Site',
  },
  /** The search island's words ({term}, {where}, {section}, {count}, {max} are filled in by the island). */
  searchIsland: {
    label: 'Search the site',
    placeholder: 'For example: 90-day report, condo, DTV',
    section: 'Section',
    allSections: 'All sections',
    searching: 'Searching…',
    error: "Couldn't load the search. Please try again or browse the sections below.",
    noResults: 'No results for “{term}”{where}.',
    inSection: ' in {section}',
    result: '{count} result for “{term}”{where}',
    results: '{count} results for “{term}”{where}',
    showingFirst: ' (showing the first {max})',
    site: 'Site',
  },
  /** The contact page; its form's words (handed to the island as props) and the endpoint's answers come from src/lib/contact/words.ts. */
  contact: {
    title: 'Contact Us',
    description: (brand: string) =>
      `Ask ${brand} about visas, insurance, property and more: send a message, e-mail us or visit our Bangkok office in Ekkamai. We usually reply within 1 business day.`,
    heading: 'Contact Us',
    lead: 'Ask us anything: we usually reply within 1 business day.',
    formHeading: 'Send us a message',
    officeHeading: 'Our office',
    email: 'E-mail',
    phone: 'Phone',
    hoursHeading: 'Office hours',
    /** The office hours as the page lists them (site.officeHours in English; a test keeps the times of a translation equal). */
    hours: site.officeHours.map((slot) => ({ days: slot.days as string, hours: slot.hours as string })),
    timeZone: 'Bangkok time (UTC+7). Closed on Sundays and Thai public holidays.',
    form: englishContactFormWords as ContactFormWords,
    server: englishContactServerWords as ContactServerWords,
  },
  /** The thank-you page after a contact submission. */
  thankYou: {
    title: 'Thank You',
    description: 'Your request has been received. We usually reply within 1 business day.',
    heading: 'Thank you — your request has been received',
    replyBefore: 'We usually reply within ',
    replyTime: '1 business day',
    replyAfter: ' (Monday to Saturday, Bangkok time). If your matter is urgent, call us on',
    messageUs: ' or message us on',
    or: ' or ',
    end: '.',
    nextHeading: 'What happens next?',
    steps: [
      { title: 'We read your request', text: 'A member of our Bangkok team reviews your message and the service you chose.' },
      {
        title: 'We reply within 1 business day',
        text: `You get an answer by e-mail (or by phone, if you gave us a number) from ${site.email}. Check your spam folder if it does not arrive.`,
      },
      {
        title: 'We plan the next steps together',
        text: 'We explain the options, the documents you need and the costs, so you can decide how to go ahead.',
      },
    ],
    privacyBefore: 'Your details are used only to answer your request and are kept as our ',
    privacyLink: 'privacy policy',
    privacyAfter: ' describes. You can ask us at any time to see or erase them.',
    home: 'Back to Home',
    visaGuides: 'Explore visa guides',
  },
  /** The stay calculator page around the island (the island's own words are content/visa-rules/stay-texts.yaml). */
  stayPage: {
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
    noticeAfter: ". Where our records do not state a nationality's allowance, the calculator says so: check with the Thai embassy covering you.",
    noscript: 'The calculator needs JavaScript. Worked examples, the rules and the nationality records follow.',
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
  },
  dates: { bangkok: 'Bangkok', zurich: 'Zurich', both: 'Zurich and Bangkok' },
};

export type Dictionary = typeof en;
