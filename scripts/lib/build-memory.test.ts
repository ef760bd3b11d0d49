import { describe, expect, it } from 'vitest';
import * as devalue from 'devalue';
import { storeWithout } from './build-memory.ts';

/** A store as Astro serializes it: collection name to a map of entries, dates kept as dates. */
const store = new Map<string, Map<string, unknown>>([
  ['news', new Map([['post-1', { id: 'post-1', data: { date: new Date('2026-11-01T00:00:00Z') }, rendered: { html: '<p>News body</p>' } }]])],
  ['visa', new Map([['dtv', { id: 'dtv', data: { last_reviewed: new Date('2026-11-20T00:00:00Z'), title: 'วีซ่า DTV' } }]])],
  ['insurancePlans', new Map([['plan-a', { id: 'plan-a', data: { tags: new Set(['retiree']) } }]])],
]);

describe('storeWithout', () => {
  it('leaves out the named collections and keeps the others whole, dates, sets and Thai text included', () => {
    const kept = devalue.parse(storeWithout(devalue.stringify(store), ['news'])) as Map<string, Map<string, { data: Record<string, unknown> }>>;
    expect([...kept.keys()]).toEqual(['visa', 'insurancePlans']);
    const dtv = kept.get('visa')?.get('dtv');
    expect(dtv?.data.last_reviewed).toBeInstanceOf(Date);
    expect((dtv?.data.last_reviewed as Date).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(dtv?.data.title).toBe('วีซ่า DTV');
    expect(kept.get('insurancePlans')?.get('plan-a')?.data.tags).toEqual(new Set(['retiree']));
  });

  it('drops the left-out collection’s text from the serialized store', () => {
    const serialized = storeWithout(devalue.stringify(store), ['news']);
    expect(serialized).not.toContain('News body');
    expect(serialized).not.toContain('post-1');
  });

  it('keeps a store without the named collection as it was', () => {
    const withoutNews = new Map([...store].filter(([name]) => name !== 'news'));
    expect(devalue.parse(storeWithout(devalue.stringify(withoutNews), ['news']))).toEqual(withoutNews);
  });

  it('refuses what is not a map of collections', () => {
    expect(() => storeWithout(devalue.stringify({ news: [] }), ['news'])).toThrow(/not a map of collections/);
  });
});
