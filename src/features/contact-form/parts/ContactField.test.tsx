/** A contact form field as the server renders it: label, star, hint and error, tied together by id. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactField, describedBy, errorAttributes } from './ContactField.tsx';

describe('describedBy', () => {
  it('names the hint, then the error, and nothing when there is neither', () => {
    expect(describedBy('phone', {}, true)).toBe('contact-phone-hint');
    expect(describedBy('phone', { phone: 'Too short' }, true)).toBe('contact-phone-hint contact-phone-error');
    expect(describedBy('email', { email: 'Required' }, false)).toBe('contact-email-error');
    expect(describedBy('email', {}, false)).toBeUndefined();
  });
});

describe('errorAttributes', () => {
  it('marks a control invalid and points it at its error only when its field has one', () => {
    expect(errorAttributes('message', { message: 'Required' })).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'contact-message-error',
    });
    expect(errorAttributes('phone', {}, true)).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': 'contact-phone-hint',
    });
  });
});

describe('ContactField', () => {
  it('labels its control, stars a required field for sighted readers only, and shows its hint and error', () => {
    const html = renderToStaticMarkup(
      <ContactField name="phone" label="Phone" required hint="With the country code" errors={{ phone: 'Too short' }}>
        <input id="contact-phone" />
      </ContactField>,
    );
    expect(html).toBe(
      '<div class="contact-form__field"><label for="contact-phone">Phone<span class="contact-form__required" aria-hidden="true"> *</span></label>' +
        '<p id="contact-phone-hint" class="contact-form__hint">With the country code</p><input id="contact-phone"/>' +
        '<p id="contact-phone-error" class="contact-form__error">Too short</p></div>',
    );
  });

  it('without a hint or an error, is the label and the control alone', () => {
    const html = renderToStaticMarkup(
      <ContactField name="lastName" label="Last name" errors={{}}>
        <input id="contact-lastName" />
      </ContactField>,
    );
    expect(html).toBe(
      '<div class="contact-form__field"><label for="contact-lastName">Last name</label><input id="contact-lastName"/></div>',
    );
  });
});
