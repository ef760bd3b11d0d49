/**
 * The retirement money planner: purpose, route, the planned application day
 * and the visitor's amounts give the money test and the dates the money must
 * be in, held, and back up, each with its rule and source. The inputs live in
 * the address (replaced, not pushed); the reminder file is built in the
 * browser (download.ts with ics.ts, loaded only on click), so nothing typed leaves the page.
 * Every word comes from the page (`text`), so the script carries only logic.
 */
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { textField } from '../../lib/shared/url-state.ts';
import { choiceField, numberField } from '../../lib/shared/url-state-fields.ts';
import { formatDay } from '../../lib/shared/format.ts';
import { describe, moneyIn, moneyPlan, purposes, routes, type MoneyPlan } from '../../lib/visa/retirement-money.ts';
import type { PlannerText } from '../../lib/visa/retirement-money-words.ts';
import type { Rule } from '../../lib/visa/stay.ts';
import type { LocalizedSource } from '../../i18n/rule-sources.ts';
import './retirement-planner.css';

const fields = {
  purpose: choiceField('purpose', purposes, 'retirement'),
  route: choiceField('route', routes, 'deposit'),
  apply: textField('apply'),
  granted: textField('granted'),
  deposit: numberField('deposit', null, { min: 0 }),
  monthly: numberField('monthly', null, { min: 0 }),
};
type Key = keyof typeof fields;

function RetirementPlanner({ rules, text }: { rules: LocalizedSource<Rule>[]; text: PlannerText }) {
  const [state, setState] = useUrlState(fields);
  const set = (key: Key, value: unknown) => setState({ ...state, [key]: value });

  // Cheap enough to work out on every render.
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
  const baht = (n: number) => moneyIn(n, text.format);
  const day = (d: string) => formatDay(d, text.format.dateLocale);
  const sources = (ids: string[]) => (
    <p className="money-plan__rules">
      {text.rule}
      {rules
        .filter((r) => ids.includes(r.id))
        .map((r, i) => (
          <span key={r.id}>
            {i ? '; ' : ''}
            <a href={r.source_url} rel="noopener external" lang={r.source_lang}>
              {r.source_name}
            </a>
          </span>
        ))}
    </p>
  );
  const shown: Key[] = [
    'purpose',
    'route',
    'apply',
    'granted',
    ...(state.route === 'income' ? [] : ['deposit' as const]),
    ...(state.route === 'deposit' ? [] : ['monthly' as const]),
  ];

  return (
    <div className="money-plan">
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

      <div className="money-plan__results" aria-live="polite">
        {result === undefined && <p>{text.prompt}</p>}
        {typeof result === 'string' && (
          <p className="error-text" role="alert">
            {result}
          </p>
        )}
        {typeof result === 'object' && !result.allowed && (
          <>
            <p className="notice">{text.noCombination}</p>
            {sources(result.rules)}
          </>
        )}
        {typeof result === 'object' && result.allowed && (
          <>
            <h2>{text.heading}</h2>
            <p className="money-plan__test">
              {text.test} {baht(result.required)}
              {text.per[state.route]}
              {text.stop}{' '}
              {result.offered !== null &&
                (result.short ? (
                  <strong>
                    {text.yours} {baht(result.offered)}: {baht(result.short)} {text.short}
                  </strong>
                ) : (
                  <>
                    {text.yours} {baht(result.offered)}: {text.enough}
                  </>
                ))}
            </p>
            <ol className="money-plan__list">
              {items.map((m) => (
                <li key={m.kind} className="card money-plan__item">
                  <h3>{m.title}</h3>
                  <p className="money-plan__date">{m.from ? `${day(m.from)} – ${day(m.date)}` : day(m.date)}</p>
                  <p>{m.text}</p>
                  {sources(m.rules)}
                </li>
              ))}
            </ol>
            <p>
              <button type="button" className="button" onClick={() => void import('./download.ts').then((file) => file.downloadReminders(items, text))}>
                {text.download}
              </button>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(RetirementPlanner);
