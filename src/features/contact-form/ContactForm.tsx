/**
 * The contact form island.
 *
 * Server-rendered, it is a complete plain HTML form: it posts
 * application/x-www-form-urlencoded to /api/contact, the browser checks the
 * required fields, and the server answers with the thank-you page or this
 * form again with the error and the values kept (/contact/retry/).
 *
 * Hydrated (client:load), it validates with the same zod schema as the
 * server, sends JSON, and moves idle → submitting ("Sending...", disabled) →
 * success (navigates to the thank-you page and pushes a lead_submit event to
 * window.dataLayer) or error (the server's text, else "Submission failed",
 * else "Something went wrong. Please try again."). Its words come from the page
 * in the page's language (props), and it sends that language with the lead. It adds page_url at submit,
 * the campaign parameters from the address or local storage, preselects the
 * service from ?topic=, and measures the fill time from when it became usable.
 */
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { SpamTrap } from '../../components/SpamTrap.tsx';
import { CONTACT_FIELD_LIMITS, HONEYPOT_FIELD, RENDERED_AT_FIELD } from '../../lib/contact/fields.ts';
import { UTM_KEYS } from './campaign.ts';
import { CONTACT_ENDPOINT } from './submit.ts';
import type { Locale } from '../../lib/site/locales.ts';
import { useContactForm, type ContactFormProps, type ContactFormState } from './useContactForm.ts';
import { ContactField, ID, errorAttributes } from './parts/ContactField.tsx';
import { RequestFields } from './parts/RequestFields.tsx';
import './contact-form.css';

type InputName = 'firstName' | 'lastName' | 'email' | 'phone' | 'nationality';

/** What the lead carries besides the visitor's fields: the campaign, page, language, fill time and spam trap. */
type LeadExtrasProps = Pick<ContactFormState, 'campaign' | 'pageUrl' | 'renderedAt' | 'trapRef'> & {
  language: Locale;
  trapLabel: string;
};

function LeadExtras({ campaign, pageUrl, renderedAt, trapRef, language, trapLabel }: LeadExtrasProps) {
  return (
    <>
      {UTM_KEYS.map((key) => (
        <input key={key} type="hidden" name={key} value={campaign[key]} />
      ))}
      <input type="hidden" name="page_url" value={pageUrl} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name={RENDERED_AT_FIELD} value={String(renderedAt)} />
      <SpamTrap id={ID(HONEYPOT_FIELD)} label={trapLabel} inputRef={trapRef} />
    </>
  );
}

function ContactForm(props: ContactFormProps) {
  const { words, language, privacyHref } = props;
  const labels = words.validation.labels;
  const form = useContactForm(props);
  const { values, errors, update, formRef } = form;

  const input = (
    name: InputName,
    options: {
      type?: string;
      autoComplete: string;
      required?: boolean;
      hint?: string;
      inputMode?: 'email' | 'tel' | 'text';
    },
  ) => (
    <ContactField name={name} label={labels[name]} required={options.required} hint={options.hint} errors={errors}>
      <input
        id={ID(name)}
        name={name}
        type={options.type ?? 'text'}
        value={values[name]}
        onChange={update}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        maxLength={CONTACT_FIELD_LIMITS[name]}
        required={options.required}
        {...errorAttributes(name, errors, Boolean(options.hint))}
      />
    </ContactField>
  );

  return (
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      action={CONTACT_ENDPOINT}
      noValidate={form.hydrated}
      onSubmit={form.onSubmit}
      aria-describedby="contact-form-note"
    >
      <p id="contact-form-note" className="contact-form__note">
        {words.noteBefore}
        <span aria-hidden="true">*</span>
        {words.noteAfter}
      </p>
      <div className="contact-form__status" role="alert">
        {form.formError && <p className="contact-form__status-text">{form.formError}</p>}
      </div>

      <div className="contact-form__pair">
        {input('firstName', { autoComplete: 'given-name' })}
        {input('lastName', { autoComplete: 'family-name' })}
      </div>
      {input('email', { type: 'email', autoComplete: 'email', required: true, inputMode: 'email' })}
      <div className="contact-form__pair">
        {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: words.phoneHint })}
        {input('nationality', { autoComplete: 'off' })}
      </div>

      <RequestFields values={values} errors={errors} update={update} words={words} privacyHref={privacyHref} />

      <LeadExtras {...form} language={language} trapLabel={words.trapLabel} />

      <button type="submit" className="button contact-form__submit" disabled={form.busy}>
        {form.busy ? words.sending : words.send}
      </button>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
