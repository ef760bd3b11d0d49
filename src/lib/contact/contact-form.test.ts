import { assert, describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_LIMITS,
  SERVICE_OPTIONS,
  contactFormSchema,
  validateContactForm,
  type ContactValidationWords,
} from './contact-form.ts';

const valid = { email: 'anna@example.ch', service: 'Visa', message: 'Hello', consent: true };

describe('contact form schema', () => {
  it('offers the four services of the spec', () => {
    expect(SERVICE_OPTIONS).toEqual(['Visa', 'Insurance', 'Real Estate', 'Other']);
  });

  it('requires email, service, message and consent; the rest is optional and becomes empty text', () => {
    const result = validateContactForm(valid);
    expect(result).toEqual({
      ok: true,
      data: {
        ...valid,
        firstName: '',
        lastName: '',
        phone: '',
        nationality: '',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        page_url: '',
        language: 'en',
      },
    });
    expect(validateContactForm({ ...valid, phone: null, nationality: undefined }).ok).toBe(true);
  });

  it('reports each invalid field with a message that names it, first in form order', () => {
    const result = validateContactForm({ message: '', consent: 'yes', service: 'Tax' });
    assert(!result.ok, 'the form is invalid');
    expect(result.field).toBe('email');
    expect(result.error).toBe('Email is required.');
    expect(result.errors).toEqual({
      email: 'Email is required.',
      service: 'Service is required: choose Visa, Insurance, Real Estate or Other.',
      message: 'Message is required.',
      consent: 'Consent is required: please agree to the privacy policy.',
    });
  });

  it('rejects a non-object body without naming a field', () => {
    for (const input of [null, [], 'text', 3]) {
      const result = validateContactForm(input);
      expect(result).toMatchObject({ ok: false, field: null });
    }
  });

  it('trims, keeps single-line fields on one line and the message free of control characters', () => {
    const result = contactFormSchema.parse({
      ...valid,
      firstName: '  Anna\r\nBcc: x@y.z ',
      email: ' anna@example.ch ',
      message: ' Line 1\r\nLine 2\u0000\u0007\tend ',
    });
    expect(result.firstName).toBe('Anna Bcc: x@y.z');
    expect(result.email).toBe('anna@example.ch');
    expect(result.message).toBe('Line 1\nLine 2\tend');
  });

  it('refuses typed fields over their limit but cuts tracking fields to theirs', () => {
    expect(validateContactForm({ ...valid, message: 'x'.repeat(CONTACT_FIELD_LIMITS.message + 1) })).toMatchObject({
      ok: false,
      field: 'message',
      error: 'Message must be at most 5000 characters.',
    });
    const result = contactFormSchema.parse({
      ...valid,
      utm_source: 'u'.repeat(300),
      page_url: `https://x.example/${'p'.repeat(3000)}`,
    });
    expect(result.utm_source).toHaveLength(CONTACT_FIELD_LIMITS.utm_source);
    expect(result.page_url).toHaveLength(CONTACT_FIELD_LIMITS.page_url);
  });

  it('accepts consent only as boolean true', () => {
    for (const consent of [false, 'true', 'on', 1, undefined]) {
      expect(validateContactForm({ ...valid, consent })).toMatchObject({ ok: false, field: 'consent' });
    }
  });

  it('checks the email format', () => {
    for (const email of [
      'a@b',
      'no-at.example.com',
      'a@b.c',
      'two@@example.com',
      'x@example.com\nBcc: y@example.com',
    ]) {
      expect(validateContactForm({ ...valid, email })).toMatchObject({ ok: false, field: 'email' });
    }
  });

  it('makes broken Unicode well-formed instead of storing it', () => {
    const result = contactFormSchema.parse({ ...valid, lastName: 'a\ud800b', message: 'm\udc00' });
    expect(result.lastName.isWellFormed()).toBe(true);
    expect(result.message.isWellFormed()).toBe(true);
  });
});

describe('the language of the page a lead came from', () => {
  it('is one of the site languages; none, or anything else, counts as English', () => {
    expect(contactFormSchema.parse({ ...valid, language: 'th' }).language).toBe('th');
    expect(contactFormSchema.parse({ ...valid, language: ' TH ' }).language).toBe('th');
    for (const language of [undefined, null, '', 'fr', 'thai', 7, ['th']]) {
      expect(contactFormSchema.parse({ ...valid, language }).language, String(language)).toBe('en');
    }
  });
});

describe('messages in the words of the form', () => {
  // A made-up language, so the test shows what is filled in where.
  const words: ContactValidationWords = {
    labels: {
      firstName: 'FN',
      lastName: 'LN',
      email: 'EM',
      phone: 'PH',
      nationality: 'NA',
      service: 'SE',
      message: 'ME',
      consent: 'CO',
      utm_source: 'US',
      utm_medium: 'UM',
      utm_campaign: 'UC',
      page_url: 'PU',
      language: 'LA',
    },
    required: 'need {label}',
    notText: '{label} text only',
    tooLong: '{label} max {max}',
    emailInvalid: 'bad address',
    serviceRequired: 'pick a service',
    consentRequired: 'tick the box',
    notObject: 'no object',
    invalidField: 'invalid',
  };

  it('words each kind of issue with the label and limit filled in', () => {
    expect(validateContactForm({ message: '', consent: 'yes', service: 'Tax' }, words)).toEqual({
      ok: false,
      field: 'email',
      error: 'need EM',
      errors: { email: 'need EM', service: 'pick a service', message: 'need ME', consent: 'tick the box' },
    });
    expect(
      validateContactForm({ ...valid, email: 'a@b', firstName: 'x'.repeat(101), utm_source: 5 }, words),
    ).toMatchObject({
      errors: { email: 'bad address', firstName: 'FN max 100', utm_source: 'US text only' },
    });
    expect(validateContactForm({ ...valid, email: null }, words)).toMatchObject({ errors: { email: 'EM text only' } });
    expect(validateContactForm('text', words)).toEqual({ ok: false, errors: {}, field: null, error: 'no object' });
  });

  it('are English unless a form passes its own (the messages of the spec)', () => {
    expect(validateContactForm({ ...valid, email: 'a@b' })).toMatchObject({
      error: 'Email must be a valid address, like name@example.com.',
    });
    expect(validateContactForm({ ...valid, phone: 'x'.repeat(41) })).toMatchObject({
      error: 'Phone must be at most 40 characters.',
    });
    expect(validateContactForm({ ...valid, email: 7 })).toMatchObject({ error: 'Email must be text.' });
    expect(validateContactForm([])).toMatchObject({ error: 'The form data must be an object of fields.' });
  });
});
