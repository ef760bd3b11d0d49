/**
 * What an editor does at /admin/ never turns `npm test` red unless the content is wrong.
 *
 * In a temporary copy of the repository (the files git tracks or would track, node_modules linked) it makes the
 * changes an editor makes in the CMS, each file written as the CMS writes it (front matter per
 * public/admin/config.yml: tests/support/cms-entry.ts): a news post, a visa guide and a leisure activity added, and a
 * news post deleted (one no other page links to, chosen from the content, so no slug is pinned here). Then it runs the
 * parts of `npm test` that read content/:
 *  - the live build (scripts/build.ts): every entry validated against its schema, every translation against its
 *    English original; a content error fails it naming the file and the field;
 *  - the live-content checks on that build (vitest.live.config.ts): internal links and fragments, JSON-LD, feeds and
 *    sitemap, HTML validity;
 *  - the unit tests that read content/ (found by their reference to it: figures, rule texts, guide labels, the CMS's
 *    files, the section folders).
 * All green. Then it adds a post whose source address the CMS accepts but the schema does not: the build is red and
 * names the file and the field.
 *
 * Not run here, because they never read content/: the guardrails (code only), the other unit tests (their own
 * fixtures) and the end-to-end suites, which run on the fixture site (tests/fixtures/site/content built into
 * dist-fixture/; build-stamp.test.ts shows an edit under content/ does not even make that build stale). The whole
 * `npm test` in here would take a quarter of an hour to run what these cover.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsEntry, cmsSlug } from '../support/cms-entry.ts';
import { frame as en } from '../../src/i18n/en/frame.ts';

let root: string;
const today = new Date().toISOString().slice(0, 10);

/** Runs node with `args` in the copy, without the test runner's content or build overrides; output kept for messages. */
function run(args: string[]): { status: number | null; output: string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ASTRO_CACHE_DIR: path.join(root, '.astro-cache'),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  for (const name of [
    'CONTENT_ROOT',
    'NEWS_CONTENT_DIR',
    'DIST_DIR',
    'VITEST',
    'VITEST_POOL_ID',
    'VITEST_WORKER_ID',
    'NODE_ENV',
  ])
    delete env[name];
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: 900_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Writes an entry as the CMS would; returns its path in the copy. */
function writeEntry(collection: string, data: Record<string, unknown>, body: string): string {
  const { folder, text } = cmsEntry(root, collection, data, body);
  const file = path.join(root, folder, `${cmsSlug(String(data.title))}.md`);
  writeFileSync(file, text);
  return file;
}

/** The oldest news post no other content file links to: what an editor could delete without breaking a link. */
function unlinkedPost(): string {
  const content = path.join(root, 'content');
  const texts = readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|ya?ml)$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(content, file), 'utf8') }));
  const posts = texts
    .filter(({ file }) => file.startsWith(`news${path.sep}`))
    .map(({ file, text }) => ({ file, url: `/news/${/^date: (\S+)/m.exec(text)?.[1]}/${path.basename(file, '.md')}/` }))
    .sort((a, b) => a.url.localeCompare(b.url));
  const post = posts.find(
    ({ file, url }) => !texts.some((other) => other.file !== file && other.text.includes(url.slice(0, -1))),
  );
  if (!post) throw new Error('every news post is linked from another page');
  return path.join(content, post.file);
}

/** The unit and integration tests that read content/ (a path or a root starting "content"), this one excepted. */
function liveContentUnitTests(): string[] {
  const found: string[] = [];
  for (const folder of ['src', 'scripts']) {
    for (const file of readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(path.join(root, folder, file), 'utf8');
      if (/[`'"]content\/|\?\? ['"](\.\/)?content['"]/.test(text)) found.push(path.join(folder, file));
    }
  }
  return found.sort();
}

/** The editor's session: a visa guide, a news post linking to it, a leisure activity, and a post deleted. Returns the new post's title. */
function makeEditorChanges(): string {
  const [category] = Object.keys(en.guideLabels.categories);
  const [purpose] = Object.keys(en.guideLabels.purposes);
  const guideTitle = 'Crossing a Land Border: What the Checkpoint Asks For';
  const guideSlug = cmsSlug(guideTitle);
  writeEntry(
    'visa',
    {
      title: guideTitle,
      sources: [
        {
          title: 'Immigration Bureau: checkpoints and entry requirements',
          url: 'https://www.immigration.go.th/',
          date: today,
        },
      ],
      last_reviewed: today,
      description: 'What to carry when you enter Thailand over land, and what the officer at the checkpoint may ask.',
      category,
      purpose: [purpose],
    },
    '## Before you go\n\nCarry your passport, the onward ticket and proof of funds.\n\n## At the checkpoint\n\nAnswer the officer and keep the stamp page free.\n',
  );
  const postTitle = 'New guide: crossing a land border';
  writeEntry(
    'news',
    {
      title: postTitle,
      date: today,
      category: 'visa',
      tags: ['immigration', 'land-border'],
      summary: 'A new guide says what to carry when you enter Thailand over land and what the checkpoint may ask.',
      author: 'Editorial Team',
      sources: [{ title: 'Immigration Bureau', url: 'https://www.immigration.go.th/' }],
      draft: false,
    },
    `Our new guide on [crossing a land border](/visa/${guideSlug}/#at-the-checkpoint) lists the papers to carry.\n`,
  );
  writeEntry(
    'leisure',
    {
      title: 'Lumphini Park Morning Walk, Bangkok',
      summary:
        'Walk the paths of Bangkok’s central park at sunrise, when joggers, tai chi groups and monitor lizards are out.',
      activity_type: ['nature', 'family'],
      region: 'bangkok',
      intensity: 'relaxed',
      cost_tier: '$',
      cost_range: 'Free',
      duration: '1-2 hours',
      featured: false,
      best_season: 'All year; mornings before 8 are coolest',
      age: 'All ages',
      access: 'Flat paved paths',
      difficulty: 'Easy',
      sources: [{ source_name: 'Tourism Authority of Thailand', source_url: 'https://www.tourismthailand.org/' }],
      last_reviewed: today,
    },
    '## Overview\n\nThe park opens at dawn; enter from Rama IV Road.\n',
  );
  rmSync(unlinkedPost());
  return postTitle;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-changes-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    // A file git tracks but the worktree has deleted is not part of the copy.
    if (!existsSync(file)) continue;
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    cpSync(file, path.join(root, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('an editor changes the content at /admin/', () => {
  it('adds a post, a guide and an activity and deletes a post: the content-dependent checks stay green', () => {
    const postTitle = makeEditorChanges();

    const build = run(['scripts/build.ts']);
    expect(build.status, build.output.slice(-4000)).toBe(0);
    // The new post is on the site (the links check below follows its link to the new guide's heading).
    expect(
      readFileSync(path.join(root, 'dist/client/news', today, cmsSlug(postTitle), 'index.html'), 'utf8'),
    ).toContain(postTitle);

    const live = run(['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.live.config.ts']);
    expect(live.status, live.output.slice(-4000)).toBe(0);

    const unitTests = liveContentUnitTests();
    expect(unitTests).toContain('src/i18n/figures.test.ts');
    const unit = run(['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.config.ts', ...unitTests]);
    expect(unit.status, unit.output.slice(-4000)).toBe(0);
  }, 900_000);

  it('adds a post with a bad source address: the build is red and names the file and the field', () => {
    const file = writeEntry(
      'news',
      {
        title: 'Reporting moves online',
        date: today,
        category: 'visa',
        summary: 'The 90-day report can be filed online; the source below was typed without its https:// part.',
        // The CMS takes any text here; the schema wants a full address.
        sources: [{ title: 'Online 90-day report', url: 'tm47.immigration.go.th' }],
      },
      'Foreigners staying 90 days in a row report their address.\n',
    );
    const build = run(['scripts/build.ts']);
    expect(build.status).not.toBe(0);
    expect(build.output).toContain(path.basename(file));
    expect(build.output).toMatch(/sources\.0\.url/);
  }, 900_000);
});
