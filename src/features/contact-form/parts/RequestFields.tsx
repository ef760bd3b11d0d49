/** What the visitor asks: the service, the message and the consent box, each with its error. */
import type { ChangeEvent } from 'react';
import { ServiceOptions } from '../../../components/ServiceOptions.tsx';
import { ConsentText } from '../../../components/ConsentText.tsx';
import { CONTACT_FIELD_LIMITS } from '../../../lib/contact/fields.ts';
import type { ContactFieldErrors } from '../../../lib/contact/contact-form.ts';
import type { ContactFormWords } from '../../../lib/contact/words.ts';
import type { Values } from '../useContactForm.ts';
import { ContactField, FieldError, ID, Required, errorAttributes } from './ContactField.tsx';

interface Props {
  values: Values;
  errors: ContactFieldErrors;
  update: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  words: ContactFormWords;
  privacyHref: string;
}

export function RequestFields({ values, errors, update, words, privacyHref }: Props) {
  const labels = words.validation.labels;
  return (
    <>
      <ContactField name="service" label={labels.service} required errors={errors}>
        <select
          id={ID('service')}
          name="service"
          value={values.service}
          onChange={update}
          required
          {...errorAttributes('service', errors)}
        >
          <ServiceOptions choose={words.chooseService} labels={words.serviceOptions} />
        </select>
      </ContactField>

      <ContactField name="message" label={labels.message} required errors={errors}>
        <textarea
          id={ID('message')}
          name="message"
          rows={6}
          value={values.message}
          onChange={update}
          maxLength={CONTACT_FIELD_LIMITS.message}
          required
          {...errorAttributes('message', errors)}
        />
      </ContactField>

      <div className="contact-form__field contact-form__consent">
        <input
          id={ID('consent')}
          name="consent"
          type="checkbox"
          value="true"
          checked={values.consent}
          onChange={update}
          required
          {...errorAttributes('consent', errors)}
        />
        <label htmlFor={ID('consent')}>
          <ConsentText words={words} privacyHref={privacyHref} />
          <Required />
        </label>
        <FieldError name="consent" errors={errors} />
      </div>
    </>
  );
}
