import { describe, expect, it } from 'vitest';
import { diagnosticsFetchStatus } from './diagnostics.ts';

describe('diagnosticsFetchStatus', () => {
  it('uses the diagnostics texts: Failed: HTTP {status}, Error: {message}, Not tested, OK (N articles)', () => {
    expect(diagnosticsFetchStatus({ kind: 'untested' })).toBe('Not tested');
    expect(diagnosticsFetchStatus({ kind: 'ok', articles: 9 })).toBe('OK (9 articles)');
    expect(diagnosticsFetchStatus({ kind: 'http', status: 404 })).toBe('Failed: HTTP 404');
    expect(diagnosticsFetchStatus({ kind: 'error', message: 'offline' })).toBe('Error: offline');
  });
});
