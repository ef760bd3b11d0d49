import { describe, expect, it } from 'vitest';
import { ruleRecord } from '../../../tests/support/visa-rules.ts';
import {
  MAX_TRIPS,
  countDaysByYear,
  parseTrips,
  formatTrips,
  residenceRules,
  todayInThailand,
  tripPeriods,
  tripsField,
  type ResidenceRules,
  type Trip,
  type YearCount,
} from './residence-days.ts';
import type { StayRule } from '../content/schemas.ts';
import { taxDaysWords as taxDaysWordsTh } from '../../i18n/th/tax-days.ts';

// Revenue Code section 41: 180 days or more in a tax (calendar) year make a resident; Paw. 161/2566:
// foreign income earned from 1 January 2024 is taxed when a resident brings it in.
const rules: ResidenceRules = { residentDays: 180, foreignIncomeFromYear: 2024 };
const trip = (arrival: string, departure = ''): Trip => ({ arrival, departure });
const years = (trips: Trip[], until = '2026-11-26'): YearCount[] => {
  const result = countDaysByYear(trips, until, rules);
  if ('problems' in result) throw new Error(result.problems.join(' '));
  return result.years;
};
const problems = (trips: Trip[], until = '2026-11-26'): string[] => {
  const result = countDaysByYear(trips, until, rules);
  return 'problems' in result ? result.problems : [];
};
const summary = (y: YearCount) => [y.year, y.days, y.residentFrom ?? null, y.resident];

describe('days per calendar year', () => {
  it('splits a trip across the year end: 20 December 2026 to 10 January 2027 is 12 days in 2026 and 10 in 2027', () => {
    // 20..31 December: 31 - 20 + 1 = 12 days (arrival day counted); 1..10 January: 10 days (departure day counted).
    expect(years([trip('2026-12-20', '2027-01-10')]).map(summary)).toEqual([
      [2026, 12, null, false],
      [2027, 10, null, false],
    ]);
  });

  it('counts a whole leap year as 366 days: 1 January to 31 December 2028', () => {
    // 2028 is divisible by 4 and not by 100: February has 29 days, the year 366.
    const [y2028] = years([trip('2028-01-01', '2028-12-31')]);
    expect([y2028.days, y2028.daysInYear]).toEqual([366, 366]);
    expect(years([trip('2027-01-01', '2027-12-31')])[0].days).toBe(365);
  });

  it('counts the same-day trip in and out as one day', () => {
    // Arrival and departure on 5 March 2027: that day is a day in Thailand, the only one.
    expect(years([trip('2027-03-05', '2027-03-05')]).map(summary)).toEqual([[2027, 1, null, false]]);
  });

  it('adds several trips in a year', () => {
    // 10..19 January: 10; 1..28 February 2027 (not a leap year): 28; 1..31 March: 31; 10..20 October: 11. 10 + 28 + 31 + 11 = 80.
    const trips = [
      trip('2027-01-10', '2027-01-19'),
      trip('2027-02-01', '2027-02-28'),
      trip('2027-03-01', '2027-03-31'),
      trip('2027-10-10', '2027-10-20'),
    ];
    expect(years(trips).map(summary)).toEqual([[2027, 80, null, false]]);
  });

  it('counts a day shared by two trips once (out and back the same day)', () => {
    // 1..10 March: 10 days; back on 10 March, to 20 March: 11..20 adds 10 more. 20, not 21.
    expect(years([trip('2027-03-01', '2027-03-10'), trip('2027-03-10', '2027-03-20')]).map(summary)).toEqual([
      [2027, 20, null, false],
    ]);
    // A same-day visit on that shared day adds nothing.
    expect(years([trip('2027-03-01', '2027-03-10'), trip('2027-03-10', '2027-03-10')])[0].days).toBe(10);
  });

  it('takes the trips in any order', () => {
    // 1..10 March: 10; 1..5 January: 5. 15.
    expect(years([trip('2027-03-01', '2027-03-10'), trip('2027-01-01', '2027-01-05')])[0].days).toBe(15);
  });

  it('ignores empty rows', () => {
    expect(years([trip(''), trip('2027-03-01', '2027-03-02'), trip('')]).map(summary)).toEqual([
      [2027, 2, null, false],
    ]);
  });
});

describe('the 180th day', () => {
  it('in Thailand from 1 January 2027 without a break: the 180th day is 29 June 2027', () => {
    // January 31 + February 28 + March 31 + April 30 + May 31 = 151 days to 31 May; 151 + 29 = 180 -> 29 June.
    const [y] = years([trip('2027-01-01', '2027-12-31')]);
    expect(summary(y)).toEqual([2027, 365, '2027-06-29', true]);
  });

  it('in a leap year it comes a day earlier: 28 June 2028', () => {
    // January 31 + February 29 + March 31 + April 30 + May 31 = 152 to 31 May; 152 + 28 = 180 -> 28 June.
    expect(years([trip('2028-01-01', '2028-07-31')])[0].residentFrom).toBe('2028-06-28');
  });

  it('exactly 180 days make a resident, 179 do not', () => {
    // 1 January to 29 June 2027 is 180 days (above); to 28 June is 179.
    expect(summary(years([trip('2027-01-01', '2027-06-29')])[0])).toEqual([2027, 180, '2027-06-29', true]);
    expect(summary(years([trip('2027-01-01', '2027-06-28')])[0])).toEqual([2027, 179, null, false]);
  });

  it('is reached over several trips: the worked example on the page', () => {
    // 2026: 20..31 December = 12. 2027: 1..10 January = 10; 1 February to 30 June = 28 + 31 + 30 + 31 + 30 = 150
    // (running total 160); 15 August to 15 September = 17 + 15 = 32 (total 192). Day 161 is 15 August,
    // so day 180 is 19 days later: 17 days reach 31 August (177), 1, 2, 3 September -> 3 September 2027.
    const trips = [
      trip('2026-12-20', '2027-01-10'),
      trip('2027-02-01', '2027-06-30'),
      trip('2027-08-15', '2027-09-15'),
    ];
    expect(years(trips).map(summary)).toEqual([
      [2026, 12, null, false],
      [2027, 192, '2027-09-03', true],
    ]);
  });

  it('is counted separately in each year: 100 days either side of the year end make no resident', () => {
    // 23 September to 31 December 2026: 8 + 31 + 30 + 31 = 100; 1 January to 10 April 2027: 31 + 28 + 31 + 10 = 100.
    expect(years([trip('2026-09-23', '2027-04-10')]).map(summary)).toEqual([
      [2026, 100, null, false],
      [2027, 100, null, false],
    ]);
  });

  it('is read from the rule records, not fixed in the code', () => {
    // With a 90-day threshold, from 1 January 2027: 31 + 28 = 59 to 28 February, + 31 = 90 -> 31 March.
    const result = countDaysByYear([trip('2027-01-01', '2027-12-31')], '2026-11-26', { ...rules, residentDays: 90 });
    expect('years' in result && result.years[0].residentFrom).toBe('2027-03-31');
  });
});

describe('a trip still in progress', () => {
  it('is counted to the count-until date, both days included', () => {
    // Arrived 1 November 2026, counted until 26 November 2026: 26 days.
    const result = countDaysByYear([trip('2027-01-05', '2027-01-06'), trip('2026-11-01')], '2026-11-26', rules);
    expect('years' in result && result.years.map(summary)).toEqual([
      [2026, 26, null, false],
      [2027, 2, null, false],
    ]);
    expect(
      'years' in result && [result.openTrip, result.years[0].countedToUntil, result.years[1].countedToUntil],
    ).toEqual([2, true, false]);
  });

  it('is counted across the year end to a later date', () => {
    // Arrived 1 July 2026, counted until 31 January 2027: July to December = 31 + 31 + 30 + 31 + 30 + 31 = 184 (resident;
    // day 180 = 184 - 4 -> 27 December 2026); 2027: 31.
    expect(years([trip('2026-07-01')], '2027-01-31').map(summary)).toEqual([
      [2026, 184, '2026-12-27', true],
      [2027, 31, null, false],
    ]);
  });

  it('is refused when the count-until date is before its arrival, naming the trip', () => {
    expect(problems([trip('2026-12-01')], '2026-11-26')).toEqual([
      'Trip 1 has no departure date, so it is counted until 26 November 2026, which is before its arrival (1 December 2026). Enter the departure date or a later count-until date.',
    ]);
  });
});

describe('trips that cannot be counted', () => {
  it('rejects overlapping trips, naming both', () => {
    // Trip 2 arrives on 5 March, while trip 1 runs to 10 March.
    expect(problems([trip('2027-03-01', '2027-03-10'), trip('2027-03-05', '2027-03-20')])).toEqual([
      'Trips 1 and 2 overlap: trip 2 starts on 5 March 2027, but trip 1 ends on 10 March 2027.',
    ]);
  });

  it('rejects a trip inside another, listed first', () => {
    expect(problems([trip('2027-03-05', '2027-03-06'), trip('2027-03-01', '2027-03-31')])).toEqual([
      'Trips 1 and 2 overlap: trip 1 starts on 5 March 2027, but trip 2 ends on 31 March 2027.',
    ]);
  });

  it('rejects a trip that starts during a trip still in progress', () => {
    expect(problems([trip('2026-10-01'), trip('2026-11-01', '2026-11-05')])).toEqual([
      'Trips 1 and 2 overlap: trip 2 starts on 1 November 2026, but trip 1 has no departure date, so it runs to 26 November 2026.',
    ]);
  });

  it('rejects a departure before the arrival', () => {
    expect(problems([trip('2027-01-01', '2027-01-10'), trip('2027-03-10', '2027-03-01')])).toEqual([
      'Trip 2: the departure (1 March 2027) is before the arrival (10 March 2027).',
    ]);
  });

  it('asks for the arrival when only the departure is given, and refuses dates that are not dates', () => {
    expect(problems([trip('', '2027-01-10')])).toEqual(['Trip 1: enter the date you arrived.']);
    expect(problems([trip('2027-02-30', '2027-03-01')])).toEqual([
      'Trip 1: the arrival date is not a date between 1900 and 2199.',
    ]);
    expect(problems([trip('2027-01-01', '9999-01-01')])).toEqual([
      'Trip 1: the departure date is not a date between 1900 and 2199.',
    ]);
  });

  it('keeps the trips as they were typed when it refuses them', () => {
    const typed = [trip('2027-03-01', '2027-03-10'), trip('2027-03-05', '2027-03-20')];
    const before = JSON.stringify(typed);
    tripPeriods(typed, '2026-11-26');
    expect(JSON.stringify(typed)).toBe(before);
  });
});

describe('the rule records', () => {
  const record = (id: string, values: Record<string, number>): StayRule => ({
    ...ruleRecord(id, values),
    tools: ['tax-residence-days'],
  });

  it('gives the threshold and the foreign-income start year', () => {
    expect(
      residenceRules([
        record('tax-residence-180-days', { resident_days: 180 }),
        record('tax-pre-2024-income-exempt', { earned_from_year: 2024 }),
      ]),
    ).toEqual(rules);
  });

  it('says which record is missing', () => {
    expect(() => residenceRules([record('tax-residence-180-days', { resident_days: 180 })])).toThrow(
      /tax-pre-2024-income-exempt/,
    );
  });
});

describe('the trips in the address', () => {
  it('round-trips a list with a trip in progress and an empty row', () => {
    const trips = [trip('2026-12-20', '2027-01-10'), trip('2027-02-01'), trip('')];
    expect(formatTrips(trips)).toBe('2026-12-20_2027-01-10.2027-02-01_._');
    expect(parseTrips(formatTrips(trips))).toEqual(trips);
  });

  it('reads malformed parts as empty and the plain page as one empty trip', () => {
    expect(parseTrips('2027-01-01_junk.<script>')).toEqual([trip('2027-01-01'), trip('')]);
    expect(tripsField('trips').defaultValue).toEqual([trip('')]);
  });

  it('keeps at most 50 trips', () => {
    expect(MAX_TRIPS).toBe(50);
    expect(parseTrips(Array.from({ length: 60 }, () => '2027-01-01_2027-01-02').join('.'))).toHaveLength(50);
  });
});

describe('today in Thailand', () => {
  it('is the Bangkok date (UTC+7): 17:30 UTC on 26 November 2026 is already 27 November', () => {
    // 17:30 + 7 hours = 00:30 the next day.
    expect(todayInThailand(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-27');
    expect(todayInThailand(new Date('2026-11-26T16:59:00Z'))).toBe('2026-11-26');
  });
});

describe('problems in Thai', () => {
  const thai = { problems: taxDaysWordsTh.problems, dateLocale: 'th-TH-u-ca-buddhist' };
  const problemsInThai = (trips: Trip[], until = '2026-11-26') => {
    const result = countDaysByYear(trips, until, rules, thai);
    return 'problems' in result ? result.problems : [];
  };

  it('name the trips and write the dates in the Buddhist era (2027 + 543 = 2570)', () => {
    // Trip 2 arrives on 5 March 2027 while trip 1 runs to 10 March 2027.
    expect(problemsInThai([trip('2027-03-01', '2027-03-10'), trip('2027-03-05', '2027-03-20')])).toEqual([
      'การเดินทางครั้งที่ 1 และ 2 ซ้อนกัน: ครั้งที่ 2 เริ่มวันที่ 5 มีนาคม 2570 แต่ครั้งที่ 1 สิ้นสุดวันที่ 10 มีนาคม 2570',
    ]);
    expect(problemsInThai([trip('2027-01-01', '2027-01-10'), trip('2027-03-10', '2027-03-01')])).toEqual([
      'การเดินทางครั้งที่ 2: วันที่เดินทางออก (1 มีนาคม 2570) อยู่ก่อนวันที่เดินทางเข้า (10 มีนาคม 2570)',
    ]);
  });

  it('write the years the counter takes in the Buddhist era too (1900 and 2199: 2443 and 2742)', () => {
    expect(problemsInThai([trip('2027-02-30', '2027-03-01')])).toEqual([
      'การเดินทางครั้งที่ 1: วันที่เดินทางเข้าไม่ใช่วันที่ระหว่างปี 2443 ถึง 2742',
    ]);
  });
});
