/**
 * Security headers for every response, prerendered pages included (the Node
 * adapter sends none). HTML pages get the CSP Astro computed for them (script
 * and style hashes) plus what a <meta> CSP cannot say (frame-ancestors);
 * everything else gets a locked-down policy.
 */
export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

interface SecurityHeaderOptions {
  /** The request reached us over HTTPS (directly or via a trusted proxy). */
  https: boolean;
  /** The page's own CSP (from the build), or undefined for non-HTML answers. */
  pageCsp?: string;
}

/** Adds the directives a meta-delivered CSP cannot carry. */
export function headerCspFromMeta(metaCsp: string): string {
  const trimmed = metaCsp.trim().replace(/;\s*$/, '');
  return `${trimmed}; frame-ancestors 'none'`;
}

export function securityHeaders({ https, pageCsp }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': pageCsp ? headerCspFromMeta(pageCsp) : FALLBACK_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
