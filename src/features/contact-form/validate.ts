/**
 * The form's check, loaded on demand: zod and the schema stay out of the
 * page's first download and arrive when the visitor first focuses the form
 * (or, at the latest, when they send it).
 */
// First: before any zod schema is built (see zod-csp.ts).
import './zod-csp.ts';

export { validateContactForm } from '../../lib/contact/contact-form.ts';
