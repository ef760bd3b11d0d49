import { describe, expect, it } from 'vitest';
import { ruleRecord } from '../../../tests/support/visa-rules.ts';
import {
  addYears,
  fill,
  lastDayOf,
  nationalityOf,
  stayResult,
  type NationalityRecord,
  type Rule,
  type StayInput,
} from './stay.ts';

// The rules as content/visa-rules/rules.yaml states them (figures from the Immigration Bureau, the embassies,
// the BOI, the e-Visa portal and the Act). Expected dates below are worked out by hand from these figures.
const r = ruleRecord;
const rules: Rule[] = [
  r('day-count', { arrival_is_day: 1 }),
  r('visa-exempt', { stay_days: 60 }),
  r(
    'visa-exempt-2026-change',
    {
      stay_days: 30,
      sixty_day_countries: 93,
      thirty_day_list_before: 57,
      thirty_day_list_after: 54,
      fifteen_day_countries: 3,
      voa_countries_before: 31,
      voa_countries_after: 4,
    },
    'approved',
  ),
  r('tourist-visa', { stay_days: 60 }),
  r('visa-on-arrival', { stay_days: 15 }),
  r('non-immigrant', { stay_days: 90 }),
  r('dtv', { stay_days: 180 }),
  r('o-a', { stay_days: 365 }),
  r('o-x', { visa_years: 5 }),
  r('ltr', {}),
  r('ltr-yearly-report', { every_years: 1, opens_days_before: 15, closes_days_after: 7 }),
  r('smart', {}),
  r('smart-yearly-report', { every_years: 1 }),
  r('thailand-privilege', { stay_days: 365 }),
  r('visitor-extension', { extension_days: 30, fee_thb: 1900 }),
  r('dtv-extension', { extension_days: 180, fee_thb: 1900 }),
  r('one-year-extension', { extension_days: 365, fee_thb: 1900 }),
  r('ninety-day-report', { every_days: 90, opens_days_before: 15, closes_days_after: 7, late_fine_thb: 2000 }),
  r('tm30', { within_hours: 24 }),
  r('overstay', { per_day_thb: 500, cap_thb: 20000 }),
];
// Nationality records shaped like content/visa-rules/nationalities.yaml (Brazil is on both the bilateral 90-day
// record and the 60-day list; India on the 60-day list, the visa-on-arrival list and the 7-day Tourist Visa
// extension list, as the sources name it); the visa-needed record is a fixture for its class.
const n = (
  id: string,
  cls: NationalityRecord['class'],
  countries: string[],
  values: Record<string, number>,
): NationalityRecord => ({
  ...r(id, values),
  class: cls,
  countries,
});
const nationalities: NationalityRecord[] = [
  n('bilateral-90-days', 'bilateral-90', ['brazil', 'republic-of-korea'], { stay_days: 90 }),
  n('exempt-60-list', 'exempt-60', ['united-kingdom', 'brazil', 'india', 'sri-lanka'], { stay_days: 60 }),
  n('exempt-30-list', 'exempt-30', ['testland'], { stay_days: 30 }),
  n('voa-list', 'voa-15', ['ethiopia', 'india'], { stay_days: 15 }),
  n('visa-list', 'visa-needed', ['elsewhere'], {}),
  n('visitor-extension-7-days', 'extension-7', ['sri-lanka', 'india', 'nigeria'], { extension_days: 7 }),
];
const data = { rules, nationalities };
const run = (input: Partial<StayInput> & Pick<StayInput, 'type'>) =>
  stayResult({ entry: '2026-12-01', planExtension: false, ...input }, data);
const of = (input: Parameters<typeof run>[0], kind: string) => run(input).deadlines.filter((d) => d.kind === kind);
const dates = (input: Parameters<typeof run>[0], kind: string) => of(input, kind).map((d) => d.date);
const noteIds = (input: Parameters<typeof run>[0]) => run(input).notes.map((x) => x.id);

describe('day counting: the day of arrival is day 1', () => {
  it('a 30-day stay from 22 August 2009 ends on 20 September 2009 (the published worked example)', () => {
    expect(lastDayOf('2009-08-22', 30, rules)).toBe('2009-09-20');
  });
  it('crosses month ends and leap days', () => {
    expect(lastDayOf('2028-01-31', 30, rules)).toBe('2028-02-29'); // 1 day in January + 29 in February 2028 (leap)
    expect(lastDayOf('2027-01-31', 30, rules)).toBe('2027-03-01'); // 1 + 28 days in February 2027 = 29, day 30 is 1 March
    expect(lastDayOf('2026-12-15', 60, rules)).toBe('2027-02-12'); // 17 days of December + 31 + 12
  });
  it('a year later keeps the date; 29 February becomes 28 February, and stays 29 February four years on', () => {
    expect(addYears('2027-03-15')).toBe('2028-03-15');
    expect(addYears('2028-02-29')).toBe('2029-02-28');
    expect(addYears('2028-02-29', -1)).toBe('2027-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });
});

describe('nationality classes', () => {
  it('the most favourable allowance naming a country applies, in any order of the records; the 7-day extension record is separate', () => {
    expect(nationalityOf('brazil', nationalities).allowance?.id).toBe('bilateral-90-days');
    expect(nationalityOf('brazil', [...nationalities].reverse()).allowance?.id).toBe('bilateral-90-days');
    // On both a 30-day and a visa-on-arrival list: the 30-day exemption.
    const both = [n('voa', 'voa-15', ['x'], { stay_days: 15 }), n('thirty', 'exempt-30', ['x'], { stay_days: 30 })];
    expect(nationalityOf('x', both).allowance?.id).toBe('thirty');
    expect(nationalityOf('india', nationalities).allowance?.id).toBe('exempt-60-list');
    expect(nationalityOf('india', nationalities).short?.id).toBe('visitor-extension-7-days');
    expect(nationalityOf('kenya', nationalities)).toEqual({ allowance: undefined, short: undefined });
  });

  // 60-day list, entry 1 December 2026: December gives days 1-31, January 2027 days 32-60, so the last day is 29 January.
  it('60-day list (a British visitor): last day 29 January 2027; a 30-day extension to 28 February 2027', () => {
    const input = { type: 'visa-exempt', nationality: 'united-kingdom', planExtension: true } as const;
    const [last] = of(input, 'last-day');
    expect(last.date).toBe('2027-01-29');
    expect(last.rules).toEqual(['day-count', 'visa-exempt', 'exempt-60-list', 'visa-exempt-2026-change']);
    expect(last.pending).toBe('change.exempt-60');
    expect(dates(input, 'apply-extension')).toEqual(['2027-01-29']);
    expect(of(input, 'apply-extension')[0].vars).toMatchObject({ days: 30, fee: 1900 });
    // 29 January + 30 days: 2 days to 31 January, 28 in February.
    expect(dates(input, 'extended-last-day')).toEqual(['2027-02-28']);
    expect(dates(input, 'overstay')).toEqual(['2027-03-01']);
    expect(dates(input, 'report')).toEqual([]); // 89 days in all: no 90-day report
  });
  // Bilateral agreement, 90 days from 1 December 2026: 31 (December) + 31 (January) + 28 (February) = 90, so 28 February.
  it('bilateral agreement (Brazil): 90 days to 28 February 2027, with the change said for its class', () => {
    const [last] = of({ type: 'visa-exempt', nationality: 'brazil' }, 'last-day');
    expect(last.date).toBe('2027-02-28');
    expect(last.rules).toEqual(['day-count', 'bilateral-90-days', 'visa-exempt-2026-change']);
    expect(last.pending).toBe('change.bilateral-90');
    // The first report would fall due on day 91 (1 March 2027), after the stay: none.
    expect(dates({ type: 'visa-exempt', nationality: 'brazil' }, 'report')).toEqual([]);
  });
  // The sources state the visitor's 30-day extension for the exemption lists and tourist visas, not for agreements.
  it('bilateral agreement: no extension date, and "not stated" said instead', () => {
    const input = { type: 'visa-exempt', nationality: 'brazil', planExtension: true } as const;
    expect(of(input, 'apply-extension')).toEqual([]);
    expect(of(input, 'extended-last-day')).toEqual([]);
    expect(run(input).notes).toContainEqual({
      id: 'note.extension-not-stated',
      vars: {},
      rules: ['bilateral-90-days', 'visitor-extension'],
    });
    expect(dates(input, 'overstay')).toEqual(['2027-03-01']);
  });
  it('a 30-day list, when a record gives one: 30 days to 30 December 2026', () => {
    expect(dates({ type: 'visa-exempt', nationality: 'testland' }, 'last-day')).toEqual(['2026-12-30']);
    expect(of({ type: 'visa-exempt', nationality: 'testland' }, 'last-day')[0].pending).toBe('change.exempt-30');
  });
  // India is on the portal's 7-day list, which it states for Tourist Visa extensions only: visa-exempt, 30 days.
  it('a 7-day-list nationality entering visa-exempt (India) gets the 30-day extension: 29 January 2027 + 30 = 28 February 2027', () => {
    const input = { type: 'visa-exempt', nationality: 'india', planExtension: true } as const;
    expect(dates(input, 'extended-last-day')).toEqual(['2027-02-28']);
    expect(of(input, 'apply-extension')[0]).toMatchObject({ vars: { days: 30 }, rules: ['visitor-extension'] });
  });
  // Sri Lanka, on the 60-day list since 15 July 2024: entry 10 January 2026, 60 days: 22 days of January (10-31),
  // 28 of February (day 50), 10 of March (day 60) = last day 10 March 2026; + 30 days: 21 of March (11-31), then
  // 9 of April = 9 April 2026.
  it('Sri Lanka, visa-exempt: 60 days to 10 March 2026, extended by 30 days to 9 April 2026', () => {
    const input = { type: 'visa-exempt', nationality: 'sri-lanka', entry: '2026-01-10', planExtension: true } as const;
    expect(dates(input, 'last-day')).toEqual(['2026-03-10']);
    expect(of(input, 'last-day')[0].rules).toEqual([
      'day-count',
      'visa-exempt',
      'exempt-60-list',
      'visa-exempt-2026-change',
    ]);
    expect(dates(input, 'extended-last-day')).toEqual(['2026-04-09']);
    expect(dates(input, 'overstay')).toEqual(['2026-04-10']);
  });
  // The same Sri Lankan on a Tourist Visa: 60 days to 10 March 2026, then the 7-day extension: 11-17 March = 17 March 2026.
  it('Sri Lanka, Tourist Visa: the 7-day extension, 10 March 2026 + 7 = 17 March 2026', () => {
    const input = { type: 'tourist-visa', nationality: 'sri-lanka', entry: '2026-01-10', planExtension: true } as const;
    expect(dates(input, 'extended-last-day')).toEqual(['2026-03-17']);
    expect(of(input, 'apply-extension')[0]).toMatchObject({
      vars: { days: 7 },
      rules: ['visitor-extension', 'visitor-extension-7-days'],
    });
  });
  it('a visa-on-arrival nationality choosing visa-exempt: no last day, the class said, and what the change does to it', () => {
    const result = run({ type: 'visa-exempt', nationality: 'ethiopia' });
    expect(result.notes.map((x) => x.id)).toEqual(['note.class-voa-15', 'change.voa-15']);
    expect(result.deadlines.map((d) => d.kind)).toEqual(['tm30']);
    expect(noteIds({ type: 'visa-exempt', nationality: 'elsewhere' })).toEqual([
      'note.class-visa-needed',
      'change.visa-needed',
    ]);
  });
  it('a nationality no record names: "not stated", no last day and no overstay (unknown is not false)', () => {
    const result = run({ type: 'visa-exempt', nationality: 'kenya' });
    expect(result.notes.map((x) => x.id)).toEqual(['note.not-stated', 'change.none']);
    expect(result.deadlines.filter((d) => d.kind !== 'tm30')).toEqual([]);
  });
  it('visa-exempt needs a nationality (an empty field, as the calculator sends it, is none)', () => {
    expect(() => run({ type: 'visa-exempt' })).toThrow('error.nationality');
    expect(() => run({ type: 'visa-exempt', nationality: '' })).toThrow('error.nationality');
  });
  it('the pending change names its effective date as not yet known, with the counts filled in', () => {
    const [last] = of({ type: 'visa-exempt', nationality: 'united-kingdom' }, 'last-day');
    const texts = {
      'change.exempt-60': 'all {sixty_day_countries}; 30-day list to {thirty_day_list_after}; date {effective}.',
      'not-yet-known': 'not yet known',
    };
    expect(fill(texts, last.pending!, last.vars)).toBe('all 93; 30-day list to 54; date not yet known.');
  });
  it('a known effective date is said as the page writes dates: YYYY-MM-DD, or in Thai with the Buddhist era', () => {
    const known = rules.map((x) =>
      x.id === 'visa-exempt-2026-change' ? { ...x, effective: new Date('2027-01-15T00:00:00Z') } : x,
    );
    const input = {
      entry: '2026-12-01',
      type: 'visa-exempt',
      nationality: 'united-kingdom',
      planExtension: false,
    } as const;
    const vars = (dateLocale?: string) =>
      stayResult(input, { rules: known, nationalities, dateLocale }).deadlines.find((d) => d.kind === 'last-day')!.vars;
    expect(vars().effective).toBe('2027-01-15');
    // 15 January 2027: January is ม.ค. in short, 2027 + 543 = 2570.
    expect(vars('th-TH-u-ca-buddhist').effective).toBe('15 ม.ค. 2570');
  });
});

describe('last day and extension by entry type (entry 1 December 2026)', () => {
  // Nigeria is on the 7-day list: 29 January 2027 + 7 = 5 February 2027.
  it('Tourist Visa: 60 days to 29 January 2027, one 30-day extension (7 for Nigeria)', () => {
    expect(dates({ type: 'tourist-visa' }, 'last-day')).toEqual(['2027-01-29']);
    expect(of({ type: 'tourist-visa' }, 'last-day')[0].pending).toBeUndefined();
    expect(dates({ type: 'tourist-visa', planExtension: true }, 'extended-last-day')).toEqual(['2027-02-28']);
    expect(dates({ type: 'tourist-visa', nationality: 'nigeria', planExtension: true }, 'extended-last-day')).toEqual([
      '2027-02-05',
    ]);
  });
  it('visa on arrival: 15 days to 15 December 2026, no extension, the change said beside it', () => {
    const input = { type: 'visa-on-arrival', planExtension: true } as const;
    expect(of(input, 'last-day')[0]).toMatchObject({ date: '2026-12-15', id: 'last-final', pending: 'change.voa-15' });
    expect(of(input, 'apply-extension')).toEqual([]);
    expect(dates(input, 'overstay')).toEqual(['2026-12-16']);
  });
  // Ethiopia, on the visa-on-arrival list only: entry 10 January 2026, 15 days = 10-24 January, last day 24 January.
  it('visa on arrival, a nationality on the list (Ethiopia): 15 days to 24 January 2026, the list among its rules', () => {
    const input = { type: 'visa-on-arrival', nationality: 'ethiopia', entry: '2026-01-10' } as const;
    expect(of(input, 'last-day')[0]).toMatchObject({
      date: '2026-01-24',
      rules: ['day-count', 'visa-on-arrival', 'voa-list', 'visa-exempt-2026-change'],
    });
    expect(dates(input, 'overstay')).toEqual(['2026-01-25']);
    expect(noteIds(input)).toEqual([]);
  });
  it('visa on arrival, a nationality the exemption gives more (India, 60 days) or no list names (Kenya): said beside the dates', () => {
    const india = run({ type: 'visa-on-arrival', nationality: 'india' });
    expect(india.notes).toEqual([{ id: 'note.voa-exempt', vars: { days: 60 }, rules: ['exempt-60-list'] }]);
    expect(india.deadlines.find((d) => d.kind === 'last-day')?.date).toBe('2026-12-15');
    const kenya = run({ type: 'visa-on-arrival', nationality: 'kenya' });
    expect(kenya.notes).toEqual([{ id: 'note.voa-not-listed', vars: {}, rules: ['voa-list'] }]);
    expect(kenya.deadlines.find((d) => d.kind === 'last-day')?.rules).toEqual([
      'day-count',
      'visa-on-arrival',
      'visa-exempt-2026-change',
    ]);
  });
  it('Non-Immigrant (ED): 90 days to 28 February 2027; the one-year extension on the same purpose to 28 February 2028', () => {
    const input = { type: 'non-immigrant', purpose: 'ed', planExtension: true } as const;
    expect(dates(input, 'last-day')).toEqual(['2027-02-28']);
    expect(of(input, 'apply-extension')[0]).toMatchObject({
      id: 'apply-one-year',
      date: '2027-02-28',
      vars: { purpose: '@purpose.ed', fee: 1900 },
    });
    expect(dates(input, 'extended-last-day')).toEqual(['2028-02-28']);
  });
  // O-A: 365 days from 1 December 2026, day 365 is 30 November 2027 (no 29 February in between).
  it('O-A: a year to 30 November 2027; a one-year extension to 30 November 2028', () => {
    expect(dates({ type: 'o-a', planExtension: true }, 'last-day')).toEqual(['2027-11-30']);
    expect(dates({ type: 'o-a', planExtension: true }, 'extended-last-day')).toEqual(['2028-11-30']);
  });
  // Entry on 29 February 2028: 1 March 2028 is day 2, so 28 February 2029 is day 366 and day 365 is 27 February 2029;
  // the one-year extension runs to the same date a year later, 27 February 2030.
  it('O-A entered on 29 February 2028: last day 27 February 2029, extended to 27 February 2030', () => {
    const input = { type: 'o-a', entry: '2028-02-29', planExtension: true } as const;
    expect(dates(input, 'last-day')).toEqual(['2029-02-27']);
    expect(dates(input, 'extended-last-day')).toEqual(['2030-02-27']);
  });
  // Entry on 1 March 2027: 1 March 2027 to 29 February 2028 is 366 days (2028 is a leap year), so day 365 is
  // 28 February 2028, while the day before the anniversary is 29 February 2028. Both readings are given.
  it('O-A entered on 1 March 2027: 365 days to 28 February 2028, and the anniversary reading (29 February) said beside it', () => {
    const input = { type: 'o-a', entry: '2027-03-01' } as const;
    expect(dates(input, 'last-day')).toEqual(['2028-02-28']);
    expect(run(input).notes).toEqual([
      { id: 'note.year-leap-day', vars: { last: '2028-02-28', eve: '2028-02-29' }, rules: ['o-a'] },
    ]);
    expect(noteIds({ type: 'o-a' })).toEqual([]); // 1 December 2026 to 30 November 2027: no 29 February, one answer
    expect(noteIds({ type: 'thailand-privilege', entry: '2027-03-01' })).toEqual(['note.year-leap-day']);
  });
  // DTV: 31 + 31 + 28 + 31 + 30 = 151 days to 30 April, day 180 is 29 May 2027; + 180 days: 2 (May) + 30 + 31 + 31 + 30 + 31 = 155 to 31 October, + 25 = 25 November 2027.
  it('DTV: 180 days to 29 May 2027; the one extension of 180 days to 25 November 2027, no further one', () => {
    const input = { type: 'dtv', planExtension: true } as const;
    expect(dates(input, 'last-day')).toEqual(['2027-05-29']);
    expect(dates(input, 'extended-last-day')).toEqual(['2027-11-25']);
    expect(of(input, 'extended-last-day')[0].id).toBe('extended-dtv');
  });
  it('Thailand Privilege: up to a year per entry (30 November 2027), an extension whose length is not stated', () => {
    const input = { type: 'thailand-privilege', planExtension: true } as const;
    expect(dates(input, 'last-day')).toEqual(['2027-11-30']);
    expect(of(input, 'apply-extension')[0].id).toBe('apply-privilege');
    expect(of(input, 'extended-last-day')).toEqual([]);
    expect(dates(input, 'report')).toHaveLength(4); // 90-day reports still apply
  });
  it('O-X, LTR and SMART: the date in the entry stamp, which they need', () => {
    expect(of({ type: 'o-x', ends: '2031-11-30' }, 'last-day')[0]).toMatchObject({
      date: '2031-11-30',
      id: 'last-stamp',
      rules: ['day-count', 'o-x'],
    });
    expect(noteIds({ type: 'o-x', ends: '2031-11-30' })).toEqual(['note.o-x']);
    for (const type of ['o-x', 'ltr', 'smart', 'extension'] as const) expect(() => run({ type })).toThrow('error.ends');
    expect(() => run({ type: 'dtv', entry: '2026-02-30' })).toThrow('error.entry');
  });
});

describe('an extension already granted: which one decides what follows', () => {
  it("a visitor's extension: no further one; its last day and the overstay from the next day", () => {
    const input = { type: 'extension', extensionKind: 'visitor', ends: '2027-02-28', planExtension: true } as const;
    expect(of(input, 'last-day')[0]).toMatchObject({
      date: '2027-02-28',
      id: 'last-final',
      rules: ['day-count', 'visitor-extension'],
    });
    expect(of(input, 'apply-extension')).toEqual([]);
    expect(of(input, 'extended-last-day')).toEqual([]);
    expect(noteIds(input)).toContain('note.no-further-visitor');
    expect(dates(input, 'overstay')).toEqual(['2027-03-01']);
  });
  it('a DTV extension: no further one on this entry', () => {
    const input = { type: 'extension', extensionKind: 'dtv', ends: '2027-11-25', planExtension: true } as const;
    expect(of(input, 'apply-extension')).toEqual([]);
    expect(noteIds(input)).toContain('note.no-further-dtv');
    expect(of(input, 'last-day')[0].rules).toEqual(['day-count', 'dtv-extension']);
  });
  it('a one-year extension: the next one-year extension on the same purpose, applied for by its last day', () => {
    const input = {
      type: 'extension',
      extensionKind: 'one-year',
      purpose: 'b',
      entry: '2025-12-01',
      ends: '2027-11-30',
      planExtension: true,
    } as const;
    expect(of(input, 'apply-extension')[0]).toMatchObject({ date: '2027-11-30', vars: { purpose: '@purpose.b' } });
    expect(dates(input, 'extended-last-day')).toEqual(['2028-11-30']);
  });
  it('a one-year extension ending on 29 February 2028: the next runs to 28 February 2029', () => {
    expect(
      dates(
        { type: 'extension', extensionKind: 'one-year', entry: '2027-03-01', ends: '2028-02-29', planExtension: true },
        'extended-last-day',
      ),
    ).toEqual(['2029-02-28']);
  });
  // Entry 1 December 2025, every 90 days: 1 Mar 2026, 30 May, 28 Aug, 26 Nov 2026, 24 Feb 2027, 25 May, 23 Aug, 21 Nov 2027
  // (each +90: e.g. 28 Aug + 3 = 31 Aug, + 30 + 31 = 31 Oct, + 26 = 26 Nov). The extension year runs from 30 Nov 2026.
  it("90-day reports in the extension's year keep counting from the entry", () => {
    const input = { type: 'extension', extensionKind: 'one-year', entry: '2025-12-01', ends: '2027-11-30' } as const;
    expect(dates(input, 'report')).toEqual(['2027-02-24', '2027-05-25', '2027-08-23', '2027-11-21']);
    expect(of(input, 'report')[0]).toMatchObject({ id: 'report-next', vars: { n: 5 } });
  });
  it('TM30 counts from the arrival at the current address, not from the entry', () => {
    const without = { type: 'extension', extensionKind: 'one-year', entry: '2025-12-01', ends: '2027-11-30' } as const;
    expect(of(without, 'tm30')).toEqual([]);
    expect(noteIds(without)).toContain('note.tm30-address');
    const tm30 = of({ ...without, moves: ['2027-06-02'] }, 'tm30');
    expect(tm30.map((d) => [d.id, d.from, d.to, d.vars.n])).toEqual([['tm30-move', '2027-06-02', '2027-06-03', 1]]);
  });
});

describe('reports', () => {
  it('90-day reports every 90 days from entry while the stay lasts, the window safe under either day count', () => {
    const reports = of({ type: 'o-a', entry: '2026-01-01' }, 'report');
    // 1 Jan + 90 = 1 April 2026 (30 + 28 + 31 + 1); then 30 June, 28 September, 27 December.
    expect(reports.map((x) => x.date)).toEqual(['2026-04-01', '2026-06-30', '2026-09-28', '2026-12-27']);
    // From 15 days before to 7 days after, less the one day the two counts disagree on.
    expect([reports[0].from, reports[0].to]).toEqual(['2026-03-17', '2026-04-07']);
    expect(reports[0].vars.fine).toBe(2000);
    expect(reports.map((x) => x.id)).toEqual(['report-first', 'report-next', 'report-next', 'report-next']);
  });
  it('DTV with its extension: three reports (1 March, 30 May, 28 August 2027); the fourth (26 November) falls after 25 November', () => {
    expect(dates({ type: 'dtv', planExtension: true }, 'report')).toEqual(['2027-03-01', '2027-05-30', '2027-08-28']);
  });
  // The BOI: yearly from the LTR visa's issue date; after a re-entry (or for a visa issued abroad, before the
  // arrival) from the latest arrival. Issued in Thailand on 1 March 2027 after an entry on 10 January 2027: due
  // 1 March 2028, 2029, 2030, 2031 (1 March 2032 is after the stamp's 29 February 2032). Window: 1 March 2028 - 15
  // days = 15 February 2028 (29 February is day -1, 15 February day -15), + 7 days = 8 March 2028.
  it('LTR issued in Thailand after the entry: yearly reports from the issue date, 15 days before to 7 days after', () => {
    const reports = of({ type: 'ltr', entry: '2027-01-10', issued: '2027-03-01', ends: '2032-02-29' }, 'report');
    expect(reports.map((x) => x.date)).toEqual(['2028-03-01', '2029-03-01', '2030-03-01', '2031-03-01']);
    expect([reports[0].from, reports[0].to]).toEqual(['2028-02-15', '2028-03-08']);
    expect(reports.every((x) => x.id === 'report-ltr' && x.rules[0] === 'ltr-yearly-report')).toBe(true);
  });
  // Issued at an embassy on 15 December 2026, entry 10 January 2027: the arrival is later, so 10 January 2028 and on;
  // window 10 January 2028 - 15 = 26 December 2027, + 7 = 17 January 2028.
  it('LTR issued abroad before the entry (or a re-entry since): yearly reports from the latest arrival', () => {
    const reports = of({ type: 'ltr', entry: '2027-01-10', issued: '2026-12-15', ends: '2032-01-09' }, 'report');
    expect(reports.map((x) => x.date)).toEqual(['2028-01-10', '2029-01-10', '2030-01-10', '2031-01-10']);
    expect([reports[0].from, reports[0].to]).toEqual(['2027-12-26', '2028-01-17']);
  });
  it('LTR without the issue date: no yearly report date, the calculator asks for it (never a guess from the entry)', () => {
    const result = run({ type: 'ltr', entry: '2027-01-10', ends: '2032-01-09' });
    expect(result.deadlines.filter((d) => d.kind === 'report')).toEqual([]);
    expect(result.notes).toEqual([{ id: 'note.ltr-issued', vars: {}, rules: ['ltr-yearly-report'] }]);
    expect(noteIds({ type: 'ltr', entry: '2027-01-10', ends: '2032-01-09', issued: '2027-02-30' })).toEqual([
      'note.ltr-issued',
    ]);
    expect(noteIds({ type: 'ltr', entry: '2027-01-10', ends: '2032-01-09', issued: '' })).toEqual(['note.ltr-issued']);
    expect(dates({ type: 'ltr', entry: '2027-01-10', ends: '2032-01-09' }, 'last-day')).toEqual(['2032-01-09']);
  });
  it('LTR entered on 29 February 2028: reports on 28 February, and on 29 February in 2032', () => {
    expect(dates({ type: 'ltr', entry: '2028-02-29', issued: '2028-01-20', ends: '2033-02-28' }, 'report')).toEqual([
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
      '2033-02-28',
    ]);
  });
  it('SMART: a yearly report, the window not stated', () => {
    const reports = of({ type: 'smart', entry: '2027-01-10', ends: '2029-01-09' }, 'report');
    expect(reports.map((x) => [x.date, x.from, x.to, x.id])).toEqual([
      ['2028-01-10', undefined, undefined, 'report-smart'],
    ]);
  });
});

describe('TM30 and overstay', () => {
  it('the host notifies within 24 hours of arrival, and again within 24 hours of each move (a bad date is left out)', () => {
    const tm30 = of(
      {
        type: 'visa-exempt',
        nationality: 'united-kingdom',
        entry: '2026-12-31',
        moves: ['2027-01-15', '2027-02-30', '2027-02-01'],
      },
      'tm30',
    );
    expect(tm30.map((d) => [d.id, d.from, d.to, d.vars.n])).toEqual([
      ['tm30-arrival', '2026-12-31', '2027-01-01', 0],
      ['tm30-move', '2027-01-15', '2027-01-16', 1],
      ['tm30-move', '2027-02-01', '2027-02-02', 2],
    ]);
  });
  // The government portal's worked figures: 500 baht a day, at most 20,000 baht, "if overstaying for more than 40 days".
  it('THB 500 a day past the last day, capped at THB 20,000 (reached on day 40)', () => {
    const [over] = of({ type: 'visa-on-arrival' }, 'overstay');
    expect([over.from, over.to, over.vars.capDay]).toEqual(['2026-12-16', '2027-01-24', 40]);
  });
  it('a rule missing from the data is named in the error', () => {
    expect(() =>
      stayResult(
        { entry: '2026-12-01', type: 'dtv', planExtension: false },
        { rules: rules.filter((x) => x.id !== 'tm30'), nationalities },
      ),
    ).toThrow(/^tm30$/);
  });
});

describe('filling the words', () => {
  it('fills numbers in en-GB style and "@" values with another text', () => {
    expect(
      fill({ a: 'Fee THB {fee} for {purpose}.', 'purpose.o': 'O: family or retirement' }, 'a', {
        fee: 1900,
        purpose: '@purpose.o',
      }),
    ).toBe('Fee THB 1,900 for O: family or retirement.');
    expect(fill({}, 'missing.id')).toBe('missing.id');
  });
});
