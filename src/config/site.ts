/**
 * The one place for the business's identity and contact details.
 * Operators edit this file; nothing else in the code repeats these values.
 */
import { dateSettings } from './dates.ts';

/** A LINE ID as LINE writes it ("@shop"), or undefined when unset or malformed. */
function lineIdFrom(value: string | undefined): string | undefined {
  const id = value?.trim();
  if (!id) return undefined;
  const withAt = id.startsWith('@') ? id : `@${id}`;
  return /^@[A-Za-z0-9._-]{1,40}$/.test(withAt) ? withAt : undefined;
}

export const site = {
  /** Brand name shown in titles ("{page} | {brand}"), the header logo and og:site_name. */
  brand: 'Siam Expat Services',
  /** Short line under the brand in the footer's about column. */
  tagline: 'Guides, news and hands-on help for expatriates living, working and investing in Thailand.',
  /**
   * Canonical origin, no trailing slash. Overridden at build time by SITE_ORIGIN
   * so staging and production builds carry their own canonical links.
   */
  origin: (process.env.SITE_ORIGIN ?? 'https://www.siamexpatservices.com').replace(/\/+$/, ''),
  /** Public mailbox shown in the footer and on the contact page. */
  email: 'hello@siamexpatservices.com',
  /** Phone and WhatsApp number, written for people (E.164 form below for links). */
  phone: '+66 2 000 0000',
  phoneE164: '+6620000000',
  /** Bangkok office in Ekkamai. */
  address: {
    street: 'Sukhumvit 63 (Ekkamai)',
    locality: 'Wattana',
    city: 'Bangkok',
    postalCode: '10110',
    country: 'Thailand',
  },
  /** The same office as Thai mail and Thai readers write it: soi, district, province. */
  addressTh: {
    street: 'ซอยสุขุมวิท 63 (เอกมัย) ถนนสุขุมวิท',
    locality: 'เขตวัฒนา',
    city: 'กรุงเทพมหานคร',
    postalCode: '10110',
    country: 'ประเทศไทย',
  },
  /**
   * Optional LINE official account ("@yourshop"): when set, the footer, the
   * contact page and the thank-you page show a LINE link beside WhatsApp.
   * Unset by default; SITE_LINE_ID sets it at build time.
   */
  lineId: lineIdFrom(process.env.SITE_LINE_ID),
  /** "Follow Us" link in the footer. */
  social: { label: 'Facebook', url: 'https://www.facebook.com/siamexpatservices' },
  /** Office hours shown on the contact page. */
  officeHours: [
    { days: 'Monday to Friday', hours: '9:00 AM to 6:00 PM' },
    { days: 'Saturday', hours: '9:00 AM to 1:00 PM' },
  ],
  /**
   * Consultations booked on the site (/contact/book/): office hours by weekday (1 Monday ... 6 Saturday; a day
   * not listed is closed), Bangkok wall-clock "HH:MM". They must say what `officeHours` above says.
   */
  booking: {
    hours: {
      1: { open: '09:00', close: '18:00' },
      2: { open: '09:00', close: '18:00' },
      3: { open: '09:00', close: '18:00' },
      4: { open: '09:00', close: '18:00' },
      5: { open: '09:00', close: '18:00' },
      6: { open: '09:00', close: '13:00' },
    },
    slotMinutes: 30,
    /** Free time after each consultation before the next can start. */
    bufferMinutes: 15,
    /** A slot must start at least this long after the booking is made. */
    minNoticeMinutes: 120,
    /** How many Bangkok calendar days, today included, the visitor can choose from. */
    daysAhead: 21,
    /** Future bookings one e-mail address may hold at once. */
    maxFutureBookingsPerEmail: 2,
  },
  /** Version of the privacy policy a lead consents to; bump when /privacy/ changes. */
  privacyPolicyVersion: '2025-09-25',
  /** Locale and time zones used for dates (set in src/config/dates.ts). */
  locale: dateSettings.locale,
  timeZones: dateSettings.timeZones,
} as const satisfies Record<string, unknown>;
