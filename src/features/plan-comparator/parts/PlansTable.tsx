/** The plans that pass the filters: a table (cards on phones, by CSS alone, each value labelled by its column). */
import type { ReactNode } from 'react';
import type { ComparedPlan } from '../../../lib/insurance/plans.ts';
import type { ComparatorWords } from '../../../lib/insurance/comparator-words.ts';
import { planCells, planName, planSource } from './PlanCells.tsx';

/** `toggle`: the plan's compare button. */
export function plansTable(
  shown: ComparedPlan[],
  age: number | null,
  w: ComparatorWords,
  toggle: (plan: ComparedPlan) => ReactNode,
) {
  return shown.length === 0 ? (
    <p>{w.noMatch}</p>
  ) : (
    <div className="comparator__scroll">
      <table className="comparator__table comparator__table--plans">
        <thead>
          <tr>
            <th scope="col">{w.plan}</th>
            {w.columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                {planName(p)}
                <span className="comparator__source">{planSource(p, w)}</span>
                {toggle(p)}
              </th>
              {planCells(p, age, w).map((cell, i) => (
                <td key={i} data-label={w.columns[i]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
