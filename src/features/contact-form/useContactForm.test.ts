/** The contact form's starting values: a fresh form is empty; a form shown again keeps what was sent, within the spec. */
import { describe, expect, it } from 'vitest';
import { initialState } from './useContactForm.ts';
import { blankDetails } from '../../../tests/support/contact-details.ts';

describe('initialState', () => {
  it('starts empty: no service chosen, consent unticked', () => {
    expect(initialState()).toEqual({ ...blankDetails, consent: false });
  });

  it('keeps the values of a failed submission, consent only when it was ticked', () => {
    const sent = { firstName: 'Ann', email: 'ann@example.com', service: 'Insurance', message: 'Hello', consent: true };
    expect(initialState(sent)).toMatchObject(sent);
  });

  it('drops a service that is not one of Visa, Insurance, Real Estate and Other', () => {
    expect(initialState({ service: 'Tax' }).service).toBe('');
    expect(initialState({ service: 'Real Estate' }).service).toBe('Real Estate');
  });
});
