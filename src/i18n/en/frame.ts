/**
 * The English frame of every page: header, menu, footer, breadcrumbs, the sections' hub and not-found words, the
 * home, guide and search pages. Its shape is `FrameWords`, which the Thai volume (src/i18n/th/frame.ts)
 * must match key for key: a missing or extra key fails the type check. The sections' words come from the section
 * model (src/lib/site/sections.ts), where English has always lived.
 */
import { sections, type Section, type SectionId } from '../../lib/site/sections.ts';
import { whyChooseUs } from '../../lib/site/home.ts';
import { genericNotFound } from '../../lib/site/not-found.ts';
import { errorScreenText } from '../../lib/site/error-screen.ts';
import { englishCardWords, englishFilterWords } from '../../lib/content/guide-card.ts';
import { site } from '../../config/site.ts';

/** What the frame says about one section: menu, breadcrumb, footer, titles, hub, home card, not-found page. */
export type SectionWords = Pick<
  Section,
  'navLabel' | 'crumbLabel' | 'footerLabel' | 'titles' | 'hubHeading' | 'hubDescription' | 'hubIntro' | 'notFound'
> & {
  home: Pick<Section['home'], 'title' | 'description'>;
  hubNotice?: string;
};

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

export const frame = {
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
  breadcrumbs: {
    label: 'Breadcrumb',
    home: 'Home',
    news: 'News',
    search: 'Search',
    contact: 'Contact',
    privacy: 'Privacy Policy',
    thankYou: 'Thank You',
  },
  sections: sectionWords,
  footer: {
    tagline: site.tagline as string,
    disclaimer:
      'Our guides summarise official sources; the official source always prevails. Verify requirements before you act.',
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
    generic: {
      heading: genericNotFound.heading,
      text: genericNotFound.text,
      linkLabel: genericNotFound.linkLabel,
      title: 'Page Not Found',
    },
    news: {
      heading: 'Post Not Found',
      text: 'The requested news post could not be found.',
      linkLabel: 'Return to News',
    },
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
    description:
      'Sourced guides, news and hands-on help for expatriates in Thailand: visas, business setup, banking, insurance, property and leisure.',
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
    ctaText:
      "Compare published plans by visa, cover, deductible and age, or ask us for a quote that meets your visa's requirements.",
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
  dates: { bangkok: 'Bangkok', zurich: 'Zurich', both: 'Zurich and Bangkok' },
};

export type FrameWords = typeof frame;
