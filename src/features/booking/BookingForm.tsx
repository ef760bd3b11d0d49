/**
 * The booking form. Rendered on the server as a plain form (POST /api/bookings/book, one radio per free slot),
 * so it works without JavaScript; hydrated, it books without a reload, shows each slot in the visitor's own zone
 * beside Bangkok's, announces the chosen slot and any error (live regions), and after a refusal offers the next
 * free slots. Its words come from the page as props.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent, type SubmitEvent } from 'react';
import SlotPicker, { type SlotOption } from './SlotPicker.tsx';
import { fetchSlots, sendBooking } from './submit.ts';
import type { BookingWords } from '../../i18n/en/booking.ts';
import type { ContactFormWords } from '../../lib/contact/words.ts';
import { SERVICE_OPTIONS, CONTACT_FIELD_LIMITS, HONEYPOT_FIELD, RENDERED_AT_FIELD } from '../../lib/contact/fields.ts';
import './booking.css';

type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'nationality' | 'service' | 'message';
const TEXT_FIELDS: TextField[] = ['firstName', 'lastName', 'email', 'phone', 'nationality', 'service', 'message'];

interface BookingFormProps {
  slots: SlotOption[];
  words: BookingWords;
  formWords: ContactFormWords;
  language: 'en' | 'th';
  renderedAt: number;
  privacyHref: string;
  values?: Record<string, string | boolean>;
  errors?: Record<string, string | undefined>;
  formError?: string;
}

const noSubscription = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export default function BookingForm(props: BookingFormProps) {
  const { words, formWords, language } = props;
  const labels = formWords.validation.labels;
  const [slots, setSlots] = useState(props.slots);
  const [chosen, setChosen] = useState(String(props.values?.slot ?? ''));
  const [mode, setMode] = useState(String(props.values?.mode ?? 'office'));
  const [values, setValues] = useState<Record<TextField, string>>(
    () => Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(props.values?.[name] ?? '')])) as Record<TextField, string>,
  );
  const [consent, setConsent] = useState(props.values?.consent === true);
  const [errors, setErrors] = useState(props.errors ?? {});
  const [formError, setFormError] = useState(props.formError ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The visitor's zone is known only in the browser; the server renders Bangkok times alone.
  const zone = useSyncExternalStore(noSubscription, browserZone, () => null);
  // Hydrated, the server's messages (announced in the alert region) replace the browser's own bubbles.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const doneRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => doneRef.current?.focus(), [done]);

  const chosenSlot = slots.find((slot) => slot.id === chosen);
  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const form = new FormData(event.currentTarget);
    const answer = await sendBooking(
      {
        ...values,
        consent,
        slot: chosen,
        mode,
        language,
        page_url: window.location.href,
        [RENDERED_AT_FIELD]: props.renderedAt,
        [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? '',
      },
      formWords.somethingWentWrong,
    );
    setBusy(false);
    if (answer.ok) {
      setDone(fill(words.bookedText, { email: answer.booking.email }) + ` ${answer.booking.slot}`);
      return;
    }
    setErrors(answer.fields ?? {});
    setFormError(answer.error);
    if (answer.next) {
      // The slot was refused: the list is refreshed and the next free ones offered.
      setChosen('');
      setSlots((await fetchSlots(language)) ?? answer.next);
    }
    statusRef.current?.focus();
  }

  if (done) {
    return (
      <div className="booking__done">
        <h2 ref={doneRef} tabIndex={-1}>
          {words.bookedHeading}
        </h2>
        <p>{done}</p>
      </div>
    );
  }

  const field = (name: Exclude<TextField, 'service' | 'message'>, type = 'text', required = false, autoComplete?: string) => (
    <div className="booking__field">
      <label htmlFor={`booking-${name}`}>
        {labels[name]}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`booking-${name}`}
        name={name}
        type={type}
        value={values[name]}
        onChange={update}
        required={required}
        autoComplete={autoComplete}
        maxLength={CONTACT_FIELD_LIMITS[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `booking-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`booking-${name}-error`} className="booking__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="booking" method="post" action="/api/bookings/book" onSubmit={submit} noValidate={hydrated}>
      <div className="booking__status" role="alert" tabIndex={-1} ref={statusRef}>
        {formError && <p>{formError}</p>}
      </div>
      <fieldset className="booking__modes">
        <legend>{words.modeLegend}</legend>
        {(['office', 'video'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="mode" value={option} checked={mode === option} onChange={() => setMode(option)} /> {words[option]}
          </label>
        ))}
      </fieldset>
      <fieldset className="booking__slot-list" aria-describedby="booking-times-note">
        <legend>{words.slotLegend}</legend>
        <p id="booking-times-note" className="muted">
          {words.timesNote}
        </p>
        {errors.slot && (
          <p id="booking-slot-error" className="booking__error">
            {errors.slot}
          </p>
        )}
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
            describedBy={errors.slot ? 'booking-slot-error' : undefined}
          />
        )}
      </fieldset>
      <p className="booking__chosen" aria-live="polite">
        {chosenSlot ? fill(words.chosen, { slot: `${chosenSlot.dayLabel} ${chosenSlot.time}-${chosenSlot.end}` }) : ''}
      </p>
      <h2>{words.formHeading}</h2>
      <div className="booking__pair">
        {field('firstName', 'text', false, 'given-name')}
        {field('lastName', 'text', false, 'family-name')}
      </div>
      {field('email', 'email', true, 'email')}
      <div className="booking__pair">
        {field('phone', 'tel', false, 'tel')}
        {field('nationality')}
      </div>
      <div className="booking__field">
        <label htmlFor="booking-service">
          {labels.service}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id="booking-service"
          name="service"
          value={values.service}
          onChange={update}
          required
          aria-invalid={errors.service ? true : undefined}
          aria-describedby={errors.service ? 'booking-service-error' : undefined}
        >
          <option value="">{formWords.chooseService}</option>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {formWords.serviceOptions[option]}
            </option>
          ))}
        </select>
        {errors.service && (
          <p id="booking-service-error" className="booking__error">
            {errors.service}
          </p>
        )}
      </div>
      <div className="booking__field">
        <label htmlFor="booking-message">
          {labels.message}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id="booking-message"
          name="message"
          rows={4}
          value={values.message}
          onChange={update}
          required
          maxLength={CONTACT_FIELD_LIMITS.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'booking-message-error' : undefined}
        />
        {errors.message && (
          <p id="booking-message-error" className="booking__error">
            {errors.message}
          </p>
        )}
      </div>
      <div className="booking__field booking__consent">
        <input
          id="booking-consent"
          name="consent"
          type="checkbox"
          value="true"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'booking-consent-error' : undefined}
        />
        <label htmlFor="booking-consent">
          {formWords.consentBefore}
          <a href={props.privacyHref}>{formWords.consentLink}</a>
          {formWords.consentAfter}
        </label>
        {errors.consent && (
          <p id="booking-consent-error" className="booking__error">
            {errors.consent}
          </p>
        )}
      </div>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name={RENDERED_AT_FIELD} value={String(props.renderedAt)} />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="booking-website">{formWords.trapLabel}</label>
        <input id="booking-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button" disabled={busy || slots.length === 0}>
        {busy ? formWords.sending : words.submit}
      </button>
    </form>
  );
}
