/** One plan's parts, shared by the table, its phone cards and the drawer: its values, name, source and compare button. */
import type { ReactNode } from 'react';
import { premiumFor, type ComparedPlan } from '../../../lib/insurance/plans.ts';
import type { ComparatorWords } from '../../../lib/insurance/comparator-words.ts';
import { baht, fill, say } from '../plan-words.ts';

const statuses = ['direct_billing', 'dental', 'maternity', 'er_worldwide'] as const;

/** One plan's values, in the order of `w.columns`: table cells, phone cards and drawer rows alike. */
export function planCells(p: ComparedPlan, age: number | null, w: ComparatorWords): ReactNode[] {
  const premium = premiumFor(p, age);
  return [
    <>
      {baht(w, p.coverage_thb)} <small>({w.basis[p.limit_basis]})</small>
    </>,
    <>
      {baht(w, p.inpatient_thb)} / {p.outpatient_thb === null ? w.noOutpatient : baht(w, p.outpatient_thb)}
      {p.outpatient_per_visit_thb !== null && (
        <small>
          ({fill(w.perVisit, { n: baht(w, p.outpatient_per_visit_thb), visits: p.outpatient_visits_per_year ?? '' })})
        </small>
      )}
    </>,
    baht(w, p.deductible_thb),
    p.max_age,
    <ul className="comparator__verdicts">
      {p.verdicts.map((v) => (
        <li key={v.visa}>
          <strong>
            {w.verdictVisa[v.visa]}: {v.meets ? w.meets : w.fails}
          </strong>{' '}
          <small>{say(w, v.reason)}</small>
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
        {baht(w, premium.band.thb)} {w.period[p.premium.period]}{' '}
        <small>
          ({fill(w.ages, { n: premium.band.from, m: premium.band.to })}, {w.indicative};{' '}
          <a href={p.premium.source_url} rel="noopener external">
            {w.rates}
          </a>{' '}
          {say(w, p.premium.as_of)})
        </small>
      </>
    ),
  ];
}

export const planName = (p: ComparedPlan) => (
  <>
    <span className="comparator__provider">{p.provider}</span> {p.name}
  </>
);

export const planSource = (p: ComparedPlan, w: ComparatorWords) => (
  <>
    <a href={p.source_url} rel="noopener external">
      {w.source}
    </a>
    , {w.checked} {say(w, p.last_verified)}
  </>
);

/** The button that adds a plan to the drawer or takes it out; `on` while the plan is compared. */
export function compareButton(
  plan: ComparedPlan,
  on: boolean,
  w: ComparatorWords,
  onToggle: (plan: ComparedPlan) => void,
) {
  return (
    <button
      type="button"
      className="button button--secondary comparator__toggle"
      aria-pressed={on}
      onClick={() => onToggle(plan)}
    >
      {on ? w.remove : w.compare}
      <span className="visually-hidden"> {plan.name}</span>
    </button>
  );
}
