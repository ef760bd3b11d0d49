import { describe, expect, it } from 'vitest';
import { loadOpsConfig } from './config.ts';

describe('operations settings', () => {
  it('defaults to no metrics and a 10 s shutdown', () => {
    expect(loadOpsConfig({})).toEqual({
      metricsPort: null,
      metricsHost: '127.0.0.1',
      metricsToken: null,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('reads every variable', () => {
    expect(
      loadOpsConfig({
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        METRICS_TOKEN: 'a-long-enough-token',
        SHUTDOWN_TIMEOUT_MS: '2500',
      }),
    ).toEqual({
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
      metricsToken: 'a-long-enough-token',
      shutdownTimeoutMs: 2500,
    });
  });

  it('refuses a port out of range, a short token, a shutdown wait that is not a number', () => {
    expect(() => loadOpsConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadOpsConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadOpsConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
