/**
 * The trips in the address, with the focus kept where the visitor works: an added trip's arrival box takes it, and
 * after a removal the Add button does (the removed trip's button is gone).
 */
import { useEffect, useRef } from 'react';
import { useUrlState } from '../../components/useUrlState.ts';
import { textField } from '../../lib/shared/url-state.ts';
import { isCountableDay, todayInThailand, tripsField, type Trip } from '../../lib/tax/residence-days.ts';

const fields = { trips: tripsField('trips'), until: textField('until') };

/** The day the count runs to: the chosen one if countable, else today in Thailand while a trip is open, else none. */
export function countUntil(until: string, trips: Trip[], now: Date): { chosenUntil: string; until: string } {
  const chosenUntil = isCountableDay(until) ? until : '';
  const hasOpenTrip = trips.some((t) => t.arrival && !t.departure);
  return { chosenUntil, until: chosenUntil || (hasOpenTrip ? todayInThailand(now) : '') };
}

/** `id`: the prefix of the island's control ids. */
export function useTrips(id: string) {
  const [state, setState] = useUrlState(fields);
  // The trip whose arrival field takes the focus once it is on the page (the one just added).
  const focusTrip = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { trips } = state;

  const setTrip = (index: number, patch: Partial<Trip>) =>
    setState({ ...state, trips: trips.map((t, i) => (i === index ? { ...t, ...patch } : t)) });
  const addTrip = () => {
    setState({ ...state, trips: [...trips, { arrival: '', departure: '' }] });
    focusTrip.current = trips.length;
  };
  const removeTrip = (index: number) => {
    setState({ ...state, trips: trips.filter((_, i) => i !== index) });
    addButton.current?.focus();
  };
  const setUntil = (until: string) => setState({ ...state, until });
  useEffect(() => {
    if (focusTrip.current === null) return;
    document.getElementById(`${id}-arrival-${focusTrip.current}`)?.focus();
    focusTrip.current = null;
  });
  return { state, setTrip, addTrip, removeTrip, setUntil, addButton };
}
