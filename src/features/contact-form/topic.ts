/**
 * `/contact/?topic=insurance` preselects a service (links from the insurance
 * pages use it). Unknown topics preselect nothing.
 */
import type { ServiceOption } from '../../lib/contact/fields.ts';

const TOPICS = new Map<string, ServiceOption>([
  ['visa', 'Visa'],
  ['insurance', 'Insurance'],
  ['real-estate', 'Real Estate'],
  ['realestate', 'Real Estate'],
  ['property', 'Real Estate'],
  ['other', 'Other'],
]);

export function serviceForTopic(topic: string | null | undefined): ServiceOption | '' {
  // A Map, not an object: "__proto__" or "constructor" must not find anything.
  return TOPICS.get((topic ?? '').trim().toLowerCase()) ?? '';
}
