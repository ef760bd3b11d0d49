/**
 * The dates the stay calculator shows for the inputs in its address, as reminder dates: every 90-day (or
 * yearly) report still ahead, the last day to apply for an extension, and the last day of stay (the extended one
 * when the visitor plans the extension). The reminder endpoint reads the address of the page the form was sent
 * from (its Referer), so a date field left empty takes the calculator's date without any script.
 */
import { readQuery } from '../shared/url-state.ts';
import { stayResult, type StayData } from '../visa/stay.ts';
import { stayFields } from '../visa/stay-url.ts';
import type { ReminderKind } from './rules.ts';

export type CalculatorDates = Partial<Record<ReminderKind, string[]>>;

export function calculatorDates(search: string, data: StayData, today: string): CalculatorDates {
  const state = readQuery(search, stayFields);
  if (!state.entry) return {};
  let deadlines;
  try {
    ({ deadlines } = stayResult(
      {
        entry: state.entry,
        type: state.type,
        nationality: state.nat || undefined,
        purpose: state.purpose,
        extensionKind: state.kind,
        ends: state.ends,
        issued: state.issued || undefined,
        moves: state.moves,
        planExtension: state.extend,
      },
      data,
    ));
  } catch {
    return {}; // inputs the calculator itself refuses give no dates
  }
  const ahead = (kind: string) => deadlines.filter((d) => d.kind === kind && d.date >= today).map((d) => d.date);
  const dates: CalculatorDates = {};
  const report = ahead('report');
  const extension = ahead('apply-extension');
  const last = ahead('extended-last-day').length ? ahead('extended-last-day') : ahead('last-day');
  if (report.length) dates.report = report;
  if (extension.length) dates['apply-extension'] = extension.slice(0, 1);
  if (last.length) dates['last-day'] = last.slice(0, 1);
  return dates;
}
