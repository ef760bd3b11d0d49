/**
 * Structured data for a news post: a schema.org Article with
 * headline, dates, author, publisher and image where there is one. The
 * BreadcrumbList comes from BaseLayout.
 */
import { categoryFor } from './categories.ts';
import { canonicalUrl } from '../site/routes.ts';
import { isoDate } from '../shared/format.ts';
import { postUpdated } from './feeds.ts';
import type { NewsPost } from '../content/records.ts';

/** What the Article reads of a news post (records.ts); the review date may be absent. */
type ArticlePost = Pick<NewsPost, 'title' | 'date' | 'author' | 'path' | 'category' | 'tags'> &
  Partial<Pick<NewsPost, 'lastReviewed'>> & { seo: Pick<NewsPost['seo'], 'description'> };

interface ArticleOptions {
  origin: string;
  brand: string;
  /** Root-relative or absolute URL of the publisher's logo. */
  logo: string;
  /** Root-relative or absolute URL of the post's image, when it has one. */
  image?: string;
}

/** Team bylines are organisations, names of people are people. */
function authorOf(name: string, brand: string) {
  return /\b(team|desk|staff|editors?|editorial)\b/i.test(name) || name === brand
    ? { '@type': 'Organization', name }
    : { '@type': 'Person', name };
}

export function articleJsonLd(post: ArticlePost, options: ArticleOptions) {
  const absolute = (url: string) => new URL(url, `${options.origin.replace(/\/+$/, '')}/`).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.seo.description,
    datePublished: isoDate(post.date),
    dateModified: isoDate(postUpdated(post)),
    author: authorOf(post.author, options.brand),
    publisher: {
      '@type': 'Organization',
      name: options.brand,
      url: canonicalUrl(options.origin, '/'),
      logo: { '@type': 'ImageObject', url: absolute(options.logo) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl(options.origin, post.path) },
    articleSection: categoryFor(post.category).label,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    ...(options.image ? { image: [absolute(options.image)] } : {}),
  };
}
