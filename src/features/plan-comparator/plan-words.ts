/** How the comparator writes what the page gives it: templates filled in, baht figures, the API's own texts. */
import { formatNumber } from '../../lib/shared/format.ts';
import type { ComparatorWords } from '../../lib/insurance/comparator-words.ts';

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => `${values[k]}`);

/** A baht figure as the page writes it; the plan's figures are whole already (converted and rounded on the server). */
export const baht = (w: ComparatorWords, n: number) => fill(w.thb, { n: formatNumber(n) });

/** A reason or date as the page words it (see `apiTexts`), else as the API gives it. */
export const say = (w: ComparatorWords, apiText: string) => w.apiTexts[apiText] ?? apiText;
