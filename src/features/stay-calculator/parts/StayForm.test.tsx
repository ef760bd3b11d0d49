/** The calculator's inputs as the server renders them: which fields each way of entering asks for. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../lib/shared/url-state.ts';
import { stayFields } from '../../../lib/visa/stay-url.ts';
import type { StayState } from '../stay-outcome.ts';
import { stayForm } from './StayForm.tsx';

const t = (key: string, vars?: Record<string, string | number>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);
const countries = [{ id: 'united-kingdom', name: 'United Kingdom' }] as Parameters<typeof stayForm>[3];
const render = (patch: Partial<StayState>) =>
  renderToStaticMarkup(stayForm({ ...defaultsOf(stayFields), ...patch }, () => {}, t, countries));
const ids = (html: string) => [...html.matchAll(/<(?:input|select) id="([^"]+)"/g)].map((m) => m[1]);

describe('stayForm', () => {
  it('asks a visitor exempt from a visa for the entry date, type and nationality only', () => {
    expect(ids(render({}))).toEqual(['stay-entry', 'stay-type', 'stay-nat']);
  });

  it('asks an extension for its kind and end date, and a one-year extension for its purpose too', () => {
    expect(ids(render({ type: 'extension' }))).toEqual([
      'stay-entry',
      'stay-type',
      'stay-nat',
      'stay-kind',
      'stay-ends',
    ]);
    expect(ids(render({ type: 'extension', kind: 'one-year' }))).toEqual([
      'stay-entry',
      'stay-type',
      'stay-nat',
      'stay-kind',
      'stay-purpose',
      'stay-ends',
    ]);
  });

  it('asks an LTR visa for its end and issue dates', () => {
    expect(ids(render({ type: 'ltr' }))).toEqual(['stay-entry', 'stay-type', 'stay-nat', 'stay-ends', 'stay-issued']);
  });

  it('lists each move with its remove button, and offers no eleventh', () => {
    const two = render({ moves: ['2026-12-05', ''] });
    expect(ids(two).filter((id) => id.startsWith('stay-move-'))).toEqual(['stay-move-0', 'stay-move-1']);
    expect(two).toContain('label.remove {&quot;n&quot;:2}');
    expect(two).toContain('label.add-move');
    expect(render({ moves: Array(10).fill('') })).not.toContain('label.add-move');
  });

  it('offers "no nationality" first, then the countries by name', () => {
    expect(render({})).toMatch(
      /<select id="stay-nat"><option value="" selected="">label.nationality-none<\/option><option value="united-kingdom">United Kingdom<\/option>/,
    );
  });
});
