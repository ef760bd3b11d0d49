/**
 * The site's six sections, described once. Navigation, page titles,
 * breadcrumb labels, home cards, footer links, not-found pages, the sitemap,
 * the JSON indices and the end-to-end page list all derive from this table:
 * adding a section is one row here, one content folder and thin route files.
 *
 * Pure data: loaded by the browser, the build and the Node server alike, so it
 * imports nothing that only one of them has.
 */
import type { IconName } from './icons.ts';

export const sectionIds = ['visa', 'business', 'banking', 'insurance', 'property', 'leisure'] as const;
export type SectionId = (typeof sectionIds)[number];

/** The content collection that holds a section's guides (src/content.config.ts). */
export type GuideCollection = 'visa' | 'business' | 'property' | 'banking' | 'insuranceArticles' | 'leisure';

export interface Section {
  id: SectionId;
  /** The hub's path, with its trailing slash. */
  path: string;
  /** Every page of the section starts with this (no trailing slash). */
  prefix: string;
  /** Header and menu entry. */
  navLabel: string;
  /** Breadcrumb label of the section's path segment. */
  crumbLabel: string;
  /** Footer Services link. */
  footerLabel: string;
  /** Page titles: the hub's, and the one other pages of the section carry after their own. */
  titles?: { hub: string; page: string };
  /** Heading of the hub page. */
  hubHeading: string;
  /** Meta description and the lead paragraph of the hub. */
  hubDescription: string;
  hubIntro: string;
  icon: IconName;
  /** The home page's services card. */
  home: { title: string; description: string; order: number };
  notFound: { heading: string; text: string; linkLabel: string };
  /** Where the guides live: the collection, its folder under content/, and each guide's path. */
  collection: GuideCollection;
  contentFolder: string;
  guidePath: (slug: string) => string;
  /** Other listing pages built from the same entries (for sitemap dates). */
  extraListings: string[];
  /** The public JSON index of the section. */
  indexJson: string;
  /**
   * What a hub card shows besides title, description, date and sources: the
   * category (with its icon, or the default one) and the purpose tags.
   */
  card: {
    category: boolean;
    purpose: boolean;
    categoryIcons: Readonly<Record<string, IconName>>;
    defaultIcon: IconName;
  };
  /**
   * The most days a guide (and every other dated record of the section: rule records, plans, bank cards) may go
   * without a review before `npm run content:stale` fails and its page says it is due for review.
   */
  reviewMaxAgeDays: number;
  /** Short notices: on the hub, and on every guide of the section. */
  notices: { hub?: string; guide?: { before: string; linkLabel: string; href: string; after: string } };
}

const underPrefix = (prefix: string) => (slug: string) => `${prefix}/${slug}/`;

export const sections: readonly Section[] = [
  {
    id: 'visa',
    reviewMaxAgeDays: 90,
    path: '/visa/',
    prefix: '/visa',
    navLabel: 'Visa',
    crumbLabel: 'Visa & Immigration',
    footerLabel: 'Visa & Immigration',
    titles: { hub: 'Thailand Visa & Immigration Hub', page: 'Thailand Visa Guide' },
    hubHeading: 'Thailand Visa & Immigration Hub',
    hubDescription:
      'Sourced guides to Thai visas and immigration: visa exemption, tourist visas, DTV, Non-Immigrant visas, LTR, TDAC and 90-day reporting.',
    hubIntro:
      'Plain-English guides to entering and staying in Thailand, each checked against the Immigration Bureau, the Thai e-Visa portal and the BOI, with the date it was last reviewed.',
    icon: 'clipboard-list',
    home: {
      title: 'Visa & Immigration',
      description: 'Visa exemption, DTV, LTR, retirement and work visas, TDAC, 90-day reporting and extensions.',
      order: 1,
    },
    notFound: {
      heading: 'Page Not Found',
      text: 'The requested visa guide could not be found.',
      linkLabel: 'Back to Visa & Immigration',
    },
    collection: 'visa',
    contentFolder: 'visa',
    guidePath: underPrefix('/visa'),
    extraListings: [],
    indexJson: '/visa-index.json',
    card: {
      category: true,
      purpose: true,
      categoryIcons: { Tourism: 'plane', 'Work/Business': 'briefcase', 'Long-term': 'clock' },
      defaultIcon: 'file-text',
    },
    notices: {
      hub: 'Legal notice: these guides summarise official sources for general information and are not legal advice. Visa rules, fees and documents change, and each embassy and immigration office applies them in its own way: the official source prevails. Check with the Immigration Bureau or the Thai embassy that handles your case before you act.',
    },
  },
  {
    id: 'business',
    reviewMaxAgeDays: 180,
    path: '/business/',
    prefix: '/business',
    navLabel: 'Business',
    crumbLabel: 'Business',
    footerLabel: 'Business Setup',
    titles: { hub: 'Business Setup in Thailand', page: 'Thailand Business Guide' },
    hubHeading: 'Business Setup in Thailand',
    hubDescription:
      'Setting up a business in Thailand: company registration, foreign ownership rules, BOI promotion, tax registration, social security and work permits.',
    hubIntro:
      'From choosing an entity to running payroll: sourced guides based on the Department of Business Development, the BOI, the Revenue Department and the Social Security Office.',
    icon: 'building',
    home: {
      title: 'Business Setup',
      description: 'Company registration, foreign ownership rules, BOI promotion, tax and work permits.',
      order: 2,
    },
    notFound: {
      heading: 'Business Page Not Found',
      text: 'The requested business guide could not be found.',
      linkLabel: 'Back to Business Setup',
    },
    collection: 'business',
    contentFolder: 'business',
    guidePath: underPrefix('/business'),
    extraListings: [],
    indexJson: '/business-index.json',
    card: {
      category: true,
      purpose: true,
      categoryIcons: {
        'Getting Started': 'rocket',
        'Foreign Investment': 'landmark',
        'Tax & Compliance': 'scale',
        'HR & Employment': 'users',
        Information: 'info',
      },
      defaultIcon: 'file-text',
    },
    notices: {
      hub: 'Company and tax law depends on your facts: use these guides to prepare, then confirm your plan with a licensed Thai lawyer and accountant.',
    },
  },
  {
    id: 'banking',
    reviewMaxAgeDays: 180,
    path: '/banking/',
    prefix: '/banking',
    navLabel: 'Banking',
    crumbLabel: 'Banking',
    footerLabel: 'Banking & Payments',
    titles: { hub: 'Banking & Payments in Thailand (2025)', page: 'Thailand Banking Guide' },
    hubHeading: 'Banking & Payments in Thailand (2025)',
    hubDescription:
      'Banking for expats in Thailand: opening an account, sending money, ATMs and cash, PromptPay and QR payments, fees and compliance.',
    hubIntro:
      "How to open an account, move money in, pay like a local and avoid fees, based on the Bank of Thailand and the banks' own published rules.",
    icon: 'landmark',
    home: {
      title: 'Banking',
      description: 'Opening an account, transfers to Thailand, ATMs, PromptPay and fees.',
      order: 5,
    },
    notFound: {
      heading: 'Banking Page Not Found',
      text: 'The requested banking page could not be found.',
      linkLabel: 'Back to Banking',
    },
    collection: 'banking',
    contentFolder: 'banking',
    guidePath: underPrefix('/banking'),
    extraListings: [],
    indexJson: '/banking-index.json',
    card: { category: false, purpose: false, categoryIcons: {}, defaultIcon: 'file-text' },
    notices: {},
  },
  {
    id: 'insurance',
    reviewMaxAgeDays: 180,
    path: '/insurance/',
    prefix: '/insurance',
    navLabel: 'Insurance',
    crumbLabel: 'Insurance',
    footerLabel: 'Insurance',
    titles: { hub: 'Insurance for Expats in Thailand', page: 'Thailand Insurance Guide' },
    hubHeading: 'Insurance for Expats in Thailand',
    hubDescription:
      'Health, travel, accident and property insurance for expats in Thailand, visa insurance requirements and how to check an insurer.',
    hubIntro: 'Health and travel cover that meets visa requirements, explained with official sources.',
    icon: 'shield',
    home: {
      title: 'Insurance',
      description: 'Health and travel cover that meets visa requirements, with a plan comparator.',
      order: 3,
    },
    notFound: {
      heading: 'Insurance Page Not Found',
      text: "The insurance page you're looking for doesn't exist.",
      linkLabel: 'Back to Insurance',
    },
    collection: 'insuranceArticles',
    contentFolder: 'insurance/articles',
    guidePath: underPrefix('/insurance'),
    extraListings: [],
    indexJson: '/insurance-index.json',
    card: { category: false, purpose: false, categoryIcons: {}, defaultIcon: 'file-text' },
    notices: {
      guide: {
        before: 'Comparing policies?',
        linkLabel: 'Ask us for a quote',
        href: '/contact/?topic=insurance',
        after: "that meets your visa's requirements.",
      },
    },
  },
  {
    id: 'property',
    reviewMaxAgeDays: 180,
    path: '/property/',
    prefix: '/property',
    navLabel: 'Property',
    crumbLabel: 'Property',
    footerLabel: 'Property',
    titles: { hub: 'Thailand Property Guide for Expats', page: 'Thailand Property Information' },
    hubHeading: 'Thailand Property Guide for Expats',
    hubDescription:
      'Renting and buying property in Thailand as a foreigner: condos, the 49% foreign quota, land leases, transfer fees, taxes and due diligence.',
    hubIntro:
      'What foreigners can own, rent and lease in Thailand, what it costs and what to check, based on the Department of Lands and the Revenue Department.',
    icon: 'house',
    home: {
      title: 'Property',
      description: 'Renting, buying a condo, leases, land rules, transfer fees and due diligence.',
      order: 4,
    },
    notFound: {
      heading: 'Property Page Not Found',
      text: 'The requested property page could not be found.',
      linkLabel: 'Back to Property',
    },
    collection: 'property',
    contentFolder: 'property',
    guidePath: underPrefix('/property'),
    extraListings: [],
    indexJson: '/property-index.json',
    card: { category: false, purpose: false, categoryIcons: {}, defaultIcon: 'file-text' },
    notices: {
      guide: {
        before: 'Buying or renting?',
        linkLabel: 'Ask our property team',
        href: '/contact/',
        after: 'to check a contract or a title deed before you sign.',
      },
    },
  },
  {
    id: 'leisure',
    reviewMaxAgeDays: 365,
    path: '/leisure/',
    prefix: '/leisure',
    navLabel: 'Leisure',
    crumbLabel: 'Leisure',
    footerLabel: 'Leisure',
    hubHeading: 'Leisure & Activities in Thailand',
    hubDescription:
      'Things to do in Thailand with typical costs, seasons, safety notes and official sources: Bangkok, Phuket, Chiang Mai, Krabi and more.',
    hubIntro:
      'Activities our team and clients enjoy, with what they cost, when to go, what to bring and what to watch out for.',
    icon: 'target',
    home: {
      title: 'Leisure',
      description: 'Activities across Thailand with costs, seasons, safety notes and official sources.',
      order: 6,
    },
    notFound: {
      heading: 'Activity Not Found',
      text: 'The requested activity could not be found.',
      linkLabel: 'Back to Leisure',
    },
    collection: 'leisure',
    contentFolder: 'leisure',
    guidePath: underPrefix('/leisure/activities'),
    extraListings: ['/leisure/activities/'],
    indexJson: '/leisure-index.json',
    card: { category: false, purpose: false, categoryIcons: {}, defaultIcon: 'file-text' },
    notices: {},
  },
];

export function sectionById(id: SectionId): Section {
  const section = sections.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown section ${id}`);
  return section;
}

/** The section a path lies in (the hub itself included), if any. */
export function sectionOfPath(pathname: string): Section | undefined {
  const bare = pathname.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return sections.find((s) => bare === s.prefix || bare.startsWith(`${s.prefix}/`));
}

/** The home page's services cards, in the home page's order. */
export const homeSections = (): Section[] => [...sections].sort((a, b) => a.home.order - b.home.order);
