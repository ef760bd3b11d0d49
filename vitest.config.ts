import { defineConfig } from 'vitest/config';

// Unit and integration tests: pure logic beside its code in src/, server pipeline
// tests (real SQLite, PostgreSQL, SMTP, HTTP listeners), script tests.
// End-to-end tests against the built site live in tests/e2e (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
