/** Small parts of the booking endpoints: reading a form and a body within a limit (the page's view: src/lib/booking/view.ts). */
export { slotJson, type SlotJson, type BookingPageView } from '../../lib/booking/view.ts';

const CONSENT_YES = new Set(['on', 'true', '1', 'yes']);

/** A urlencoded form as a plain object: the first value per name; the consent box becomes a boolean. */
export function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!Object.hasOwn(fields, name)) fields[name] = value;
  fields.consent = typeof fields.consent === 'string' && CONSENT_YES.has(fields.consent.trim().toLowerCase());
  return fields;
}

/** The body as text, or null when it is larger than `limit` bytes. */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
