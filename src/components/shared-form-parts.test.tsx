/** The parts the contact and booking forms share, as the server renders them in English (src/lib/contact/words.ts). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServiceOptions } from './ServiceOptions.tsx';
import { ConsentText } from './ConsentText.tsx';
import { useHydrated } from './useHydrated.ts';
import * as en from '../i18n/en/index.ts';

const words = en.contact.form;

describe('ServiceOptions', () => {
  it('offers "Choose a service" with no value, then Visa, Insurance, Real Estate and Other', () => {
    const html = renderToStaticMarkup(
      <select defaultValue="">
        <ServiceOptions choose={words.chooseService} labels={words.serviceOptions} />
      </select>,
    );
    expect(html).toBe(
      '<select><option value="" selected="">Choose a service</option><option value="Visa">Visa</option><option value="Insurance">Insurance</option>' +
        '<option value="Real Estate">Real Estate</option><option value="Other">Other</option></select>',
    );
  });
});

describe('ConsentText', () => {
  it('links the privacy policy between the words before and after it', () => {
    const html = renderToStaticMarkup(<ConsentText words={words} privacyHref="/privacy/" />);
    expect(html).toMatch(
      /^I agree that my details are stored and used to answer this request, as described in the <a href="\/privacy\/">[^<]+<\/a>/,
    );
  });
});

describe('useHydrated', () => {
  it('is false in the server-rendered HTML', () => {
    const Probe = () => <p>{String(useHydrated())}</p>;
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>false</p>');
  });
});
