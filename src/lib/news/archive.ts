/**
 * The yearly news archive: posts whose date starts with the year,
 * grouped by month, newest first; the default year is 2025.
 * Dates are calendar days, so the year and month come from the ISO day.
 */
import { compareByDateDesc, type Dated } from '../shared/sorting.ts';
import { formatMonth, isoDate } from '../shared/format.ts';

export const DEFAULT_ARCHIVE_YEAR = 2025;

interface MonthGroup<T> {
  /** "2025-04" */
  key: string;
  /** "April 2025" */
  label: string;
  posts: T[];
}

const yearOf = (date: Date) => Number(isoDate(date).slice(0, 4));

/** Posts by year in one pass; each year's list newest first. */
export function postsByYear<T extends Dated>(posts: readonly T[]): Map<number, T[]> {
  const byYear = Map.groupBy(posts, (post) => yearOf(post.date));
  for (const list of byYear.values()) list.sort(compareByDateDesc);
  return byYear;
}

/** Posts grouped by month, months newest first and posts newest first inside each. */
export function groupByMonth<T extends Dated>(posts: readonly T[]): MonthGroup<T>[] {
  const groups = Map.groupBy([...posts].sort(compareByDateDesc), (post) => isoDate(post.date).slice(0, 7));
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([key, list]) => ({ key, label: formatMonth(new Date(`${key}-15T12:00:00Z`)), posts: list }));
}

/** "All news posts from 2025 (3 posts)"; one post reads "(1 post)". */
export function archiveCountLine(year: number, count: number): string {
  return `All news posts from ${year} (${count} ${count === 1 ? 'post' : 'posts'})`;
}
