/**
 * The insurance plan comparator: filters (visa, minimum coverage, maximum
 * deductible, age, direct billing, dental, maternity), a sortable table (cards
 * on phones, by CSS alone) and a drawer comparing up to 3 plans side by side.
 * Filters, sort and compared plans live in the address (replaced, not pushed).
 * Plans come from /api/insurance/plans, else /insurance-plans.json; the
 * server's HTML already holds the table built from the same data. Every word
 * comes from the page as a prop (it goes into the HTML, not this bundle).
 */
import { useState, type ReactNode } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import {
  filterPlans,
  hiddenAsNotStated,
  MAX_COMPARED,
  sortPlans,
  toggleCompared,
  type ComparedPlan,
} from '../../lib/insurance/plans.ts';
import type { ComparatorWords } from '../../lib/insurance/comparator-words.ts';
import { fields, type ComparatorState } from './fields.ts';
import { fill } from './plan-words.ts';
import { usePlans } from './usePlans.ts';
import { comparatorFilters } from './parts/ComparatorFilters.tsx';
import { compareButton } from './parts/PlanCells.tsx';
import { plansTable } from './parts/PlansTable.tsx';
import { compareDrawer } from './parts/CompareDrawer.tsx';
import './plan-comparator.css';

export type { ComparatorWords };

/** `children`: the page's short disclaimer, shown between the filters and the results. */
function PlanComparator({
  plans: initialPlans,
  words: w,
  children,
}: {
  plans: ComparedPlan[];
  words: ComparatorWords;
  children?: ReactNode;
}) {
  const [state, setState] = useUrlState(fields);
  const [plans, load] = usePlans(initialPlans);
  const set = (patch: Partial<ComparatorState>) => setState({ ...state, ...patch });
  // The drawer shows the compared plans unless the visitor closed it; adding a plan opens it again.
  const [drawerClosed, setDrawerClosed] = useState(false);
  const [message, setMessage] = useState('');

  const { age } = state;
  const shown = sortPlans(filterPlans(plans, state), state.sort, age);
  const hidden = hiddenAsNotStated(plans, state);
  const compared = state.compare
    .map((cid) => plans.find((p) => p.id === cid))
    .filter((p): p is ComparedPlan => Boolean(p));
  const toggle = (plan: ComparedPlan) => {
    const next = toggleCompared(state.compare, plan.id);
    setMessage(next.refused ? fill(w.refused, { n: MAX_COMPARED, name: plan.name }) : '');
    if (next.refused) return;
    if (next.selected.length > state.compare.length) setDrawerClosed(false);
    set({ compare: next.selected });
  };
  const toggleButton = (p: ComparedPlan) => compareButton(p, state.compare.includes(p.id), w, toggle);

  if (load === 'error') {
    return (
      <div className="comparator__error" role="alert">
        <h2>{w.errorTitle}</h2>
        <p>{w.errorText}</p>
      </div>
    );
  }

  return (
    <div className="comparator">
      {comparatorFilters(state, set, w)}
      {children}

      <p className="comparator__status" role="status">
        {load === 'loading' ? w.loading : fill(w.count, { n: shown.length, m: plans.length })}
        {hidden > 0 && ` ${fill(w.hidden, { n: hidden })}`}
        {message && ` ${message}`}
      </p>

      {plansTable(shown, age, w, toggleButton)}

      {!drawerClosed &&
        compared.length > 0 &&
        compareDrawer(compared, age, w, toggleButton, () => setDrawerClosed(true))}
    </div>
  );
}

export default withErrorBoundary(PlanComparator);
