/**
 * The tax-residence day counter: the visitor lists their trips to Thailand
 * (a trip still in progress has no departure and runs to a count-until date,
 * or today in Thailand); the counter gives the days in Thailand per calendar
 * year and the date the threshold day is reached. Everything is worked out in
 * the browser, so nothing typed leaves the page. The trips live in the address
 * (replaced, not pushed); trips that cannot be counted are named in an error and
 * stay as typed. Words come from the page as props (src/i18n/en/tax-days.ts), so they are not in the script.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { textField } from '../../lib/shared/url-state.ts';
import { formatDay, formatYear } from '../../lib/shared/format.ts';
import type { TaxDaysWords } from '../../i18n/en/tax-days.ts';
import { MAX_TRIPS, countDaysByYear, isCountableDay, todayInThailand, tripsField, type ResidenceRules, type Trip } from '../../lib/tax/residence-days.ts';
import './tax-residence-days.css';

const fields = { trips: tripsField('trips'), until: textField('until') };

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** `dateLocale`: the locale the page writes dates and years in (Thai pages: the Buddhist era); the site's when not given. */
function TaxResidenceDays({ rules, words, dateLocale }: { rules: ResidenceRules; words: TaxDaysWords; dateLocale?: string }) {
  const id = useId();
  const [state, setState] = useUrlState(fields);
  // The trip whose arrival field takes the focus once it is on the page (the one just added).
  const focusTrip = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { trips } = state;

  const setTrip = (index: number, patch: Partial<Trip>) => setState({ ...state, trips: trips.map((t, i) => (i === index ? { ...t, ...patch } : t)) });
  const addTrip = () => {
    setState({ ...state, trips: [...trips, { arrival: '', departure: '' }] });
    focusTrip.current = trips.length;
  };
  const removeTrip = (index: number) => {
    setState({ ...state, trips: trips.filter((_, i) => i !== index) });
    addButton.current?.focus();
  };
  useEffect(() => {
    if (focusTrip.current === null) return;
    document.getElementById(`${id}-arrival-${focusTrip.current}`)?.focus();
    focusTrip.current = null;
  });

  const chosenUntil = isCountableDay(state.until) ? state.until : '';
  const hasOpenTrip = trips.some((t) => t.arrival && !t.departure);
  const until = chosenUntil || (hasOpenTrip ? todayInThailand(new Date()) : '');
  const result = useMemo(
    () => (trips.some((t) => t.arrival || t.departure) ? countDaysByYear(trips, until, rules, { problems: words.problems, dateLocale }) : undefined),
    [trips, until, rules, words, dateLocale],
  );
  const threshold = rules.residentDays;

  return (
    <div className="tax-days">
      <form className="tax-days__form" onSubmit={(event) => event.preventDefault()} aria-label={words.form}>
        <p id={`${id}-hint`} className="tax-days__hint">
          {words.departureHint}
        </p>
        <ol className="tax-days__trips">
          {trips.map((trip, index) => (
            <li key={index}>
              <fieldset className="tax-days__trip">
                <legend>{fill(words.trip, { n: index + 1 })}</legend>
                <div className="field tax-days__field">
                  <label htmlFor={`${id}-arrival-${index}`}>{words.arrival}</label>
                  <input
                    id={`${id}-arrival-${index}`}
                    type="date"
                    min="1900-01-01"
                    max="2199-12-31"
                    value={trip.arrival}
                    onChange={(e) => setTrip(index, { arrival: e.target.value })}
                  />
                </div>
                <div className="field tax-days__field">
                  <label htmlFor={`${id}-departure-${index}`}>{words.departure}</label>
                  <input
                    id={`${id}-departure-${index}`}
                    type="date"
                    min="1900-01-01"
                    max="2199-12-31"
                    aria-describedby={`${id}-hint`}
                    value={trip.departure}
                    onChange={(e) => setTrip(index, { departure: e.target.value })}
                  />
                </div>
                {trips.length > 1 && (
                  <button type="button" className="button button--secondary tax-days__remove" onClick={() => removeTrip(index)}>
                    {fill(words.remove, { n: index + 1 })}
                  </button>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
        <p className="tax-days__add">
          <button type="button" className="button button--secondary" ref={addButton} disabled={trips.length >= MAX_TRIPS} onClick={addTrip}>
            {words.add}
          </button>
        </p>
        <div className="field tax-days__field tax-days__until">
          <label htmlFor={`${id}-until`}>{words.until}</label>
          <input
            id={`${id}-until`}
            type="date"
            min="1900-01-01"
            max="2199-12-31"
            aria-describedby={`${id}-until-hint`}
            value={state.until}
            onChange={(e) => setState({ ...state, until: e.target.value })}
          />
          <p id={`${id}-until-hint`} className="tax-days__hint">
            {words.untilHint}
          </p>
        </div>
      </form>

      <div className="tax-days__results" aria-live="polite">
        {result === undefined && <p>{words.prompt}</p>}
        {result && 'problems' in result && (
          <ul className="error-text tax-days__problems">
            {result.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {result && 'years' in result && (
          <>
            <h2>{words.heading}</h2>
            {result.openTrip !== undefined && (
              <p className="notice">{fill(chosenUntil ? words.openUntil : words.openToday, { n: result.openTrip, date: formatDay(until, dateLocale) })}</p>
            )}
            <table className="tax-days__table">
              <caption>{fill(words.caption, { threshold })}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.year}</th>
                  <th scope="col">{words.days}</th>
                  <th scope="col">{fill(words.thresholdDay, { threshold })}</th>
                  <th scope="col">{words.resident}</th>
                </tr>
              </thead>
              <tbody>
                {result.years.map((y) => (
                  <tr key={y.year}>
                    <th scope="row">{formatYear(y.year, dateLocale)}</th>
                    <td>{fill(words.daysOf, { days: y.days, total: y.daysInYear })}</td>
                    <td>{y.residentFrom ? formatDay(y.residentFrom, dateLocale) : words.notReached}</td>
                    <td>{y.resident ? words.yes : fill(words.no, { left: threshold - y.days, threshold })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              {fill(words.meaning, { threshold, from: formatYear(rules.foreignIncomeFromYear, dateLocale) })} <a href="#meaning-title">{words.meaningLink}</a>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(TaxResidenceDays);
