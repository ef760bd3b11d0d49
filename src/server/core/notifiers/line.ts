/**
 * New-lead message to the team's LINE chat through the Messaging API's push endpoint
 * (POST {LINE_API_BASE_URL}/v2/bot/message/push), sent from the outbox like the other channels.
 *
 * At most once: every request carries X-Line-Retry-Key, a UUID that belongs to the outbox delivery (derived from
 * the lead's id and the outbox item's id, so every retry of that delivery sends the same key). LINE runs a key
 * once and answers 409 to a repeat, which here means "already delivered". 429 and 5xx (and a timeout or a
 * network error) throw an ordinary error, which the outbox retries with backoff; 400, 401 and 403 can only
 * repeat themselves (a bad token, a bad recipient, a bad body), so they throw a permanent error that the outbox
 * marks failed at once.
 *
 * The message holds the name, topic, nationality and language (and a booking's slot), and links to nothing:
 * the details stay in the database, where the lead's id finds them (`npm run leads -- list`).
 */
import { createHash } from 'node:crypto';
import { site } from '../../../config/site.ts';
import { leadFullName } from '../fields.ts';
import type { StoredLead } from '../storage/types.ts';
import { PermanentDeliveryError, type Delivery, type Notifier } from './types.ts';

const PUSH_PATH = '/v2/bot/message/push';
/** LINE's limit for one text message. */
const MAX_TEXT = 5000;
const NOT_RETRIED = new Set([400, 401, 403]);

interface LineNotifierOptions {
  channelAccessToken: string;
  /** The user, group or room ID that receives the messages. */
  to: string;
  /** Scheme and host of the Messaging API (tests point it at a local fake). */
  apiBaseUrl: string;
  /** Per-request timeout in ms (default 10 s). */
  timeoutMs?: number;
}

/** What the team reads in LINE about a lead or a booking. */
export interface LineFacts {
  kind: 'lead' | 'booking';
  id: string;
  name: string;
  topic: string;
  nationality: string;
  language: string;
  /** A booking's slot, as the team should read it (local time with its zone). */
  slot?: string;
}

/** A UUID (version 8: made by us, from a hash) that is the same for every try of one outbox delivery. */
export function deliveryUuid(subjectId: string, delivery: Pick<Delivery, 'id'>): string {
  const bytes = createHash('sha256').update(`line-delivery:${subjectId}:${delivery.id}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const oneLine = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max).toWellFormed();

/** A booking's start (an ISO instant) as the team reads it: Bangkok's wall-clock time, and office or video. */
function bangkokSlot(start: string, mode: string): string {
  const when = new Date(start);
  if (Number.isNaN(when.getTime())) return start;
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(when);
  return `${local} (Asia/Bangkok)${mode ? `, ${mode}` : ''}`;
}

/** A lead, or a booking (a lead with its consultation slot). */
export function lineFactsOfLead(lead: StoredLead): LineFacts {
  const facts = {
    id: lead.id,
    name: leadFullName(lead),
    topic: lead.service,
    nationality: lead.nationality,
    language: lead.language,
  };
  return lead.bookingSlot
    ? { ...facts, kind: 'booking', slot: bangkokSlot(lead.bookingSlot, lead.bookingMode) }
    : { ...facts, kind: 'lead' };
}

export function lineMessageText(facts: LineFacts): string {
  const lines = [
    facts.kind === 'booking' ? `New consultation booking | ${site.brand}` : `New enquiry | ${site.brand}`,
    `Name: ${oneLine(facts.name, 200) || '(not given)'}`,
    `Topic: ${oneLine(facts.topic, 200) || '(not given)'}`,
    `Nationality: ${oneLine(facts.nationality, 100) || '(not given)'}`,
    `Language: ${oneLine(facts.language, 20)}`,
  ];
  if (facts.slot) lines.push(`Slot: ${oneLine(facts.slot, 100)}`);
  lines.push(`${facts.kind === 'booking' ? 'Booking' : 'Lead'} id: ${facts.id}`);
  return lines.join('\n').slice(0, MAX_TEXT);
}

export function createLineNotifier(
  options: LineNotifierOptions,
): Notifier & { sendFacts(facts: LineFacts, delivery: Delivery): Promise<void> } {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const url = new URL(PUSH_PATH, options.apiBaseUrl).href;
  async function sendFacts(facts: LineFacts, delivery: Delivery): Promise<void> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${options.channelAccessToken}`,
        'X-Line-Retry-Key': deliveryUuid(facts.id, delivery),
      },
      body: JSON.stringify({ to: options.to, messages: [{ type: 'text', text: lineMessageText(facts) }] }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // LINE's error body says what was wrong (never the message we sent); kept short for the outbox's record.
    const detail = (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    if (response.ok || response.status === 409) return;
    const message = `LINE answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`;
    if (NOT_RETRIED.has(response.status)) throw new PermanentDeliveryError(`${message} (not retried)`);
    throw new Error(message);
  }
  return {
    channel: 'line',
    send: (lead, delivery) => sendFacts(lineFactsOfLead(lead), delivery),
    sendFacts,
  };
}
