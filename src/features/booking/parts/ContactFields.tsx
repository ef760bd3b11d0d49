/** Who is booking and why: name, email, phone, nationality, the service, a message and the consent box. */
import type { ContactFormWords } from '../../../lib/contact/words.ts';
import { CONTACT_FIELD_LIMITS } from '../../../lib/contact/fields.ts';
import { ServiceOptions } from '../../../components/ServiceOptions.tsx';
import { ConsentText } from '../../../components/ConsentText.tsx';
import type { BookingFormState, TextField } from '../useBookingForm.ts';
import { BookingField, FieldError, errorAttributes } from './BookingField.tsx';

interface Props {
  formWords: ContactFormWords;
  privacyHref: string;
  form: Pick<BookingFormState, 'values' | 'update' | 'consent' | 'setConsent' | 'errors'>;
}

export function ContactFields({ formWords, privacyHref, form }: Props) {
  const { values, update, consent, setConsent, errors } = form;
  const labels = formWords.validation.labels;
  const field = (
    name: Exclude<TextField, 'service' | 'message'>,
    type = 'text',
    required = false,
    autoComplete?: string,
  ) => (
    <BookingField name={name} label={labels[name]} required={required} error={errors[name]}>
      <input
        id={`booking-${name}`}
        name={name}
        type={type}
        value={values[name]}
        onChange={update}
        required={required}
        autoComplete={autoComplete}
        maxLength={CONTACT_FIELD_LIMITS[name]}
        {...errorAttributes(name, errors[name])}
      />
    </BookingField>
  );
  return (
    <>
      <div className="booking__pair">
        {field('firstName', 'text', false, 'given-name')}
        {field('lastName', 'text', false, 'family-name')}
      </div>
      {field('email', 'email', true, 'email')}
      <div className="booking__pair">
        {field('phone', 'tel', false, 'tel')}
        {field('nationality')}
      </div>
      <BookingField name="service" label={labels.service} required error={errors.service}>
        <select
          id="booking-service"
          name="service"
          value={values.service}
          onChange={update}
          required
          {...errorAttributes('service', errors.service)}
        >
          <ServiceOptions choose={formWords.chooseService} labels={formWords.serviceOptions} />
        </select>
      </BookingField>
      <BookingField name="message" label={labels.message} required error={errors.message}>
        <textarea
          id="booking-message"
          name="message"
          rows={4}
          value={values.message}
          onChange={update}
          required
          maxLength={CONTACT_FIELD_LIMITS.message}
          {...errorAttributes('message', errors.message)}
        />
      </BookingField>
      <div className="booking__field booking__consent">
        <input
          id="booking-consent"
          name="consent"
          type="checkbox"
          value="true"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          required
          {...errorAttributes('consent', errors.consent)}
        />
        <label htmlFor="booking-consent">
          <ConsentText words={formWords} privacyHref={privacyHref} />
        </label>
        <FieldError name="consent" error={errors.consent} />
      </div>
    </>
  );
}
