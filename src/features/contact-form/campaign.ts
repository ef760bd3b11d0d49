/**
 * Campaign parameters: on load, utm_source, utm_medium and
 * utm_campaign found in the address are saved to local storage and used;
 * otherwise the saved ones are used. Storage may be unavailable (private
 * mode, blocked cookies): then only the address counts.
 */
import { CAMPAIGN_FIELDS, CONTACT_FIELD_LIMITS, type CampaignField } from '../../lib/contact/fields.ts';

/** The campaign fields, as the form lists them. */
export const UTM_KEYS = CAMPAIGN_FIELDS;
export type Campaign = Record<CampaignField, string>;

export const CAMPAIGN_STORAGE_KEY = 'siam.campaign';
const EMPTY = Object.fromEntries(UTM_KEYS.map((key) => [key, ''])) as Campaign;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function clean(value: unknown, key: CampaignField): string {
  return typeof value === 'string' ? value.trim().slice(0, CONTACT_FIELD_LIMITS[key]) : '';
}

/** The campaign to send: from the address (and saved), else the saved one, else empty. */
export function resolveCampaign(search: string, storage: KeyValueStore | null): Campaign {
  const params = new URLSearchParams(search);
  if (UTM_KEYS.some((key) => clean(params.get(key), key) !== '')) {
    const fromAddress: Campaign = { ...EMPTY };
    for (const key of UTM_KEYS) fromAddress[key] = clean(params.get(key), key);
    try {
      storage?.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(fromAddress));
    } catch {
      // Storage full or blocked: the campaign still goes with this submission.
    }
    return fromAddress;
  }
  try {
    const saved = JSON.parse(storage?.getItem(CAMPAIGN_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!saved || typeof saved !== 'object') return { ...EMPTY };
    const campaign: Campaign = { ...EMPTY };
    for (const key of UTM_KEYS) campaign[key] = clean(saved[key], key);
    return campaign;
  } catch {
    return { ...EMPTY };
  }
}

/** window.localStorage, or null where reading it throws. */
export function browserStorage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
