/**
 * The words of consultation booking in English: the page, its form and messages, the pages the e-mails' links open,
 * and the e-mails. Their shape is `BookingWords`, which the Thai volume (src/i18n/th/booking.ts) must match key for
 * key. The server reads this module at run time, and the island gets its part as props (no Astro imports here).
 */
import type { SlotProblem } from '../../lib/booking/slots.ts';
import { site } from '../../config/site.ts';

export interface BookingWords {
  title: string;
  /** One line under the title: what is booked, where. */
  summary: string;
  intro: string;
  timesNote: string;
  yourTime: string;
  modeLegend: string;
  office: string;
  video: string;
  slotLegend: string;
  noSlots: string;
  chosen: string;
  submit: string;
  change: string;
  holidaysNote: string;
  holidaysLink: string;
  formHeading: string;
  problems: Record<SlotProblem, string>;
  tooMany: string;
  nextFree: string;
  rateLimited: string;
  unavailable: string;
  tooLarge: string;
  invalidForm: string;
  bookedHeading: string;
  bookedText: string;
  cancelHeading: string;
  cancelText: string;
  cancelButton: string;
  cancelledHeading: string;
  cancelledText: string;
  rescheduleHeading: string;
  rescheduleText: string;
  rescheduledHeading: string;
  rescheduledText: string;
  invalidLinkHeading: string;
  invalidLinkText: string;
  backToContact: string;
  bookLink: string;
  /** The "ask us" box beside every guide. */
  askHeading: string;
  askText: string;
  askContact: string;
  mail: {
    summary: string;
    videoLocation: string;
    confirmSubject: string;
    updateSubject: string;
    cancelSubject: string;
    reminderSubject: string;
    confirmIntro: string;
    updateIntro: string;
    cancelIntro: string;
    reminderIntro: string;
    lateReminder: string;
    when: string;
    where: string;
    cancelLink: string;
    rescheduleLink: string;
    calendarNote: string;
    signature: string;
  };
}

export const booking: BookingWords = {
  title: 'Book a consultation',
  summary: '30 minutes, at our office or by video.',
  intro:
    'Choose a free 30-minute slot at our office in Ekkamai or by video. We confirm by e-mail with a calendar invitation.',
  timesNote: 'Times are Bangkok time (UTC+7).',
  yourTime: 'your time',
  modeLegend: 'Where',
  office: 'At our office in Ekkamai',
  video: 'By video (the team sends the link)',
  slotLegend: 'Free slots',
  noSlots: 'No free slots in the next three weeks. Please write to us instead.',
  chosen: 'Chosen: {slot}',
  submit: 'Book this consultation',
  change: 'Choose another time',
  holidaysNote: 'Closed on Sundays, Thai public holidays and days the team announces.',
  holidaysLink: 'Contact page',
  formHeading: 'Your details',
  problems: {
    malformed: 'The time was not understood. Please choose a slot from the list.',
    past: 'That time has passed. Please choose a later slot.',
    'too-soon': 'Consultations need at least 2 hours of notice. Please choose a later slot.',
    'too-far': 'Bookings open three weeks ahead. Please choose a slot from the list.',
    'closed-day': 'The office is closed that day. Please choose another day.',
    'outside-hours': 'That time is outside our consultation hours. Please choose a slot from the list.',
    taken: 'Sorry, someone has just booked that slot. Please choose another one.',
  },
  tooMany: 'This e-mail address already has 2 upcoming consultations. Cancel one from its e-mail, or write to us.',
  nextFree: 'Next free slots',
  rateLimited: 'Too many attempts from your connection. Please wait a minute and try again.',
  unavailable: 'Booking is not available right now. Please try again in a few minutes or write to us.',
  tooLarge: 'The form is too large to send.',
  invalidForm: 'Please check the highlighted fields.',
  bookedHeading: 'Your consultation is booked',
  bookedText:
    'We have sent a confirmation with a calendar invitation to {email}. Its links let you cancel or move the consultation.',
  cancelHeading: 'Cancel your consultation?',
  cancelText: 'Your consultation on {slot} will be cancelled and the slot freed.',
  cancelButton: 'Cancel the consultation',
  cancelledHeading: 'Your consultation is cancelled',
  cancelledText: 'We have sent a cancellation for your calendar. You are welcome to book again at any time.',
  rescheduleHeading: 'Move your consultation',
  rescheduleText: 'Currently booked: {slot}. Choose a new time below.',
  rescheduledHeading: 'Your consultation is moved',
  rescheduledText: 'New time: {slot}. We have sent an updated calendar invitation.',
  invalidLinkHeading: 'This link no longer works',
  invalidLinkText: 'It was used already, the consultation was changed or cancelled, or its time has passed.',
  backToContact: 'Back to the contact page',
  bookLink: 'Book a consultation',
  askHeading: 'Ask us',
  askText: 'Questions about your own case? Talk to the team for 30 minutes at our Ekkamai office or by video.',
  askContact: 'Send a message',
  mail: {
    summary: 'Consultation with Siam Expat Services',
    videoLocation: 'Video call: the link is sent by the team before the consultation',
    confirmSubject: 'Your consultation on {slot}',
    updateSubject: 'Your consultation is moved to {slot}',
    cancelSubject: 'Your consultation on {slot} is cancelled',
    reminderSubject: 'Reminder: your consultation on {slot}',
    confirmIntro: 'Thank you, {name}. Your consultation is booked.',
    updateIntro: 'Your consultation has been moved.',
    cancelIntro: 'Your consultation has been cancelled.',
    reminderIntro: 'A reminder of your consultation tomorrow.',
    lateReminder: 'This reminder is late: it should have reached you 24 hours before the consultation.',
    when: 'When',
    where: 'Where',
    cancelLink: 'Cancel',
    rescheduleLink: 'Move to another time',
    calendarNote: 'The attached invitation adds the consultation to your calendar.',
    signature: site.brand,
  },
};
