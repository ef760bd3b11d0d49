import { describe, expect, it } from 'vitest';
import { diagnosticsFetchStatus } from './diagnostics.ts';

describe('diagnosticsFetchStatus', () => {
  it('uses the texts of SPEC 8', () => {
    expect(diagnosticsFetchStatus({ kind: 'untested' })).toBe('Not tested');
    expect(diagnosticsFetchStatus({ kind: 'ok', articles: 9 })).toBe('OK (9 articles)');
    expect(diagnosticsFetchStatus({ kind: 'http', status: 404 })).toBe('Failed: HTTP 404');
    expect(diagnosticsFetchStatus({ kind: 'error', message: 'offline' })).toBe('Error: offline');
  });
});
