/**
 * The insurance plan comparator: filters (visa, minimum coverage, maximum
 * deductible, age, direct billing, dental, maternity), a sortable table and a
 * drawer comparing up to 3 plans side by side. Filters, sort and compared
 * plans live in the address (replaced, not pushed). Plans come from
 * /api/insurance/plans, else /insurance-plans.json; the server's HTML already
 * holds the table built from the same data.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { fetchJson } from '../../lib/shared/fetch-json.ts';
import { choiceField, flagField, listField, numberField } from '../../lib/shared/url-state-fields.ts';
import { filterPlans, MAX_COMPARED, sortPlans, toggleCompared, type ComparedPlan } from '../../lib/insurance/plans.ts';
import './plan-comparator.css';

const fields = {
  visa: choiceField('visa', ['any', 'tourist', 'non-immigrant', 'ltr'] as const, 'any'),
  minCoverage: numberField('minCoverage', 0, { min: 0 }),
  maxDeductible: numberField('maxDeductible', 50_000, { min: 0 }),
  age: numberField('age', null, { min: 0, max: 120 }),
  directBilling: flagField('directBilling'),
  dental: flagField('dental'),
  maternity: flagField('maternity'),
  sort: choiceField('sort', ['premium', 'coverage', 'deductible'] as const, 'premium'),
  compare: listField('compare', MAX_COMPARED),
};

const thb = (n: number) => `THB ${Math.round(n).toLocaleString('en-GB')}`;
const yes = (b: boolean) => (b ? 'Yes' : 'No');
const visaLabels: Record<string, string> = { tourist: 'Tourist', 'non-immigrant': 'Non-Immigrant O-A', ltr: 'LTR' };
const basisLabels: Record<ComparedPlan['limit_basis'], string> = { 'per-year': 'a year', 'per-condition-per-year': 'per condition a year', lifetime: 'lifetime' };
const premium = (p: ComparedPlan) => (p.monthly_premium_thb === null ? 'Quote' : `${thb(p.monthly_premium_thb)} a month at age ${p.premium_age} (indicative)`);

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'error' };

function PlanComparator({ plans: initialPlans }: { plans: ComparedPlan[] }) {
  const id = useId();
  const [state, setState] = useUrlState(fields);
  const [plans, setPlans] = useState(initialPlans);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // The drawer shows the compared plans unless the visitor closed it; adding a plan opens it again.
  const [drawerClosed, setDrawerClosed] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    let current = true;
    const get = async () => {
      try {
        return await fetchJson<ComparedPlan[]>(['api', 'insurance', 'plans']);
      } catch {
        // The API answered with an error or not with JSON: the static copy of the same list.
        return fetchJson<ComparedPlan[]>('insurance-plans.json');
      }
    };
    get().then(
      (list) => {
        if (!current) return;
        if (Array.isArray(list)) setPlans(list);
        setLoad({ status: Array.isArray(list) ? 'ready' : 'error' });
      },
      (error: unknown) => {
        console.error('Insurance plans could not be loaded', error);
        if (current) setLoad({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const shown = useMemo(() => sortPlans(filterPlans(plans, state), state.sort), [plans, state]);
  const compared = state.compare.map((cid) => plans.find((p) => p.id === cid)).filter((p): p is ComparedPlan => Boolean(p));
  const set = (patch: Partial<typeof state>) => setState({ ...state, ...patch });
  const number = (raw: string) => (raw.trim() === '' ? null : Number(raw));

  const toggle = (plan: ComparedPlan) => {
    const next = toggleCompared(state.compare, plan.id);
    if (next.refused) {
      setMessage(`You can compare up to ${MAX_COMPARED} plans. Remove one to add ${plan.name}.`);
      return;
    }
    setMessage('');
    if (next.selected.length > state.compare.length) setDrawerClosed(false);
    set({ compare: next.selected });
  };

  if (load.status === 'error') {
    return (
      <div className="comparator__error" role="alert">
        <h2>Error loading plans</h2>
        <p>Failed to load insurance plans from both API and static file</p>
      </div>
    );
  }

  return (
    <div className="comparator">
      <form className="comparator__filters" aria-label="Filter plans" onSubmit={(event) => event.preventDefault()}>
        <div className="comparator__field">
          <label htmlFor={`${id}-visa`}>Visa</label>
          <select id={`${id}-visa`} value={state.visa} onChange={(e) => set({ visa: e.target.value as typeof state.visa })}>
            <option value="any">Any</option>
            <option value="tourist">Tourist</option>
            <option value="non-immigrant">Non-Immigrant (O-A)</option>
            <option value="ltr">LTR</option>
          </select>
        </div>
        <div className="comparator__field">
          <label htmlFor={`${id}-cov`}>Minimum coverage (THB)</label>
          <input id={`${id}-cov`} type="number" min={0} step={100000} value={state.minCoverage} onChange={(e) => set({ minCoverage: number(e.target.value) ?? 0 })} />
        </div>
        <div className="comparator__field">
          <label htmlFor={`${id}-ded`}>Maximum deductible (THB)</label>
          <input id={`${id}-ded`} type="number" min={0} step={1000} value={state.maxDeductible} onChange={(e) => set({ maxDeductible: number(e.target.value) ?? 0 })} />
        </div>
        <div className="comparator__field">
          <label htmlFor={`${id}-age`}>Age</label>
          <input id={`${id}-age`} type="number" min={0} max={120} value={state.age ?? ''} onChange={(e) => set({ age: number(e.target.value) })} />
        </div>
        <fieldset className="comparator__checks">
          <legend>Must include</legend>
          <label><input type="checkbox" checked={state.directBilling} onChange={(e) => set({ directBilling: e.target.checked })} /> Direct billing</label>
          <label><input type="checkbox" checked={state.dental} onChange={(e) => set({ dental: e.target.checked })} /> Dental</label>
          <label><input type="checkbox" checked={state.maternity} onChange={(e) => set({ maternity: e.target.checked })} /> Maternity</label>
        </fieldset>
        <div className="comparator__field">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select id={`${id}-sort`} value={state.sort} onChange={(e) => set({ sort: e.target.value as typeof state.sort })}>
            <option value="premium">Premium (lowest first)</option>
            <option value="coverage">Coverage (highest first)</option>
            <option value="deductible">Deductible (lowest first)</option>
          </select>
        </div>
      </form>

      <p className="comparator__status" role="status">
        {load.status === 'loading' ? 'Loading plans…' : `${shown.length} of ${plans.length} plans`}
        {message && ` ${message}`}
      </p>

      {shown.length === 0 ? (
        <p>No plans match your filters.</p>
      ) : (
        <div className="comparator__scroll">
          <table className="comparator__table">
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Coverage</th>
                <th scope="col">Deductible</th>
                <th scope="col">Entry age up to</th>
                <th scope="col">Visas met</th>
                <th scope="col">Direct billing</th>
                <th scope="col">Dental</th>
                <th scope="col">Maternity</th>
                <th scope="col">Premium</th>
                <th scope="col">Compare</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <span className="comparator__provider">{p.provider}</span> {p.name}
                    <span className="comparator__source">
                      <a href={p.source_url} rel="noopener external">Source</a>, checked {p.last_verified}
                    </span>
                  </th>
                  <td>{thb(p.coverage_thb)} <span className="muted">({basisLabels[p.limit_basis]})</span></td>
                  <td>{thb(p.deductible_thb)}</td>
                  <td>{p.max_age}</td>
                  <td>{p.visa_ok.map((v) => visaLabels[v]).join(', ')}</td>
                  <td>{yes(p.direct_billing)}</td>
                  <td>{yes(p.dental)}</td>
                  <td>{yes(p.maternity)}</td>
                  <td>{premium(p)}</td>
                  <td>
                    <button type="button" className="button button--secondary comparator__toggle" aria-pressed={state.compare.includes(p.id)} onClick={() => toggle(p)}>
                      {state.compare.includes(p.id) ? 'Remove' : 'Compare'}<span className="visually-hidden"> {p.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {!drawerClosed && compared.length > 0 && (
        <aside className="comparator__drawer" aria-label="Compared plans">
          <div className="comparator__drawer-head">
            <h2>Comparing {compared.length} {compared.length === 1 ? 'plan' : 'plans'}</h2>
            <button type="button" className="button button--secondary" onClick={() => setDrawerClosed(true)}>Close</button>
          </div>
          <div className="comparator__scroll">
            <table className="comparator__table">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  {compared.map((p) => <th scope="col" key={p.id}>{p.provider} {p.name}</th>)}
                </tr>
              </thead>
              <tbody>
                {([
                  ['Coverage', (p: ComparedPlan) => `${thb(p.coverage_thb)} (${basisLabels[p.limit_basis]})`],
                  ['Inpatient', (p: ComparedPlan) => thb(p.inpatient_thb)],
                  ['Outpatient', (p: ComparedPlan) => (p.outpatient_thb === null ? 'Not covered' : thb(p.outpatient_thb))],
                  ['Deductible', (p: ComparedPlan) => thb(p.deductible_thb)],
                  ['Entry age up to', (p: ComparedPlan) => String(p.max_age)],
                  ['Visas met', (p: ComparedPlan) => p.visa_ok.map((v) => visaLabels[v]).join(', ')],
                  ['Direct billing', (p: ComparedPlan) => yes(p.direct_billing)],
                  ['Dental', (p: ComparedPlan) => yes(p.dental)],
                  ['Maternity', (p: ComparedPlan) => yes(p.maternity)],
                  ['Emergency worldwide', (p: ComparedPlan) => yes(p.er_worldwide)],
                  ['Premium', premium],
                  ['Source', (p: ComparedPlan) => `checked ${p.last_verified}`],
                ] as const).map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {compared.map((p) => (
                      <td key={p.id}>
                        {label === 'Source' ? <><a href={p.source_url} rel="noopener external">Plan page</a>, {value(p)}</> : value(p)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </aside>
      )}
    </div>
  );
}

export default withErrorBoundary(PlanComparator);
