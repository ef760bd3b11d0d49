/** The CSP hash of an inline script the page writes itself (Astro hashes only the scripts it bundles). Build-time only. */
import { createHash } from 'node:crypto';

export function cspHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}
