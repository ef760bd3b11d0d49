/**
 * The planner's answer, worded by the English page (src/i18n/en/money-planner.ts). Rules as
 * content/visa-rules/rules.yaml states them: a retirement deposit of THB 800,000 in the bank 2 months before
 * applying, so for an application on 15 March 2027 the money is in by 15 January 2027.
 */
import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../lib/shared/url-state.ts';
import { plannerText } from '../../i18n/en/money-planner.ts';
import { moneyRules } from '../../../tests/support/visa-rules.ts';
import { fields, moneyOutcome, type PlannerState } from './money-outcome.ts';

const rules = moneyRules;
const state = (patch: Partial<PlannerState>): PlannerState => ({ ...defaultsOf(fields), ...patch });

describe('moneyOutcome', () => {
  it('gives nothing before the application day', () => {
    expect(moneyOutcome(state({}), rules, plannerText)).toEqual({ result: undefined, items: [] });
  });

  it('asks THB 800,000 for a retirement deposit, and dates the application with its worded title', () => {
    const { result, items } = moneyOutcome(state({ apply: '2027-03-15' }), rules, plannerText);
    expect(typeof result === 'object' && result.required).toBe(800000);
    const apply = items.find((item) => item.kind === 'apply');
    expect(apply?.date).toBe('2027-03-15');
    expect(apply?.title).toBe('Apply for the extension');
    expect(items.find((item) => item.kind === 'money-in')?.stated).toBe('2027-01-15');
  });

  it('words an application day that is not a full date as the page does', () => {
    expect(moneyOutcome(state({ apply: '2027-02-30' }), rules, plannerText)).toEqual({
      result: 'Enter the day you plan to apply as a full date.',
      items: [],
    });
  });
});
