/**
 * The one filter: every list a visitor narrows (news, the visa and business
 * hubs, activities, insurance plans) states its conditions in these few
 * kinds, and an item is shown only when all of them hold. A condition whose
 * value is blank (empty, "all" or "any", null, unchecked) holds for every item.
 */

/** A condition on an item of type T. */
export type Condition<T> =
  /** Case-insensitive substring of any of the item's texts. */
  | { kind: 'text'; value: string | null | undefined; texts: (item: T) => readonly (string | null | undefined)[] }
  /** The item's value equals the chosen one (compared as given). */
  | { kind: 'equals'; value: string | null | undefined; of: (item: T) => string }
  /** The item's list contains the chosen value. */
  | { kind: 'includes'; value: string | null | undefined; of: (item: T) => readonly string[] }
  /** The item's number is at least the given one. */
  | { kind: 'atLeast'; value: number | null | undefined; of: (item: T) => number }
  /** The item's number is at most the given one. */
  | { kind: 'atMost'; value: number | null | undefined; of: (item: T) => number }
  /** When checked, the item must offer it. */
  | { kind: 'required'; value: boolean | null | undefined; of: (item: T) => boolean };

/** Normalised form of a search query ("  DTV " -> "dtv"); empty when there is nothing to search for. */
export function normaliseQuery(query: string | undefined): string {
  return (query ?? '').trim().toLowerCase();
}

/** "", "all" and "any" (any case, spaces around) choose nothing. */
export function isBlankChoice(value: string | null | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  return v === '' || v === 'all' || v === 'any';
}

const isBlankNumber = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || Number.isNaN(value);

/** Does one condition hold for the item? */
export function holds<T>(condition: Condition<T>, item: T): boolean {
  switch (condition.kind) {
    case 'text': {
      const needle = (condition.value ?? '').trim().toLowerCase();
      return !needle || condition.texts(item).some((text) => (text ?? '').toLowerCase().includes(needle));
    }
    case 'equals':
      return isBlankChoice(condition.value) || condition.of(item) === condition.value;
    case 'includes':
      return isBlankChoice(condition.value) || condition.of(item).includes(condition.value as string);
    case 'atLeast':
      return isBlankNumber(condition.value) || condition.of(item) >= condition.value;
    case 'atMost':
      return isBlankNumber(condition.value) || condition.of(item) <= condition.value;
    case 'required':
      return !condition.value || condition.of(item);
  }
}

/** The items for which every condition holds, in their given order. */
export function filterItems<T>(items: readonly T[], conditions: readonly Condition<T>[]): T[] {
  return items.filter((item) => conditions.every((condition) => holds(condition, item)));
}
