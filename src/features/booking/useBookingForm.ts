/**
 * The booking form's state and sending: the chosen slot and mode, the visitor's details, the server's messages
 * (shown again after a failed no-JavaScript submission, then after each refusal) and the confirmation. A refused
 * slot clears the choice and refreshes the list, so the next free slots are offered.
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { fetchSlots, sendBooking } from './submit.ts';
import type { SlotOption } from './SlotPicker.tsx';
import type { BookingWords } from '../../i18n/en/booking.ts';
import type { ContactFormWords } from '../../lib/contact/words.ts';
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from '../../lib/contact/fields.ts';

export type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'nationality' | 'service' | 'message';
const TEXT_FIELDS: TextField[] = ['firstName', 'lastName', 'email', 'phone', 'nationality', 'service', 'message'];

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The text fields as the page gives them back (each as text, '' when absent). */
export const textValuesOf = (values?: Record<string, string | boolean>) =>
  Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(values?.[name] ?? '')])) as Record<TextField, string>;

export interface BookingFormProps {
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

export function useBookingForm(props: BookingFormProps) {
  const { words, formWords, language } = props;
  const [slots, setSlots] = useState(props.slots);
  const [chosen, setChosen] = useState(String(props.values?.slot ?? ''));
  const [mode, setMode] = useState(String(props.values?.mode ?? 'office'));
  const [values, setValues] = useState(() => textValuesOf(props.values));
  const [consent, setConsent] = useState(props.values?.consent === true);
  const [errors, setErrors] = useState(props.errors ?? {});
  const [formError, setFormError] = useState(props.formError ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => doneRef.current?.focus(), [done]);

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

  return {
    slots,
    chosen,
    setChosen,
    mode,
    setMode,
    values,
    update,
    consent,
    setConsent,
    errors,
    formError,
    done,
    busy,
    submit,
    doneRef,
    statusRef,
  };
}

/** What the form's parts read and set: its state and handlers. */
export type BookingFormState = ReturnType<typeof useBookingForm>;
