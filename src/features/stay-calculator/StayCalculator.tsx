/**
 * The stay and reporting calculator: the date of entry and how the visitor
 * entered (and an extension they mean to apply for) give the dates that
 * matter, each with its rule and source; a reminder file (.ics) is built in
 * the browser, so nothing typed here leaves the page. The inputs live in the
 * address (replaced, not pushed), so a result can be bookmarked.
 */
import { useId, useMemo } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { textField } from '../../lib/shared/url-state.ts';
import { choiceField, flagField } from '../../lib/shared/url-state-fields.ts';
import { entryTypes, isDay, stayDeadlines, type Deadline, type EntryType, type Rule } from '../../lib/visa/stay.ts';
import { deadlinesCalendar } from '../../lib/visa/ics.ts';
import './stay-calculator.css';

const fields = {
  entry: textField('entry'),
  type: choiceField('type', entryTypes, 'visa-exempt'),
  ends: textField('ends'),
  extend: flagField('extend'),
};

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

function download(deadlines: Deadline[]) {
  const text = deadlinesCalendar(deadlines, { now: new Date(), remindDaysBefore: 7, uidDomain: window.location.hostname || 'localhost' });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'thailand-stay-reminders.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `labels`: the entry types' names, passed from the page so they are not in the script as well. */
function StayCalculator({ rules, labels }: { rules: Rule[]; labels: Record<EntryType, string> }) {
  const id = useId();
  const [state, setState] = useUrlState(fields);
  const set = (patch: Partial<typeof state>) => setState({ ...state, ...patch });

  const result = useMemo((): { deadlines: Deadline[] } | { error: string } | undefined => {
    if (!state.entry) return undefined;
    if (!isDay(state.entry)) return { error: 'Enter the date of entry as a full date.' };
    if (state.type === 'extension' && !isDay(state.ends)) return { error: 'Enter the last day of your extension, as stamped in your passport.' };
    try {
      return { deadlines: stayDeadlines({ entry: state.entry, type: state.type, extensionEnds: state.ends, planExtension: state.extend }, rules) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [state, rules]);

  return (
    <div className="stay-calc">
      <form className="stay-calc__form" onSubmit={(event) => event.preventDefault()} aria-label="Your stay">
        <div className="stay-calc__field">
          <label htmlFor={`${id}-entry`}>Date of entry</label>
          <input id={`${id}-entry`} type="date" value={state.entry} onChange={(e) => set({ entry: e.target.value })} />
        </div>
        <div className="stay-calc__field">
          <label htmlFor={`${id}-type`}>How you entered</label>
          <select id={`${id}-type`} value={state.type} onChange={(e) => set({ type: e.target.value as typeof state.type })}>
            {entryTypes.map((t) => <option key={t} value={t}>{labels[t]}</option>)}
          </select>
        </div>
        {state.type === 'extension' && (
          <div className="stay-calc__field">
            <label htmlFor={`${id}-ends`}>Last day of your extension</label>
            <input id={`${id}-ends`} type="date" value={state.ends} onChange={(e) => set({ ends: e.target.value })} />
          </div>
        )}
        <label className="stay-calc__check">
          <input type="checkbox" checked={state.extend} onChange={(e) => set({ extend: e.target.checked })} /> I plan to apply for the extension my stay allows
        </label>
      </form>

      <div className="stay-calc__results" aria-live="polite">
        {result === undefined && <p>Enter your date of entry to see your dates.</p>}
        {result && 'error' in result && <p className="error-text" role="alert">{result.error}</p>}
        {result && 'deadlines' in result && (
          <>
            <h2>Your dates</h2>
            <ol className="stay-calc__list">
              {result.deadlines.map((d) => (
                <li key={`${d.kind}-${d.date}`} className="card stay-calc__item">
                  <h3>{d.title}</h3>
                  <p className="stay-calc__date">
                    {d.from && d.to && d.kind !== 'overstay' ? <>From {longDate(d.from)} to {longDate(d.to)}</> : longDate(d.date)}
                  </p>
                  <p>{d.text}</p>
                  {d.pending && <p className="notice"><strong>Pending change:</strong> {d.pending}</p>}
                  <p className="stay-calc__rules">
                    Rule:{' '}
                    {d.rules.map((ruleId, i) => {
                      const rule = rules.find((r) => r.id === ruleId);
                      return rule ? <span key={ruleId}>{i > 0 && '; '}<a href={rule.source_url} rel="noopener external">{rule.source_name}</a></span> : null;
                    })}
                  </p>
                </li>
              ))}
            </ol>
            <p>
              <button type="button" className="button" onClick={() => download(result.deadlines)}>Download reminders (.ics)</button>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(StayCalculator);
