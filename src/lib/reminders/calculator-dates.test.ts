import { describe, expect, it } from 'vitest';
import { calculatorDates } from './calculator-dates.ts';
import { stayRules } from '../visa/test-rules.ts';

// The records an O-A stay reads are among the shared ones, with the figures of content/visa-rules/rules.yaml.
const data = { rules: stayRules, nationalities: [] };

describe("the calculator's dates for the reminder form", () => {
  it('O-A from 1 January 2026, seen on 1 June 2026: the reports still ahead, the last day to apply and the last day', () => {
    // Reports every 90 days from entry: 1 Apr, 30 Jun, 28 Sep, 27 Dec 2026; 365 days with the arrival as day 1 end on 31 Dec.
    expect(calculatorDates('?entry=2026-01-01&type=o-a', data, '2026-06-01')).toEqual({
      report: ['2026-06-30', '2026-09-28', '2026-12-27'],
      'apply-extension': ['2026-12-31'],
      'last-day': ['2026-12-31'],
    });
  });

  it('with the extension planned, the last day is the extended one', () => {
    expect(calculatorDates('?entry=2026-01-01&type=o-a&extend=1', data, '2026-06-01')['last-day']).toEqual([
      '2027-12-31',
    ]);
  });

  // The BOI counts the LTR year from the issue date (here 1 March 2027, after the entry of 10 January 2027):
  // reports due 1 March 2028, 2029, 2030 and 2031; seen on 1 June 2028 the first has passed. The reminder dates
  // are the calculator's, read from the same address (issued=...).
  it('LTR: the yearly reports still ahead, counted from the visa issue date in the address', () => {
    expect(calculatorDates('?entry=2027-01-10&type=ltr&ends=2032-02-29&issued=2027-03-01', data, '2028-06-01')).toEqual(
      {
        report: ['2029-03-01', '2030-03-01', '2031-03-01'],
        'last-day': ['2032-02-29'],
      },
    );
    // Without the issue date no report date is given (the calculator asks for it), only the stamp's last day.
    expect(calculatorDates('?entry=2027-01-10&type=ltr&ends=2032-02-29', data, '2028-06-01')).toEqual({
      'last-day': ['2032-02-29'],
    });
  });

  it('gives nothing without an entry date or for inputs the calculator refuses', () => {
    expect(calculatorDates('', data, '2026-06-01')).toEqual({});
    expect(calculatorDates('?entry=2026-01-01&type=ltr', data, '2026-06-01')).toEqual({}); // no end date in the stamp
  });
});
