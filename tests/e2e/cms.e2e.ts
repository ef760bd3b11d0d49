/**
 * The content editor at /admin/ (Decap CMS), driven in Chromium against decap-server writing to a TEMPORARY COPY of
 * content/ (a copy of the fixture content, never the real one): an editor creates a news post with two tags and a
 * source, edits a visa guide's last_reviewed and its sources, edits a Thai guide (its translation stamp kept), and
 * cannot save an entry missing a required field. The files written are parsed
 * with the same zod schemas the build uses. Also: /admin/ keeps to itself (its CSP, noindex, no sitemap, no search,
 * no public page loads its code), and its weight is measured.
 *
 * Decap's bundle is 5 MB and the machine has 2 shared cores: the tests allow minutes, not seconds.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  bankSchema,
  hubGuideSchema,
  newsFields,
  stayRuleSchema,
  translatedGuideSchema,
} from '../../src/lib/content/schemas.ts';
import { translationDrift } from '../../src/lib/content/translation-stamp.ts';
import { translationState } from '../../scripts/lib/translation-drift.ts';
import { axeViolations, browserForFile, cspViolations, describeViolations, newPage } from './support/browser.ts';
import { tempDirForAll } from '../support/cleanups.ts';
import { freePort } from './support/server-process.ts';
import { clientDir, fixtureContent } from './support/fixture-site.ts';

const base = inject('baseUrl');
const getBrowser = browserForFile();
const EDITOR_TIMEOUT = 180_000;

// decap-server's repository: a temporary folder holding a copy of the fixture content as content/, so that the paths
// in config.yml (content/...) resolve there.
const repo = tempDirForAll('cms-e2e-');
let backend: ChildProcess;
let backendUrl: string;

beforeAll(async () => {
  cpSync(fixtureContent('.'), path.join(repo, 'content'), { recursive: true });
  const port = await freePort();
  backendUrl = `http://127.0.0.1:${port}/api/v1`;
  backend = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await fetch(backendUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action":"info"}',
    }).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error('decap-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(() => {
  backend?.kill('SIGTERM');
});

/** The editor, logged in to the test's decap-server (the committed config names port 8081; the test's server has its own port). */
async function openEditor(hash: string): Promise<Page> {
  const page = await newPage(getBrowser());
  page.setDefaultTimeout(60_000);
  await page.route('**/admin/config.yml', async (route) => {
    const answer = await route.fetch();
    const text = (await answer.text()).replaceAll('http://127.0.0.1:8081/api/v1', backendUrl);
    await route.fulfill({ response: answer, body: text });
  });
  await page.goto(`${base}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Collections').first().waitFor();
  await page.goto(`${base}/admin/${hash}`);
  return page;
}

/**
 * The newest visible control whose id starts with `name-field-`: Decap numbers its controls in the order it renders
 * them, and keeps folded ones (a closed list item, the SEO block) in the page, hidden.
 */
async function newest(page: Page, name: string) {
  const visible = page.locator(`[id^="${name}-field-"]:visible`);
  await visible.first().waitFor();
  const ids = await visible.evaluateAll((nodes) => nodes.map((n) => n.id));
  const id = ids.sort((a, b) => Number(a.split('-').pop()) - Number(b.split('-').pop())).pop();
  if (!id) throw new Error(`no ${name} field`);
  return page.locator(`[id="${id}"]`);
}

/** Unfolds the list item whose summary line reads `summary` (its fold button sits in the bar just above the summary). */
async function unfold(page: Page, summary: string) {
  await page
    .getByText(summary, { exact: true })
    .first()
    .locator('xpath=preceding-sibling::*[1]//button')
    .first()
    .click();
}

async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

async function waitForFile(file: string, test: (text: string) => boolean, seconds = 60): Promise<string> {
  const deadline = Date.now() + seconds * 1000;
  // decap-server writes in place (truncate, then write), so a read can catch an empty or half-written file: the text
  // counts only once it passes the test and reads the same a moment later.
  let candidate: string | undefined;
  while (Date.now() < deadline) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (text !== undefined && text === candidate) return text;
    candidate = text !== undefined && text.trim() !== '' && test(text) ? text : undefined;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${file} was not written as expected within ${seconds} s`);
}

/** A 64 x 32 PNG of one colour, written byte by byte (the news post's hero image). */
function smallPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(32, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(
    Array.from({ length: 32 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(64 * 3, 0x5d)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function frontmatterOf(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error('no frontmatter');
  return { data: parse(match[1]) as Record<string, unknown>, body: match[2] };
}

describe('editing in the browser', () => {
  it(
    'creates a news post with two tags and a source; the file written parses with the news schema',
    async () => {
      const page = await openEditor('#/collections/news/new');
      await (await newest(page, 'title')).fill('Editor test: 90-day reports move online');
      await (await newest(page, 'date')).fill('2026-11-26');
      const category = await newest(page, 'category');
      await category.fill('visa');
      await category.press('Enter');
      const addTag = page.getByRole('button', { name: 'Add tags' });
      await addTag.click();
      await (await newest(page, 'tag')).fill('90-day-report');
      await addTag.click();
      await (await newest(page, 'tag')).fill('immigration');
      await (
        await newest(page, 'summary')
      ).fill('The Immigration Bureau reminds foreigners that the 90-day report can be filed online.');
      await page.getByRole('button', { name: 'Add sources' }).click();
      await (await newest(page, 'title')).fill('Online 90-day report (TM47)');
      await (await newest(page, 'url')).fill('https://tm47.immigration.go.th/');
      await page.getByRole('button', { name: 'Choose an image' }).click();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'report-queue.png', mimeType: 'image/png', buffer: smallPng() });
      await page.getByRole('button', { name: /choose selected/i }).click();
      await (await newest(page, 'hero_alt')).fill('People queueing at an immigration counter');
      // A dated statement, its heading left blank (the note then goes at the top).
      await page.getByRole('button', { name: 'Add expires' }).click();
      await (await newest(page, 'date')).fill('2026-11-30');
      await (await newest(page, 'covers')).fill('the old online address');
      await (await newest(page, 'update')).fill('/visa/90-day-reporting/');
      // The body is a plain text box of Markdown, named by its label.
      await page.getByLabel('Body').fill('Foreigners staying 90 days in a row report their address.');
      await publishNow(page);

      // Decap names the file from the title: lower case, words joined by hyphens.
      const file = path.join(repo, 'content/news/editor-test-90-day-reports-move-online.md');
      const text = await waitForFile(file, (t) => t.includes('tm47'));
      const { data, body: markdown } = frontmatterOf(text);
      const post = z.object(newsFields).parse(data);
      expect(post.title).toBe('Editor test: 90-day reports move online');
      expect(post.date.toISOString().slice(0, 10)).toBe('2026-11-26');
      expect(post.category).toBe('visa');
      expect(post.tags).toEqual(['90-day-report', 'immigration']);
      expect(post.sources).toEqual([{ title: 'Online 90-day report (TM47)', url: 'https://tm47.immigration.go.th/' }]);
      expect(post.expires).toHaveLength(1);
      expect(post.expires?.[0]).toMatchObject({
        date: new Date('2026-11-30T00:00:00Z'),
        covers: 'the old online address',
        update: '/visa/90-day-reporting/',
      });
      expect(post.expires?.[0].section || undefined).toBeUndefined();
      expect(markdown).toContain('Foreigners staying 90 days in a row report their address.');
      // The hero image lands beside the post, named as the build's image() expects (a file next to the post).
      expect(data.hero_image).toBe('report-queue.png');
      expect(data.hero_alt).toBe('People queueing at an immigration counter');
      expect(readFileSync(path.join(repo, 'content/news/report-queue.png')).equals(smallPng())).toBe(true);
      expect(await cspViolations(page)).toEqual([]);
      await page.context().close();
    },
    EDITOR_TIMEOUT,
  );

  it('the new post appears on a site built from the edited content', async () => {
    // Built into a scratch folder inside the project (Astro resolves its server chunks from the project's node_modules).
    const outDir = path.resolve('.bench', `cms-e2e-${process.pid}`);
    try {
      const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
        // The build day pinned after the post's dated statement (30 November 2026), so its note shows.
        env: {
          ...process.env,
          CONTENT_ROOT: path.join(repo, 'content'),
          ASTRO_CACHE_DIR: path.join(repo, '.astro-cache'),
          BUILD_DATE: '2026-12-06',
        },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(build.status, build.stderr.slice(-3000)).toBe(0);
      const html = readFileSync(
        path.join(outDir, 'client/news/2026-11-26/editor-test-90-day-reports-move-online/index.html'),
        'utf8',
      );
      expect(html).toContain('Editor test: 90-day reports move online');
      expect(html).toContain('https://tm47.immigration.go.th/');
      expect(html).toContain(
        '<p class="notice expiry-note" role="note" data-expired="2026-11-30">This was written before 30 November 2026 (the old online address); <a href="/visa/90-day-reporting/">see the update</a>.</p>',
      );
      // The hero image went through the image pipeline, with its description.
      expect(html).toMatch(
        /<img[^>]*src="\/_astro\/report-queue\.[^"]+"[^>]*alt="People queueing at an immigration counter"|<img[^>]*alt="People queueing at an immigration counter"[^>]*src="\/_astro\/report-queue\./,
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 600_000);

  it(
    'edits a visa guide: last_reviewed and a new source; the rest of the guide is kept',
    async () => {
      const file = path.join(repo, 'content/visa/dtv.md');
      const before = frontmatterOf(readFileSync(file, 'utf8'));
      const original = hubGuideSchema.parse(before.data);
      const page = await openEditor('#/collections/visa/entries/dtv');
      const reviewed = await newest(page, 'last_reviewed');
      await expect
        .poll(() => reviewed.inputValue(), { timeout: 60_000 })
        .toBe(original.last_reviewed.toISOString().slice(0, 10));
      await reviewed.fill('2026-11-26');
      await page.getByRole('button', { name: 'Add sources' }).click();
      await (await newest(page, 'title')).fill('Immigration Bureau');
      await (await newest(page, 'url')).fill('https://www.immigration.go.th/');
      await publishNow(page);

      const text = await waitForFile(file, (t) => t.includes('https://www.immigration.go.th/'));
      const after = frontmatterOf(text);
      const guide = hubGuideSchema.parse(after.data);
      expect(guide.last_reviewed.toISOString().slice(0, 10)).toBe('2026-11-26');
      expect(guide.sources).toEqual([
        ...original.sources,
        { title: 'Immigration Bureau', url: 'https://www.immigration.go.th/' },
      ]);
      // Everything else as it was: the fields and the body.
      expect({ ...guide, last_reviewed: undefined, sources: undefined }).toEqual({
        ...original,
        last_reviewed: undefined,
        sources: undefined,
      });
      expect(after.body.trim()).toBe(before.body.trim());
      expect(await cspViolations(page)).toEqual([]);
      await page.context().close();
    },
    EDITOR_TIMEOUT,
  );

  it(
    'edits a Thai guide: its translation stamp, which the form does not show, is saved as it was and the drift check still passes',
    async () => {
      const file = path.join(repo, 'content/th/visa/tdac.md');
      const before = frontmatterOf(readFileSync(file, 'utf8'));
      const schema = translatedGuideSchema(hubGuideSchema);
      const original = schema.parse(before.data);
      expect(original.translation_stamp).toBeDefined();
      const page = await openEditor('#/collections/th_visa/entries/tdac');
      const body = page.getByLabel('Body');
      const firstLine = before.body.trim().split('\n')[0];
      await expect.poll(() => body.inputValue(), { timeout: 60_000 }).toContain(firstLine);
      await body.fill(`${before.body.trim()}\n\nย่อหน้าทดสอบของผู้แก้ไข\n`);
      await publishNow(page);

      const text = await waitForFile(file, (t) => t.includes('ย่อหน้าทดสอบของผู้แก้ไข'));
      const after = frontmatterOf(text);
      // Every field as it was, the stamp included; only the body changed.
      expect(schema.parse(after.data)).toEqual(original);
      expect(after.body.trim()).toBe(`${before.body.trim()}\n\nย่อหน้าทดสอบของผู้แก้ไข`);
      expect(translationDrift(translationState(file))).toBeUndefined();
      await page.context().close();
    },
    EDITOR_TIMEOUT,
  );

  it(
    'edits a bank card in banks.yaml, a file that is one list: every other card and field is kept',
    async () => {
      const file = path.join(repo, 'content/banking/banks.yaml');
      const before = readFileSync(file, 'utf8');
      const original = z.array(bankSchema).parse(parse(before));
      const page = await openEditor('#/collections/data/entries/banks');
      // The list shows one folded item per card; open the first (Bangkok Bank) and change its check date.
      await expect.poll(() => page.getByText(`${original.length} bank cards`).count(), { timeout: 60_000 }).toBe(1);
      await unfold(page, original[0].name);
      await (await newest(page, 'last_checked')).fill('2026-11-26');
      await publishNow(page);

      const text = await waitForFile(file, (t) => t !== before);
      const saved = z.array(bankSchema).parse(parse(text));
      expect(saved.map((b) => b.id)).toEqual(original.map((b) => b.id));
      expect(saved[0].last_checked.toISOString().slice(0, 10)).toBe('2026-11-26');
      expect(saved.map((b, i) => (i === 0 ? { ...b, last_checked: undefined } : b))).toEqual(
        original.map((b, i) => (i === 0 ? { ...b, last_checked: undefined } : b)),
      );
      await page.context().close();
    },
    EDITOR_TIMEOUT,
  );

  it(
    'saves a rule record with its values (figures the form does not show) kept',
    async () => {
      const file = path.join(repo, 'content/visa-rules/rules.yaml');
      const before = readFileSync(file, 'utf8');
      const original = z.array(stayRuleSchema).parse(parse(before));
      const page = await openEditor('#/collections/data/entries/stay_rules');
      await expect.poll(() => page.getByText(`${original.length} rule records`).count(), { timeout: 60_000 }).toBe(1);
      await unfold(page, `${original[1].id} (${original[1].status})`);
      await (await newest(page, 'checked')).fill('2026-11-26');
      await publishNow(page);

      const text = await waitForFile(file, (t) => t !== before);
      const saved = z.array(stayRuleSchema).parse(parse(text));
      expect(saved.map((r) => r.values)).toEqual(original.map((r) => r.values));
      expect(saved[1].checked.toISOString().slice(0, 10)).toBe('2026-11-26');
      await page.context().close();
    },
    EDITOR_TIMEOUT,
  );

  it(
    'will not save an entry missing a required field, and says which field',
    async () => {
      const newsDir = path.join(repo, 'content/news');
      const filesBefore = readdirSync(newsDir).sort();
      const page = await openEditor('#/collections/news/new');
      await (await newest(page, 'title')).fill('Editor test: a post without a summary');
      await (await newest(page, 'date')).fill('2026-11-26');
      const category = await newest(page, 'category');
      await category.fill('visa');
      await category.press('Enter');
      await page.getByLabel('Body').fill('A body, but no summary.');
      await publishNow(page);

      // Decap lists the error under the field: the summary's label and "is required".
      const summaryField = (await newest(page, 'summary')).locator('xpath=ancestor::*[.//label][1]');
      await expect.poll(() => summaryField.innerText(), { timeout: 30_000 }).toMatch(/Summary is required/i);
      await expect.poll(() => page.getByText(/missed a required field/i).count()).toBeGreaterThan(0);
      // Nothing was written.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(readdirSync(newsDir).sort()).toEqual(filesBefore);
      await page.context().close();
    },
    EDITOR_TIMEOUT,
  );
});

describe('the editor is usable on a phone and by assistive technology', () => {
  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  it(
    'the login screen, the collection list and an entry pass axe (WCAG 2.2 A/AA) at 360 px without sideways scrolling',
    async () => {
      const login = await newPage(getBrowser(), { viewport: { width: 360, height: 800 } });
      await login.goto(`${base}/admin/`);
      await login.getByRole('button', { name: 'Login' }).waitFor({ timeout: 120_000 });
      expect(await login.evaluate(() => [document.documentElement.lang, document.title])).toEqual([
        'en',
        'Content editor',
      ]);
      expect(describeViolations(await axeViolations(login))).toBe('');
      expect(await fitsWidth(login)).toBe(true);
      await login.context().close();

      const page = await openEditor('#/collections/news');
      await page.setViewportSize({ width: 360, height: 800 });
      await page.getByText('News posts').first().waitFor();
      expect(describeViolations(await axeViolations(page))).toBe('');
      // The list lays its cards out as the entries arrive (runs measured it mid-way, once on a busy machine after 5
      // s): what counts is the list once every post of the content is in it.
      const posts = readdirSync(path.join(repo, 'content', 'news')).filter((name) => name.endsWith('.md')).length;
      await expect.poll(() => page.locator('a[href^="#/collections/news/entries/"]').count()).toBe(posts);
      await expect.poll(() => fitsWidth(page)).toBe(true);

      // A guide with lists (sources, steps, FAQ) and a Markdown body.
      await page.goto(`${base}/admin/#/collections/visa/entries/dtv`);
      await page.getByText('Last reviewed').first().waitFor();
      await expect.poll(() => fitsWidth(page), { timeout: 10_000 }).toBe(true);
      // Decap's list rows: their fold and remove buttons and drag handle are named by public/admin/editor.js.
      await expect
        .poll(() => page.getByRole('button', { name: 'Remove this item' }).count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      expect(describeViolations(await axeViolations(page))).toBe('');
      // The body is a labelled text box.
      await expect.poll(() => page.getByLabel('Body').count()).toBe(1);
      await page.context().close();
    },
    EDITOR_TIMEOUT,
  );
});

describe('the editor keeps to its own page', () => {
  it('has its own CSP (unsafe-eval only there), says noindex, and answers its configuration as YAML', async () => {
    const admin = await fetch(`${base}/admin/`);
    expect(admin.status).toBe(200);
    const adminCsp = admin.headers.get('content-security-policy') ?? '';
    expect(adminCsp).toContain("script-src 'self' 'unsafe-eval'");
    expect(adminCsp).toContain("frame-ancestors 'none'");
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const publicPage = await fetch(`${base}/visa/`);
    expect(publicPage.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    const config = await fetch(`${base}/admin/config.yml`);
    expect(config.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
  });

  it('is in neither the sitemap nor the search index, and no public page loads its code', () => {
    const sitemaps = readdirSync(clientDir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const f of sitemaps) expect(readFileSync(path.join(clientDir, f), 'utf8')).not.toContain('/admin');
    // Pagefind keeps one fragment per indexed page (gzip: a signature, then JSON naming its URL).
    const fragments = readdirSync(path.join(clientDir, 'pagefind/fragment'));
    expect(fragments.length).toBeGreaterThan(50);
    const urls = fragments.map((f) => {
      const text = zlib.gunzipSync(readFileSync(path.join(clientDir, 'pagefind/fragment', f))).toString('utf8');
      return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
    });
    expect(urls.filter((u) => u.startsWith('/admin'))).toEqual([]);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : [],
      );
    const loading = walk(clientDir).filter(
      (f) => !f.startsWith(path.join(clientDir, 'admin')) && /decap-cms|\/admin\//.test(readFileSync(f, 'utf8')),
    );
    expect(loading.map((f) => path.relative(clientDir, f))).toEqual([]);
  });

  it(
    'weighs what it weighs: measured, and no CSP violation while it starts',
    async () => {
      const page = await newPage(getBrowser());
      let transferred = 0;
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes().catch(() => undefined);
        if (!sizes) return;
        transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      });
      const started = Date.now();
      await page.goto(`${base}/admin/`);
      await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 120_000 });
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `/admin/: ${(transferred / 1024).toFixed(0)} KB transferred (compressed), login screen after ${seconds.toFixed(1)} s`,
      );
      expect(transferred).toBeGreaterThan(100 * 1024);
      // brotli brings the 5 MB bundle to about 1.1 MB; more than 2 MB means compression stopped working.
      expect(transferred).toBeLessThan(2 * 1024 * 1024);
      expect(await cspViolations(page)).toEqual([]);
      await page.context().close();
    },
    EDITOR_TIMEOUT,
  );
});
