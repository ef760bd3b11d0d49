/**
 * The stay calculator's rule texts in Thai carry the figures of the English rules: every record the calculator
 * reads (content/visa-rules/rules.yaml, nationalities.yaml) and its Thai words (content/th/visa-rules/rule-texts.yaml)
 * name the same days, THB amounts and percentages, as figures.ts compares a pair of guides. The nationalities' Thai
 * names cover the English list.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { figureDifferences, figuresOf } from './figures.ts';

const read = <T>(file: string) => parse(readFileSync(file, 'utf8')) as T;
type Record_ = { id: string; says: string; tools?: string[] };
// The tools with a Thai page: the stay calculator, the retirement money planner and the tax-residence day counter.
const thaiTools = ['stay-calculator', 'retirement-money-planner', 'tax-residence-days'];
const english = [
  ...read<Record_[]>('content/visa-rules/rules.yaml').filter((r) =>
    (r.tools ?? ['stay-calculator']).some((tool) => thaiTools.includes(tool)),
  ),
  ...read<Record_[]>('content/visa-rules/nationalities.yaml'),
];
const thai = read<Record_[]>('content/th/visa-rules/rule-texts.yaml');

describe("the Thai tools' rules in Thai", () => {
  it('say what every rule and nationality record of the Thai tools says, and nothing else', () => {
    expect(thai.map((r) => r.id).sort()).toEqual(english.map((r) => r.id).sort());
  });

  it('carry the same days, THB amounts and percentages as the English record', () => {
    const differences = english.flatMap((record) => {
      const translation = thai.find((r) => r.id === record.id);
      return translation ? figureDifferences(record.says, translation.says).map((line) => `${record.id}: ${line}`) : [];
    });
    expect(differences).toEqual([]);
  });

  it('read the figures a visitor relies on (worked from the rules as written)', () => {
    const says = (id: string) => figuresOf(thai.find((r) => r.id === id)!.says);
    // Overstay: THB 500 a day up to THB 20,000; the visitor extension: 30 days (7 for some nationalities) for THB 1,900.
    expect(says('overstay').thb).toEqual(['500', '20000']);
    expect(says('visitor-extension')).toEqual({ thb: ['1900'], days: ['7', '30'], percent: [] });
    // 90-day report: every 90 days, 15 days before to 7 after, THB 2,000 late.
    expect(says('ninety-day-report')).toEqual({ thb: ['2000'], days: ['7', '15', '90'], percent: [] });
    // Retirement deposit: THB 800,000, then never below THB 400,000; marriage: THB 400,000 or THB 40,000 a month; tax residence: 180 days.
    expect(says('retirement-deposit').thb).toEqual(['400000', '800000']);
    expect(says('marriage-income').thb).toEqual(['40000', '400000']);
    expect(says('tax-residence-180-days').days).toEqual(['180']);
  });

  it('fails on a changed figure', () => {
    expect(
      figureDifferences(
        'Overstay: THB 500 for each day, up to THB 20,000.',
        'การอยู่เกินกำหนด: วันละ 500 บาท สูงสุด 10,000 บาท',
      ),
    ).toEqual(['thb: in the English only: 20000', 'thb: in the translation only: 10000']);
  });

  it('name every nationality of the calculator in Thai', () => {
    const englishCountries = read<{ id: string; name: string }[]>('content/visa-rules/countries.yaml');
    const thaiCountries = read<{ id: string; name: string }[]>('content/th/visa-rules/countries.yaml');
    expect(thaiCountries.map((c) => c.id)).toEqual(englishCountries.map((c) => c.id));
    expect(thaiCountries.filter((c) => !/[\u0E00-\u0E7F]/.test(c.name))).toEqual([]);
    expect(thaiCountries.find((c) => c.id === 'united-kingdom')?.name).toBe('สหราชอาณาจักร');
  });
});

describe('the plan comparator rules in Thai', () => {
  const comparatorRules = read<Record_[]>('content/visa-rules/rules.yaml').filter((r) =>
    r.tools?.includes('plan-comparator'),
  );
  const comparatorThai = read<Record_[]>('content/th/visa-rules/comparator-rule-texts.yaml');
  const dollars = (text: string) => [...text.matchAll(/USD\s?([\d,]+)/g)].map((m) => m[1].replaceAll(',', ''));

  it('say what every rule of the comparator says, in Thai script', () => {
    expect(comparatorThai.map((r) => r.id).sort()).toEqual(comparatorRules.map((r) => r.id).sort());
    expect(comparatorThai.filter((r) => !/[\u0E00-\u0E7F]/.test(r.says)).map((r) => r.id)).toEqual([]);
  });

  it('carry the same THB and USD amounts as the English record', () => {
    const differences = comparatorRules.flatMap((record) => {
      const translation = comparatorThai.find((r) => r.id === record.id)!;
      const usd =
        dollars(record.says).join(' ') === dollars(translation.says).join(' ')
          ? []
          : [`usd: ${dollars(translation.says).join(' ')}`];
      return [...figureDifferences(record.says, translation.says), ...usd].map((line) => `${record.id}: ${line}`);
    });
    expect(differences).toEqual([]);
  });

  it('read the minimums the verdicts use (TGIA: THB 400,000 inpatient, THB 40,000 outpatient; BOI: USD 50,000)', () => {
    const says = (id: string) => comparatorThai.find((r) => r.id === id)!.says;
    expect(figuresOf(says('insurance-o-a-minimum')).thb).toEqual(['40000', '400000']);
    expect(dollars(says('insurance-ltr-minimum'))).toEqual(['50000', '100000']);
  });
});
