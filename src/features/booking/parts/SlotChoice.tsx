/** How and when: the office or a video call, the free slots by day, and the chosen slot said aloud (a live region). */
import SlotPicker from '../SlotPicker.tsx';
import { fill, type BookingFormState } from '../useBookingForm.ts';
import { FieldError } from './BookingField.tsx';
import { useSyncExternalStore } from 'react';
import type { BookingWords } from '../../../i18n/en/booking.ts';

const noSubscription = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface Props {
  words: BookingWords;
  language: 'en' | 'th';
  form: Pick<BookingFormState, 'mode' | 'setMode' | 'slots' | 'chosen' | 'setChosen' | 'errors'>;
}

export function SlotChoice({ words, language, form }: Props) {
  const { mode, setMode, slots, chosen, setChosen } = form;
  const error = form.errors.slot;
  // The visitor's zone is known only in the browser; the server renders Bangkok times alone.
  const zone = useSyncExternalStore(noSubscription, browserZone, () => null);
  const chosenSlot = slots.find((slot) => slot.id === chosen);
  return (
    <>
      <fieldset className="booking__modes">
        <legend>{words.modeLegend}</legend>
        {(['office', 'video'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="mode" value={option} checked={mode === option} onChange={() => setMode(option)} />{' '}
            {words[option]}
          </label>
        ))}
      </fieldset>
      <fieldset className="booking__slot-list" aria-describedby="booking-times-note">
        <legend>{words.slotLegend}</legend>
        <p id="booking-times-note" className="muted">
          {words.timesNote}
        </p>
        <FieldError name="slot" error={error} />
        {slots.length === 0 ? (
          <p>{words.noSlots}</p>
        ) : (
          <SlotPicker
            slots={slots}
            chosen={chosen}
            onChoose={setChosen}
            zone={zone}
            locale={language === 'th' ? 'th-TH' : 'en-GB'}
            yourTime={words.yourTime}
            describedBy={error ? 'booking-slot-error' : undefined}
          />
        )}
      </fieldset>
      <p className="booking__chosen" aria-live="polite">
        {chosenSlot ? fill(words.chosen, { slot: `${chosenSlot.dayLabel} ${chosenSlot.time}-${chosenSlot.end}` }) : ''}
      </p>
    </>
  );
}
