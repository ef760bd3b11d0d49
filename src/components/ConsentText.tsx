/** The consent box's words in the contact and booking forms, with the link to the privacy policy in their middle. */
import type { ContactFormWords } from '../lib/contact/words.ts';

export function ConsentText({
  words,
  privacyHref,
}: {
  words: Pick<ContactFormWords, 'consentBefore' | 'consentLink' | 'consentAfter'>;
  privacyHref: string;
}) {
  return (
    <>
      {words.consentBefore}
      <a href={privacyHref}>{words.consentLink}</a>
      {words.consentAfter}
    </>
  );
}
