/**
 * New-lead e-mail over SMTP (nodemailer), to LEADS_NOTIFY_TO through SMTP_URL.
 *
 * No header injection: every value that reaches a header (subject, reply-to
 * name) has its control and line-separator characters replaced by spaces and
 * is length-capped before nodemailer encodes it; the reply-to address is used
 * only when it is a plain address. The body is plain text plus an HTML part in
 * which every value is escaped.
 */
import nodemailer from 'nodemailer';
import { site } from '../../../config/site.ts';
import {
  exportedValue,
  isCampaignLeadField,
  leadFieldLabel,
  leadFullName,
  NOTIFIED_LEAD_FIELDS,
  type LeadField,
} from '../fields.ts';
import type { StoredLead } from '../storage/types.ts';
import type { Delivery, Notifier } from './types.ts';

interface SmtpNotifierOptions {
  smtpUrl: string;
  to: string[];
  from: string;
  /** Socket timeouts in ms (default 15 s); keeps a stuck relay from holding the outbox claim. */
  timeoutMs?: number;
}

// Control characters are exactly what these patterns must catch (header injection).
// eslint-disable-next-line no-control-regex
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** A conservative plain address: no spaces, quotes, angle brackets, commas or control characters. */
// eslint-disable-next-line no-control-regex
const PLAIN_ADDRESS = /^[^\s"<>(),;:\\@\u0000-\u001f\u007f]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Makes any text safe for a single header line. */
export function headerText(value: string, max = 120): string {
  return value.replace(HEADER_UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, max).toWellFormed();
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A value as the team reads it: '(not given)' for an empty field, yes/no for a flag, times in ISO-8601 UTC. */
function factText(lead: StoredLead, field: LeadField): string {
  const value = exportedValue(lead, field);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value || '(not given)';
}

/**
 * The labelled facts of a lead: the fields the list in ../fields.ts sends to the team, in its order, with the
 * campaign (UTM) fields on one "Campaign" line and the message left for the body.
 */
function leadFacts(lead: StoredLead): [string, string][] {
  const facts: [string, string][] = [];
  const campaign = NOTIFIED_LEAD_FIELDS.filter(isCampaignLeadField);
  for (const field of NOTIFIED_LEAD_FIELDS) {
    if (field.key === 'message') continue;
    // A message's e-mail stays as it was; a booking's names its consultation.
    if (
      (field.key === 'bookingSlot' || field.key === 'bookingMode' || field.key === 'bookingStatus') &&
      !lead.bookingSlot
    )
      continue;
    if (!isCampaignLeadField(field)) facts.push([leadFieldLabel(field), factText(lead, field)]);
    else if (field === campaign[0])
      facts.push(['Campaign', campaign.map((part) => exportedValue(lead, part) || '-').join(' / ')]);
  }
  return facts;
}

interface LeadEmail {
  from: { name: string; address: string };
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

export function buildLeadEmail(
  lead: StoredLead,
  options: { to: string[]; from: string },
  delivery: Delivery,
): LeadEmail {
  const name = headerText(leadFullName(lead), 80);
  // A lead from a Thai page is answered in Thai: the subject and the first line say so before anything else.
  const inThai = lead.language === 'th';
  const subject = headerText(
    `New ${lead.service} enquiry${inThai ? ' in Thai' : ''} from ${name || lead.email} | ${site.brand}`,
    150,
  );
  const facts = leadFacts(lead);
  const intro = `A new enquiry arrived through the contact form of ${site.brand}.${inThai ? ' It was sent from a Thai page: please reply in Thai.' : ''}`;
  const text = [
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
    '',
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<table>${rows}</table>
<h2 style="font-size:1rem">Message</h2>
<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(lead.message)}</pre>
</body></html>`;
  const email: LeadEmail = {
    from: { name: headerText(site.brand), address: options.from },
    to: options.to,
    subject,
    text,
    html,
    // Stable across retries, so a mailbox can recognise a duplicate delivery.
    messageId: `<lead-${lead.id}.${delivery.id}@${new URL(site.origin).hostname}>`,
    headers: { 'X-Lead-Id': headerText(lead.id, 64) },
  };
  if (PLAIN_ADDRESS.test(lead.email)) email.replyTo = { name, address: lead.email };
  return email;
}

export function createSmtpNotifier(options: SmtpNotifierOptions): Notifier {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    channel: 'email',
    async send(lead, delivery) {
      const info = await transport.sendMail(buildLeadEmail(lead, options, delivery));
      if (info.rejected.length > 0 && info.accepted.length === 0) {
        throw new Error(`SMTP relay rejected every recipient (${info.rejected.length})`);
      }
    },
    async close() {
      transport.close();
    },
  };
}
