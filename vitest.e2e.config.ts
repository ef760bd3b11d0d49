import { defineConfig } from 'vitest/config';
import { FIXTURE_BUILD } from './scripts/lib/build-stamp.ts';

// End-to-end tests: the fixture site (tests/fixtures/site/content built into dist-fixture/, see
// tests/e2e/support/global-setup.ts) served by `npm start` (scripts/start.ts) on a free port, driven by real
// Chromium (playwright-core, /usr/bin/chromium). The live content's checks are vitest.live.config.ts.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    // Every server a suite starts serves the fixture build, and a suite reading content reads the fixture's.
    env: { DIST_DIR: FIXTURE_BUILD.outDir, CONTENT_ROOT: FIXTURE_BUILD.contentDir },
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
