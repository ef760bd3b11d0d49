/** Ordering shared by every list of dated entries. */
export interface Dated {
  date: Date;
  slug: string;
}

/** Newest first; equal dates by slug ascending so the order is stable across builds. */
export function compareByDateDesc(a: Dated, b: Dated): number {
  const byDate = b.date.getTime() - a.date.getTime();
  if (byDate !== 0) return byDate;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

export function newestFirst<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort(compareByDateDesc);
}

/** The `count` newest entries (home page: 3). */
export function newest<T extends Dated>(items: readonly T[], count: number): T[] {
  return newestFirst(items).slice(0, Math.max(0, count));
}
