/**
 * What the server renders of the booking form (a plain form that works without JavaScript) and the pure parts of its
 * state, with the English words of src/i18n/en/booking.ts and src/lib/contact/words.ts.
 * (Booking in a real browser: tests/e2e/booking.e2e.ts.)
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BookingForm from './BookingForm.tsx';
import { fill, textValuesOf } from './useBookingForm.ts';
import { errorAttributes } from './parts/BookingField.tsx';
import { booking } from '../../i18n/en/booking.ts';
import * as en from '../../i18n/en/index.ts';
import { blankDetails } from '../../../tests/support/contact-details.ts';

const slots = [
  { id: '2026-12-07T03:00:00.000Z', day: '2026-12-07', dayLabel: 'Monday 7 December', time: '10:00', end: '10:45' },
  { id: '2026-12-07T04:00:00.000Z', day: '2026-12-07', dayLabel: 'Monday 7 December', time: '11:00', end: '11:45' },
];
const props = {
  slots,
  words: booking,
  formWords: en.contact.form,
  language: 'en',
  renderedAt: 1759305600000,
  privacyHref: '/privacy/',
} as const;

describe('the booking form, server-rendered', () => {
  const html = renderToStaticMarkup(<BookingForm {...props} />);

  it('posts to /api/bookings/book and lets the browser check required fields until hydrated', () => {
    const form = /^<form ([^>]*)>/.exec(html)![1];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/bookings/book"');
    expect(html).not.toContain('novalidate');
  });

  it('offers each free slot as a required radio, in the office by default', () => {
    expect(html.match(/<input type="radio" required="" name="slot"/g)).toHaveLength(2);
    expect(html).toMatch(/<input type="radio" name="mode" checked="" value="office"\/>/);
    expect(html).toContain('<legend>Monday 7 December</legend>');
  });

  it('marks email, service, message and consent required, with the stars hidden from screen readers', () => {
    for (const name of ['email', 'service', 'message', 'consent'])
      expect(html).toMatch(new RegExp(`id="booking-${name}"[^>]*required=""`));
    expect(html).toMatch(/<label for="booking-email">Email<span aria-hidden="true"> \*<\/span><\/label>/);
    expect(html).toContain('<option value="" selected="">Choose a service</option>');
    expect(html).toContain('<a href="/privacy/">');
  });

  it('says there is no free slot, and cannot be sent, when there is none', () => {
    const empty = renderToStaticMarkup(<BookingForm {...props} slots={[]} />);
    expect(empty).toContain('<p>No free slots in the next three weeks. Please write to us instead.</p>');
    expect(empty).toMatch(/<button type="submit" class="button" disabled="">/);
  });

  it('shown again after a refusal, keeps the values and ties each error to its field', () => {
    const again = renderToStaticMarkup(
      <BookingForm
        {...props}
        values={{ slot: slots[1]!.id, mode: 'video', email: 'ann@example.com', consent: true }}
        errors={{ slot: 'Taken', email: 'Bad' }}
        formError="Fix it"
      />,
    );
    expect(again).toContain('<div class="booking__status" role="alert" tabindex="-1"><p>Fix it</p></div>');
    expect(again).toContain(
      'aria-describedby="booking-slot-error" name="slot" checked="" value="2026-12-07T04:00:00.000Z"',
    );
    expect(again).toContain('<p class="booking__chosen" aria-live="polite">Chosen: Monday 7 December 11:00-11:45</p>');
    expect(again).toMatch(
      /id="booking-email"[^>]*aria-invalid="true" aria-describedby="booking-email-error"[^>]*value="ann@example.com"/,
    );
    expect(again).toContain('<p id="booking-email-error" class="booking__error">Bad</p>');
    expect(again).toContain('<p id="booking-slot-error" class="booking__error">Taken</p>');
    expect(again).toMatch(/id="booking-consent"[^>]*checked=""/);
  });
});

describe('the booking state', () => {
  it('reads the values given back by the page as text, absent ones empty', () => {
    expect(textValuesOf({ firstName: 'Ann', consent: true })).toEqual({ ...blankDetails, firstName: 'Ann' });
    expect(textValuesOf(undefined).email).toBe('');
  });

  it('fills the confirmation with the address it went to', () => {
    expect(fill(booking.bookedText, { email: 'ann@example.com' })).toBe(
      'We have sent a confirmation with a calendar invitation to ann@example.com. Its links let you cancel or move the consultation.',
    );
  });

  it('marks a control invalid only while its field has an error', () => {
    expect(errorAttributes('email', 'Bad')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'booking-email-error',
    });
    expect(errorAttributes('email', undefined)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });
});
