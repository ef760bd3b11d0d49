/**
 * The trips (arrival and departure each), the Add button and the count-until day. A plain function, not a component:
 * the island stays one React component, as its bytes do.
 */
import type { RefObject } from 'react';
import type { TaxDaysWords } from '../../../i18n/en/tax-days.ts';
import { MAX_TRIPS, type Trip } from '../../../lib/tax/residence-days.ts';
import { fill } from '../fill.ts';

interface Actions {
  setTrip: (index: number, patch: Partial<Trip>) => void;
  addTrip: () => void;
  removeTrip: (index: number) => void;
  setUntil: (until: string) => void;
  addButton: RefObject<HTMLButtonElement | null>;
}

export function tripsForm(id: string, trips: Trip[], until: string, words: TaxDaysWords, actions: Actions) {
  const { setTrip, addTrip, removeTrip, setUntil, addButton } = actions;
  // A day from 1900 to 2199: the range the counter takes.
  const dateInput = (inputId: string, value: string, onChange: (value: string) => void, describedBy?: string) => (
    <input
      id={inputId}
      type="date"
      min="1900-01-01"
      max="2199-12-31"
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
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
                {dateInput(`${id}-arrival-${index}`, trip.arrival, (arrival) => setTrip(index, { arrival }))}
              </div>
              <div className="field tax-days__field">
                <label htmlFor={`${id}-departure-${index}`}>{words.departure}</label>
                {dateInput(
                  `${id}-departure-${index}`,
                  trip.departure,
                  (departure) => setTrip(index, { departure }),
                  `${id}-hint`,
                )}
              </div>
              {trips.length > 1 && (
                <button
                  type="button"
                  className="button button--secondary tax-days__remove"
                  onClick={() => removeTrip(index)}
                >
                  {fill(words.remove, { n: index + 1 })}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <p className="tax-days__add">
        <button
          type="button"
          className="button button--secondary"
          ref={addButton}
          disabled={trips.length >= MAX_TRIPS}
          onClick={addTrip}
        >
          {words.add}
        </button>
      </p>
      <div className="field tax-days__field tax-days__until">
        <label htmlFor={`${id}-until`}>{words.until}</label>
        {dateInput(`${id}-until`, until, setUntil, `${id}-until-hint`)}
        <p id={`${id}-until-hint`} className="tax-days__hint">
          {words.untilHint}
        </p>
      </div>
    </form>
  );
}
