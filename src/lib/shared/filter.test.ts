import { describe, expect, it } from 'vitest';
import { filterItems, holds, isBlankChoice, type Condition } from './filter.ts';

interface Plan {
  id: string;
  name: string;
  visa: string[];
  coverage: number;
  deductible: number;
  maxAge: number;
  dental: boolean;
}
const plans: Plan[] = [
  { id: 'a', name: 'Basic Care', visa: ['tourist'], coverage: 1_000_000, deductible: 0, maxAge: 64, dental: false },
  {
    id: 'b',
    name: 'Gold Plan',
    visa: ['tourist', 'non-immigrant'],
    coverage: 5_000_000,
    deductible: 20_000,
    maxAge: 75,
    dental: true,
  },
  { id: 'c', name: 'Global', visa: ['ltr'], coverage: 10_000_000, deductible: 60_000, maxAge: 70, dental: true },
];
const ids = (list: Plan[]) => list.map((p) => p.id);

describe('the one filter', () => {
  it('treats "", "all" and "any" as no choice', () => {
    expect(['', ' ', 'All', 'any', undefined, null].every(isBlankChoice)).toBe(true);
    expect(isBlankChoice('tourist')).toBe(false);
  });

  it('text: case-insensitive substring of any text', () => {
    const c: Condition<Plan> = { kind: 'text', value: 'gLoB', texts: (p) => [p.name] };
    expect(ids(filterItems(plans, [c]))).toEqual(['c']);
  });

  it('includes: the item list contains the choice; "any" keeps all', () => {
    expect(ids(filterItems(plans, [{ kind: 'includes', value: 'non-immigrant', of: (p) => p.visa }]))).toEqual(['b']);
    expect(ids(filterItems(plans, [{ kind: 'includes', value: 'any', of: (p) => p.visa }]))).toEqual(['a', 'b', 'c']);
  });

  it('atLeast and atMost include the boundary', () => {
    expect(ids(filterItems(plans, [{ kind: 'atLeast', value: 5_000_000, of: (p) => p.coverage }]))).toEqual(['b', 'c']);
    expect(ids(filterItems(plans, [{ kind: 'atMost', value: 20_000, of: (p) => p.deductible }]))).toEqual(['a', 'b']);
  });

  it('a blank number (null, undefined, NaN) is no condition', () => {
    for (const value of [null, undefined, Number.NaN]) {
      expect(ids(filterItems(plans, [{ kind: 'atLeast', value, of: (p) => p.maxAge }]))).toEqual(['a', 'b', 'c']);
    }
  });

  it('required: only when checked', () => {
    expect(ids(filterItems(plans, [{ kind: 'required', value: true, of: (p) => p.dental }]))).toEqual(['b', 'c']);
    expect(ids(filterItems(plans, [{ kind: 'required', value: false, of: (p) => p.dental }]))).toEqual(['a', 'b', 'c']);
  });

  it('combines conditions with AND', () => {
    const conditions: Condition<Plan>[] = [
      { kind: 'includes', value: 'tourist', of: (p) => p.visa },
      { kind: 'required', value: true, of: (p) => p.dental },
      { kind: 'atLeast', value: 70, of: (p) => p.maxAge },
    ];
    expect(ids(filterItems(plans, conditions))).toEqual(['b']);
    expect(holds(conditions[0], plans[2])).toBe(false);
  });
});
