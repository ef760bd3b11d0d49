/**
 * The one news filter (SPEC 5), shared by the static pages, the search island
 * and the tests:
 *  - search: case-insensitive substring of the title, summary or excerpt, or of any tag;
 *  - category: the entry's lowercased category id; ids outside the fixed list
 *    count as "general" (SPEC 3: anything else is shown as general);
 *  - tag: the tag is one of the entry's tags.
 * All given conditions must hold.
 */
import { categoryFor } from './categories.ts';

/** What the filter reads: a NewsPost, a news-index entry and a search-index entry all qualify. */
export interface NewsFilterable {
  title: string;
  summary: string;
  excerpt?: string | null;
  category: string;
  tags: readonly string[];
}

export interface NewsFilter {
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

/** Normalised form of a search query ("  DTV " -> "dtv"); empty when there is nothing to search for. */
export function normaliseQuery(query: string | undefined): string {
  return (query ?? '').trim().toLowerCase();
}

function wantedCategory(category: string | undefined): string {
  const c = (category ?? '').trim().toLowerCase();
  return c === 'all' ? '' : c;
}

/** Does the entry contain the (already normalised) query? */
export function matchesQuery(entry: NewsFilterable, needle: string): boolean {
  if (!needle) return true;
  return (
    entry.title.toLowerCase().includes(needle) ||
    entry.summary.toLowerCase().includes(needle) ||
    (entry.excerpt ?? '').toLowerCase().includes(needle) ||
    entry.tags.some((t) => t.toLowerCase().includes(needle))
  );
}

/** The filter as a predicate, with its inputs normalised once. */
export function newsPredicate(filter: NewsFilter): (entry: NewsFilterable) => boolean {
  const category = wantedCategory(filter.category);
  const tag = filter.tag?.trim() ?? '';
  const needle = normaliseQuery(filter.query);
  return (entry) =>
    (!category || categoryKey(entry.category) === category) &&
    (!tag || entry.tags.includes(tag)) &&
    matchesQuery(entry, needle);
}

/** The entries that pass every condition, in their given order. */
export function filterNews<T extends NewsFilterable>(entries: readonly T[], filter: NewsFilter): T[] {
  if (!isFilterActive(filter)) return [...entries];
  return entries.filter(newsPredicate(filter));
}

/** Is any condition set? (With none, the page's own server-rendered list is the answer.) */
export function isFilterActive(filter: NewsFilter): boolean {
  return Boolean(normaliseQuery(filter.query) || wantedCategory(filter.category) || filter.tag?.trim());
}
