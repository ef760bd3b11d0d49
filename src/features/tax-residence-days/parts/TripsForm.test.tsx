/** The trips form as the server renders it, in English (src/i18n/en/tax-days.ts). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { taxDaysWords } from '../../../i18n/en/tax-days.ts';
import { tripsForm } from './TripsForm.tsx';

const actions = {
  setTrip: () => {},
  addTrip: () => {},
  removeTrip: () => {},
  setUntil: () => {},
  addButton: createRef<HTMLButtonElement>(),
};
const render = (trips: { arrival: string; departure: string }[], until = '') =>
  renderToStaticMarkup(tripsForm('t', trips, until, taxDaysWords, actions));

describe('tripsForm', () => {
  it('gives each trip an arrival and a departure day between 1900 and 2199, the departure tied to the hint', () => {
    const html = render([{ arrival: '2026-01-10', departure: '' }]);
    expect(html).toContain(
      '<input id="t-arrival-0" type="date" min="1900-01-01" max="2199-12-31" value="2026-01-10"/>',
    );
    expect(html).toContain(
      '<input id="t-departure-0" type="date" min="1900-01-01" max="2199-12-31" aria-describedby="t-hint" value=""/>',
    );
    expect(html).toContain('<legend>Trip 1</legend>');
  });

  it('offers to remove a trip only when there is more than one', () => {
    expect(render([{ arrival: '', departure: '' }])).not.toContain('tax-days__remove');
    expect(
      render([
        { arrival: '', departure: '' },
        { arrival: '', departure: '' },
      ]).match(/tax-days__remove/g),
    ).toHaveLength(2);
  });

  it('stops adding trips at 50', () => {
    expect(render(Array.from({ length: 50 }, () => ({ arrival: '', departure: '' })))).toMatch(
      /<button type="button" class="button button--secondary" disabled="">/,
    );
  });

  it('keeps the count-until day with its hint', () => {
    expect(render([], '2026-12-31')).toContain(
      '<input id="t-until" type="date" min="1900-01-01" max="2199-12-31" aria-describedby="t-until-hint" value="2026-12-31"/>',
    );
  });
});
