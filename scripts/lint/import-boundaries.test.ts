import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';
import { boundaryViolation } from './import-boundaries.js';

describe('import boundaries', () => {
  it('lets src/lib and src/config import only each other', () => {
    expect(boundaryViolation('src/lib/site/titles.ts', 'src/lib/site/sections.ts')).toBeUndefined();
    expect(boundaryViolation('src/lib/content/schemas.ts', 'src/config/site.ts')).toBeUndefined();
    expect(boundaryViolation('src/lib/site/home.ts', 'src/components/Icon.astro')).toMatch(/nothing of ours/);
    expect(boundaryViolation('src/config/site.ts', 'src/server/leads/index.ts')).toMatch(/nothing of ours/);
  });

  it('keeps features away from the server and from each other', () => {
    expect(boundaryViolation('src/features/news-search/NewsSearch.tsx', 'src/features/news-search/useSearchIndex.ts')).toBeUndefined();
    expect(boundaryViolation('src/features/news-search/NewsSearch.tsx', 'src/lib/news/filter.ts')).toBeUndefined();
    expect(boundaryViolation('src/features/news-search/NewsSearch.tsx', 'src/features/contact-form/submit.ts')).toMatch(/another feature/);
    expect(boundaryViolation('src/features/contact-form/submit.ts', 'src/server/leads/http.ts')).toMatch(/server/);
  });

  it('keeps the server away from pages, features, components and layouts', () => {
    expect(boundaryViolation('src/server/http/site-handler.ts', 'src/lib/site/redirects.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/leads/http.ts', 'src/features/contact-form/campaign.ts')).toMatch(/server never imports/);
    expect(boundaryViolation('src/server/leads/http.ts', 'src/pages/contact/retry.astro')).toMatch(/server never imports/);
  });

  it('keeps build-only content queries out of what Node loads at run time', () => {
    expect(boundaryViolation('src/server/http/site-handler.ts', 'src/lib/content/content.ts')).toMatch(/run time/);
    expect(boundaryViolation('src/lib/site/not-found.ts', 'astro:content')).toMatch(/run time/);
    expect(boundaryViolation('src/lib/content/api-shapes.ts', 'src/lib/content/content.ts')).toBeUndefined();
  });

  it('keeps test helpers out of production code, while tests may import any layer', () => {
    expect(boundaryViolation('src/server/leads/service.ts', 'tests/support/smtp.ts')).toMatch(/test helpers/);
    expect(boundaryViolation('src/server/leads/storage/postgres.ts', 'tests/support/postgres.ts')).toMatch(/test helpers/);
    expect(boundaryViolation('scripts/leads.ts', 'tests/support/fixtures.ts')).toMatch(/test helpers/);
    expect(boundaryViolation('scripts/lib/site-process.ts', 'tests/e2e/support/server-process.ts')).toMatch(/test helpers/);
    expect(boundaryViolation('src/server/leads/cli.ts', 'scripts/leads.test.ts')).toMatch(/test helpers|nothing of ours/);
    // Benchmarks and the test runner are dev tools: they may start a temp database or a browser.
    expect(boundaryViolation('scripts/bench-leads.ts', 'tests/support/postgres.ts')).toBeUndefined();
    // The harness itself and the tests may import what they exercise.
    expect(boundaryViolation('tests/support/outbox-child.ts', 'src/server/leads/pipeline.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/leads/outbox.test.ts', 'tests/support/webhook.ts')).toBeUndefined();
    expect(boundaryViolation('src/lib/news/feeds.ts', 'tests/e2e/support/browser.ts')).toMatch(/test helpers|nothing of ours/);
    expect(boundaryViolation('src/features/contact-form/submit.test.ts', 'src/server/leads/node-server.ts')).toBeUndefined();
  });

  it('makes `npm run lint` fail on a forbidden import planted in src/lib', async () => {
    const eslint = new ESLint({ cwd: path.resolve('.') });
    const [result] = await eslint.lintText("import { startSite } from '../../server/http/server.ts';\nexport const planted = startSite;\n", {
      filePath: path.resolve('src/lib/shared/planted.ts'),
    });
    expect(result.messages.map((m) => m.ruleId)).toContain('local/import-boundaries');
    expect(result.errorCount).toBeGreaterThan(0);
  });
});
