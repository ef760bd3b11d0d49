/**
 * The comparator's parts as the server renders them, on one plan worded by the English page (src/i18n/en/comparator.ts):
 * a THB 420,500 plan per condition a year, THB 45,000 outpatient capped at THB 2,000 a visit for 30 visits, priced
 * THB 2,000 a month at ages 18-60.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { comparatorIslandWords } from '../../../i18n/comparator.ts';
import type { ComparedPlan } from '../../../lib/insurance/plans.ts';
import { compareButton, planCells, planName, planSource } from './PlanCells.tsx';
import { plansTable } from './PlansTable.tsx';
import { compareDrawer } from './CompareDrawer.tsx';
import { comparatorFilters } from './ComparatorFilters.tsx';
import { defaultsOf } from '../../../lib/shared/url-state.ts';
import { fields } from '../fields.ts';

const words = comparatorIslandWords('en', [], 'https://rules.example/renewal');
const plan: ComparedPlan = {
  id: 'a',
  provider: 'Insurer A',
  name: 'Plan A',
  notes: '',
  coverage_thb: 420_500,
  deductible_thb: 0,
  max_age: 75,
  visa_ok: ['tourist', 'non-immigrant'],
  direct_billing: true,
  dental: false,
  maternity: false,
  er_worldwide: false,
  not_stated: ['dental'],
  monthly_premium_thb: 2_000,
  annual_premium_thb: 24_000,
  premium_age: 18,
  premium: {
    period: 'monthly',
    currency: 'THB',
    source_url: 'https://example.com/rates',
    as_of: '2026-11-20',
    note: '',
    bands: [{ from: 18, to: 60, thb: 2_000 }],
  },
  link_quote: 'https://example.com/q',
  insurer_type: 'local',
  currency: 'THB',
  limit_basis: 'per-condition-per-year',
  coverage: 420_500,
  inpatient_thb: 420_500,
  outpatient_thb: 45_000,
  outpatient_per_visit_thb: 2_000,
  outpatient_visits_per_year: 30,
  verdicts: [
    {
      visa: 'non-immigrant',
      meets: true,
      reason: 'Inpatient and outpatient reach the minimum.',
      why: [],
      abroad_only: true,
    },
  ],
  source_url: 'https://example.com/a',
  last_verified: '2026-11-24',
} as unknown as ComparedPlan;

const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);
const text = (node: ReactNode) => html(node).replace(/<[^>]+>/g, '');

describe('planCells', () => {
  const cells = planCells(plan, null, words).map(text);

  it('gives one value per column heading, in the order of the columns', () => {
    expect(cells).toHaveLength(words.columns.length);
  });

  it('writes the baht figures grouped, with the limit basis, the per-visit cap and the deductible', () => {
    expect(cells[0]).toBe('THB 420,500 (per condition a year)');
    expect(cells[1]).toBe('THB 420,500 / THB 45,000(THB 2,000 a visit, 30 visits a year)');
    expect(cells[2]).toBe('THB 0');
    expect(cells[3]).toBe('75');
  });

  it('gives each verdict with its reason and, for an abroad-only pass, the renewal rule link', () => {
    expect(cells[4]).toContain('O-A: meets the figures Inpatient and outpatient reach the minimum.');
    expect(html(planCells(plan, null, words)[4])).toContain(
      '<a href="https://rules.example/renewal" rel="noopener external">Rule (TGIA)</a>',
    );
  });

  it('says Included, Not stated or Not included for direct billing, dental, maternity and emergency cover', () => {
    expect(cells.slice(5, 9)).toEqual(['Included', 'Not stated', 'Not included', 'Not included']);
  });

  it('gives the lowest premium "from" without an age, the band of the given age, and Quote past every band', () => {
    expect(cells[9]).toBe('from THB 2,000 a month (ages 18-60, indicative; rates 2026-11-20)');
    expect(text(planCells(plan, 40, words)[9])).toBe('THB 2,000 a month (ages 18-60, indicative; rates 2026-11-20)');
    expect(text(planCells(plan, 70, words)[9])).toBe('Quote');
  });
});

describe('the plan name, source and compare button', () => {
  it('names the provider then the plan, and links the source with the date it was checked', () => {
    expect(text(planName(plan))).toBe('Insurer A Plan A');
    expect(html(planSource(plan, words))).toBe(
      '<a href="https://example.com/a" rel="noopener external">Source</a>, checked 2026-11-24',
    );
  });

  it('offers Compare, or Remove (pressed) once the plan is compared, and hands the plan to the toggle on click', () => {
    expect(html(compareButton(plan, false, words, () => {}))).toContain('aria-pressed="false"');
    expect(text(compareButton(plan, false, words, () => {}))).toBe('Compare Plan A');
    expect(text(compareButton(plan, true, words, () => {}))).toBe('Remove Plan A');
    const onToggle = vi.fn();
    const button = compareButton(plan, false, words, onToggle) as { props: { onClick: () => void } };
    button.props.onClick();
    expect(onToggle).toHaveBeenCalledWith(plan);
  });
});

describe('the table and the drawer', () => {
  it('says no plan matches when the filters leave none', () => {
    expect(html(plansTable([], null, words, () => null))).toBe('<p>No plans match your filters.</p>');
  });

  it('labels every cell with its column, for the cards on phones', () => {
    const table = html(plansTable([plan], null, words, () => null));
    for (const column of words.columns) expect(table).toContain(`data-label="${column}"`);
  });

  it('compares plans side by side: a row per column and a last row for the source', () => {
    const drawer = html(
      compareDrawer(
        [plan],
        null,
        words,
        () => null,
        () => {},
      ),
    );
    expect(drawer).toContain('<h2>Comparing 1 plans</h2>');
    expect(drawer.match(/<th scope="row">/g)).toHaveLength(words.columns.length + 1);
    expect(drawer).toMatch(/<th scope="row">Source<\/th><td><a href="https:\/\/example.com\/a"/);
  });
});

describe('the filters', () => {
  const form = html(comparatorFilters(defaultsOf(fields), () => {}, words));

  it('starts from the defaults: any visa, coverage from 0, deductible up to THB 50,000, no age, sorted by premium', () => {
    expect(form).toContain('<option value="any" selected="">');
    expect(form).toMatch(/id="cmp-minCoverage" type="number" min="0" step="100000" value="0"/);
    expect(form).toMatch(/id="cmp-maxDeductible" type="number" min="0" step="1000" value="50000"/);
    expect(form).toMatch(/id="cmp-age" type="number" min="0" max="120" step="1" value=""/);
    expect(form).toContain('<option value="premium" selected="">');
  });

  it('ties every label to its box', () => {
    for (const key of ['visa', 'minCoverage', 'maxDeductible', 'age', 'sort'])
      expect(form).toContain(`<label for="cmp-${key}">`);
  });
});
