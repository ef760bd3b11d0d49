/** The planner's inputs in the address, and its answer: the money plan with its dates worded, or the error text. */
import { textField, type StateOf } from '../../lib/shared/url-state.ts';
import { choiceField, numberField } from '../../lib/shared/url-state-fields.ts';
import { describe, moneyPlan, purposes, routes, type MoneyPlan } from '../../lib/visa/retirement-money.ts';
import type { PlannerText } from '../../i18n/en/money-planner.ts';
import type { Rule } from '../../lib/visa/stay.ts';

export const fields = {
  purpose: choiceField('purpose', purposes, 'retirement'),
  route: choiceField('route', routes, 'deposit'),
  apply: textField('apply'),
  granted: textField('granted'),
  deposit: numberField('deposit', null, { min: 0 }),
  monthly: numberField('monthly', null, { min: 0 }),
};
export type Key = keyof typeof fields;
export type PlannerState = StateOf<typeof fields>;

/** Nothing before an application day; cheap enough to work out on every render. */
export function moneyOutcome(state: PlannerState, rules: Rule[], text: PlannerText) {
  let result: MoneyPlan | string | undefined;
  try {
    result = state.apply ? moneyPlan(state, rules) : undefined;
  } catch (error) {
    const { message } = error as Error;
    result = text.errors[message] ?? message;
  }
  const items =
    typeof result === 'object'
      ? result.milestones.map((m) => {
          const [title, body] = describe(result, m, text.words, text.format);
          return { ...m, title, text: body };
        })
      : [];
  return { result, items };
}
