/**
 * Pagination: 12 posts a page on the news hub; page 1 has no
 * page suffix in its URL; Previous and Next exist only where they apply.
 * Used by the static routes (one page per slice) and by the search island.
 */
export const NEWS_PAGE_SIZE = 12;

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to [1, totalPages]. */
  page: number;
  totalPages: number;
  totalItems: number;
  /** The previous and next page numbers, or undefined where there is none. */
  previous?: number;
  next?: number;
}

/** Number of pages for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, size = NEWS_PAGE_SIZE): number {
  if (!Number.isFinite(size) || size < 1) throw new RangeError(`page size must be at least 1, got ${size}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** One page of `items`; out-of-range page numbers are clamped. */
export function paginate<T>(items: readonly T[], page: number, size = NEWS_PAGE_SIZE): Page<T> {
  const totalPages = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.trunc(Number.isFinite(page) ? page : 1)), totalPages);
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    totalPages,
    totalItems: items.length,
    previous: current > 1 ? current - 1 : undefined,
    next: current < totalPages ? current + 1 : undefined,
  };
}

/** Every page of `items`, in order: what a route's getStaticPaths turns into pages. */
export function allPages<T>(items: readonly T[], size = NEWS_PAGE_SIZE): Page<T>[] {
  const totalPages = pageCount(items.length, size);
  return Array.from({ length: totalPages }, (_, i) => paginate(items, i + 1, size));
}
