/**
 * The stay calculator's answer, worded from the page's texts. Rules as content/visa-rules/rules.yaml states them;
 * a British visitor exempt from a visa (60-day list) entering on 1 December 2026 may stay to 29 January 2027
 * (31 days of December and 29 of January, the day of arrival being day 1).
 */
import { describe, expect, it } from 'vitest';
import { ruleRecord } from '../../../tests/support/visa-rules.ts';
import { defaultsOf } from '../../lib/shared/url-state.ts';
import { stayFields } from '../../lib/visa/stay-url.ts';
import type { NationalityRecord, Rule } from '../../lib/visa/stay.ts';
import { stayOutcome, type StayState } from './stay-outcome.ts';

const rule = ruleRecord;
const rules: Rule[] = [
  rule('day-count', { arrival_is_day: 1 }),
  rule('visa-exempt', { stay_days: 60 }),
  rule('visa-exempt-2026-change', { stay_days: 30 }, 'approved'),
  rule('visitor-extension', { extension_days: 30, fee_thb: 1900 }),
  rule('ninety-day-report', { every_days: 90, opens_days_before: 15, closes_days_after: 7, late_fine_thb: 2000 }),
  rule('tm30', { within_hours: 24 }),
  rule('overstay', { per_day_thb: 500, cap_thb: 20000 }),
];
const nationalities: NationalityRecord[] = [
  { ...rule('exempt-60-list', { stay_days: 60 }), class: 'exempt-60', countries: ['united-kingdom'] },
];
// As content/visa-rules/stay-texts.yaml words them.
const texts = {
  'last.title': 'Last day of your permitted stay',
  'last.text': 'Leave Thailand, or have an extension granted, by the end of this day.',
  'error.entry': 'Enter the date of entry as a full date.',
};
const state = (patch: Partial<StayState>): StayState => ({ ...defaultsOf(stayFields), ...patch });

describe('stayOutcome', () => {
  it('gives nothing before an entry date is chosen', () => {
    expect(stayOutcome(state({}), texts, rules, nationalities)).toBeUndefined();
  });

  it('gives the last day of a 60-day exemption, titled from the texts, with the rules it comes from', () => {
    const outcome = stayOutcome(state({ entry: '2026-12-01', nat: 'united-kingdom' }), texts, rules, nationalities);
    const last = outcome?.items?.find((item) => item.kind === 'last-day');
    expect(last).toMatchObject({
      date: '2027-01-29',
      title: 'Last day of your permitted stay',
      text: 'Leave Thailand, or have an extension granted, by the end of this day.',
    });
    expect(last?.rules).toContain('exempt-60-list');
  });

  it('words an input it cannot count as the page says it', () => {
    expect(stayOutcome(state({ entry: '2026-02-31' }), texts, rules, nationalities)).toEqual({
      error: 'Enter the date of entry as a full date.',
    });
  });
});
