/**
 * The contact page in English; its form's words (handed to the island as props) and the endpoint's answers come from
 * src/lib/contact/words.ts, where the form's validation finds its English default.
 */
import { site } from '../../config/site.ts';
import {
  englishContactFormWords,
  englishContactServerWords,
  type ContactFormWords,
  type ContactServerWords,
} from '../../lib/contact/words.ts';

export const contact = {
  title: 'Contact Us',
  description: (brand: string) =>
    `Ask ${brand} about visas, insurance, property and more: send a message, e-mail us or visit our Bangkok office in Ekkamai. We usually reply within 1 business day.`,
  heading: 'Contact Us',
  lead: 'Ask us anything: we usually reply within 1 business day.',
  formHeading: 'Send us a message',
  officeHeading: 'Our office',
  email: 'E-mail',
  phone: 'Phone',
  hoursHeading: 'Office hours',
  /** The office hours as the page lists them (site.officeHours in English; a test keeps the times of a translation equal). */
  hours: site.officeHours.map((slot) => ({ days: slot.days as string, hours: slot.hours as string })),
  timeZone: 'Bangkok time (UTC+7). Closed on Sundays and Thai public holidays.',
  form: englishContactFormWords as ContactFormWords,
  server: englishContactServerWords as ContactServerWords,
};
export type ContactVolumeWords = typeof contact;
