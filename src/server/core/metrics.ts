/**
 * Prometheus metrics (prom-client), one registry per process, shared through a globalThis symbol by the server's
 * modules and the Astro bundle's copies of them. No label holds personal data: route classes, statuses,
 * channels, results and reasons only.
 *
 * Served by ./metrics-server.ts: on METRICS_PORT (its own listener), or at /metrics behind METRICS_TOKEN.
 */
import client, { type Counter, type Histogram, type Registry } from 'prom-client';
import type { LeadStore, OutboxChannel } from './storage/types.ts';
import type { DeliveryResult } from './outbox.ts';

export interface OpsMetrics {
  registry: Registry;
  httpRequests: Counter<'route' | 'status'>;
  httpDuration: Histogram<'route'>;
  leads: Counter<'outcome' | 'reason'>;
  deliveries: Counter<'channel' | 'result'>;
  /**
   * Consultation bookings, for the bookings code to count: `bookings.inc({ result: 'accepted' })` (or 'refused',
   * 'cancelled'...). Exposed as bookings_total{result}.
   */
  bookings: Counter<'result'>;
  /** The store the outbox and reminder gauges read at each scrape: the running pipeline's, if one runs. */
  store: () => LeadStore | undefined;
}

const SHARED_KEY = Symbol.for('siam.ops.metrics');
const registry = globalThis as typeof globalThis & { [SHARED_KEY]?: OpsMetrics };

/** Latency buckets in seconds: static files answer in well under a millisecond, a lead waits for its commit. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function outboxGauges(metrics: OpsMetrics): void {
  // Read at each scrape, in one grouped query each: always current, and nothing to keep up to date between scrapes.
  // prom-client asks every metric at once; the four gauges share one reading per scrape.
  let reading: Promise<void> | null = null;
  const collect = () => (reading ??= read().finally(() => (reading = null)));
  const gauge = (name: string, help: string, label: string) =>
    new client.Gauge({ name, help, labelNames: [label], registers: [metrics.registry], collect });
  const pending = gauge(
    'outbox_pending_items',
    'Notifications waiting to be sent (pending or being sent), per channel.',
    'channel',
  );
  const oldest = gauge(
    'outbox_oldest_pending_age_seconds',
    'Age of the oldest notification waiting to be sent, per channel (0 when none waits).',
    'channel',
  );
  const failed = gauge(
    'outbox_failed_items',
    'Notifications that failed for good and wait for `npm run leads -- outbox retry`, per channel.',
    'channel',
  );
  const reminders = gauge(
    'reminders_items',
    'Deadline reminders by state (subscriptions: unconfirmed, confirmed; reminders: held, pending, sent, skipped, failed).',
    'state',
  );
  async function read(): Promise<void> {
    const store = metrics.store();
    if (!store) return;
    const [summary, counts] = await Promise.all([store.summarizeOutbox(), store.countReminders()]);
    const now = Date.now();
    for (const metric of [pending, oldest, failed]) metric.reset();
    for (const channel of new Set<OutboxChannel>(summary.map((row) => row.channel))) {
      const rows = summary.filter((row) => row.channel === channel);
      const waiting = rows.filter((row) => row.status === 'pending' || row.status === 'sending');
      pending.set(
        { channel },
        waiting.reduce((sum, row) => sum + row.count, 0),
      );
      oldest.set(
        { channel },
        waiting.length ? Math.max(0, now - Math.min(...waiting.map((row) => row.oldestCreatedAt.getTime()))) / 1000 : 0,
      );
      failed.set({ channel }, rows.find((row) => row.status === 'failed')?.count ?? 0);
    }
    for (const [state, value] of Object.entries(counts)) reminders.set({ state }, value);
  }
}

function createMetrics(): OpsMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new client.Counter<L>({ name, help, labelNames, registers: [registry] });
  const metrics: OpsMetrics = {
    registry,
    httpRequests: counter('http_requests_total', 'HTTP requests answered, by route class and status.', [
      'route',
      'status',
    ]),
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route class.',
      labelNames: ['route'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    leads: counter(
      'leads_total',
      'Contact form posts: accepted (stored; reason "spam:<trap>" for spam, stored and not notified) or refused, by reason.',
      ['outcome', 'reason'],
    ),
    deliveries: counter(
      'outbox_deliveries_total',
      'Tries to send a notification, by channel and result (sent, retry, failed).',
      ['channel', 'result'],
    ),
    bookings: counter('bookings_total', 'Consultation bookings, by result.', ['result']),
    store: () => undefined,
  };
  outboxGauges(metrics);
  return metrics;
}

export function opsMetrics(): OpsMetrics {
  registry[SHARED_KEY] ??= createMetrics();
  return registry[SHARED_KEY];
}

/** For the outbox worker's onDelivery. */
export function countDelivery(channel: OutboxChannel, result: DeliveryResult): void {
  opsMetrics().deliveries.inc({ channel, result });
}

/** Refusal reasons of POST /api/contact, by the status it answers (src/server/leads/http.ts). */
const REFUSAL_BY_STATUS: Record<number, string> = {
  400: 'invalid',
  403: 'cross_site',
  405: 'method',
  413: 'too_large',
  415: 'content_type',
  429: 'rate_limited',
  500: 'error',
  503: 'unavailable',
};

/** Counts one answer of POST /api/contact; `spam` is the trap a stored lead tripped, if any. */
export function countLeadAnswer(status: number, spam: string | null): void {
  if (status === 200 || status === 303)
    opsMetrics().leads.inc({ outcome: 'accepted', reason: spam ? `spam:${spam}` : 'ok' });
  else opsMetrics().leads.inc({ outcome: 'refused', reason: REFUSAL_BY_STATUS[status] ?? `status_${status}` });
}
