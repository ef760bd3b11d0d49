import { describe, expect, it } from 'vitest';
import { articleJsonLd } from './jsonld.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const post = {
  title: 'DTV holders and the 90-day report',
  seo: { description: 'What DTV holders must report.' },
  date: day('2025-01-20'),
  lastReviewed: day('2025-11-20'),
  author: 'Editorial Team',
  path: '/news/2025-01-20/dtv-90-day/',
  category: 'visa',
  tags: ['dtv', '90-day-report'],
};
const options = { origin: 'https://example.com', brand: 'Brand', logo: '/favicon.svg' };

describe('articleJsonLd', () => {
  it('is a schema.org Article with headline, dates, author and publisher', () => {
    const ld = articleJsonLd(post, options);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.seo.description,
      datePublished: '2025-01-20',
      dateModified: '2025-11-20',
      author: { '@type': 'Organization', name: 'Editorial Team' },
      publisher: {
        '@type': 'Organization',
        name: 'Brand',
        url: 'https://example.com/',
        logo: { url: 'https://example.com/favicon.svg' },
      },
      mainEntityOfPage: { '@id': 'https://example.com/news/2025-01-20/dtv-90-day/' },
      articleSection: 'Visa & Immigration',
      keywords: 'dtv, 90-day-report',
    });
    expect(ld).not.toHaveProperty('image');
  });
  it('names people as people and adds the image when there is one', () => {
    const ld = articleJsonLd(
      { ...post, author: 'Somchai Jaidee', lastReviewed: undefined },
      { ...options, image: '/_astro/hero.jpg' },
    );
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Somchai Jaidee' });
    expect(ld.dateModified).toBe('2025-01-20');
    expect(ld.image).toEqual(['https://example.com/_astro/hero.jpg']);
  });
});
