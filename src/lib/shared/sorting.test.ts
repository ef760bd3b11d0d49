import { describe, expect, it } from 'vitest';
import { compareByDateDesc, newest, newestFirst } from './sorting.ts';

const item = (slug: string, day: string) => ({ slug, date: new Date(`${day}T00:00:00Z`) });

describe('newestFirst', () => {
  it('orders by date descending, ties by slug ascending', () => {
    const sorted = newestFirst([item('b', '2025-01-01'), item('c', '2025-06-01'), item('a', '2025-01-01')]);
    expect(sorted.map((i) => i.slug)).toEqual(['c', 'a', 'b']);
  });
  it('does not mutate its input', () => {
    const input = [item('a', '2024-01-01'), item('b', '2025-01-01')];
    newestFirst(input);
    expect(input.map((i) => i.slug)).toEqual(['a', 'b']);
  });
  it('is antisymmetric', () => {
    const a = item('a', '2025-01-01');
    const b = item('b', '2025-01-01');
    expect(compareByDateDesc(a, b)).toBe(-compareByDateDesc(b, a));
    expect(compareByDateDesc(a, a)).toBe(0);
  });
});

describe('newest', () => {
  it('takes the three newest for the home page', () => {
    const items = ['2024-01-01', '2026-01-01', '2025-01-01', '2025-06-01'].map((d, i) => item(`p${i}`, d));
    expect(newest(items, 3).map((i) => i.slug)).toEqual(['p1', 'p3', 'p2']);
    expect(newest(items, 0)).toEqual([]);
    expect(newest([], 3)).toEqual([]);
  });
});
