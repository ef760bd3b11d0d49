/** The comparator's filters and sort: every change goes to the address at once (nothing to submit). */
import type { ReactNode } from 'react';
import type { ComparatorWords } from '../../../lib/insurance/comparator-words.ts';
import { bounds, fields, type ComparatorState } from '../fields.ts';

type NumberKey = 'minCoverage' | 'maxDeductible' | 'age';

/** A plain function, not a component: the island's tree stays one component, as its bytes do. */
export function comparatorFilters(
  state: ComparatorState,
  set: (patch: Partial<ComparatorState>) => void,
  w: ComparatorWords,
) {
  const field = (key: string, label: string, control: ReactNode) => (
    <div className="field comparator__field">
      <label htmlFor={'cmp-' + key}>{label}</label>
      {control}
    </div>
  );
  // The choice lists come from the page; the URL-state fields reject any value outside them.
  const select = (key: 'visa' | 'sort', list: [string, string][]) => (
    <select id={'cmp-' + key} value={state[key]} onChange={(e) => set({ [key]: e.target.value })}>
      {list.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
  // An emptied box is the filter's default: coverage from 0, deductible up to THB 50,000, no age.
  const numberInput = (key: NumberKey, step: number) => (
    <input
      id={'cmp-' + key}
      type="number"
      min={bounds[key].min}
      max={bounds[key].max}
      step={step}
      value={state[key] ?? ''}
      onChange={(e) => set({ [key]: e.target.value.trim() === '' ? fields[key].defaultValue : Number(e.target.value) })}
    />
  );

  return (
    <form className="comparator__filters" aria-label={w.filters} onSubmit={(event) => event.preventDefault()}>
      {field('visa', w.visa, select('visa', w.visaOptions))}
      {field('minCoverage', w.minCoverage, numberInput('minCoverage', 100000))}
      {field('maxDeductible', w.maxDeductible, numberInput('maxDeductible', 1000))}
      {field('age', w.age, numberInput('age', 1))}
      <fieldset className="comparator__checks" aria-describedby="cmp-hint">
        <legend>{w.mustInclude}</legend>
        {w.features.map(([key, label]) => (
          <label key={key}>
            <input type="checkbox" checked={state[key]} onChange={(e) => set({ [key]: e.target.checked })} /> {label}
          </label>
        ))}
        <p id="cmp-hint" className="comparator__hint">
          {w.featureHint}
        </p>
      </fieldset>
      {field('sort', w.sortBy, select('sort', w.sortOptions))}
    </form>
  );
}
