/**
 * Imported first by the island, before any zod schema is built: zod decides at
 * schema construction whether to compile fast parsers with `new Function`, and
 * merely probing for it is a CSP violation on our pages (no 'unsafe-eval').
 * jitless makes it skip the probe; parsing a form is fast either way.
 * From 'zod/mini', like the schema: importing 'zod' here would pull the full
 * package into the island (it sets the same global config of the shared core).
 */
import { config } from 'zod/mini';

config({ jitless: true });
