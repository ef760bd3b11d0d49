import { describe, expect, it } from 'vitest';
import { parseReminderForm } from './form.ts';

const form = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(name, v);
  return params;
};
const valid = {
  email: ' visitor@example.com ',
  lang: 'th',
  kinds: ['report', 'last-day'],
  report_date: '',
  last_day: '2027-11-30',
  days_before: '7',
  consent: 'yes',
};

describe('reminder form', () => {
  it("turns a valid form into the reminders to store: a typed date, else the calculator's (every report it shows)", () => {
    const fromCalculator = { report: ['2027-03-01', '2027-05-30', '2027-08-28'], 'last-day': ['2027-12-31'] };
    expect(parseReminderForm(form(valid), '2027-01-01', fromCalculator)).toEqual({
      ok: true,
      data: {
        email: 'visitor@example.com',
        language: 'th',
        daysBefore: 7,
        items: [
          { kind: 'report', deadline: '2027-03-01' },
          { kind: 'report', deadline: '2027-05-30' },
          { kind: 'report', deadline: '2027-08-28' },
          { kind: 'last-day', deadline: '2027-11-30' },
        ],
      },
    });
  });

  it('leaves out a ticked kind the calculated stay has no date of (a visa-exempt stay has no 90-day report)', () => {
    // Visa-exempt entry 2026-12-01, 60 days: last day 2027-01-29; the form as it comes, every kind ticked.
    const fromCalculator = { 'apply-extension': ['2027-01-29'], 'last-day': ['2027-01-29'] };
    const all = form({ ...valid, kinds: ['report', 'apply-extension', 'last-day'], last_day: '' });
    expect(parseReminderForm(all, '2026-12-06', fromCalculator)).toMatchObject({
      ok: true,
      data: {
        items: [
          { kind: 'apply-extension', deadline: '2027-01-29' },
          { kind: 'last-day', deadline: '2027-01-29' },
        ],
      },
    });
    // Only the kind the stay has no date of: nothing to remind of, so the choice is refused.
    const reportOnly = form({ ...valid, kinds: ['report'], last_day: '' });
    expect(parseReminderForm(reportOnly, '2026-12-06', fromCalculator)).toEqual({
      ok: false,
      errors: { kinds: 'kinds' },
    });
    // Without the calculator (the money planner's page), a kind without its date is still an error.
    expect(parseReminderForm(reportOnly, '2026-12-06', {})).toEqual({ ok: false, errors: { report: 'date' } });
  });

  it('takes a typed report date alone', () => {
    const result = parseReminderForm(form({ ...valid, report_date: '2027-04-01' }), '2027-01-01', {
      report: ['2027-03-01', '2027-05-30'],
    });
    expect(result.ok && result.data.items.filter((item) => item.kind === 'report')).toEqual([
      { kind: 'report', deadline: '2027-04-01' },
    ]);
  });

  it('names every problem: address, choice, days, consent, a missing or past date', () => {
    const result = parseReminderForm(
      form({ email: 'nope', kinds: ['report', 'apply-extension'], report_date: '2026-12-31', days_before: '5' }),
      '2027-01-01',
    );
    expect(result).toEqual({
      ok: false,
      errors: { email: 'email', days_before: 'days', consent: 'consent', report: 'date', 'apply-extension': 'date' },
    });
    expect(parseReminderForm(form({ ...valid, kinds: [] }), '2027-01-01')).toEqual({
      ok: false,
      errors: { kinds: 'kinds' },
    });
  });

  it('refuses a date that does not exist', () => {
    expect(parseReminderForm(form({ ...valid, report_date: '2027-02-30' }), '2027-01-01')).toEqual({
      ok: false,
      errors: { report: 'date' },
    });
    // A day past any month's end: an error for the field, not an exception.
    expect(parseReminderForm(form({ ...valid, report_date: '2027-02-32' }), '2027-01-01')).toEqual({
      ok: false,
      errors: { report: 'date' },
    });
  });
});
