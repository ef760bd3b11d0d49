/**
 * Sends the form to POST /api/contact and reads the answer:
 * success needs both an OK status and `ok: true`; on failure the server's
 * error text is shown (in the form's language), else "Submission failed";
 * when the request itself fails (offline, blocked), "Something went wrong.
 * Please try again." (both in the words the page gave the form). No retries.
 */
import type { ContactFieldErrors } from '../../lib/contact/contact-form.ts';
import type { ContactFormWords } from '../../lib/contact/words.ts';

export const CONTACT_ENDPOINT = '/api/contact';

type SubmitResult = { ok: true; id: string } | { ok: false; error: string; fields: ContactFieldErrors };

export async function submitContactForm(
  payload: Record<string, unknown>,
  options: {
    words: Pick<ContactFormWords, 'submissionFailed' | 'somethingWentWrong'>;
    endpoint?: string;
    fetch?: typeof fetch;
  },
): Promise<SubmitResult> {
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
    return { ok: false, error: options.words.somethingWentWrong, fields: {} };
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
  const error =
    typeof body?.error === 'string' && body.error.trim() !== '' ? body.error : options.words.submissionFailed;
  const fields = body?.fields && typeof body.fields === 'object' ? (body.fields as ContactFieldErrors) : {};
  return { ok: false, error, fields };
}
