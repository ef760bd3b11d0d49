/**
 * The booking form. Rendered on the server as a plain form (POST /api/bookings/book, one radio per free slot),
 * so it works without JavaScript; hydrated, it books without a reload, shows each slot in the visitor's own zone
 * beside Bangkok's, announces the chosen slot and any error (live regions), and after a refusal offers the next
 * free slots. Its words come from the page as props.
 */
import { useHydrated } from '../../components/useHydrated.ts';
import { SpamTrap } from '../../components/SpamTrap.tsx';
import { RENDERED_AT_FIELD } from '../../lib/contact/fields.ts';
import { useBookingForm, type BookingFormProps } from './useBookingForm.ts';
import { SlotChoice } from './parts/SlotChoice.tsx';
import { ContactFields } from './parts/ContactFields.tsx';
import './booking.css';

export default function BookingForm(props: BookingFormProps) {
  const { words, formWords, language } = props;
  const form = useBookingForm(props);
  const { doneRef, statusRef } = form;
  // Hydrated, the server's messages (announced in the alert region) replace the browser's own bubbles.
  const hydrated = useHydrated();

  if (form.done) {
    return (
      <div className="booking__done">
        <h2 ref={doneRef} tabIndex={-1}>
          {words.bookedHeading}
        </h2>
        <p>{form.done}</p>
      </div>
    );
  }

  return (
    <form className="booking" method="post" action="/api/bookings/book" onSubmit={form.submit} noValidate={hydrated}>
      <div className="booking__status" role="alert" tabIndex={-1} ref={statusRef}>
        {form.formError && <p>{form.formError}</p>}
      </div>
      <SlotChoice words={words} language={language} form={form} />
      <h2>{words.formHeading}</h2>
      <ContactFields formWords={formWords} privacyHref={props.privacyHref} form={form} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name={RENDERED_AT_FIELD} value={String(props.renderedAt)} />
      <SpamTrap id="booking-website" label={formWords.trapLabel} />
      <button type="submit" className="button" disabled={form.busy || form.slots.length === 0}>
        {form.busy ? formWords.sending : words.submit}
      </button>
    </form>
  );
}
