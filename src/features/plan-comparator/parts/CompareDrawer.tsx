/** The drawer comparing the chosen plans side by side: one column a plan, one row a value, then its source. */
import type { ReactNode } from 'react';
import type { ComparedPlan } from '../../../lib/insurance/plans.ts';
import type { ComparatorWords } from '../../../lib/insurance/comparator-words.ts';
import { fill } from '../plan-words.ts';
import { planCells, planName, planSource } from './PlanCells.tsx';

export function compareDrawer(
  compared: ComparedPlan[],
  age: number | null,
  w: ComparatorWords,
  toggle: (plan: ComparedPlan) => ReactNode,
  onClose: () => void,
) {
  return (
    <aside className="comparator__drawer" aria-label={w.drawer}>
      <div className="comparator__drawer-head">
        <h2>{fill(w.comparing, { n: compared.length })}</h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {w.close}
        </button>
      </div>
      <table className="comparator__table comparator__table--drawer">
        <thead>
          <tr>
            <th scope="col">{w.field}</th>
            {compared.map((p) => (
              <th scope="col" key={p.id}>
                {planName(p)} {toggle(p)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...w.columns, w.source].map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {compared.map((p) => (
                <td key={p.id}>{planCells(p, age, w)[i] ?? planSource(p, w)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </aside>
  );
}
