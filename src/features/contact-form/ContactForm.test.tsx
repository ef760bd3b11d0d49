/**
 * What the server renders: a complete plain HTML form that works without
 * JavaScript, with labels tied to inputs and errors tied to their fields.
 * (The hydrated behaviour is covered in a real browser: tests/e2e/contact.e2e.ts.)
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm from './ContactForm.tsx';
import { contact as englishContact } from '../../i18n/en/contact.ts';
import { contact as thaiContact } from '../../i18n/th/contact.ts';

type Props = Parameters<typeof ContactForm>[0];
const english = {
  words: englishContact.form,
  language: 'en',
  privacyHref: '/privacy/',
  thankYouHref: '/thank-you/?lead=contact',
} as const;

function render(props: Omit<Props, keyof typeof english> & Partial<Props>) {
  return renderToStaticMarkup(<ContactForm {...english} {...props} />);
}

/** The attributes of the first <tag> whose name (or id) is `name`, in any order; names lower-cased as HTML reads them. */
function attrs(html: string, tag: string, name: string, key = 'name'): Record<string, string> {
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))) {
    const found = Object.fromEntries(
      [...match[1]!.matchAll(/([\w-:]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!.toLowerCase(), m[2] ?? '']),
    );
    if (found[key] === name) return found;
  }
  throw new Error(`no <${tag} ${key}="${name}">`);
}

describe('ContactForm, server-rendered', () => {
  const html = render({ renderedAt: 1759305600000 });

  it('is a plain form that posts urlencoded to /api/contact', () => {
    const form = attrs(html, 'form', 'contact-form', 'class');
    expect([form.method, form.action]).toEqual(['post', '/api/contact']);
    expect(form.enctype).toBeUndefined(); // default: application/x-www-form-urlencoded
    expect(form.novalidate).toBeUndefined(); // the browser checks required fields until the island takes over
    expect(html).toMatch(/<button type="submit"[^>]*>Send message<\/button>/);
  });

  it('has every field of the spec, with the required ones marked required', () => {
    for (const name of ['firstName', 'lastName', 'phone', 'nationality'])
      expect(attrs(html, 'input', name).required).toBeUndefined();
    expect(attrs(html, 'input', 'email')).toMatchObject({ type: 'email', required: '', autocomplete: 'email' });
    expect(attrs(html, 'input', 'phone')).toMatchObject({ type: 'tel', 'aria-describedby': 'contact-phone-hint' });
    expect(attrs(html, 'select', 'service')).toMatchObject({ required: '' });
    expect(attrs(html, 'textarea', 'message')).toMatchObject({ required: '', maxlength: '5000' });
    expect(attrs(html, 'input', 'consent')).toMatchObject({ type: 'checkbox', value: 'true', required: '' });
    expect(attrs(html, 'input', 'consent').checked).toBeUndefined();
    expect(html).toContain('<option value="" selected="">Choose a service</option>');
    for (const option of ['Visa', 'Insurance', 'Real Estate', 'Other'])
      expect(html).toContain(`<option value="${option}">${option}</option>`);
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'page_url'])
      expect(attrs(html, 'input', name)).toMatchObject({ type: 'hidden', value: '' });
    expect(attrs(html, 'input', 'form_rendered_at')).toMatchObject({ type: 'hidden', value: '1759305600000' });
  });

  it('ties every label to its control', () => {
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'nationality', 'service', 'message', 'consent']) {
      expect(html).toContain(`<label for="contact-${name}">`);
      expect(html).toContain(`id="contact-${name}"`);
    }
  });

  it('hides the honeypot from people and assistive technology, out of the tab order', () => {
    expect(html).toMatch(
      /<div class="honeypot" aria-hidden="true"><label for="contact-website">[^<]+<\/label><input [^>]*><\/div>/,
    );
    expect(attrs(html, 'input', 'website')).toMatchObject({
      id: 'contact-website',
      type: 'text',
      tabindex: '-1',
      autocomplete: 'off',
      value: '',
    });
  });

  it('shows a failed submission again: values kept, error above the form, each field error announced and linked', () => {
    const again = render({
      renderedAt: 1,
      initialValues: {
        firstName: 'Anna <b>',
        email: 'anna@',
        service: 'Insurance',
        message: 'Line 1\nLine 2',
        consent: false,
      },
      initialErrors: {
        email: 'Email must be a valid address, like name@example.com.',
        consent: 'Consent is required: please agree to the privacy policy.',
      },
      formError: 'Email must be a valid address, like name@example.com.',
    });
    expect(attrs(again, 'input', 'firstName').value).toBe('Anna &lt;b&gt;');
    expect(attrs(again, 'input', 'firstName')['aria-invalid']).toBeUndefined();
    expect(attrs(again, 'input', 'email')).toMatchObject({
      value: 'anna@',
      'aria-invalid': 'true',
      'aria-describedby': 'contact-email-error',
    });
    expect(again).toContain('<option value="Insurance" selected="">Insurance</option>');
    expect(again).toMatch(/<textarea[^>]*>Line 1\nLine 2<\/textarea>/);
    expect(attrs(again, 'input', 'consent')).toMatchObject({
      'aria-invalid': 'true',
      'aria-describedby': 'contact-consent-error',
    });
    expect(attrs(again, 'input', 'consent').checked).toBeUndefined();
    expect(again).toContain(
      '<p id="contact-email-error" class="contact-form__error">Email must be a valid address, like name@example.com.</p>',
    );
    expect(again).toMatch(
      /<div class="contact-form__status" role="alert"><p class="contact-form__status-text">Email must be a valid address/,
    );
  });

  it('ignores a service value that is not one of the options', () => {
    const markup = render({ renderedAt: 1, initialValues: { service: 'Tax' } });
    expect([...markup.matchAll(/<option value="([^"]*)" selected=""/g)].map((match) => match[1])).toEqual(['']);
  });
});

describe('ContactForm in Thai, server-rendered', () => {
  const html = render({
    renderedAt: 1,
    words: thaiContact.form,
    language: 'th',
    privacyHref: '/th/privacy/',
    thankYouHref: '/th/thank-you/?lead=contact',
  });

  it('says everything in the Thai words the page gives it, and sends the same values', () => {
    expect(html).toContain(
      '<label for="contact-email">อีเมล<span class="contact-form__required" aria-hidden="true"> *</span></label>',
    );
    expect(html).toContain('<option value="" selected="">เลือกบริการ</option>');
    expect(html).toContain('<option value="Real Estate">อสังหาริมทรัพย์</option>');
    expect(html).toContain('<a href="/th/privacy/">นโยบายความเป็นส่วนตัว</a>');
    expect(html).toMatch(/<button type="submit"[^>]*>ส่งข้อความ<\/button>/);
    expect(html).toContain('ช่องที่มีเครื่องหมายดอกจัน (<span aria-hidden="true">*</span>) ต้องกรอก');
    expect(html).not.toMatch(/Send message|Choose a service|privacy policy/);
  });

  it('sends the page language with the form', () => {
    expect(attrs(html, 'input', 'language')).toMatchObject({ type: 'hidden', value: 'th' });
    expect(attrs(render({ renderedAt: 1 }), 'input', 'language')).toMatchObject({ type: 'hidden', value: 'en' });
  });
});
