/**
 * The diagnostics overlay as a page script of its own: bundled standalone
 * (see BaseLayout), fetched only when the address asks for it with ?diag=1.
 */
import { showDiagnostics } from './diagnostics.ts';

showDiagnostics();
