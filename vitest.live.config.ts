import { defineConfig } from 'vitest/config';

// The live content's checks: the build of content/ (dist/, built when stale by tests/live/support/global-setup.ts)
// read as files. They check what must hold whatever editors publish (internal links and fragments, JSON-LD, feeds
// and sitemap, HTML validity) and never pin a count or a slug: editors add and delete posts without a test change.
// The end-to-end suites run on the fixture site instead (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['tests/live/**/*.live.ts'],
    globalSetup: ['tests/live/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 900_000,
    maxWorkers: 2,
  },
});
