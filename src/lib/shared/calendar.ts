/**
 * Calendar arithmetic on "YYYY-MM-DD" days by year, month and day (months past 12 roll into the next year), for the
 * rules that count in calendar months. Apart from format.ts so that only the islands that count months carry it.
 */
import { dayOf } from './format.ts';

/** Year, month (1-12) and day of a calendar day. */
export const dayParts = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y, m, d];
};

/** The calendar day of a year, month (1-12, or past 12: it rolls into the next year) and day. */
export const dayFromParts = (y: number, m: number, d: number): string => dayOf(Date.UTC(y, m - 1, d));

/** How many days month `m` (1-12, or past 12) of year `y` has. */
export const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();
