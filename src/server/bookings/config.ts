/**
 * The booking e-mails' settings, read from the environment. The relay is the leads' SMTP_URL; without it
 * bookings are still taken and the team notified, but no e-mail goes to the visitor.
 */
import { resolve } from 'node:path';
import { site } from '../../config/site.ts';

export interface BookingConfig {
  /** SMTP_URL: the relay (the same as the lead e-mails); null: no e-mail to the visitor. */
  smtpUrl: string | null;
  /** BOOKINGS_MAIL_FROM: sender and ORGANIZER of invitations (default LEADS_MAIL_FROM, else the site's mailbox). */
  from: string;
  /** BOOKINGS_BASE_URL: the site's address in the e-mails' links (default the site origin). */
  baseUrl: string;
  /** BOOKINGS_WORKER: "0"/"false" stops this process from sending booking e-mails (another process does). */
  worker: boolean;
  /** BOOKINGS_POLL_MS: how often due booking e-mails are looked for (default 30000). */
  pollMs: number;
  /** BOOKINGS_CLOCK_FILE: tests only; milliseconds added to the bookings' clock, so a test can move a running server's time. */
  clockFile: string | null;
}

type Env = Record<string, string | undefined>;
const value = (env: Env, name: string) => (env[name]?.trim() ? env[name]!.trim() : null);

export function loadBookingConfig(env: Env = process.env): BookingConfig {
  const poll = value(env, 'BOOKINGS_POLL_MS');
  const clock = value(env, 'BOOKINGS_CLOCK_FILE');
  return {
    smtpUrl: value(env, 'SMTP_URL'),
    from: value(env, 'BOOKINGS_MAIL_FROM') ?? value(env, 'LEADS_MAIL_FROM') ?? site.email,
    baseUrl: new URL(value(env, 'BOOKINGS_BASE_URL') ?? site.origin).origin,
    worker: !['0', 'false', 'no', 'off'].includes((value(env, 'BOOKINGS_WORKER') ?? '').toLowerCase()),
    pollMs: poll && /^\d+$/.test(poll) && Number(poll) >= 10 ? Number(poll) : 30_000,
    clockFile: clock ? resolve(clock) : null,
  };
}
