/**
 * Sends the form to POST /api/contact and reads the answer:
 * success needs both an OK status and `ok: true`; on failure the server's
 * error text is shown, else "Submission failed"; when the request itself
 * fails (offline, blocked), "Something went wrong. Please try again."
 * No retries.
 */
import type { ContactFieldErrors } from '../../lib/contact/contact-form.ts';

export const CONTACT_ENDPOINT = '/api/contact';
export const SUBMISSION_FAILED = 'Submission failed';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

type SubmitResult = { ok: true; id: string } | { ok: false; error: string; fields: ContactFieldErrors };

export async function submitContactForm(payload: Record<string, unknown>, options: { endpoint?: string; fetch?: typeof fetch } = {}): Promise<SubmitResult> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(options.endpoint ?? CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, error: SOMETHING_WENT_WRONG, fields: {} };
  }
  type Answer = { ok?: unknown; id?: unknown; error?: unknown; fields?: unknown };
  let body: Answer | null;
  try {
    const parsed: unknown = await response.json();
    body = parsed && typeof parsed === 'object' ? (parsed as Answer) : null;
  } catch {
    body = null;
  }
  if (response.ok && body?.ok === true) return { ok: true, id: typeof body.id === 'string' ? body.id : '' };
  const error = typeof body?.error === 'string' && body.error.trim() !== '' ? body.error : SUBMISSION_FAILED;
  const fields = body?.fields && typeof body.fields === 'object' ? (body.fields as ContactFieldErrors) : {};
  return { ok: false, error, fields };
}
