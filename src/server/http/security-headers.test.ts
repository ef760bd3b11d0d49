import { describe, expect, it } from 'vitest';
import { FALLBACK_CSP, headerCspFromMeta, securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('sends the hardening headers on every answer', () => {
    const h = securityHeaders({ https: false });
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBeTruthy();
    expect(h['Permissions-Policy']).toContain('camera=()');
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['Content-Security-Policy']).toBe(FALLBACK_CSP);
    expect(h['Strict-Transport-Security']).toBeUndefined();
  });
  it('adds HSTS over HTTPS', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });
  it('uses the page CSP with framing forbidden, and never unsafe-inline scripts', () => {
    const csp = securityHeaders({ https: false, pageCsp: "default-src 'self'; script-src 'self' 'sha256-abc';" })[
      'Content-Security-Policy'
    ];
    expect(csp).toBe("default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'");
    expect(headerCspFromMeta('a;')).toBe("a; frame-ancestors 'none'");
  });
});
