/**
 * New-lead webhook: a JSON POST to LEADS_WEBHOOK_URL, signed so the receiver
 * can check it came from us and was not altered:
 *
 *   X-Signature-256: sha256=<hex HMAC-SHA256 of the exact body bytes under LEADS_WEBHOOK_SECRET>
 *
 * (tests/support/webhook.ts shows the receiver's check.)
 * X-Delivery-Id is the outbox item id, identical across retries, so the
 * receiver can ignore a repeat. Any answer other than 2xx, a network error or
 * a timeout counts as a failure and the outbox retries later.
 */
import { createHmac } from 'node:crypto';
import { exportedValue, NOTIFIED_LEAD_FIELDS } from '../fields.ts';
import type { StoredLead } from '../storage/types.ts';
import type { Delivery, Notifier } from './types.ts';

const SIGNATURE_HEADER = 'X-Signature-256';

interface WebhookNotifierOptions {
  url: string;
  secret: string;
  /** Per-request timeout in ms (default 10 s). */
  timeoutMs?: number;
}

export function signBody(body: string | Uint8Array, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The JSON sent for a lead: everything a CRM needs (the fields the list in ../fields.ts sends to the team,
 * keyed by their column names), never the client hash.
 */
export function webhookPayload(lead: StoredLead, delivery: Delivery) {
  return {
    event: 'lead.created',
    delivery_id: delivery.id,
    lead: Object.fromEntries(NOTIFIED_LEAD_FIELDS.map((field) => [field.column, exportedValue(lead, field)])),
  };
}

export function createWebhookNotifier(options: WebhookNotifierOptions): Notifier {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    channel: 'webhook',
    async send(lead, delivery) {
      const body = JSON.stringify(webhookPayload(lead, delivery));
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'siam-expat-leads/1',
          [SIGNATURE_HEADER]: signBody(body, options.secret),
          'X-Delivery-Id': String(delivery.id),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection can be reused; its content does not matter.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
    },
  };
}
