/**
 * Every collection's schema: a minimal valid entry, a full valid entry, and
 * one failing entry per rule, each asserting what the build tells the editor
 * (Astro prints the zod issue's path and message for the file). The expected
 * messages are literal: zod's own wording where the schema gives none, the
 * schema's where it does.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bankSchema,
  dateField,
  bankingArticleSchema,
  heroAltRequired,
  hubExtrasSchema,
  hubGuideSchema,
  insuranceArticleSchema,
  insuranceHubSchema,
  insurancePlanSchema,
  insuranceSectionSchema,
  leisureActivitySchema,
  newsSchema,
  propertyArticleSchema,
  stayRuleSchema,
  nationalityRecordSchema,
  countrySchema,
  stayTextSchema,
} from './schemas.ts';
import { leisureActivityData } from './test-records.ts';

/** What the build reports for an entry: "path: message" per issue (path dotted; empty for the entry itself). */
function problems(schema: z.ZodType, entry: unknown): string[] {
  const result = schema.safeParse(entry);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The entry with `changes` applied; a change to `undefined` removes the field. */
function withChanges<T extends Record<string, unknown>>(
  entry: T,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...entry, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete copy[key];
  return copy;
}

describe('dates', () => {
  it('reads a YYYY-MM-DD string as that day at UTC midnight, and keeps a Date from YAML as it is', () => {
    expect(dateField.parse('2025-05-01')).toEqual(new Date('2025-05-01T00:00:00Z'));
    expect(dateField.parse(new Date('2025-05-01T00:00:00Z'))).toEqual(new Date('2025-05-01T00:00:00Z'));
  });
  it('refuses any other way of writing a day', () => {
    expect(problems(dateField, '2025-5-1')).toEqual([`: ${badDate}`]);
    expect(problems(dateField, 'May 1, 2025')).toEqual([`: ${badDate}`]);
    expect(problems(dateField, 20250501)).toEqual([`: ${badDate}`]);
  });
});

type FailingCase = [rule: string, changes: Record<string, unknown>, expected: string[]];

/** Runs the minimal and full entries and each failing case (applied to the minimal entry) against a schema. */
function describeSchema(
  name: string,
  schema: z.ZodType,
  minimal: Record<string, unknown>,
  full: Record<string, unknown>,
  failing: FailingCase[],
) {
  describe(name, () => {
    it('accepts a minimal entry', () => {
      expect(problems(schema, minimal)).toEqual([]);
    });
    it('accepts a full entry', () => {
      expect(problems(schema, full)).toEqual([]);
    });
    it.each(failing)('rejects: %s', (_rule, changes, expected) => {
      expect(problems(schema, withChanges(minimal, changes))).toEqual(expected);
    });
  });
}

// Shared pieces. An official source: a Thai government page (.go.th, see source-kind.ts).
const officialSource = {
  title: 'Immigration Bureau: visa exemption',
  url: 'https://www.immigration.go.th/en/visa-exemption',
};
const otherSource = { title: 'A news report', url: 'https://news.example.com/visa' };
const missingString = 'Invalid input: expected string, received undefined';
const badDate = 'must be a date written as YYYY-MM-DD';
const slugRule = 'use lowercase letters, digits and single hyphens';
const sitePath = 'a path on this site';
const notHeadingId = 'a heading id as the page address writes it after #, without the #';
const notAbsoluteUrl = 'source url must be an absolute http(s) URL';
const noOfficial =
  'name at least one official source: a Thai government page or mission, a public body, or the institution itself (src/lib/content/source-kind.ts lists them)';

/** A dated statement as an editor writes it, and what the build says of each slip (guides, news and activities alike). */
const vatStatement = {
  date: '2026-10-01',
  covers: 'the 7 % VAT rate',
  section: 'vat',
  update: '/news/2026-10-02/vat-rate/',
};
const expiresFailing: FailingCase[] = [
  [
    'an expires date is YYYY-MM-DD',
    { expires: [{ ...vatStatement, date: '30 September 2026' }] },
    [`expires.0.date: ${badDate}`],
  ],
  ['an expires entry has a date', { expires: [{ covers: 'the 7 % VAT rate' }] }, [`expires.0.date: ${badDate}`]],
  [
    'an expires entry says what it covers',
    { expires: [{ date: '2026-10-01' }] },
    [`expires.0.covers: ${missingString}`],
  ],
  [
    'what it covers is words, not a blank',
    { expires: [{ date: '2026-10-01', covers: '  ' }] },
    ['expires.0.covers: say what the statement covers, e.g. "the 7 % VAT rate"'],
  ],
  [
    'a section is a heading id without #',
    { expires: [{ ...vatStatement, section: '#vat' }] },
    [`expires.0.section: ${notHeadingId}`],
  ],
  [
    'a section has no spaces',
    { expires: [{ ...vatStatement, section: 'value added tax' }] },
    [`expires.0.section: ${notHeadingId}`],
  ],
  [
    'an update is a site path, a #heading or https',
    { expires: [vatStatement, { ...vatStatement, update: 'http://www.rd.go.th/' }] },
    ['expires.1.update: a path on this site (/news/...), a #heading of this page or an https:// address'],
  ],
  ['expires is a list', { expires: vatStatement }, ['expires: Invalid input: expected array, received object']],
];

/** Failing cases every guide shares (the base guide schema): title, sources, review date, seo, order. */
const guideBaseFailing: FailingCase[] = [
  ['title is required', { title: undefined }, [`title: ${missingString}`]],
  ['title has at least 5 characters', { title: 'Visa' }, ['title: Too small: expected string to have >=5 characters']],
  ['at least one source', { sources: [] }, ['sources: a guide names at least one official source']],
  ['one source is official', { sources: [otherSource] }, [`sources: ${noOfficial}`]],
  [
    'a source has a title',
    { sources: [{ ...officialSource, title: 'Im' }] },
    ['sources.0.title: source title is required'],
  ],
  [
    'a source url is absolute http(s)',
    { sources: [{ ...officialSource, url: 'ftp://www.immigration.go.th/' }] },
    [`sources.0.url: ${notAbsoluteUrl}`],
  ],
  // The only source is not a valid address, so it is not an official one either.
  [
    'a source url is not a bare path',
    { sources: [{ ...officialSource, url: '/visa/' }] },
    [`sources.0.url: ${notAbsoluteUrl}`, `sources: ${noOfficial}`],
  ],
  ['a source date is a date', { sources: [{ ...officialSource, date: 'last week' }] }, [`sources.0.date: ${badDate}`]],
  ['last_reviewed is required', { last_reviewed: undefined }, [`last_reviewed: ${badDate}`]],
  ['last_reviewed is a date', { last_reviewed: '26/11/2026' }, [`last_reviewed: ${badDate}`]],
  [
    'seo.title is at most 70 characters',
    { seo: { title: 'x'.repeat(71) } },
    ['seo.title: seo.title: keep it under 70 characters'],
  ],
  [
    'seo.title has at least 5 characters',
    { seo: { title: 'Visa' } },
    ['seo.title: Too small: expected string to have >=5 characters'],
  ],
  [
    'seo.description is at most 170 characters',
    { seo: { description: 'x'.repeat(171) } },
    ['seo.description: seo.description: keep it under 170 characters'],
  ],
  [
    'seo.description has at least 20 characters',
    { seo: { description: 'Too short.' } },
    ['seo.description: Too small: expected string to have >=20 characters'],
  ],
  ['order is a whole number', { order: 1.5 }, ['order: Invalid input: expected int, received number']],
  ...expiresFailing,
];

const guideBaseMinimal = {
  title: 'Visa exemption',
  sources: [officialSource],
  last_reviewed: '2026-11-26',
};
const guideBaseFull = {
  ...guideBaseMinimal,
  sources: [{ ...officialSource, date: '2026-11-20' }, otherSource],
  seo: {
    title: 'Thailand visa exemption',
    description: 'Who may enter Thailand without a visa, and for how long.',
    keywords: ['visa', 'exemption'],
  },
  order: 2,
  // Blank section and update (the CMS may save optional text left empty as "") mean none.
  expires: [
    vatStatement,
    { date: '2027-03-31', covers: 'the filing deadline', update: 'https://www.rd.go.th/' },
    { date: '2026-05-01', covers: 'the old form', section: '', update: '#forms' },
    { date: '2026-06-01', covers: 'the old fee', update: '' },
  ],
};

describeSchema(
  'news posts',
  // The hero image's own schema comes from Astro (`image()`); any value schema stands in for it here.
  newsSchema(z.string()),
  {
    title: 'TDAC goes live',
    date: '2025-05-01',
    category: 'visa',
    summary: 'Arrivals fill in the Thailand Digital Arrival Card online.',
  },
  {
    title: 'TDAC goes live',
    date: new Date('2025-05-01T00:00:00Z'),
    category: 'visa',
    tags: ['tdac', 'arrival'],
    summary: 'Arrivals fill in the Thailand Digital Arrival Card online.',
    excerpt: 'The paper TM6 card is gone.',
    read_time: 3,
    author: 'Editorial Team',
    last_reviewed: '2025-06-01',
    sources: [officialSource],
    seo: { title: 'TDAC goes live', description: 'Arrivals fill in the Thailand Digital Arrival Card online.' },
    draft: false,
    hero_image: './tdac.jpg',
    hero_alt: 'The TDAC form on a phone',
    expires: [
      {
        date: '2025-05-01',
        covers: 'the paper TM6 card',
        update: '/news/2025-04-28/tdac-portal-opens-mandatory-from-1-may/',
      },
    ],
  },
  [
    ['title is required', { title: undefined }, [`title: ${missingString}`]],
    [
      'title has at least 5 characters',
      { title: 'TDAC' },
      ['title: Too small: expected string to have >=5 characters'],
    ],
    ['date is required', { date: undefined }, [`date: ${badDate}`]],
    // JavaScript alone would read "1 May" as 1 May 2001.
    ['date is written as YYYY-MM-DD', { date: '1 May' }, [`date: ${badDate}`]],
    ['date is a real calendar day', { date: '2025-02-30' }, [`date: ${badDate}`]],
    ['category is a slug', { category: 'Visa News' }, [`category: ${slugRule}`]],
    ['summary is required', { summary: undefined }, [`summary: ${missingString}`]],
    [
      'summary has at least 20 characters',
      { summary: 'TDAC is live.' },
      ['summary: Too small: expected string to have >=20 characters'],
    ],
    ['a tag is not empty', { tags: [' '] }, ['tags.0: Too small: expected string to have >=1 characters']],
    ['last_reviewed is a date', { last_reviewed: 'June' }, [`last_reviewed: ${badDate}`]],
    ['read_time is a whole number', { read_time: 2.5 }, ['read_time: Invalid input: expected int, received number']],
    ['read_time is positive', { read_time: 0 }, ['read_time: Too small: expected number to be >0']],
    [
      'a source url is absolute http(s)',
      { sources: [{ ...officialSource, url: 'www.immigration.go.th' }] },
      [`sources.0.url: ${notAbsoluteUrl}`],
    ],
    ['draft is true or false', { draft: 'yes' }, ['draft: Invalid input: expected boolean, received string']],
    ['a hero image has alt text', { hero_image: './tdac.jpg' }, [`hero_alt: ${heroAltRequired}`]],
    [
      'a hero image has alt text that is not blank',
      { hero_image: './tdac.jpg', hero_alt: '  ' },
      [`hero_alt: ${heroAltRequired}`],
    ],
    ...expiresFailing,
  ],
);

const hubGuideMinimal = {
  ...guideBaseMinimal,
  description: 'Who may enter Thailand without a visa, and for how long.',
  category: 'Tourism',
  purpose: ['tourism'],
};
const howto = {
  total_time: 'P30D',
  cost: { currency: 'THB', min: 0, max: 1900 },
  steps: [
    { name: 'Check your passport', text: 'Six months of validity left on arrival.' },
    { name: 'Fill in the TDAC', text: 'Online, within three days before arrival.' },
  ],
};
describeSchema(
  'visa and business guides',
  hubGuideSchema,
  hubGuideMinimal,
  { ...guideBaseFull, ...hubGuideMinimal, purpose: ['tourism', 'retirement'], howto },
  [
    ...guideBaseFailing,
    ['description is required', { description: undefined }, [`description: ${missingString}`]],
    [
      'description has at least 20 characters',
      { description: 'No visa needed.' },
      ['description: Too small: expected string to have >=20 characters'],
    ],
    ['category is required', { category: undefined }, [`category: ${missingString}`]],
    [
      'category has at least 2 characters',
      { category: 'T' },
      ['category: Too small: expected string to have >=2 characters'],
    ],
    ['purpose is required', { purpose: undefined }, ['purpose: Invalid input: expected array, received undefined']],
    ['purpose names at least one', { purpose: [] }, ['purpose: name at least one purpose']],
    [
      'howto.total_time is an ISO 8601 duration',
      { howto: { ...howto, total_time: '30 days' } },
      ['howto.total_time: an ISO 8601 duration such as P30D'],
    ],
    [
      'howto.cost.currency is a 3-letter code',
      { howto: { ...howto, cost: { ...howto.cost, currency: 'baht' } } },
      ['howto.cost.currency: a 3-letter currency code such as THB'],
    ],
    [
      'howto.cost.min is not negative',
      { howto: { ...howto, cost: { ...howto.cost, min: -1 } } },
      ['howto.cost.min: Too small: expected number to be >=0'],
    ],
    [
      'howto.cost.max is not negative',
      { howto: { ...howto, cost: { ...howto.cost, max: -5 } } },
      ['howto.cost.max: Too small: expected number to be >=0'],
    ],
    [
      'a howto step name has at least 3 characters',
      { howto: { ...howto, steps: [howto.steps[0], { name: 'Go', text: 'Fly to Bangkok.' }] } },
      ['howto.steps.1.name: Too small: expected string to have >=3 characters'],
    ],
    [
      'howto has at least 2 steps',
      { howto: { ...howto, steps: [howto.steps[0]] } },
      ['howto.steps: Too small: expected array to have >=2 items'],
    ],
    [
      'a howto step text has at least 10 characters',
      { howto: { ...howto, steps: [howto.steps[0], { name: 'Fly', text: 'Go.' }] } },
      ['howto.steps.1.text: Too small: expected string to have >=10 characters'],
    ],
  ],
);

const propertyMinimal = {
  ...guideBaseMinimal,
  title: 'Buying a condominium',
  summary: 'What a foreigner may own, and how the transfer works.',
};
describeSchema(
  'property articles',
  propertyArticleSchema,
  propertyMinimal,
  { ...guideBaseFull, ...propertyMinimal, date: '2026-01-10' },
  [
    ...guideBaseFailing,
    ['summary is required', { summary: undefined }, [`summary: ${missingString}`]],
    [
      'summary has at least 20 characters',
      { summary: 'Condos only.' },
      ['summary: Too small: expected string to have >=20 characters'],
    ],
    ['date is a date', { date: 'January' }, [`date: ${badDate}`]],
  ],
);

const bankingMinimal = {
  ...guideBaseMinimal,
  title: 'Opening a bank account',
  summary: 'What banks ask foreigners for when opening an account.',
  updated: '2026-11-20',
};
describeSchema(
  'banking articles',
  bankingArticleSchema,
  bankingMinimal,
  { ...guideBaseFull, ...bankingMinimal, description: 'What banks ask foreigners for when opening an account.' },
  [
    ...guideBaseFailing,
    ['updated is required', { updated: undefined }, [`updated: ${badDate}`]],
    ['a description or a summary', { summary: undefined }, ['description: give a description or a summary']],
    [
      'description has at least 20 characters',
      { description: 'Bring a passport.' },
      ['description: Too small: expected string to have >=20 characters'],
    ],
  ],
);

const insuranceArticleMinimal = {
  ...guideBaseMinimal,
  title: 'Health insurance for retirees',
  summary: 'What the O-A and O-X visas require of your policy.',
  date: '2026-03-01',
};
describeSchema(
  'insurance articles and pages',
  insuranceArticleSchema,
  insuranceArticleMinimal,
  { ...guideBaseFull, ...insuranceArticleMinimal },
  [
    ...guideBaseFailing,
    ['summary is required', { summary: undefined }, [`summary: ${missingString}`]],
    ['date is required', { date: undefined }, [`date: ${badDate}`]],
  ],
);

const leisureMinimal = leisureActivityData;
describeSchema(
  'leisure activities',
  leisureActivitySchema,
  leisureMinimal,
  {
    ...leisureMinimal,
    activity_type: ['culture', 'wellness'],
    featured: true,
    images: [{ src: '/images/wat-pho.jpg', alt: 'The reclining Buddha' }],
    steps: [{ step_title: 'Arrive early', step_note: 'Doors open at 08:00.' }],
    costs: [{ cost_item: 'Entry', THB: '300', notes: 'Foreign visitors' }],
    pitfalls: [{ risk: 'Closed-temple scam', avoid: 'The temple is open every day.' }],
    gear: ['Covered shoulders'],
    booking_url: 'https://www.watpho.com/en/tickets',
    map_url: 'https://maps.google.com/?q=Wat+Pho',
    address: '2 Sanam Chai Road, Bangkok',
    expires: [{ date: '2027-01-01', covers: 'the 2026 entry fee', section: 'tickets' }],
  },
  [
    ['title has at least 5 characters', { title: 'Wat' }, ['title: Too small: expected string to have >=5 characters']],
    ['summary is required', { summary: undefined }, [`summary: ${missingString}`]],
    [
      'at least one activity type',
      { activity_type: [] },
      ['activity_type: Too small: expected array to have >=1 items'],
    ],
    [
      'activity types come from the list',
      { activity_type: ['shopping'] },
      [
        'activity_type.0: Invalid option: expected one of "water"|"nature"|"culture"|"culinary"|"adventure"|"family"|"wellness"|"nightlife"',
      ],
    ],
    [
      'region comes from the list',
      { region: 'isaan' },
      ['region: Invalid option: expected one of "bangkok"|"phuket"|"chiang-mai"|"krabi"|"hua-hin"|"pattaya"|"samui"'],
    ],
    [
      'intensity comes from the list',
      { intensity: 'hard' },
      ['intensity: Invalid option: expected one of "relaxed"|"moderate"|"intense"'],
    ],
    [
      'cost tier comes from the list',
      { cost_tier: '$$$$' },
      ['cost_tier: Invalid option: expected one of "$"|"$$"|"$$$"'],
    ],
    ['cost_range is required', { cost_range: undefined }, [`cost_range: ${missingString}`]],
    ['duration is required', { duration: undefined }, [`duration: ${missingString}`]],
    ['best_season is required', { best_season: undefined }, [`best_season: ${missingString}`]],
    ['age is required', { age: undefined }, [`age: ${missingString}`]],
    ['access is required', { access: undefined }, [`access: ${missingString}`]],
    ['difficulty is required', { difficulty: undefined }, [`difficulty: ${missingString}`]],
    ['booking_url is a URL', { booking_url: 'watpho.com/tickets' }, ['booking_url: Invalid URL']],
    ['map_url is a URL', { map_url: 'Sanam Chai Road' }, ['map_url: Invalid URL']],
    ['an image has alt text', { images: [{ src: '/images/wat-pho.jpg' }] }, [`images.0.alt: ${missingString}`]],
    ['at least one source', { sources: [] }, ['sources: an activity names at least one official source']],
    [
      'one source is official',
      { sources: [{ source_name: 'A blog', source_url: 'https://blog.example.com/wat-pho' }] },
      [`sources: ${noOfficial}`],
    ],
    [
      'a source url is a URL',
      { sources: [{ source_name: 'Wat Pho', source_url: 'watpho.com' }] },
      ['sources.0.source_url: Invalid URL', `sources: ${noOfficial}`],
    ],
    ['last_reviewed is required', { last_reviewed: undefined }, [`last_reviewed: ${badDate}`]],
    ...expiresFailing,
  ],
);

describeSchema(
  'insurance hub',
  insuranceHubSchema,
  { title: 'Health insurance in Thailand', summary: 'Plans, visa requirements and how to claim, with sources.' },
  {
    title: 'Health insurance in Thailand',
    summary: 'Plans, visa requirements and how to claim, with sources.',
    seo: { title: 'Health insurance in Thailand', keywords: ['insurance'] },
  },
  [
    ['title is required', { title: undefined }, [`title: ${missingString}`]],
    [
      'title has at least 5 characters',
      { title: 'Plan' },
      ['title: Too small: expected string to have >=5 characters'],
    ],
    [
      'summary has at least 20 characters',
      { summary: 'Insurance.' },
      ['summary: Too small: expected string to have >=20 characters'],
    ],
  ],
);

const insuranceSectionMinimal = { intro: 'How a claim works with a Thai private hospital.', updated: '2026-11-01' };
describeSchema(
  'insurance content sections',
  insuranceSectionSchema,
  insuranceSectionMinimal,
  {
    ...insuranceSectionMinimal,
    steps: [{ title: 'Show your card', detail: 'At the hospital desk.' }],
    costs: [{ item: 'Room', typical: 'THB 5,000 a night', notes: 'Private room' }],
    pitfalls: [{ title: 'Pre-existing conditions', detail: 'Usually excluded for two years.' }],
    sources: [{ name: 'Office of Insurance Commission', url: 'https://www.oic.or.th/en', type: 'regulator', note: '' }],
  },
  [
    ['intro is required', { intro: undefined }, [`intro: ${missingString}`]],
    [
      'intro has at least 20 characters',
      { intro: 'Claims.' },
      ['intro: Too small: expected string to have >=20 characters'],
    ],
    ['a step has a detail', { steps: [{ title: 'Show your card' }] }, [`steps.0.detail: ${missingString}`]],
    ['a cost has a typical figure', { costs: [{ item: 'Room' }] }, [`costs.0.typical: ${missingString}`]],
    [
      'a source url is a URL',
      { sources: [{ name: 'OIC', url: 'oic.or.th', type: 'regulator' }] },
      ['sources.0.url: Invalid URL'],
    ],
    ['updated is required', { updated: undefined }, [`updated: ${badDate}`]],
  ],
);

const quizNote = { text: 'Retirement visas need proof of funds.', link: 'Retirement visa', href: '/visa/retirement/' };
describeSchema(
  'hub extras',
  hubExtrasSchema,
  {},
  {
    highlights: [{ text: 'Visa exemption is 60 days.', source: 'Immigration Bureau', href: '/visa/visa-exemption/' }],
    related: [{ label: 'Banking', href: '/banking/' }],
    quick_links: [{ label: 'TDAC', href: '/visa/tdac/' }],
    portals: [{ name: 'Thai e-Visa', url: 'https://www.thaievisa.go.th/', purpose: 'Apply for a visa online.' }],
    steps: [{ title: 'Check', href: '/visa/visa-exemption/', description: 'Check whether you need a visa.' }],
    faq: [{ question: 'Do I need a visa?', answer: 'Not for stays of up to 60 days from the listed countries.' }],
    quiz_notes: { retirement: quizNote },
  },
  [
    [
      'a highlight names its source',
      { highlights: [{ text: 'Visa exemption is 60 days.', href: '/visa/' }] },
      [`highlights.0.source: ${missingString}`],
    ],
    [
      'a highlight links a path on this site',
      {
        highlights: [
          { text: 'Visa exemption is 60 days.', source: 'Immigration Bureau', href: 'https://www.immigration.go.th/' },
        ],
      },
      [`highlights.0.href: ${sitePath}`],
    ],
    [
      'a highlight has at least 10 characters',
      { highlights: [{ text: '60 days.', source: 'Immigration Bureau', href: '/visa/' }] },
      ['highlights.0.text: Too small: expected string to have >=10 characters'],
    ],
    ['a related link has a label', { related: [{ href: '/banking/' }] }, [`related.0.label: ${missingString}`]],
    [
      'a related link is a path on this site',
      { related: [{ label: 'Banking', href: 'banking/' }] },
      [`related.0.href: ${sitePath}`],
    ],
    [
      'a quick link is a path on this site',
      { quick_links: [{ label: 'TDAC', href: 'tdac' }] },
      [`quick_links.0.href: ${sitePath}`],
    ],
    [
      'a portal url is https',
      { portals: [{ name: 'Thai e-Visa', url: 'http://www.thaievisa.go.th/', purpose: 'Apply for a visa online.' }] },
      ['portals.0.url: portal url must be https'],
    ],
    [
      'a portal says what it is for',
      { portals: [{ name: 'Thai e-Visa', url: 'https://www.thaievisa.go.th/', purpose: 'Visas' }] },
      ['portals.0.purpose: Too small: expected string to have >=10 characters'],
    ],
    [
      'a step links a path on this site',
      { steps: [{ title: 'Check', href: 'visa', description: 'Check whether you need a visa.' }] },
      [`steps.0.href: ${sitePath}`],
    ],
    [
      'a step has a description of at least 10 characters',
      { steps: [{ title: 'Check', href: '/visa/', description: 'Check.' }] },
      ['steps.0.description: Too small: expected string to have >=10 characters'],
    ],
    [
      'an FAQ question has at least 10 characters',
      { faq: [{ question: 'Visa?', answer: 'Not for stays of up to 60 days.' }] },
      ['faq.0.question: Too small: expected string to have >=10 characters'],
    ],
    [
      'an FAQ answer has at least 20 characters',
      { faq: [{ question: 'Do I need a visa?', answer: 'Usually not.' }] },
      ['faq.0.answer: Too small: expected string to have >=20 characters'],
    ],
    [
      'a quiz note is for a known purpose',
      { quiz_notes: { holiday: quizNote } },
      ['quiz_notes: Unrecognized key: "holiday"'],
    ],
    [
      'a quiz note links a path on this site',
      { quiz_notes: { work: { ...quizNote, href: 'visa/work' } } },
      [`quiz_notes.work.href: ${sitePath}`],
    ],
  ],
);

const bankMinimal = {
  id: 'bangkok-bank',
  name: 'Bangkok Bank',
  swift: 'BKKBTHBK',
  note: 'The largest Thai bank, with many branches abroad.',
  phone: '1333',
  phone_source_url: 'https://www.bangkokbank.com/en/Personal/Contact-Us',
  website: 'https://www.bangkokbank.com/',
  last_checked: '2026-11-20',
};
describeSchema(
  'banks',
  bankSchema,
  bankMinimal,
  { ...bankMinimal, swift: 'BKKBTHBKXXX', phone_from_abroad: '+66 2 645 5555' },
  [
    ['id is a slug', { id: 'Bangkok Bank' }, [`id: ${slugRule}`]],
    ['name is required', { name: undefined }, [`name: ${missingString}`]],
    [
      'swift is 8 or 11 letters and digits',
      { swift: 'BKKBTH' },
      ['swift: a SWIFT/BIC code: 8 or 11 letters and digits'],
    ],
    [
      'note has at least 20 characters',
      { note: 'A bank.' },
      ['note: Too small: expected string to have >=20 characters'],
    ],
    ['phone is written as the bank writes it', { phone: 'call 1333' }, ['phone: a phone number as the bank writes it']],
    [
      'phone_from_abroad starts with +',
      { phone_from_abroad: '02 645 5555' },
      ['phone_from_abroad: Invalid string: must match pattern /^\\+[0-9 -]{6,}$/'],
    ],
    ['phone_source_url is http(s)', { phone_source_url: 'bangkokbank.com/contact' }, ['phone_source_url: Invalid URL']],
    ['website is https', { website: 'http://www.bangkokbank.com/' }, ['website: Invalid URL']],
    ['last_checked is required', { last_checked: undefined }, [`last_checked: ${badDate}`]],
  ],
);

const ruleMinimal = {
  id: 'visa-exempt',
  says: 'Visa-exempt entry: 60 days.',
  values: { stay_days: 60 },
  status: 'in-force',
  effective: '2024-07-15',
  source_name: 'Royal Thai Consulate-General',
  source_url: 'https://hochiminh.thaiembassy.org/en/publicservice/tourist-visa',
  checked: '2026-11-24',
};
describeSchema(
  'dated rules',
  stayRuleSchema,
  ruleMinimal,
  { ...ruleMinimal, tools: ['stay-calculator', 'retirement-money-planner'], effective: 'not yet known' },
  [
    ['id is a slug', { id: 'visa_exempt' }, [`id: ${slugRule}`]],
    [
      'tools come from the list',
      { tools: ['calculator'] },
      [
        'tools.0: Invalid option: expected one of "stay-calculator"|"retirement-money-planner"|"tax-residence-days"|"plan-comparator"',
      ],
    ],
    ['at least one tool', { tools: [] }, ['tools: Too small: expected array to have >=1 items']],
    [
      'says has at least 10 characters',
      { says: '60 days.' },
      ['says: Too small: expected string to have >=10 characters'],
    ],
    [
      'values are numbers',
      { values: { stay_days: 'sixty' } },
      ['values.stay_days: Invalid input: expected number, received string'],
    ],
    [
      'status comes from the list',
      { status: 'rumoured' },
      ['status: Invalid option: expected one of "in-force"|"approved"|"proposed"'],
    ],
    [
      'effective is a date or "not yet known"',
      { effective: 'soon' },
      ['effective: a date written as YYYY-MM-DD, or "not yet known"'],
    ],
    [
      'effective is a real day when it is a date',
      { effective: '2024-13-01' },
      ['effective: a date written as YYYY-MM-DD, or "not yet known"'],
    ],
    ['source_name is required', { source_name: undefined }, [`source_name: ${missingString}`]],
    [
      'source_name has at least 3 characters',
      { source_name: 'TH' },
      ['source_name: Too small: expected string to have >=3 characters'],
    ],
    ['source_url is http(s)', { source_url: 'thaiembassy.org' }, ['source_url: Invalid URL']],
    ['checked is required', { checked: undefined }, [`checked: ${badDate}`]],
  ],
);

const nationalityMinimal = {
  id: 'bilateral-90-days',
  says: 'Nationals of these countries may stay 90 days under bilateral agreements.',
  values: { stay_days: 90 },
  status: 'in-force',
  effective: 'not yet known',
  source_name: 'Royal Thai Embassy, Vienna',
  source_url: 'https://www.thaiembassy.at/visa-exemption',
  checked: '2026-11-26',
  class: 'bilateral-90',
  countries: ['brazil'],
};
describeSchema(
  'nationality records',
  nationalityRecordSchema,
  nationalityMinimal,
  { ...nationalityMinimal, countries: ['brazil', 'chile', 'peru'], effective: '2010-01-01' },
  [
    [
      'class comes from the list',
      { class: 'ninety' },
      [
        'class: Invalid option: expected one of "bilateral-90"|"exempt-60"|"exempt-30"|"voa-15"|"visa-needed"|"extension-7"',
      ],
    ],
    ['at least one country', { countries: [] }, ['countries: Too small: expected array to have >=1 items']],
    ['countries are ids', { countries: ['Brazil'] }, [`countries.0: ${slugRule}`]],
    ['checked is required', { checked: undefined }, [`checked: ${badDate}`]],
  ],
);

describeSchema(
  'countries',
  countrySchema,
  { id: 'brazil', name: 'Brazil' },
  { id: 'korea-republic', name: 'Republic of Korea' },
  [
    ['id is a slug', { id: 'South Korea' }, [`id: ${slugRule}`]],
    ['name has at least 2 characters', { name: 'B' }, ['name: Too small: expected string to have >=2 characters']],
  ],
);

describeSchema(
  'stay calculator words',
  stayTextSchema,
  { id: 'last-day.title', text: 'Last day of your permitted stay' },
  { id: 'report.text', text: 'Report your address between {from} and {to}.' },
  [
    [
      'id uses lowercase letters, digits, dots and hyphens',
      { id: 'Last Day' },
      ['id: Invalid string: must match pattern /^[a-z0-9.-]+$/'],
    ],
    ['text is not empty', { text: '  ' }, ['text: Too small: expected string to have >=1 characters']],
  ],
);

const planMinimal = {
  id: 'example-care',
  provider: 'Example Insurer',
  insurer_type: 'local',
  name: 'Example Care',
  currency: 'THB',
  annual_limit: 3_000_000,
  limit_basis: 'per-year',
  inpatient_limit: 3_000_000,
  outpatient_limit: null,
  deductible: 0,
  max_entry_age: 70,
  direct_billing: 'included',
  dental: 'not-stated',
  maternity: 'not-included',
  er_worldwide: 'not-stated',
  source_url: 'https://www.example-insurer.co.th/care',
  quote_url: 'https://www.example-insurer.co.th/care/quote',
  last_verified: '2026-11-26',
};
const premiums = {
  currency: 'THB',
  period: 'annual',
  source_url: 'https://www.example-insurer.co.th/care/rates',
  as_of: '2026-11-26',
  note: 'Rates for a new policy.',
  bands: [{ age_from: 20, age_to: 40, amount: 25_000 }],
};
describeSchema(
  'insurance plans',
  insurancePlanSchema,
  planMinimal,
  {
    ...planMinimal,
    notes: 'Deductible options 20,000 and 50,000.',
    outpatient_limit: 50_000,
    outpatient_per_visit: 2_000,
    outpatient_visits_per_year: 30,
    premiums,
  },
  [
    ['id is a slug', { id: 'Example Care' }, [`id: ${slugRule}`]],
    ['provider is required', { provider: undefined }, [`provider: ${missingString}`]],
    ['name has at least 2 characters', { name: 'E' }, ['name: Too small: expected string to have >=2 characters']],
    [
      'insurer_type comes from the list',
      { insurer_type: 'global' },
      ['insurer_type: Invalid option: expected one of "local"|"international"'],
    ],
    ['currency comes from the list', { currency: 'EUR' }, ['currency: Invalid option: expected one of "THB"|"USD"']],
    ['annual_limit is positive', { annual_limit: 0 }, ['annual_limit: Too small: expected number to be >0']],
    [
      'limit_basis comes from the list',
      { limit_basis: 'per-visit' },
      ['limit_basis: Invalid option: expected one of "per-year"|"per-condition-per-year"|"lifetime"'],
    ],
    ['inpatient_limit is positive', { inpatient_limit: -1 }, ['inpatient_limit: Too small: expected number to be >0']],
    [
      'outpatient_limit is not negative',
      { outpatient_limit: -1 },
      ['outpatient_limit: Too small: expected number to be >=0'],
    ],
    [
      'outpatient_per_visit is positive',
      { outpatient_per_visit: 0 },
      ['outpatient_per_visit: Too small: expected number to be >0'],
    ],
    [
      'outpatient_limit is a number or null, not left out',
      { outpatient_limit: undefined },
      ['outpatient_limit: Invalid input: expected number, received undefined'],
    ],
    [
      'outpatient visits a year are a whole number',
      { outpatient_visits_per_year: 2.5 },
      ['outpatient_visits_per_year: Invalid input: expected int, received number'],
    ],
    ['deductible is not negative', { deductible: -1 }, ['deductible: Too small: expected number to be >=0']],
    ['max_entry_age is at most 120', { max_entry_age: 121 }, ['max_entry_age: Too big: expected number to be <=120']],
    [
      'a benefit is included, not-included or not-stated',
      { dental: 'yes' },
      ['dental: Invalid option: expected one of "included"|"not-included"|"not-stated"'],
    ],
    [
      'premiums name their https source',
      { premiums: { ...premiums, source_url: 'http://www.example-insurer.co.th/care/rates' } },
      ['premiums.source_url: Invalid URL'],
    ],
    [
      'premiums are in THB or USD',
      { premiums: { ...premiums, currency: 'EUR' } },
      ['premiums.currency: Invalid option: expected one of "THB"|"USD"'],
    ],
    [
      'premiums say when the table was read',
      { premiums: { ...premiums, as_of: undefined } },
      [`premiums.as_of: ${badDate}`],
    ],
    [
      'a premium band ends at 120 at most',
      { premiums: { ...premiums, bands: [{ age_from: 20, age_to: 121, amount: 25_000 }] } },
      ['premiums.bands.0.age_to: Too big: expected number to be <=120'],
    ],
    [
      'a premium band amount is positive',
      { premiums: { ...premiums, bands: [{ age_from: 20, age_to: 40, amount: 0 }] } },
      ['premiums.bands.0.amount: Too small: expected number to be >0'],
    ],
    [
      'premiums have at least one age band',
      { premiums: { ...premiums, bands: [] } },
      ['premiums.bands: Too small: expected array to have >=1 items'],
    ],
    [
      'premiums are for a year or a month',
      { premiums: { ...premiums, period: 'weekly' } },
      ['premiums.period: Invalid option: expected one of "annual"|"monthly"'],
    ],
    [
      'source_url is an http(s) address',
      { source_url: 'ftp://example-insurer.co.th/care.pdf' },
      ['source_url: source_url: the insurer page or brochure the figures come from'],
    ],
    [
      'source_url is the insurer page',
      { source_url: 'example-insurer.co.th' },
      ['source_url: source_url: the insurer page or brochure the figures come from'],
    ],
    ['quote_url is http(s)', { quote_url: 'mailto:sales@example-insurer.co.th' }, ['quote_url: Invalid URL']],
    ['last_verified is required', { last_verified: undefined }, [`last_verified: ${badDate}`]],
  ],
);
