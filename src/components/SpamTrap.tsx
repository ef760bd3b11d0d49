/** The spam trap of the lead forms: a text field hidden from people and assistive technology, which bots fill. */
import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '../lib/contact/fields.ts';

export function SpamTrap({ id, label, inputRef }: { id: string; label: string; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
