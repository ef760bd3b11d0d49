import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import {
  boundaryViolation,
  cycleThrough,
  importBoundaries,
  libFolderOf,
  relativeImportsOf,
} from './import-boundaries.js';

/** What `npm run lint` says of `text` as if it were saved as `file` (nothing is written). */
async function lintPlanted(file: string, text: string): Promise<ESLint.LintResult> {
  const eslint = new ESLint({ cwd: path.resolve('.') });
  const [result] = await eslint.lintText(text, { filePath: path.resolve(file) });
  return result;
}

describe('import boundaries', () => {
  it('lets src/lib and src/config import only each other', () => {
    expect(boundaryViolation('src/lib/site/titles.ts', 'src/lib/site/sections.ts')).toBeUndefined();
    expect(boundaryViolation('src/lib/content/schemas.ts', 'src/config/site.ts')).toBeUndefined();
    expect(boundaryViolation('src/lib/site/home.ts', 'src/components/Icon.astro')).toMatch(/nothing of ours/);
    expect(boundaryViolation('src/config/site.ts', 'src/server/app/index.ts')).toMatch(/nothing of ours/);
  });

  it('keeps features away from the server and from each other', () => {
    expect(
      boundaryViolation('src/features/news-search/NewsSearch.tsx', 'src/features/news-search/useSearchIndex.ts'),
    ).toBeUndefined();
    expect(boundaryViolation('src/features/news-search/NewsSearch.tsx', 'src/lib/news/filter.ts')).toBeUndefined();
    expect(boundaryViolation('src/features/news-search/NewsSearch.tsx', 'src/features/contact-form/submit.ts')).toMatch(
      /another feature/,
    );
    expect(boundaryViolation('src/features/contact-form/submit.ts', 'src/server/leads/http.ts')).toMatch(/server/);
  });

  it('keeps components small: no layouts, page templates, islands, pages or server', () => {
    expect(boundaryViolation('src/components/SourceList.astro', 'src/lib/content/source-kind.ts')).toBeUndefined();
    expect(boundaryViolation('src/components/Footer.astro', 'src/components/Icon.astro')).toBeUndefined();
    expect(boundaryViolation('src/components/Footer.astro', 'src/layouts/BaseLayout.astro')).toMatch(
      /components never import/,
    );
    expect(boundaryViolation('src/components/Faq.astro', 'src/templates/GuidePage.astro')).toMatch(
      /components never import/,
    );
    expect(boundaryViolation('src/components/Faq.astro', 'src/features/visa-quiz/EligibilityQuiz.tsx')).toMatch(
      /components never import/,
    );
  });

  it('lets page templates use layouts, components and islands, never pages or the server', () => {
    expect(boundaryViolation('src/templates/SectionHub.astro', 'src/layouts/BaseLayout.astro')).toBeUndefined();
    expect(
      boundaryViolation('src/templates/SectionHub.astro', 'src/features/hub-filters/HubFilters.tsx'),
    ).toBeUndefined();
    expect(boundaryViolation('src/templates/GuidePage.astro', 'src/pages/visa/index.astro')).toMatch(
      /templates never import/,
    );
    expect(boundaryViolation('src/templates/GuidePage.astro', 'src/server/http/site-handler.ts')).toMatch(
      /templates never import/,
    );
  });

  it('keeps the server away from pages, features, components and layouts', () => {
    expect(boundaryViolation('src/server/http/site-handler.ts', 'src/lib/site/redirects.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/leads/http.ts', 'src/features/contact-form/campaign.ts')).toMatch(
      /server never imports/,
    );
    expect(boundaryViolation('src/server/leads/http.ts', 'src/pages/contact/retry.astro')).toMatch(
      /server never imports/,
    );
  });

  it('keeps the server core free of everything above it', () => {
    expect(boundaryViolation('src/server/core/outbox.ts', 'src/server/core/storage/types.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/core/request.ts', 'src/lib/site/locales.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/core/outbox.ts', 'src/server/leads/http.ts')).toMatch(/core imports nothing/);
    expect(boundaryViolation('src/server/core/storage/types.ts', 'src/server/bookings/storage/types.ts')).toMatch(
      /core imports nothing/,
    );
    expect(boundaryViolation('src/server/core/config.ts', 'src/server/reminders/service.ts')).toMatch(
      /core imports nothing/,
    );
    expect(boundaryViolation('src/server/core/metrics.ts', 'src/server/ops/logger.ts')).toMatch(/core imports nothing/);
    expect(boundaryViolation('src/server/core/request.ts', 'src/server/app/pipeline.ts')).toMatch(
      /core imports nothing/,
    );
  });

  it('keeps leads, reminders and bookings apart: each imports only the core', () => {
    expect(boundaryViolation('src/server/bookings/service.ts', 'src/server/core/outbox.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/reminders/http.ts', 'src/server/core/request.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/bookings/http.ts', 'src/server/bookings/storage/types.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/bookings/http.ts', 'src/server/leads/http.ts')).toMatch(
      /never import each other/,
    );
    expect(boundaryViolation('src/server/leads/cli.ts', 'src/server/bookings/cli.ts')).toMatch(
      /never import each other/,
    );
    expect(boundaryViolation('src/server/reminders/service.ts', 'src/server/leads/service.ts')).toMatch(
      /never import each other/,
    );
    expect(boundaryViolation('src/server/leads/http.ts', 'src/server/reminders/http.ts')).toMatch(
      /never import each other/,
    );
    expect(boundaryViolation('src/server/reminders/http.ts', 'src/server/app/pipeline.ts')).toMatch(
      /reminders imports only src\/server\/core/,
    );
    expect(boundaryViolation('src/server/leads/http.ts', 'src/server/ops/logger.ts')).toMatch(
      /leads imports only src\/server\/core/,
    );
    expect(boundaryViolation('src/server/bookings/http.ts', 'src/server/http/server.ts')).toMatch(
      /bookings imports only src\/server\/core/,
    );
  });

  it('lets ops read only the core, and the composition above use every part', () => {
    expect(boundaryViolation('src/server/ops/http-ops.ts', 'src/server/core/metrics.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/ops/config.ts', 'src/server/leads/cli.ts')).toMatch(
      /ops imports only src\/server\/core/,
    );
    expect(boundaryViolation('src/server/ops/http-ops.ts', 'src/server/app/index.ts')).toMatch(
      /ops imports only src\/server\/core/,
    );
    expect(boundaryViolation('src/server/app/pipeline.ts', 'src/server/bookings/service.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/app/cli.ts', 'src/server/leads/cli.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/http/server.ts', 'src/server/ops/logger.ts')).toBeUndefined();
  });

  it('lets the dictionaries import only src/lib, src/config and each other', () => {
    expect(boundaryViolation('src/i18n/en/frame.ts', 'src/lib/site/sections.ts')).toBeUndefined();
    expect(boundaryViolation('src/i18n/dates.ts', 'src/config/dates.ts')).toBeUndefined();
    expect(boundaryViolation('src/i18n/frame.ts', 'src/i18n/links.ts')).toBeUndefined();
    expect(boundaryViolation('src/i18n/th/frame.ts', 'src/components/Icon.astro')).toMatch(/src\/i18n imports only/);
    expect(boundaryViolation('src/i18n/index.ts', 'src/templates/GuidePage.astro')).toMatch(/src\/i18n imports only/);
    expect(boundaryViolation('src/i18n/en/reminders.ts', 'src/server/reminders/mail.ts')).toMatch(
      /src\/i18n imports only/,
    );
    expect(boundaryViolation('src/i18n/quiz.ts', 'src/features/visa-quiz/EligibilityQuiz.tsx')).toMatch(
      /src\/i18n imports only/,
    );
    expect(boundaryViolation('src/i18n/links.ts', 'src/pages/th/index.astro')).toMatch(/src\/i18n imports only/);
    expect(boundaryViolation('src/i18n/en/frame.ts', 'src/layouts/BaseLayout.astro')).toMatch(/src\/i18n imports only/);
    // The server reads the dictionaries at run time: they never reach build-only queries, but the Thai content reader may.
    expect(boundaryViolation('src/i18n/th/frame.ts', 'src/lib/content/content.ts')).toMatch(/run time/);
    expect(boundaryViolation('src/i18n/content.ts', 'src/lib/content/content.ts')).toBeUndefined();
    expect(boundaryViolation('src/i18n/hub.ts', 'src/lib/content/content.ts')).toBeUndefined();
  });

  it('keeps build-only content queries out of what Node loads at run time', () => {
    expect(boundaryViolation('src/server/http/site-handler.ts', 'src/lib/content/content.ts')).toMatch(/run time/);
    expect(boundaryViolation('src/lib/site/not-found.ts', 'astro:content')).toMatch(/run time/);
    expect(boundaryViolation('src/lib/content/api-shapes.ts', 'src/lib/content/content.ts')).toBeUndefined();
  });

  it('keeps test helpers out of production code, while tests may import any layer', () => {
    expect(boundaryViolation('src/server/core/lead-service.ts', 'tests/support/smtp.ts')).toMatch(/test helpers/);
    expect(boundaryViolation('src/server/core/storage/postgres.ts', 'tests/support/postgres.ts')).toMatch(
      /test helpers/,
    );
    expect(boundaryViolation('scripts/leads.ts', 'tests/support/fixtures.ts')).toMatch(/test helpers/);
    expect(boundaryViolation('scripts/lib/site-process.ts', 'tests/e2e/support/server-process.ts')).toMatch(
      /test helpers/,
    );
    expect(boundaryViolation('src/server/leads/cli.ts', 'scripts/leads.test.ts')).toMatch(
      /test helpers|nothing of ours/,
    );
    // Scripts, their tests and the benchmarks included, share with the tests through scripts/lib only.
    expect(boundaryViolation('scripts/bench-leads.ts', 'tests/support/postgres.ts')).toMatch(
      /scripts never import tests/,
    );
    expect(boundaryViolation('scripts/cms-config.test.ts', 'tests/support/fixtures.ts')).toMatch(
      /scripts never import tests/,
    );
    expect(boundaryViolation('scripts/bench-leads.ts', 'scripts/lib/postgres.ts')).toBeUndefined();
    expect(boundaryViolation('tests/e2e/pages.e2e.ts', 'scripts/lib/page-types.ts')).toBeUndefined();
    // The harness itself and the tests may import what they exercise.
    expect(boundaryViolation('tests/support/outbox-child.ts', 'src/server/app/pipeline.ts')).toBeUndefined();
    expect(boundaryViolation('src/server/core/outbox.test.ts', 'tests/support/webhook.ts')).toBeUndefined();
    expect(boundaryViolation('src/lib/news/feeds.ts', 'tests/e2e/support/browser.ts')).toMatch(
      /test helpers|nothing of ours/,
    );
    expect(
      boundaryViolation('src/features/contact-form/submit.test.ts', 'src/server/leads/node-server.ts'),
    ).toBeUndefined();
  });

  it('makes `npm run lint` fail on a forbidden import planted in src/lib', async () => {
    const result = await lintPlanted(
      'src/lib/shared/planted.ts',
      "import { startSite } from '../../server/http/server.ts';\nexport const planted = startSite;\n",
    );
    expect(result.messages.map((m) => m.ruleId)).toContain('local/import-boundaries');
    expect(result.errorCount).toBeGreaterThan(0);
  });
});

describe('import cycles', () => {
  /** A made-up import graph: file -> the files it imports. */
  const graph: Record<string, string[]> = {
    'queries.ts': ['records.ts', 'shapes.ts'],
    'shapes.ts': ['records.ts', 'dates.ts'],
    'records.ts': ['dates.ts'],
    'dates.ts': [],
    'a.ts': ['b.ts'],
    'b.ts': ['c.ts', 'a.ts'],
    'c.ts': ['d.ts'],
    'd.ts': ['a.ts'],
    'self.ts': ['self.ts'],
  };
  const importsOf = (file: string) => graph[file] ?? [];

  it('finds no cycle where imports go one way', () => {
    expect(cycleThrough('queries.ts', 'shapes.ts', importsOf)).toBeUndefined();
    expect(cycleThrough('shapes.ts', 'records.ts', importsOf)).toBeUndefined();
  });

  it('gives the shortest chain back to the importing file', () => {
    // a imports b; b imports a directly (and also through c and d): the direct way back is the one named.
    expect(cycleThrough('a.ts', 'b.ts', importsOf)).toEqual(['b.ts', 'a.ts']);
    // c imports d, d imports a, a imports b, b imports c.
    expect(cycleThrough('c.ts', 'd.ts', importsOf)).toEqual(['d.ts', 'a.ts', 'b.ts', 'c.ts']);
    expect(cycleThrough('self.ts', 'self.ts', importsOf)).toEqual(['self.ts']);
  });

  it('reads relative imports of every kind, type-only ones too, and no packages or comments', () => {
    const text = [
      "import type { Guide } from './records.ts';",
      "import { z } from 'zod';",
      "export { paths } from '../site/routes.ts';",
      "export * from './schemas.ts';",
      "// import { old } from './old.ts';",
      "const later = () => import('./ics.ts');",
    ].join('\n');
    expect(relativeImportsOf(text, 'src/lib/x.ts')).toEqual([
      './records.ts',
      '../site/routes.ts',
      './schemas.ts',
      './ics.ts',
    ]);
  });

  it("reads an .astro file's frontmatter and scripts, not its markup", () => {
    const text = [
      '---',
      "import Card from './Card.astro';",
      '---',
      "<p>Text that says from './not-an-import.ts' in words.</p>",
      "<script>import { start } from '../scripts/start.ts'; start();</script>",
    ].join('\n');
    expect(relativeImportsOf(text, 'src/components/Page.astro')).toEqual(['./Card.astro', '../scripts/start.ts']);
  });

  describe('a fixture cycle on disk', () => {
    let dir = '';
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
      // queries -> shapes -> records -> queries: the cycle; dates.ts is imported by all and imports nothing.
      const files: Record<string, string> = {
        'queries.ts':
          "import { shape } from './shapes.ts';\nimport { day } from './dates.ts';\nexport const query = () => shape(day);\n",
        'shapes.ts': "import type { Rec } from './records.ts';\nexport const shape = (r: Rec) => r;\n",
        'records.ts': "import { query } from './queries.ts';\nexport type Rec = ReturnType<typeof query>;\n",
        'dates.ts': 'export const day = 1;\n',
        'page.ts': "import { query } from './queries.ts';\nexport const page = query;\n",
      };
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('is reported in every file on it, with the chain, and nowhere else', async () => {
      const eslint = new ESLint({
        cwd: dir,
        overrideConfigFile: true,
        overrideConfig: [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser },
            plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
            settings: { 'import-boundaries/root': dir },
            rules: { 'local/import-boundaries': 'error' },
          },
        ],
      });
      const results = await eslint.lintFiles(['*.ts']);
      const messages = Object.fromEntries(
        results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.message)]),
      );
      const advice = 'Move what both need into a module that neither imports back.';
      expect(messages).toEqual({
        'queries.ts': [`import cycle: queries.ts → shapes.ts → records.ts → queries.ts. ${advice}`],
        'shapes.ts': [`import cycle: shapes.ts → records.ts → queries.ts → shapes.ts. ${advice}`],
        'records.ts': [`import cycle: records.ts → queries.ts → shapes.ts → records.ts. ${advice}`],
        'dates.ts': [],
        'page.ts': [],
      });
    });
  });
});

describe('`npm run lint` on a planted file', () => {
  it.each([
    {
      planted: 'a booking module planted in the leads',
      file: 'src/server/leads/planted.ts',
      text: "import { bookingCommand } from '../bookings/cli.ts';\nexport const planted = bookingCommand;\n",
      message:
        'src/server/leads/planted.ts may not import src/server/bookings/cli.ts: src/server/leads, reminders and bookings never import each other.',
    },
    {
      // src/lib/news/archive.ts imports src/lib/shared/format.ts: format.ts importing archive.ts back closes a cycle.
      planted: 'a cycle planted in src/lib',
      file: 'src/lib/shared/format.ts',
      text: "import { postsByYear } from '../news/archive.ts';\nexport const planted = postsByYear;\n",
      message:
        'import cycle: src/lib/shared/format.ts → src/lib/news/archive.ts → src/lib/shared/format.ts. Move what both need into a module that neither imports back.',
    },
  ])('fails on $planted, naming it', async ({ file, text, message }) => {
    const result = await lintPlanted(file, text);
    expect(result.messages.map((m) => m.message)).toContain(message);
  });
});

describe('folder loops in src/lib', () => {
  const lintAs = async (file: string, text: string) => {
    const result = await lintPlanted(file, text);
    return result.messages.map((m) => m.message).filter((m) => m.startsWith('folder loop'));
  };

  it('names the domain folder of a module of src/lib, and none outside', () => {
    expect(libFolderOf('src/lib/news/search-entry.ts')).toBe('src/lib/news');
    expect(libFolderOf('src/lib/content/records.ts')).toBe('src/lib/content');
    expect(libFolderOf('src/components/NewsList.astro')).toBeUndefined();
    expect(libFolderOf('src/lib')).toBeUndefined();
  });

  it('makes `npm run lint` fail on a folder loop planted in src/lib, though no file imports the planted one back', async () => {
    // src/lib/news/jsonld.ts imports src/lib/content/records.ts; nothing imports the planted module.
    const messages = await lintAs(
      'src/lib/content/planted.ts',
      "import { filterNews } from '../news/filter.ts';\nexport const planted = filterNews;\n",
    );
    expect(messages).toEqual([
      'folder loop: src/lib/content → src/lib/news → src/lib/content. Imports between src/lib folders go one way: move what both need to one side.',
    ]);
  });

  it('lets imports go the one way: a section library reads the content records', async () => {
    expect(
      await lintAs(
        'src/lib/news/planted.ts',
        "import type { NewsPost } from '../content/records.ts';\nexport type Planted = NewsPost;\n",
      ),
    ).toEqual([]);
  });
});

describe('one zod import style', () => {
  it("makes `npm run lint` refuse 'astro/zod' (the code imports zod as 'zod')", async () => {
    const result = await lintPlanted(
      'src/lib/content/planted.ts',
      "import { z } from 'astro/zod';\nexport const planted = z.string();\n",
    );
    expect(result.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });
});
