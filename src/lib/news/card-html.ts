/**
 * The news card of the static pages (the hub and its category and tag pages, a post's related posts, the home
 * page): category with its icon, title, date, reading time, summary, and up to 3 tags then "+N more".
 *
 * A string template rather than an Astro component because it is the build's most repeated piece: 10,000 posts
 * make about 5,000 listing pages of twelve cards, and each post's card appears on its hub page, its category's
 * page and each of its tags' pages. So each card is made once and reused. Every text is escaped here; nothing of the post reaches the HTML unescaped.
 */
import { categoryFor } from './categories.ts';
import type { NewsPost } from '../content/records.ts';
import { escapeHtml } from '../shared/html.ts';
import { formatDate, isoDate } from '../shared/format.ts';
import { visibleTags } from '../shared/tags.ts';
import { iconSvg } from '../site/icons.ts';
import { paths } from '../site/routes.ts';

/** What a card shows of a post. */
export type NewsCardPost = Pick<NewsPost, 'title' | 'date' | 'category' | 'tags' | 'summary' | 'readTime' | 'path'>;
/** h2 where the cards are the page's list, h3 under a heading of their own (related posts, latest news). */
export type CardHeadingLevel = 2 | 3;

function tagList(tags: readonly string[]): string {
  if (tags.length === 0) return '';
  const { shown, more } = visibleTags(tags, 3);
  const items = shown.map((tag) => `<li><a href="${escapeHtml(paths.newsTag(tag))}">#${escapeHtml(tag)}</a></li>`);
  if (more > 0) items.push(`<li class="muted">+${more} more</li>`);
  return `<ul class="news-card__tags" aria-label="Tags">${items.join('')}</ul>`;
}

function cardHtml(post: NewsCardPost, headingLevel: CardHeadingLevel): string {
  const category = categoryFor(post.category);
  const h = `h${headingLevel}`;
  return (
    '<article class="card news-card">' +
    `<p class="news-card__meta"><span class="badge">${iconSvg(category.iconName, 16)} ${escapeHtml(category.label)}</span></p>` +
    `<${h} class="news-card__title"><a href="${escapeHtml(post.path)}">${escapeHtml(post.title)}</a></${h}>` +
    `<p class="news-card__date muted"><time datetime="${isoDate(post.date)}">${escapeHtml(formatDate(post.date))}</time>` +
    ` · ${post.readTime} min read</p>` +
    `<p class="news-card__summary">${escapeHtml(post.summary)}</p>` +
    tagList(post.tags) +
    '</article>'
  );
}

/**
 * Cards made so far, by heading level, kept with the post record itself: the content queries read each
 * collection once (src/lib/content/content.ts), so the same record reaches every page that lists it, and a record
 * read afresh (the dev server after an edit) gets a fresh card.
 */
const madeCards = { 2: new WeakMap<NewsCardPost, string>(), 3: new WeakMap<NewsCardPost, string>() };

/** The card's HTML. */
export function newsCardHtml(post: NewsCardPost, headingLevel: CardHeadingLevel = 2): string {
  let html = madeCards[headingLevel].get(post);
  if (html === undefined) {
    html = cardHtml(post, headingLevel);
    madeCards[headingLevel].set(post, html);
  }
  return html;
}
