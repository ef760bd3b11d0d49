import { describe, expect, it } from 'vitest';
import {
  describe as words,
  moneyIn,
  moneyPlan,
  monthsAfter,
  monthsBefore,
  type MoneyInput,
} from './retirement-money.ts';
import { plannerText, plannerWords } from '../../i18n/en/money-planner.ts';
import { plannerText as plannerTextTh } from '../../i18n/th/money-planner.ts';
import { moneyRules } from '../../../tests/support/visa-rules.ts';

const rules = moneyRules;
const plan = (input: Partial<MoneyInput>) =>
  moneyPlan({ purpose: 'retirement', route: 'deposit', apply: '2027-03-15', ...input }, rules);
const at = (input: Partial<MoneyInput>, kind: string) => plan(input).milestones.find((m) => m.kind === kind)!;
/** A milestone's title and text as the page shows them. */
const said = (input: Partial<MoneyInput>, kind: string) => words(plan(input), at(input, kind), plannerWords);

describe('calendar months', () => {
  it('counts back whole months: 15 March 2027 less 2 months is 15 January 2027, less 3 is 15 December 2026', () => {
    expect(monthsBefore('2027-03-15', 2)).toBe('2027-01-15');
    expect(monthsBefore('2027-03-15', 3)).toBe('2026-12-15');
    // Across the year: 10 January 2027 less 2 months is 10 November 2026.
    expect(monthsBefore('2027-01-10', 2)).toBe('2026-11-10');
  });
  it('month ends: 31 May less 2 is 31 March (March has 31 days); 30 April less 2 is 28 February (February 2027 has 28)', () => {
    expect(monthsBefore('2027-05-31', 2)).toBe('2027-03-31');
    expect(monthsBefore('2027-04-30', 2)).toBe('2027-02-28');
    // 31 May less 3 lands in February, which has no 31st: its last day, 28 February 2027 (earlier = stricter).
    expect(monthsBefore('2027-05-31', 3)).toBe('2027-02-28');
  });
  it('leap year: 30 April 2028 less 2 months is 29 February 2028 (2028 is a leap year)', () => {
    expect(monthsBefore('2028-04-30', 2)).toBe('2028-02-29');
  });
  it('counts forward: 15 March 2027 plus 3 months is 15 June 2027', () => {
    expect(monthsAfter('2027-03-15', 3)).toBe('2027-06-15');
  });
  it('forward to a missing day gives the first of the next month (later = stricter)', () => {
    // 30 November 2026 plus 3 months would be "30 February 2027"; February 2027 has 28 days, so 1 March 2027.
    expect(monthsAfter('2026-11-30', 3)).toBe('2027-03-01');
    // 30 November 2027 plus 3 months: February 2028 has 29 days, still no 30th, so 1 March 2028.
    expect(monthsAfter('2027-11-30', 3)).toBe('2028-03-01');
    // 29 November 2027 plus 3 months: 29 February 2028 exists in the leap year.
    expect(monthsAfter('2027-11-29', 3)).toBe('2028-02-29');
    // 31 October plus 1 month: November has 30 days, so 1 December.
    expect(monthsAfter('2027-10-31', 1)).toBe('2027-12-01');
  });
});

describe('retirement, deposit route: apply on 15 March 2027', () => {
  it('asks THB 800,000 and says what is missing', () => {
    expect(plan({}).required).toBe(800000);
    expect(plan({ deposit: 800000 }).short).toBe(0);
    expect(plan({ deposit: 750000 }).short).toBe(50000); // 800,000 - 750,000
    expect(plan({}).offered).toBeNull();
  });
  it('money in by 15 December 2026 (stricter, 3 months) or 15 January 2027 (the published 2 months)', () => {
    const m = at({}, 'money-in');
    expect(m.date).toBe('2026-12-15');
    expect(m.stated).toBe('2027-01-15');
    expect(said({}, 'money-in')).toEqual([
      'THB 800,000 in your Thai account',
      'In the account in your name by this day at the latest. Stricter reading: 3 months before you apply, as some offices ask; the published figure is 2 months (by 15 January 2027).',
    ]);
  });
  it('held untouched from then to 15 June 2027 (3 months after approval on the application day), drawn down from 16 June', () => {
    const hold = at({}, 'hold');
    expect([hold.from, hold.date]).toEqual(['2026-12-15', '2027-06-15']);
    const draw = at({}, 'draw-down');
    expect(draw.date).toBe('2027-06-16');
    expect(said({}, 'draw-down')[0]).toBe('From this day you may draw down to THB 400,000'); // the floor
  });
  it('a year granted on 14 April 2027 after an "under consideration" stamp moves the hold to 14 July 2027', () => {
    expect(at({ granted: '2027-04-14' }, 'hold').date).toBe('2027-07-14');
    expect(at({ granted: '2027-04-14' }, 'draw-down').date).toBe('2027-07-15');
  });
  it('back up to THB 800,000 for an application on 15 March 2028: by 15 December 2027 (stricter) or 15 January 2028', () => {
    const back = at({}, 'back-up');
    expect(back.date).toBe('2027-12-15');
    expect(back.stated).toBe('2028-01-15');
  });
  it('month end: apply on 31 May 2027: money in by 28 February 2027 (stricter) or 31 March 2027; held to 31 August 2027', () => {
    expect(at({ apply: '2027-05-31' }, 'money-in').date).toBe('2027-02-28');
    expect(at({ apply: '2027-05-31' }, 'money-in').stated).toBe('2027-03-31');
    expect(at({ apply: '2027-05-31' }, 'hold').date).toBe('2027-08-31');
    expect(at({ apply: '2027-05-31' }, 'draw-down').date).toBe('2027-09-01');
  });
  it('apply on 30 April 2027: money in by 30 January 2027 (stricter) or 28 February 2027', () => {
    expect(at({ apply: '2027-04-30' }, 'money-in').date).toBe('2027-01-30');
    expect(at({ apply: '2027-04-30' }, 'money-in').stated).toBe('2027-02-28');
  });
  it('leap day: apply on 29 February 2028', () => {
    // 3 months before: 29 November 2027; 2 months before: 29 December 2027.
    expect(at({ apply: '2028-02-29' }, 'money-in').date).toBe('2027-11-29');
    expect(at({ apply: '2028-02-29' }, 'money-in').stated).toBe('2027-12-29');
    // 3 months after 29 February 2028: 29 May 2028; drawn down from 30 May.
    expect(at({ apply: '2028-02-29' }, 'hold').date).toBe('2028-05-29');
    expect(at({ apply: '2028-02-29' }, 'draw-down').date).toBe('2028-05-30');
    // Next year there is no 29 February: next application 28 February 2029; back up 3 months before (28 November 2028)
    // or 2 months before (28 December 2028).
    expect(at({ apply: '2028-02-29' }, 'back-up').date).toBe('2028-11-28');
    expect(at({ apply: '2028-02-29' }, 'back-up').stated).toBe('2028-12-28');
  });
});

describe('retirement, income route', () => {
  it('THB 65,000 a month: 65,000 meets it, 60,000 is 5,000 short', () => {
    expect(plan({ route: 'income', monthly: 65000 }).short).toBe(0);
    expect(plan({ route: 'income', monthly: 60000 }).short).toBe(5000);
    expect(plan({ route: 'income' }).required).toBe(65000);
  });
  it('has no deposit dates: the application and the same date next year', () => {
    expect(plan({ route: 'income' }).milestones.map((m) => [m.kind, m.date])).toEqual([
      ['apply-income', '2027-03-15'],
      ['next-apply', '2028-03-15'],
    ]);
    expect(said({ route: 'income' }, 'apply-income')[1]).toContain('at least THB 65,000 a month');
  });
});

describe('retirement, combination', () => {
  it('500,000 deposit + 25,000 x 12 = 800,000 meets the test; with 20,000 a month it is 60,000 short', () => {
    const met = plan({ route: 'combination', deposit: 500000, monthly: 25000 });
    expect([met.required, met.offered, met.short]).toEqual([800000, 800000, 0]);
    // 500,000 + 12 x 20,000 = 740,000; 800,000 - 740,000 = 60,000.
    expect(plan({ route: 'combination', deposit: 500000, monthly: 20000 }).short).toBe(60000);
  });
  it("the deposit part is in by 15 December 2026 and, the floor being not stated, held (stricter) to next year's application on 15 March 2028", () => {
    const p = plan({ route: 'combination', deposit: 500000, monthly: 25000 });
    expect(words(p, p.milestones[0], plannerWords)[0]).toBe('THB 500,000 in your Thai account');
    expect(p.milestones[0].date).toBe('2026-12-15');
    const hold = p.milestones.find((m) => m.kind === 'hold-all-year')!;
    expect([hold.date, hold.stated]).toEqual(['2028-03-15', '2027-06-15']);
    expect(p.milestones.some((m) => m.kind === 'draw-down')).toBe(false);
  });
});

describe('marriage', () => {
  it('deposit route asks THB 400,000, not the retirement 800,000', () => {
    const p = plan({ purpose: 'marriage', deposit: 400000 });
    expect([p.required, p.short]).toEqual([400000, 0]);
    expect(plan({ purpose: 'marriage', deposit: 350000 }).short).toBe(50000);
  });
  it('apply on 15 March 2027: in by 15 December 2026 (stricter) or 15 January 2027; the stricter reading holds it to 15 June 2027', () => {
    expect(at({ purpose: 'marriage' }, 'money-in').date).toBe('2026-12-15');
    expect(at({ purpose: 'marriage' }, 'money-in').stated).toBe('2027-01-15');
    const hold = at({ purpose: 'marriage' }, 'hold-marriage');
    expect(hold.date).toBe('2027-06-15');
    expect(said({ purpose: 'marriage' }, 'hold-marriage')[1]).toMatch(/^Stricter reading/);
    expect(hold.rules).toContain('marriage-deposit-stricter');
  });
  it('sets no floor after the hold: not stated', () => {
    const use = at({ purpose: 'marriage' }, 'use');
    expect(use.date).toBe('2027-06-16');
    expect(said({ purpose: 'marriage' }, 'use')[1]).toMatch(/not stated/);
    expect(said({ purpose: 'marriage' }, 'back-up')[0]).toBe('Back up to THB 400,000 for next year');
    expect(said({ purpose: 'marriage' }, 'back-up')[1]).toContain('If you apply again on 15 March 2028');
  });
  it('income route: THB 40,000 a month', () => {
    expect(plan({ purpose: 'marriage', route: 'income', monthly: 40000 }).short).toBe(0);
    expect(plan({ purpose: 'marriage', route: 'income', monthly: 35000 }).short).toBe(5000);
  });
  it('the combination is not offered for marriage', () => {
    const p = plan({ purpose: 'marriage', route: 'combination', deposit: 200000, monthly: 20000 });
    expect(p.allowed).toBe(false);
    expect(p.milestones).toEqual([]);
    expect(p.rules).toContain('marriage-combination');
  });
});

describe('input checks', () => {
  it('refuses a date that does not exist and a grant before the application', () => {
    expect(() => plan({ apply: '2027-02-30' })).toThrow('apply');
    expect(() => plan({ apply: '15/03/2027' })).toThrow('apply');
    expect(() => plan({ granted: '2027-03-14' })).toThrow('granted');
    expect(plannerText.errors.apply).toMatch(/full date/);
  });
  it('every milestone kind has its words', () => {
    for (const [title, text] of Object.values(plannerWords)) expect(title.length * text.length).toBeGreaterThan(0);
  });
  it('names a missing rule record', () => {
    expect(() => moneyPlan({ purpose: 'retirement', route: 'deposit', apply: '2027-03-15' }, rules.slice(1))).toThrow(
      /retirement-deposit/,
    );
  });
});

describe('the Thai words', () => {
  const thai = { ...plannerTextTh.format, dateLocale: 'th-TH-u-ca-buddhist' };
  const saidInThai = (input: Partial<MoneyInput>, kind: string) =>
    words(plan(input), at(input, kind), plannerTextTh.words, thai);

  it('write the amount in baht after the figure and the dates in the Buddhist era (2 months before 15 March 2027: 15 January 2570)', () => {
    expect(saidInThai({}, 'money-in')).toEqual([
      '800,000 บาท ในบัญชีธนาคารไทยของท่าน',
      'ต้องอยู่ในบัญชีชื่อของท่านอย่างช้าที่สุดภายในวันนี้ การตีความที่เข้มงวดกว่า: 3 เดือนก่อนยื่นคำขอ ตามที่บางสำนักงานขอ ตัวเลขที่ประกาศไว้คือ 2 เดือน (ภายใน 15 มกราคม 2570)',
    ]);
    expect(saidInThai({}, 'draw-down')[0]).toBe('ตั้งแต่วันนี้ท่านถอนได้จนเหลือ 400,000 บาท');
    // Counted from a year granted on 14 April 2027 (14 เมษายน 2570).
    expect(saidInThai({ granted: '2027-04-14' }, 'hold')[1]).toContain('นับจาก 14 เมษายน 2570');
  });

  it('leave no English word in any milestone', () => {
    const inputs: Partial<MoneyInput>[] = [
      {},
      { route: 'income', monthly: 65000 },
      { route: 'combination' },
      { purpose: 'marriage' },
    ];
    const texts = inputs.flatMap((input) =>
      plan(input).milestones.flatMap((m) => words(plan(input), m, plannerTextTh.words, thai)),
    );
    expect(texts.filter((t) => /[A-Za-z]/.test(t))).toEqual([]);
  });

  it('keep the English amounts as they were', () => {
    expect(moneyIn(800000)).toBe('THB 800,000');
    expect(moneyIn(800000, thai)).toBe('800,000 บาท');
  });
});
