/**
 * The JSON-LD check uses the schema.org vocabulary (schema-dts): a block that follows it passes, and an unknown
 * type, an unknown property and a value of the wrong kind are each found, with the page named.
 */
import { describe, expect, it } from 'vitest';
import { checkJsonLd, jsonLdBlocks } from './jsonld-check.ts';

const article = {
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: 'Cabinet approves the 60-day exemption',
  datePublished: '2024-05-28',
  author: { '@type': 'Organization', name: 'Editorial Team' },
  mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.org/news/' },
};

describe('checkJsonLd', () => {
  it('passes blocks that follow schema.org, an @graph included', () => {
    const breadcrumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/' }],
    };
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Organization', name: 'Siam Expat Services', url: 'https://example.org/' }],
    };
    expect(
      checkJsonLd([
        { page: '/a/', json: article },
        { page: '/b/', json: breadcrumbs },
        { page: '/c/', json: graph },
      ]),
    ).toEqual([]);
  });

  it('finds a type schema.org does not have', () => {
    const problems = checkJsonLd([{ page: '/news/x/', json: { ...article, '@type': 'NewsArticel' } }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ page: '/news/x/', type: 'NewsArticel' });
    expect(problems[0].message).toMatch(/NewsArticel/);
  });

  it('finds a property the declared type does not have', () => {
    const problems = checkJsonLd([
      { page: '/ok/', json: article },
      { page: '/news/y/', json: { ...article, auther: 'Editorial Team' } },
    ]);
    expect(problems.map((p) => p.page)).toEqual(['/news/y/']);
    expect(problems[0].message).toMatch(/auther/);
  });

  it('finds a nested object of a type the property does not take', () => {
    const faq = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Can I extend?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, once.' } },
      ],
    };
    expect(checkJsonLd([{ page: '/faq/', json: faq }])).toEqual([]);
    const wrong = {
      ...faq,
      mainEntity: [
        { '@type': 'Question', name: 'Can I extend?', acceptedAnswer: { '@type': 'Answer', txt: 'Yes, once.' } },
      ],
    };
    const problems = checkJsonLd([{ page: '/faq/', json: wrong }]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0].page).toBe('/faq/');
  });
});

describe('jsonLdBlocks', () => {
  it('reads every JSON-LD block of a page and nothing else', () => {
    const html = `<script type="application/ld+json">{"@type":"Organization"}</script><script>var a = 1;</script><script type="application/ld+json">{"@type":"WebSite"}</script>`;
    expect(jsonLdBlocks(html)).toEqual([{ '@type': 'Organization' }, { '@type': 'WebSite' }]);
  });
});
