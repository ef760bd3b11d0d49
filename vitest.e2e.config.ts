import { defineConfig } from 'vitest/config';

// End-to-end tests: the built site served by `npm start` (scripts/start.ts) on a
// free port, driven by real Chromium (playwright-core, /usr/bin/chromium).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser per file; files run in parallel on the 2 cores.
    maxWorkers: 2,
    // Vitest's default poll gives up after 1 s. With two browsers, the server and the build's other work on two
    // cores, one DevTools round trip can take longer than that (CI once failed reading a static aria-current
    // attribute after load); a wrong state still fails, only later.
    expect: { poll: { timeout: 10_000 } },
  },
});
