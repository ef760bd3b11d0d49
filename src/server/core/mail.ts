/**
 * Sending the visitors' own e-mails (reminders, bookings) over SMTP: the message every such e-mail is, the
 * transport, and the one rule of what counts as sent. The team's notifications go through the outbox's
 * notifiers instead (notifiers/smtp.ts).
 */
import nodemailer from 'nodemailer';

/** An e-mail to one visitor; each kind adds what it carries (headers, an invitation). */
export interface MailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface MailTransport<M extends MailMessage = MailMessage> {
  sendMail(mail: M): Promise<{ accepted: unknown[]; rejected: unknown[] }>;
  close(): void;
}

/** nodemailer over an SMTP URL, with the timeouts every sender uses. */
export function smtpTransport<M extends MailMessage>(url: string): MailTransport<M> {
  return nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 15_000 });
}

/** Sends one e-mail; throws when the relay took it for no recipient (the sender retries it). */
export async function sendMail<M extends MailMessage>(transport: MailTransport<M>, mail: M): Promise<void> {
  const info = await transport.sendMail(mail);
  if (info.rejected.length > 0 && info.accepted.length === 0) throw new Error('SMTP relay rejected the recipient');
}
