/**
 * News feeds: RSS 2.0 at /news/rss.xml (built with
 * @astrojs/rss) and Atom 1.0 at /news/atom.xml (written here): the newest 50
 * posts, absolute links, RFC 822 dates in RSS and RFC 3339 dates in Atom,
 * escaped text, and a self link in each.
 */
import { categoryFor } from './categories.ts';
import { dateSettings } from '../../config/dates.ts';

export const FEED_SIZE = 50;

/** What a feed entry and the news post it comes from both have. */
interface PostFields {
  title: string;
  summary: string;
  /** Root-relative path of the post ("/news/2025-01-20/slug/"). */
  path: string;
  date: Date;
  lastReviewed?: Date;
  author: string;
}

interface FeedPost extends PostFields {
  /** Category label, then the tags. */
  categories: { term: string; label?: string }[];
}

/** Characters XML 1.0 does not allow at all (control characters other than tab, LF and CR). */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for XML element content and attribute values alike. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 3339 timestamp in UTC without milliseconds: "2025-01-20T00:00:00Z". */
export function rfc3339(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** RFC 822 (RFC 1123 form) date, as RSS wants: "Mon, 20 Jan 2025 00:00:00 GMT". */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** origin + root-relative path. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, '')}/`).href;
}

/** When a post last changed: its review date when later than its publication date. */
export function postUpdated(post: Pick<FeedPost, 'date' | 'lastReviewed'>): Date {
  return post.lastReviewed && post.lastReviewed > post.date ? post.lastReviewed : post.date;
}

/** When a list of posts last changed: its latest update, or undefined when empty. */
export function feedUpdated(posts: readonly Pick<FeedPost, 'date' | 'lastReviewed'>[]): Date | undefined {
  let latest: Date | undefined;
  for (const post of posts) {
    const updated = postUpdated(post);
    if (!latest || updated > latest) latest = updated;
  }
  return latest;
}

/** The newest `size` posts of a newest-first list. */
export function feedSlice<T>(newestFirstPosts: readonly T[], size = FEED_SIZE): T[] {
  return newestFirstPosts.slice(0, size);
}

interface AtomFeedOptions {
  origin: string;
  title: string;
  subtitle: string;
  /** Root-relative path of the HTML page the feed mirrors ("/news/"). */
  htmlPath: string;
  /** Root-relative path of the feed itself ("/news/atom.xml"). */
  selfPath: string;
  authorName: string;
  posts: readonly FeedPost[];
  /** Used for <updated> when there are no posts. */
  now?: Date;
}

/** An Atom 1.0 document (RFC 4287). */
export function atomFeed(options: AtomFeedOptions): string {
  const { origin, posts } = options;
  const htmlUrl = absoluteUrl(origin, options.htmlPath);
  const selfUrl = absoluteUrl(origin, options.selfPath);
  const updated = feedUpdated(posts) ?? options.now ?? new Date(0);

  const entries = posts.map((post) => {
    const url = absoluteUrl(origin, post.path);
    const categories = post.categories
      .map((c) => `    <category term="${escapeXml(c.term)}"${c.label ? ` label="${escapeXml(c.label)}"` : ''}/>`)
      .join('\n');
    return [
      '  <entry>',
      `    <title type="text">${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${rfc3339(post.date)}</published>`,
      `    <updated>${rfc3339(postUpdated(post))}</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      ...(categories ? [categories] : []),
      `    <summary type="text">${escapeXml(post.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });

  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${dateSettings.locale}">`,
    `  <title type="text">${escapeXml(options.title)}</title>`,
    `  <subtitle type="text">${escapeXml(options.subtitle)}</subtitle>`,
    `  <id>${escapeXml(htmlUrl)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(htmlUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    `  <updated>${rfc3339(updated)}</updated>`,
    `  <author><name>${escapeXml(options.authorName)}</name><uri>${escapeXml(absoluteUrl(origin, '/'))}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** A news post as a feed entry: its category (label) first, then its tags. */
export function feedPostOf(post: PostFields & { category: string; tags: readonly string[] }): FeedPost {
  const category = categoryFor(post.category);
  return {
    title: post.title,
    summary: post.summary,
    path: post.path,
    date: post.date,
    lastReviewed: post.lastReviewed,
    author: post.author,
    categories: [{ term: category.id, label: category.label }, ...post.tags.map((tag) => ({ term: tag }))],
  };
}
