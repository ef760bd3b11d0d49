/** A booking form field: its label (with a star when required), its control, and the server's message for it. */
import type { ReactNode } from 'react';

/** The field's error, tied to its control by id. */
export function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`booking-${name}-error`} className="booking__error">
      {error}
    </p>
  ) : null;
}

export function BookingField({
  name,
  label,
  required,
  error,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="booking__field">
      <label htmlFor={`booking-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      <FieldError name={name} error={error} />
    </div>
  );
}

/** aria-invalid and aria-describedby for a control whose field has an error. */
export const errorAttributes = (name: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `booking-${name}-error` : undefined,
});
