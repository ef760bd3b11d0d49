/**
 * The tax-residence day counter: the visitor lists their trips to Thailand
 * (a trip still in progress has no departure and runs to a count-until date,
 * or today in Thailand); the counter gives the days in Thailand per calendar
 * year and the date the threshold day is reached. Everything is worked out in
 * the browser, so nothing typed leaves the page. The trips live in the address
 * (replaced, not pushed); trips that cannot be counted are named in an error and
 * stay as typed. Words come from the page as props (src/i18n/en/tax-days.ts), so they are not in the script.
 */
import { useId, useMemo } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { formatDay, formatYear } from '../../lib/shared/format.ts';
import type { TaxDaysWords } from '../../i18n/en/tax-days.ts';
import { countDaysByYear, type ResidenceRules } from '../../lib/tax/residence-days.ts';
import { fill } from './fill.ts';
import { countUntil, useTrips } from './useTrips.ts';
import { tripsForm } from './parts/TripsForm.tsx';
import './tax-residence-days.css';

/** `dateLocale`: the locale the page writes dates and years in (Thai pages: the Buddhist era); the site's when not given. */
function TaxResidenceDays({
  rules,
  words,
  dateLocale,
}: {
  rules: ResidenceRules;
  words: TaxDaysWords;
  dateLocale?: string;
}) {
  const id = useId();
  const { state, setTrip, addTrip, removeTrip, setUntil, addButton } = useTrips(id);
  const { trips } = state;
  const { chosenUntil, until } = countUntil(state.until, trips, new Date());
  const result = useMemo(
    () =>
      trips.some((t) => t.arrival || t.departure)
        ? countDaysByYear(trips, until, rules, { problems: words.problems, dateLocale })
        : undefined,
    [trips, until, rules, words, dateLocale],
  );
  const threshold = rules.residentDays;

  return (
    <div className="tax-days">
      {tripsForm(id, trips, state.until, words, { setTrip, addTrip, removeTrip, setUntil, addButton })}

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
              <p className="notice">
                {fill(chosenUntil ? words.openUntil : words.openToday, {
                  n: result.openTrip,
                  date: formatDay(until, dateLocale),
                })}
              </p>
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
              {fill(words.meaning, { threshold, from: formatYear(rules.foreignIncomeFromYear, dateLocale) })}{' '}
              <a href="#meaning-title">{words.meaningLink}</a>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(TaxResidenceDays);
