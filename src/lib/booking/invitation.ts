/**
 * The consultation's calendar invitation (RFC 5545 with iTIP, RFC 5546): METHOD:REQUEST when booked or moved,
 * METHOD:CANCEL when cancelled. The UID stays the booking's for its whole life and SEQUENCE goes up with each
 * change, so a calendar updates or removes the one event it already has instead of adding another.
 * Times are written in UTC (a "Z" time needs no VTIMEZONE); lines end in CRLF and are folded at 75 octets.
 */
import { foldLine } from '../visa/ics.ts';

export interface InvitationInput {
  method: 'REQUEST' | 'CANCEL';
  /** The booking's id; the UID is "{bookingId}@{domain}". */
  bookingId: string;
  domain: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When the file is made. */
  stamp: Date;
  summary: string;
  description: string;
  /** The office's address, or the words saying a video link follows. */
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** A parameter value in double quotes cannot hold a quote, and no control characters. */
// eslint-disable-next-line no-control-regex
const paramText = (text: string) => text.replace(/["\u0000-\u001f\u007f]/g, ' ').trim();
export const icsTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

export function buildInvitation(input: InvitationInput): string {
  const cancelled = input.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Siam Expat Services//Consultation booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${input.bookingId}@${input.domain}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${icsTime(input.stamp)}`,
    `DTSTART:${icsTime(input.start)}`,
    `DTEND:${icsTime(input.end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `LOCATION:${escapeText(input.location)}`,
    `ORGANIZER;CN="${paramText(input.organizer.name)}":mailto:${input.organizer.email}`,
    `ATTENDEE;CN="${paramText(input.attendee.name || input.attendee.email)}";ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'}:mailto:${input.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
