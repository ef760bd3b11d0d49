/** The planner's inputs as the server renders them in English: the amounts each route asks for. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../lib/shared/url-state.ts';
import { plannerText } from '../../../i18n/en/money-planner.ts';
import { fields, type PlannerState } from '../money-outcome.ts';
import { plannerForm } from './PlannerForm.tsx';

const render = (patch: Partial<PlannerState>) =>
  renderToStaticMarkup(plannerForm({ ...defaultsOf(fields), ...patch }, () => {}, plannerText));
const ids = (html: string) => [...html.matchAll(/<(?:input|select) id="plan-([^"]+)"/g)].map((m) => m[1]);

describe('plannerForm', () => {
  it('asks a deposit for the deposit, an income for the monthly income, and a combination for both', () => {
    expect(ids(render({ route: 'deposit' }))).toEqual(['purpose', 'route', 'apply', 'granted', 'deposit']);
    expect(ids(render({ route: 'income' }))).toEqual(['purpose', 'route', 'apply', 'granted', 'monthly']);
    expect(ids(render({ route: 'combination' }))).toEqual([
      'purpose',
      'route',
      'apply',
      'granted',
      'deposit',
      'monthly',
    ]);
  });

  it('labels each box with the page words and takes whole, non-negative amounts', () => {
    const html = render({ deposit: 500000 });
    expect(html).toContain('<label for="plan-apply">Day you plan to apply</label>');
    expect(html).toContain('<input id="plan-deposit" type="number" inputMode="numeric" min="0" value="500000"/>');
  });
});
