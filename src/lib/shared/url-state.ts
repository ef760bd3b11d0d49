/**
 * The one URL-state helper: state a visitor may share (filters, sort,
 * compared items) lives in the address's query. A state is described field by
 * field; a value equal to its default is left out of the query, so the plain
 * page keeps its plain address. Unknown or malformed values read as the default.
 */

export interface QueryField<V> {
  /** The query parameter's name. */
  param: string;
  defaultValue: V;
  parse(raw: string): V | undefined;
  format(value: V): string;
}

// Each kind of field is its own export, so an island bundles only the kinds it uses; the kinds only some
// islands need (choice, number, flag, list) are in url-state-fields.ts, so the others never load them.

/** Free text. */
export const textField = (param: string, defaultValue = ''): QueryField<string> => ({
  param,
  defaultValue,
  parse: (raw) => raw,
  format: (value) => value.trim(),
});

export type QueryFields<S> = { [K in keyof S]: QueryField<S[K]> };
/** The state a set of fields describes. */
export type StateOf<F> = { [K in keyof F]: F[K] extends QueryField<infer V> ? V : never };

export function defaultsOf<S>(fields: QueryFields<S>): S {
  const state = {} as S;
  for (const key of Object.keys(fields) as (keyof S)[]) state[key] = fields[key].defaultValue;
  return state;
}

/** The state a query string describes ("?type=water&region=krabi" or without "?"). */
export function readQuery<S>(search: string, fields: QueryFields<S>): S {
  const params = new URLSearchParams(search);
  const state = defaultsOf(fields);
  for (const key of Object.keys(fields) as (keyof S)[]) {
    const field = fields[key];
    const raw = params.get(field.param);
    if (raw === null) continue;
    const value = field.parse(raw);
    if (value !== undefined) state[key] = value;
  }
  return state;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The query string for a state ("" or "?…"): fields at their default are left
 * out; parameters the state does not describe (utm_*, diag) are kept.
 */
export function writeQuery<S>(state: S, fields: QueryFields<S>, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of Object.keys(fields) as (keyof S)[]) {
    const field = fields[key];
    const formatted = field.format(state[key]);
    if (sameValue(state[key], field.defaultValue) || formatted === '') params.delete(field.param);
    else params.set(field.param, formatted);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Puts the state in the address bar, replacing the history entry (never adding one). */
export function replaceAddressQuery<S>(state: S, fields: QueryFields<S>): void {
  const url = new URL(window.location.href);
  const next = `${url.pathname}${writeQuery(state, fields, url.search)}${url.hash}`;
  if (next !== `${url.pathname}${url.search}${url.hash}`) window.history.replaceState(window.history.state, '', next);
}
