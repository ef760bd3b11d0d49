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
import { formatDay } from '../../lib/shared/format.ts';
import { moneyIn } from '../../lib/visa/retirement-money.ts';
import type { PlannerText } from '../../i18n/en/money-planner.ts';
import type { Rule } from '../../lib/visa/stay.ts';
import type { LocalizedSource } from '../../i18n/rule-sources.ts';
import { fields, moneyOutcome, type Key } from './money-outcome.ts';
import { plannerForm } from './parts/PlannerForm.tsx';
import './retirement-planner.css';

/** The sources of the rules with these ids, after the page's label for them. */
function ruleSources(rules: LocalizedSource<Rule>[], ids: string[], label: string) {
  return (
    <p className="money-plan__rules">
      {label}
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
}

function RetirementPlanner({ rules, text }: { rules: LocalizedSource<Rule>[]; text: PlannerText }) {
  const [state, setState] = useUrlState(fields);
  const set = (key: Key, value: unknown) => setState({ ...state, [key]: value });
  const { result, items } = moneyOutcome(state, rules, text);
  const baht = (n: number) => moneyIn(n, text.format);
  const day = (d: string) => formatDay(d, text.format.dateLocale);
  const sources = (ids: string[]) => ruleSources(rules, ids, text.rule);
  const onDownload = () => void import('./download.ts').then((file) => file.downloadReminders(items, text));

  return (
    <div className="money-plan">
      {plannerForm(state, set, text)}

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
              <button type="button" className="button" onClick={onDownload}>
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
