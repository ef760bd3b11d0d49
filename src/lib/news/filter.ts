/**
 * The news conditions, in the terms of the site's one filter (shared/filter.ts),
 * used by the static pages, the search island and the tests:
 *  - search: case-insensitive substring of the title, summary or excerpt, or of any tag;
 *  - category: the entry's lowercased category id; ids outside the fixed list
 *    count as "general" (anything else is shown as general);
 *  - tag: the tag is one of the entry's tags.
 * All given conditions must hold.
 */
import { categoryFor } from './categories.ts';
import { filterItems, normaliseQuery, type Condition } from '../shared/filter.ts';

export { normaliseQuery };

/** What the filter reads: a NewsPost, a news-index entry and a search-index entry all qualify. */
interface NewsFilterable {
  title: string;
  summary: string;
  excerpt?: string | null;
  category: string;
  tags: readonly string[];
}

interface NewsFilter {
  /** Free text; blank means no search. */
  query?: string;
  /** A category id; blank or "all" means every category. */
  category?: string;
  /** A tag; blank means every tag. */
  tag?: string;
}

/** The category id a post is listed under: its lowercased id, or "general" when unknown. */
export function categoryKey(id: string | undefined): string {
  return categoryFor(id).id;
}

/** The filter as the one filter's conditions. */
function newsConditions(filter: NewsFilter): Condition<NewsFilterable>[] {
  const category = (filter.category ?? '').trim().toLowerCase();
  return [
    { kind: 'equals', value: category, of: (entry) => categoryKey(entry.category) },
    { kind: 'includes', value: filter.tag?.trim(), of: (entry) => entry.tags },
    { kind: 'text', value: filter.query, texts: (entry) => [entry.title, entry.summary, entry.excerpt, ...entry.tags] },
  ];
}

/** The entries that pass every condition, in their given order. */
export function filterNews<T extends NewsFilterable>(entries: readonly T[], filter: NewsFilter): T[] {
  return filterItems(entries, newsConditions(filter));
}
