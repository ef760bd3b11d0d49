/** The thank-you page after a contact submission, in English. */
import { site } from '../../config/site.ts';

export const thankYou = {
  title: 'Thank You',
  description: 'Your request has been received. We usually reply within 1 business day.',
  heading: 'Thank you — your request has been received',
  replyBefore: 'We usually reply within ',
  replyTime: '1 business day',
  replyAfter: ' (Monday to Saturday, Bangkok time). If your matter is urgent, call us on',
  messageUs: ' or message us on',
  or: ' or ',
  end: '.',
  nextHeading: 'What happens next?',
  steps: [
    {
      title: 'We read your request',
      text: 'A member of our Bangkok team reviews your message and the service you chose.',
    },
    {
      title: 'We reply within 1 business day',
      text: `You get an answer by e-mail (or by phone, if you gave us a number) from ${site.email}. Check your spam folder if it does not arrive.`,
    },
    {
      title: 'We plan the next steps together',
      text: 'We explain the options, the documents you need and the costs, so you can decide how to go ahead.',
    },
  ],
  privacyBefore: 'Your details are used only to answer your request and are kept as our ',
  privacyLink: 'privacy policy',
  privacyAfter: ' describes. You can ask us at any time to see or erase them.',
  home: 'Back to Home',
  visaGuides: 'Explore visa guides',
};
export type ThankYouWords = typeof thankYou;
