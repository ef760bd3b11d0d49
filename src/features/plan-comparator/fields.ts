/** The comparator's state in the address: the filters, the sort and the compared plans. */
import { choiceField, flagField, listField, numberField } from '../../lib/shared/url-state-fields.ts';
import type { StateOf } from '../../lib/shared/url-state.ts';
import { MAX_COMPARED, planSorts } from '../../lib/insurance/plans.ts';

// The number boxes' bounds: the address's filter and the box itself take the same range.
export const bounds: Record<'minCoverage' | 'maxDeductible' | 'age', { min: number; max?: number }> = {
  minCoverage: { min: 0 },
  maxDeductible: { min: 0 },
  age: { min: 0, max: 120 },
};
export const fields = {
  visa: choiceField('visa', ['any', 'tourist', 'non-immigrant', 'ltr'] as const, 'any'),
  minCoverage: numberField('minCoverage', 0, bounds.minCoverage),
  maxDeductible: numberField('maxDeductible', 50_000, bounds.maxDeductible),
  age: numberField('age', null, bounds.age),
  directBilling: flagField('directBilling'),
  dental: flagField('dental'),
  maternity: flagField('maternity'),
  sort: choiceField('sort', planSorts, 'premium'),
  compare: listField('compare', MAX_COMPARED),
};

export type ComparatorState = StateOf<typeof fields>;
