/**
 * The planner's inputs: purpose and route, the application and grant days, and the amounts the route asks for.
 * A plain function, not a component: the island stays one React component, as its bytes do.
 */
import { purposes, routes } from '../../../lib/visa/retirement-money.ts';
import type { PlannerText } from '../../../i18n/en/money-planner.ts';
import type { Key, PlannerState } from '../money-outcome.ts';

export function plannerForm(state: PlannerState, set: (key: Key, value: unknown) => void, text: PlannerText) {
  // The fields a route asks for: a deposit, a monthly income, or both.
  const shown: Key[] = [
    'purpose',
    'route',
    'apply',
    'granted',
    ...(state.route === 'income' ? [] : ['deposit' as const]),
    ...(state.route === 'deposit' ? [] : ['monthly' as const]),
  ];
  return (
    <form className="money-plan__form" onSubmit={(event) => event.preventDefault()} aria-label={text.form}>
      {shown.map((key) => (
        <div key={key} className="field money-plan__field">
          <label htmlFor={`plan-${key}`}>{text.fields[key]}</label>
          {key === 'purpose' || key === 'route' ? (
            <select id={`plan-${key}`} value={state[key]} onChange={(e) => set(key, e.target.value)}>
              {(key === 'purpose' ? purposes : routes).map((v) => (
                <option key={v} value={v}>
                  {text.options[v]}
                </option>
              ))}
            </select>
          ) : key === 'apply' || key === 'granted' ? (
            <input id={`plan-${key}`} type="date" value={state[key]} onChange={(e) => set(key, e.target.value)} />
          ) : (
            <input
              id={`plan-${key}`}
              type="number"
              inputMode="numeric"
              min="0"
              value={state[key] ?? ''}
              onChange={(e) => set(key, e.target.value === '' ? null : Math.max(0, +e.target.value))}
            />
          )}
        </div>
      ))}
    </form>
  );
}
