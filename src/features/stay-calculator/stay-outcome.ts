/** The calculator's answer to its inputs: the dates (worded from the page's texts) and notes, or the error text. */
import { fill, stayResult, type NationalityRecord, type Rule } from '../../lib/visa/stay.ts';
import type { stayFields } from '../../lib/visa/stay-url.ts';
import type { StateOf } from '../../lib/shared/url-state.ts';

export type StayState = StateOf<typeof stayFields>;

/** Nothing before an entry date; cheap enough to work out on every render (a few dozen dates). */
export function stayOutcome(
  state: StayState,
  texts: Record<string, string>,
  rules: Rule[],
  nationalities: NationalityRecord[],
  dateLocale?: string,
) {
  if (!state.entry) return undefined;
  try {
    const { deadlines, notes } = stayResult(
      // The address's fields under the rules' names (entry, type, purpose, ends, issued and moves are the same); an
      // empty field is passed as it is: the rules read an empty nationality or issue date as not given.
      { ...state, nationality: state.nat, extensionKind: state.kind, planExtension: state.extend },
      { rules, nationalities, dateLocale },
    );
    const items = deadlines.map((d) => ({
      ...d,
      title: fill(texts, `${d.id}.title`, d.vars),
      text: fill(texts, `${d.id}.text`, d.vars),
      pending: d.pending && fill(texts, d.pending, d.vars),
    }));
    return { notes, items };
  } catch (error) {
    return { error: fill(texts, (error as Error).message) };
  }
}

export type StayOutcome = ReturnType<typeof stayOutcome>;
