/**
 * Spam traps. A lead that trips one is answered exactly like any other (so a
 * bot learns nothing), stored with is_spam and a reason, and never notified.
 *
 * - Honeypot: the form has an input people never see (hidden with CSS, out of
 *   the tab order, aria-hidden). Anything in it means a bot filled every field.
 * - Minimum fill time: the form carries the time it was rendered. A lead that
 *   arrives sooner than `minFillMs` after that was not typed by a person; one
 *   without a readable render time did not come from our form.
 *   A render time in the future (the visitor's clock runs ahead of ours) is not
 *   held against the visitor: a bot gains nothing from it that an old time would
 *   not give it too.
 */
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from '../../lib/contact/contact-form.ts';

export type SpamReason = 'honeypot' | 'too_fast' | 'no_render_time';

export interface SpamVerdict {
  isSpam: boolean;
  reason: SpamReason | null;
}

const NOT_SPAM: SpamVerdict = { isSpam: false, reason: null };

/** Reads the render time: ms since the epoch, as a number or a string of digits. */
export function parseRenderedAt(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0) return raw;
  if (typeof raw === 'string' && /^\d{1,16}$/.test(raw.trim())) return Number(raw.trim());
  return null;
}

export function checkSpam(body: Record<string, unknown>, now: Date, minFillMs: number): SpamVerdict {
  const honeypot = body[HONEYPOT_FIELD];
  // Any value but "nothing" (absent, null, false, blank text) fills the trap; objects too, unread.
  const empty =
    honeypot === undefined ||
    honeypot === null ||
    honeypot === false ||
    (typeof honeypot === 'string' && honeypot.trim() === '');
  if (!empty) {
    return { isSpam: true, reason: 'honeypot' };
  }
  const renderedAt = parseRenderedAt(body[RENDERED_AT_FIELD]);
  if (renderedAt === null) return { isSpam: true, reason: 'no_render_time' };
  const elapsed = now.getTime() - renderedAt;
  if (elapsed >= 0 && elapsed < minFillMs) return { isSpam: true, reason: 'too_fast' };
  return NOT_SPAM;
}
