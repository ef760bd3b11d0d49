import { describe, expect, it } from 'vitest';
import { allPages, NEWS_PAGE_SIZE, pageCount, paginate } from './pagination.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pagination', () => {
  it('uses 12 posts a page', () => {
    expect(NEWS_PAGE_SIZE).toBe(12);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(10_000)).toBe(834);
  });

  it('slices a page and offers Previous and Next only where they apply', () => {
    const list = items(30);
    const first = paginate(list, 1);
    expect(first.items).toEqual(items(12));
    expect(first).toMatchObject({ page: 1, totalPages: 3, totalItems: 30, previous: undefined, next: 2 });
    const middle = paginate(list, 2);
    expect(middle.items[0]).toBe(13);
    expect(middle).toMatchObject({ previous: 1, next: 3 });
    const last = paginate(list, 3);
    expect(last.items).toEqual([25, 26, 27, 28, 29, 30]);
    expect(last).toMatchObject({ previous: 2, next: undefined });
  });

  it('a single page has neither link', () => {
    expect(paginate(items(5), 1)).toMatchObject({ totalPages: 1, previous: undefined, next: undefined });
    expect(paginate([], 1)).toMatchObject({
      items: [],
      totalPages: 1,
      totalItems: 0,
      previous: undefined,
      next: undefined,
    });
  });

  it('clamps out-of-range and odd page numbers', () => {
    expect(paginate(items(30), 99).page).toBe(3);
    expect(paginate(items(30), 0).page).toBe(1);
    expect(paginate(items(30), -4).page).toBe(1);
    expect(paginate(items(30), Number.NaN).page).toBe(1);
    expect(paginate(items(30), 2.7).page).toBe(2);
  });

  it('allPages covers every item exactly once, in order', () => {
    const pages = allPages(items(25), 12);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.flatMap((p) => p.items)).toEqual(items(25));
    expect(allPages([])).toHaveLength(1);
  });

  it('rejects a page size below 1', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });
});
