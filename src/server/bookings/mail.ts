/**
 * The visitor's e-mails about a consultation, in the booking's language: the confirmation and the update (each
 * with METHOD:REQUEST), the cancellation (METHOD:CANCEL) and the reminder, as plain text, a simple HTML part with
 * every value escaped, and the invitation as nodemailer's icalEvent (a text/calendar part calendars act on).
 */
import { site } from '../../config/site.ts';
import { dictionaries } from '../../i18n/index.ts';
import { fillWords as fill } from '../../lib/contact/words.ts';
import { buildInvitation } from '../../lib/booking/invitation.ts';
import { formatSlot } from '../../lib/booking/format.ts';
import type { MailMessage } from '../core/mail.ts';
import { escapeHtml } from '../core/notifiers/smtp.ts';
import type { Booking, BookingMailKind } from './storage/types.ts';

export interface BookingMailMessage extends MailMessage {
  icalEvent: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface BookingMailInput {
  kind: BookingMailKind;
  booking: Booking;
  name: string;
  from: string;
  /** Links carrying fresh tokens (not for a cancellation). */
  cancelUrl: string | null;
  rescheduleUrl: string | null;
  late: boolean;
  now: Date;
  mailId: number;
}

export const officeAddress = () =>
  [
    site.address.street,
    site.address.locality,
    `${site.address.city} ${site.address.postalCode}`,
    site.address.country,
  ].join(', ');

const subjects = {
  confirm: 'confirmSubject',
  update: 'updateSubject',
  cancel: 'cancelSubject',
  reminder: 'reminderSubject',
} as const;
const intros = {
  confirm: 'confirmIntro',
  update: 'updateIntro',
  cancel: 'cancelIntro',
  reminder: 'reminderIntro',
} as const;

export function buildBookingMail(input: BookingMailInput): BookingMailMessage {
  const { booking, kind } = input;
  const words = dictionaries[booking.language].booking.mail;
  const slot = formatSlot(booking.start, booking.end, booking.language);
  const where = booking.mode === 'office' ? officeAddress() : words.videoLocation;
  const host = new URL(site.origin).hostname;
  const method = kind === 'cancel' ? 'CANCEL' : 'REQUEST';
  const invitation = buildInvitation({
    method,
    bookingId: booking.id,
    domain: host,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    stamp: input.now,
    summary: words.summary,
    description:
      booking.mode === 'office' ? `${words.summary}. ${officeAddress()}` : `${words.summary}. ${words.videoLocation}`,
    location: where,
    organizer: { name: site.brand, email: input.from },
    attendee: { name: input.name, email: booking.email },
  });
  const lines = [
    fill(words[intros[kind]], { name: input.name || booking.email }),
    ...(input.late ? ['', words.lateReminder] : []),
    '',
    `${words.when}: ${slot} (Bangkok, UTC+7)`,
    `${words.where}: ${where}`,
    ...(kind === 'cancel' ? [] : ['', words.calendarNote]),
    ...(input.cancelUrl ? ['', `${words.cancelLink}: ${input.cancelUrl}`] : []),
    ...(input.rescheduleUrl ? [`${words.rescheduleLink}: ${input.rescheduleUrl}`] : []),
    '',
    words.signature,
  ];
  const html = lines
    .map((line) => {
      const link = /^(.*?): (https?:\/\/\S+)$/.exec(line);
      return link
        ? `<p><a href="${escapeHtml(link[2]!)}">${escapeHtml(link[1]!)}</a></p>`
        : line
          ? `<p>${escapeHtml(line)}</p>`
          : '';
    })
    .join('\n');
  return {
    from: { name: site.brand, address: input.from },
    to: booking.email,
    subject: fill(words[subjects[kind]], { slot }),
    text: lines.join('\n'),
    html: `<!doctype html><html lang="${booking.language}"><head><meta charset="utf-8"><title>${escapeHtml(site.brand)}</title></head><body style="font-family:sans-serif;line-height:1.5">${html}</body></html>`,
    messageId: `<booking-${booking.id}-${input.mailId}@${host}>`,
    icalEvent: { method, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: invitation },
  };
}
