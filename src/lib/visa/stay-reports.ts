/** The reports a stay asks for (the 90-day or yearly address report, TM30) and the overstay fine's dates. */
import { addDays, isDay } from '../shared/format.ts';
import { addYears, ruleOf, value, type Deadline, type Note, type Rule, type StayInput } from './stay-model.ts';

/**
 * Address reports while the stay lasts: yearly for LTR and SMART, otherwise every 90 days from the entry (those
 * falling from `from` to `final`). The LTR year counts from the visa's issue date, or from the latest arrival when
 * that is later (the BOI's rule); without the issue date no LTR report date is given, and the visitor is asked.
 */
export function reportDeadlines(
  input: StayInput,
  rules: readonly Rule[],
  from: string,
  final: string,
): { deadlines: Deadline[]; notes: Note[] } {
  const { type, entry } = input;
  const yearly = type === 'ltr' || type === 'smart' ? ruleOf(rules, `${type}-yearly-report`) : undefined;
  if (type === 'ltr' && !isDay(input.issued))
    return { deadlines: [], notes: [{ id: 'note.ltr-issued', vars: {}, rules: [yearly!.id] }] };
  const start = type === 'ltr' && input.issued! > entry ? input.issued! : entry;
  const report = yearly ?? ruleOf(rules, 'ninety-day-report');
  const deadlines: Deadline[] = [];
  for (let k = 1; k < 400; k++) {
    const due = yearly ? addYears(start, k) : addDays(start, value(report, 'every_days') * k);
    if (due > final) break;
    if (due < from) continue;
    const before = report.values.opens_days_before;
    // The 90-day window given is the part safe under either count of the due day (the 90th or the 91st): it closes a day early.
    deadlines.push({
      kind: 'report',
      id: yearly ? `report-${type}` : k === 1 ? 'report-first' : 'report-next',
      vars: { n: k, fine: report.values.late_fine_thb ?? 0 },
      date: due,
      ...(before === undefined
        ? {}
        : { from: addDays(due, -before), to: addDays(due, value(report, 'closes_days_after') - (yearly ? 0 : 1)) }),
      rules: [report.id],
    });
  }
  return { deadlines, notes: [] };
}

/**
 * TM30: within 24 hours of arriving at an address, from the entry (not for an extension: from the arrival at the
 * current address) and from each move.
 */
export function tm30Deadlines(input: StayInput, rules: readonly Rule[], notes: Note[]): Deadline[] {
  const tm30 = ruleOf(rules, 'tm30');
  const hours = value(tm30, 'within_hours');
  const moves = (input.moves ?? []).filter(isDay);
  const extension = input.type === 'extension';
  const arrivals = extension ? moves : [input.entry, ...moves];
  const offset = arrivals.length - moves.length; // 1 when the entry is the first arrival
  if (extension && !moves.length) notes.push({ id: 'note.tm30-address', vars: {}, rules: [tm30.id] });
  return arrivals.map((day, i) => {
    const to = addDays(day, Math.ceil(hours / 24));
    return {
      kind: 'tm30',
      id: i < offset ? 'tm30-arrival' : 'tm30-move',
      vars: { hours, n: i - offset + 1 },
      date: to,
      from: day,
      to,
      rules: [tm30.id],
    };
  });
}

/** The overstay fine's deadline: from the day after the last permitted day until the fine reaches its cap. */
export function overstayDeadline(rules: readonly Rule[], final: string): Deadline {
  const overstay = ruleOf(rules, 'overstay');
  const perDay = value(overstay, 'per_day_thb');
  const cap = value(overstay, 'cap_thb');
  const capDay = Math.ceil(cap / perDay);
  const date = addDays(final, 1);
  return {
    kind: 'overstay',
    id: 'overstay',
    vars: { perDay, cap, capDay },
    date,
    from: date,
    to: addDays(final, capDay),
    rules: [overstay.id],
  };
}
