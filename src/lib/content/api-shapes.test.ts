/**
 * The public JSON data API's shapes (the product specification's data API), built from records made
 * the way the build makes them (records.ts), so a change to a record or a
 * builder that alters a published shape fails here first.
 */
import { describe, expect, it } from 'vitest';
import { guideIndexBody, insuranceDataBody, leisureIndexEntry, newsIndexEntry } from './api-shapes.ts';
import { toActivity, toGuide, toInsuranceHub, toNewsPost } from './records.ts';
import { leisureActivitySchema } from './schemas.ts';
import { bankingArticleData, day, leisureActivityData, official, visaGuideData } from './test-records.ts';

const rendered = { html: '<p>Body <script>alert(1)</script></p>' };

const visaGuide = toGuide('visa', { id: 'visa-exemption', data: visaGuideData, rendered });

const propertyArticle = toGuide('property', {
  id: 'condo',
  data: {
    title: 'Buying a condominium',
    summary: 'What a foreigner may own, and how the transfer works.',
    sources: [official],
    last_reviewed: day('2026-11-20'),
    seo: {},
  },
  rendered,
});

const bankingArticle = toGuide('banking', {
  id: 'account',
  data: { ...bankingArticleData, seo: { title: 'Bank accounts' } },
});

describe('guide indices', () => {
  it.each([
    {
      kind: 'visa',
      rule: 'a list, matched by slug = the path without its trailing slash',
      guide: visaGuide,
      expected: [
        {
          slug: '/visa/visa-exemption',
          title: 'Visa exemption',
          description: 'Who may enter Thailand without a visa, and for how long.',
          category: 'Tourism',
          purpose: ['tourism'],
          source_count: 2,
          sources: ['https://www.immigration.go.th/en/', 'https://news.example.com/visa'],
          last_reviewed: '2026-11-24',
          // The HTML is sanitised once, when the record is made.
          html: '<p>Body </p>',
          seo: { keywords: ['visa'] },
        },
      ],
    },
    {
      kind: 'property',
      rule: 'an object with an articles list; no date is null; the summary stands in for the description',
      guide: propertyArticle,
      expected: {
        articles: [
          {
            slug: 'condo',
            title: 'Buying a condominium',
            summary: 'What a foreigner may own, and how the transfer works.',
            seo: { title: 'Buying a condominium' },
            sources: ['https://www.immigration.go.th/en/'],
            last_reviewed: '2026-11-20',
            date: null,
            html: '<p>Body </p>',
          },
        ],
      },
    },
    {
      kind: 'banking',
      rule: "a list; updated is the figures' date, and the description stands in for the summary",
      guide: bankingArticle,
      expected: [
        {
          slug: 'account',
          title: 'Opening a bank account',
          description: 'What banks ask foreigners for.',
          summary: 'What banks ask foreigners for.',
          seo: { title: 'Bank accounts' },
          sources: ['https://www.immigration.go.th/en/'],
          updated: '2026-11-02',
          html: '',
        },
      ],
    },
  ] as const)('$kind: $rule', ({ kind, guide, expected }) => {
    expect(guideIndexBody(kind, [guide])).toEqual(expected);
  });
});

describe('news', () => {
  const post = toNewsPost({
    id: 'tdac',
    data: {
      title: 'TDAC goes live',
      date: day('2025-05-01'),
      category: 'visa',
      tags: ['tdac'],
      summary: 'Arrivals fill in the Thailand Digital Arrival Card online.',
      author: 'Editorial Team',
      sources: [official],
      seo: {},
      draft: false,
    },
    rendered: { html: '<p>One two three.</p>' },
  });

  it('news-index.json: every field, dates as YYYY-MM-DD, absent ones null, the excerpt falling back on the summary', () => {
    expect(newsIndexEntry(post)).toEqual({
      slug: 'tdac',
      title: 'TDAC goes live',
      date: '2025-05-01',
      category: 'visa',
      tags: ['tdac'],
      summary: 'Arrivals fill in the Thailand Digital Arrival Card online.',
      excerpt: 'Arrivals fill in the Thailand Digital Arrival Card online.',
      hero_image: null,
      read_time: 1,
      sources_count: 1,
      path: '/news/2025-05-01/tdac/',
      author: 'Editorial Team',
      last_reviewed: null,
      html: '<p>One two three.</p>',
      sources: ['https://www.immigration.go.th/en/'],
      seo: { title: 'TDAC goes live', description: 'Arrivals fill in the Thailand Digital Arrival Card online.' },
    });
  });
});

describe('leisure-index.json and insurance-data.json', () => {
  it('an activity: every field of the record, the review date as YYYY-MM-DD', () => {
    const activity = toActivity({
      id: 'wat-pho',
      // As the loader gives it: parsed by the collection's schema (defaults filled in, the review date a Date).
      data: leisureActivitySchema.parse(leisureActivityData),
    });
    const entry = leisureIndexEntry(activity);
    expect(entry).toMatchObject({
      slug: 'wat-pho',
      path: '/leisure/activities/wat-pho/',
      last_reviewed: '2026-11-01',
      html: '',
    });
    expect(Object.keys(entry)).toEqual(Object.keys(activity));
  });

  it('the hub record (slug "index") first, then one record of content sections per slug', () => {
    const hub = toInsuranceHub({
      id: 'index',
      data: { title: 'Health insurance', summary: 'Plans and how to claim.', seo: {} },
      rendered: { html: '<p>Hub</p>' },
    });
    // The fields published as they are; the FAQ is left out and the date written as YYYY-MM-DD.
    const published = { slug: 'claims', intro: 'How a claim works.', steps: [], costs: [], pitfalls: [], sources: [] };
    const section = {
      ...published,
      faq: [{ question: 'Is a claim paid at once?', answer: 'Only after the insurer has the bills.' }],
      updated: day('2026-11-01'),
    };
    expect(insuranceDataBody(hub, [section])).toEqual([
      {
        slug: 'index',
        title: 'Health insurance',
        summary: 'Plans and how to claim.',
        seo: {},
        path: '/insurance/',
        html: '<p>Hub</p>',
      },
      {
        slug: 'claims',
        sections: { ...published, updated: '2026-11-01' },
      },
    ]);
    expect(insuranceDataBody(undefined, [])).toEqual([]);
  });
});
