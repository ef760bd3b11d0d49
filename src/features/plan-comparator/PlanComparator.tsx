/**
 * The insurance plan comparator: filters (visa, minimum coverage, maximum
 * deductible, age, direct billing, dental, maternity), a sortable table (cards
 * on phones, by CSS alone) and a drawer comparing up to 3 plans side by side.
 * Filters, sort and compared plans live in the address (replaced, not pushed).
 * Plans come from /api/insurance/plans, else /insurance-plans.json; the
 * server's HTML already holds the table built from the same data. Every word
 * comes from the page as a prop (it goes into the HTML, not this bundle).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { fetchJson } from '../../lib/shared/fetch-json.ts';
import { formatNumber } from '../../lib/shared/format.ts';
import { choiceField, flagField, listField, numberField } from '../../lib/shared/url-state-fields.ts';
import {
  filterPlans,
  hiddenAsNotStated,
  MAX_COMPARED,
  planSorts,
  premiumFor,
  sortPlans,
  toggleCompared,
  type ComparedPlan,
} from '../../lib/insurance/plans.ts';
import type { ComparatorWords } from '../../lib/insurance/comparator-words.ts';
import './plan-comparator.css';

// The number boxes' bounds: the address's filter and the box itself take the same range.
const bounds: Record<'minCoverage' | 'maxDeductible' | 'age', { min: number; max?: number }> = {
  minCoverage: { min: 0 },
  maxDeductible: { min: 0 },
  age: { min: 0, max: 120 },
};
const fields = {
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

export type { ComparatorWords };

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => `${values[k]}`);

const statuses = ['direct_billing', 'dental', 'maternity', 'er_worldwide'] as const;

type Load = 'loading' | 'ready' | 'error';

/** `children`: the page's short disclaimer, shown between the filters and the results. */
function PlanComparator({ plans: initialPlans, words: w, children }: { plans: ComparedPlan[]; words: ComparatorWords; children?: ReactNode }) {
  const [state, setState] = useUrlState(fields);
  const [plans, setPlans] = useState(initialPlans);
  const [load, setLoad] = useState<Load>('loading');
  // The drawer shows the compared plans unless the visitor closed it; adding a plan opens it again.
  const [drawerClosed, setDrawerClosed] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    let current = true;
    // The API answered with an error or not with JSON: the static copy of the same list.
    fetchJson<ComparedPlan[]>(['api', 'insurance', 'plans'])
      .catch(() => fetchJson<ComparedPlan[]>('insurance-plans.json'))
      .then(
        (list) => {
          const ok = Array.isArray(list);
          if (ok && current) setPlans(list);
          if (current) setLoad(ok ? 'ready' : 'error');
        },
        (error: unknown) => {
          console.error('Plans not loaded', error);
          if (current) setLoad('error');
        },
      );
    return () => {
      current = false;
    };
  }, []);

  const { age } = state;
  const shown = sortPlans(filterPlans(plans, state), state.sort, age);
  const hidden = hiddenAsNotStated(plans, state);
  const compared = state.compare.map((cid) => plans.find((p) => p.id === cid)).filter((p): p is ComparedPlan => Boolean(p));
  const set = (patch: Partial<typeof state>) => setState({ ...state, ...patch });
  // The plan's baht figures are whole already (converted and rounded on the server).
  const baht = (n: number) => fill(w.thb, { n: formatNumber(n) });
  // A reason or date as the page words it (see `apiTexts`).
  const say = (apiText: string) => w.apiTexts[apiText] ?? apiText;

  const toggle = (plan: ComparedPlan) => {
    const next = toggleCompared(state.compare, plan.id);
    setMessage(next.refused ? fill(w.refused, { n: MAX_COMPARED, name: plan.name }) : '');
    if (next.refused) return;
    if (next.selected.length > state.compare.length) setDrawerClosed(false);
    set({ compare: next.selected });
  };

  // One plan's values, in the order of `w.columns`: table cells, phone cards and drawer rows alike.
  const cells = (p: ComparedPlan): ReactNode[] => {
    const premium = premiumFor(p, age);
    return [
      <>
        {baht(p.coverage_thb)} <small>({w.basis[p.limit_basis]})</small>
      </>,
      <>
        {baht(p.inpatient_thb)} / {p.outpatient_thb === null ? w.noOutpatient : baht(p.outpatient_thb)}
        {p.outpatient_per_visit_thb !== null && (
          <small>({fill(w.perVisit, { n: baht(p.outpatient_per_visit_thb), visits: p.outpatient_visits_per_year ?? '' })})</small>
        )}
      </>,
      baht(p.deductible_thb),
      p.max_age,
      <ul className="comparator__verdicts">
        {p.verdicts.map((v) => (
          <li key={v.visa}>
            <strong>
              {w.verdictVisa[v.visa]}: {v.meets ? w.meets : w.fails}
            </strong>{' '}
            <small>{say(v.reason)}</small>
            {v.abroad_only && (
              <small className="comparator__abroad">
                {' '}
                {w.abroadOnly}{' '}
                <a href={w.renewalRule.url} rel="noopener external">
                  {w.renewalRule.label}
                </a>
              </small>
            )}
          </li>
        ))}
      </ul>,
      ...statuses.map((b) => w.status[p[b] ? 0 : p.not_stated.includes(b) ? 2 : 1]),
      !premium || !p.premium ? (
        w.quote
      ) : (
        <>
          {premium.from && `${w.from} `}
          {baht(premium.band.thb)} {w.period[p.premium.period]}{' '}
          <small>
            ({fill(w.ages, { n: premium.band.from, m: premium.band.to })}, {w.indicative};{' '}
            <a href={p.premium.source_url} rel="noopener external">
              {w.rates}
            </a>{' '}
            {say(p.premium.as_of)})
          </small>
        </>
      ),
    ];
  };
  const name = (p: ComparedPlan) => (
    <>
      <span className="comparator__provider">{p.provider}</span> {p.name}
    </>
  );
  const toggleButton = (p: ComparedPlan) => {
    const on = state.compare.includes(p.id);
    return (
      <button type="button" className="button button--secondary comparator__toggle" aria-pressed={on} onClick={() => toggle(p)}>
        {on ? w.remove : w.compare}
        <span className="visually-hidden"> {p.name}</span>
      </button>
    );
  };

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
  const numberInput = (key: 'minCoverage' | 'maxDeductible' | 'age', step: number) => (
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
  const source = (p: ComparedPlan) => (
    <>
      <a href={p.source_url} rel="noopener external">
        {w.source}
      </a>
      , {w.checked} {say(p.last_verified)}
    </>
  );

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
      {children}

      <p className="comparator__status" role="status">
        {load === 'loading' ? w.loading : fill(w.count, { n: shown.length, m: plans.length })}
        {hidden > 0 && ` ${fill(w.hidden, { n: hidden })}`}
        {message && ` ${message}`}
      </p>

      {shown.length === 0 ? (
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
                    {name(p)}
                    <span className="comparator__source">{source(p)}</span>
                    {toggleButton(p)}
                  </th>
                  {cells(p).map((cell, i) => (
                    <td key={i} data-label={w.columns[i]}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {!drawerClosed && compared.length > 0 && (
        <aside className="comparator__drawer" aria-label={w.drawer}>
          <div className="comparator__drawer-head">
            <h2>{fill(w.comparing, { n: compared.length })}</h2>
            <button type="button" className="button button--secondary" onClick={() => setDrawerClosed(true)}>
              {w.close}
            </button>
          </div>
          <table className="comparator__table comparator__table--drawer">
            <thead>
              <tr>
                <th scope="col">{w.field}</th>
                {compared.map((p) => (
                  <th scope="col" key={p.id}>
                    {name(p)} {toggleButton(p)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...w.columns, w.source].map((label, i) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {compared.map((p) => (
                    <td key={p.id}>{cells(p)[i] ?? source(p)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </aside>
      )}
    </div>
  );
}

export default withErrorBoundary(PlanComparator);
