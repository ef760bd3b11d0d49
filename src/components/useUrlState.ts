/**
 * An island's shareable state, kept in the address (src/lib/shared/url-state.ts):
 * the server's HTML and hydration use the defaults, then the state the address
 * describes; each change replaces the history entry, never adds one, so a
 * reload or a shared link shows the same view. `fields` must be a module-level constant.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { defaultsOf, readQuery, replaceAddressQuery, type QueryFields } from '../lib/shared/url-state.ts';

const subscribeToNothing = () => () => {};
const snapshots = new WeakMap<object, { search: string; state: unknown }>();
const defaults = new WeakMap<object, unknown>();

function addressSnapshot<S>(fields: QueryFields<S>): S {
  const search = window.location.search;
  const cached = snapshots.get(fields);
  if (cached && cached.search === search) return cached.state as S;
  const state = readQuery(search, fields);
  snapshots.set(fields, { search, state });
  return state;
}

function defaultSnapshot<S>(fields: QueryFields<S>): S {
  if (!defaults.has(fields)) defaults.set(fields, defaultsOf(fields));
  return defaults.get(fields) as S;
}

export function useUrlState<S>(fields: QueryFields<S>): [S, (next: S | ((current: S) => S)) => void] {
  const fromAddress = useSyncExternalStore(
    subscribeToNothing,
    () => addressSnapshot(fields),
    () => defaultSnapshot(fields),
  );
  const [chosen, setChosen] = useState<S | null>(null);
  const state = chosen ?? fromAddress;
  const setState = useCallback(
    (next: S | ((current: S) => S)) => {
      const value = typeof next === 'function' ? (next as (current: S) => S)(state) : next;
      setChosen(value);
      replaceAddressQuery(value, fields);
    },
    [state, fields],
  );
  return [state, setState];
}
