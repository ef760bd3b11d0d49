/** More kinds of URL-state fields (see url-state.ts): fixed choices, numbers, checkboxes and id lists. */
import type { QueryField } from './url-state.ts';

/** One of a fixed list of values. */
export const choiceField = <T extends string>(param: string, values: readonly T[], defaultValue: T): QueryField<T> => ({
  param,
  defaultValue,
  parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined),
  format: (value) => value,
});

/** A number within bounds; null (no number) when the default is null. */
export const numberField = <D extends number | null>(
  param: string,
  defaultValue: D,
  bounds: { min?: number; max?: number } = {},
): QueryField<number | D> => ({
  param,
  defaultValue,
  parse: (raw) => {
    if (raw.trim() === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n)) return undefined;
    if (bounds.min !== undefined && n < bounds.min) return undefined;
    if (bounds.max !== undefined && n > bounds.max) return undefined;
    return n;
  },
  format: (value) => (value === null ? '' : String(value)),
});

/** A checkbox: "1" when on. */
export const flagField = (param: string): QueryField<boolean> => ({
  param,
  defaultValue: false,
  parse: (raw) => (raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined),
  format: (value) => (value ? '1' : '0'),
});

/** Several ids, comma-separated, at most `max`, each one of `allowed` when given. */
export const listField = (param: string, max: number, allowed?: readonly string[]): QueryField<string[]> => ({
  param,
  defaultValue: [],
  parse: (raw) => {
    const ids = [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ].filter((id) => !allowed || allowed.includes(id));
    return ids.slice(0, max);
  },
  format: (value) => value.join(','),
});
