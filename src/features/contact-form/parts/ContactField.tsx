/** A contact form field: its label (with a star when required), an optional hint, its control and its error. */
import type { ReactNode } from 'react';
import type { ContactFieldName } from '../../../lib/contact/fields.ts';
import type { ContactFieldErrors } from '../../../lib/contact/contact-form.ts';

export const ID = (name: string) => `contact-${name}`;
const ERROR_ID = (name: string) => `contact-${name}-error`;
const HINT_ID = (name: string) => `contact-${name}-hint`;

export function Required() {
  return (
    <span className="contact-form__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function FieldError({ name, errors }: { name: ContactFieldName; errors: ContactFieldErrors }) {
  const message = errors[name];
  return message ? (
    <p id={ERROR_ID(name)} className="contact-form__error">
      {message}
    </p>
  ) : null;
}

/** aria-describedby for a field: its hint, then its error when there is one. */
export function describedBy(name: ContactFieldName, errors: ContactFieldErrors, hint: boolean): string | undefined {
  const ids = [hint ? HINT_ID(name) : '', errors[name] ? ERROR_ID(name) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** aria-invalid and aria-describedby for a field's control. */
export const errorAttributes = (name: ContactFieldName, errors: ContactFieldErrors, hint = false) => ({
  'aria-invalid': errors[name] ? true : undefined,
  'aria-describedby': describedBy(name, errors, hint),
});

interface Props {
  name: ContactFieldName;
  label: string;
  required?: boolean;
  hint?: string;
  errors: ContactFieldErrors;
  children: ReactNode;
}

export function ContactField({ name, label, required, hint, errors, children }: Props) {
  return (
    <div className="contact-form__field">
      <label htmlFor={ID(name)}>
        {label}
        {required && <Required />}
      </label>
      {hint && (
        <p id={HINT_ID(name)} className="contact-form__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError name={name} errors={errors} />
    </div>
  );
}
