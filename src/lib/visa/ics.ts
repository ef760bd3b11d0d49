/**
 * A reminder calendar (RFC 5545) for the stay calculator's deadlines and the
 * money planner's milestones, built in the browser: one all-day VEVENT per
 * entry with an alarm some days before.
 * Lines end in CRLF and are folded at 75 octets; text is escaped.
 */
import type { Deadline } from './stay.ts';
import { isoDate } from '../shared/format.ts';

/** What an entry needs, words filled in: the stay calculator's deadlines and the money planner's milestones. */
export type CalendarEntry = Pick<Deadline, 'date' | 'from' | 'to'> & {
  kind: string;
  title: string;
  text: string;
  pending?: string;
};

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const compactDay = (day: string) => day.replace(/-/g, '');

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line's leading space counts
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

interface CalendarOptions {
  /** When the file is made (DTSTAMP), as a Date. */
  now: Date;
  /** Days before each deadline the reminder rings. */
  remindDaysBefore: number;
  /** Domain part of the event UIDs. */
  uidDomain: string;
  /** The tool named in PRODID; the stay calculator when not given. */
  product?: string;
  /** How the description says a filing window, in the page's language ("Window: {from} to {to}." when not given). */
  window?: (from: string, to: string) => string;
}

/** The .ics text for the deadlines worth a reminder (not the overstay notice). */
export function deadlinesCalendar(deadlines: readonly CalendarEntry[], options: CalendarOptions): string {
  const stamp = options.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Siam Expat Services//${options.product ?? 'Stay calculator'}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const d of deadlines.filter((x) => x.kind !== 'overstay')) {
    const day = d.to && d.kind === 'report' ? d.to : d.date;
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const window = d.from && d.to ? ` ${options.window?.(d.from, d.to) ?? `Window: ${d.from} to ${d.to}.`}` : '';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${d.kind}-${compactDay(d.date)}@${options.uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(day)}`,
      `DTEND;VALUE=DATE:${compactDay(isoDate(next))}`,
      `SUMMARY:${escapeText(d.title)}`,
      `DESCRIPTION:${escapeText(`${d.text}${window}${d.pending ? ` ${d.pending}` : ''}`)}`,
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(d.title)}`,
      `TRIGGER:-P${options.remindDaysBefore}D`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
