/**
 * Dated statements past their date show a note on the built page: every page whose content (the files under
 * the fixture site's content, read here as an editor writes them) has an `expires` entry dated on or before the build day carries
 * one note per such entry, right after the heading it names or above the body, linking the update when there is
 * one; statements still ahead show nothing. Each of those pages passes axe with zero violations, reads with
 * JavaScript off, and does not move while it loads on a phone. No page or count is pinned: the pages come from the
 * content, and the suite fails if the content has none to check.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, describeViolations, gotoSettled, launchBrowser, newPage } from './support/browser.ts';
import { FIXTURE_BUILD, STAMP_FILE } from '../../scripts/lib/build-stamp.ts';
import { layoutShifts, recordLayoutShifts, totalShift, describeShifts } from './support/layout-shifts.ts';

const base = inject('baseUrl');
// The suites run on the fixture site: its content set and its build.
const root = FIXTURE_BUILD.contentDir;

/** The day the site was built: BUILD_DATE when the build was pinned, else the day its stamp was written (UTC). */
const buildDay =
  process.env.BUILD_DATE || statSync(path.join(FIXTURE_BUILD.outDir, STAMP_FILE)).mtime.toISOString().slice(0, 10);

interface Statement {
  date: string;
  covers: string;
  section?: string;
  update?: string;
}
interface PageWithStatements {
  file: string;
  path: string;
  thai: boolean;
  expired: Statement[];
}

/** The site path of a content file, as the site's routes publish it (news by date, leisure under /activities/). */
function pathOf(rel: string, frontmatter: Record<string, unknown>): string | undefined {
  const thai = rel.startsWith('th/');
  const [folder, ...rest] = (thai ? rel.slice(3) : rel).split('/');
  const slug = rest.at(-1)!.replace(/\.md$/, '');
  const prefix = thai ? '/th' : '';
  if (folder === 'news') return `/news/${String(frontmatter.date).slice(0, 10)}/${slug}/`;
  if (folder === 'leisure') return `/leisure/activities/${slug}/`;
  if (folder === 'insurance') return rest[0] === 'articles' ? `/insurance/${slug}/` : undefined;
  return `${prefix}/${folder}/${slug}/`;
}

function markdownFiles(folder: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md') && !path.basename(f).startsWith('_'))
    .map((f) => `${folder}/${f}`);
}

/** Every published page with at least one statement whose date has come. */
function pagesWithExpiredStatements(): PageWithStatements[] {
  const pages: PageWithStatements[] = [];
  for (const rel of readdirSync(root).flatMap((folder) => markdownFiles(folder))) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(root, rel), 'utf8'));
    const frontmatter = (match ? parse(match[1]) : {}) as Record<string, unknown>;
    if (frontmatter.draft === true || !Array.isArray(frontmatter.expires)) continue;
    const expired = (frontmatter.expires as Statement[])
      .map((s) => ({ ...s, date: String(s.date).slice(0, 10) }))
      .filter((s) => s.date <= buildDay);
    const sitePath = pathOf(rel, frontmatter);
    if (expired.length > 0 && sitePath) pages.push({ file: rel, path: sitePath, thai: rel.startsWith('th/'), expired });
  }
  return pages;
}

const pages = pagesWithExpiredStatements();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe(`dated statements expired on ${buildDay}`, () => {
  it('the content has at least one to check', () => {
    expect(
      pages.map((p) => p.file),
      'add an expires entry dated in the past to a guide or post of the content set',
    ).not.toEqual([]);
  });

  it.each(pages.map((p) => [p.file, p] as const))(
    '%s shows one note per expired statement, where it stands',
    async (_file, page) => {
      const tab = await newPage(browser, { javaScriptEnabled: false });
      await tab.goto(base + page.path);
      const notes = await tab.locator('.expiry-note').evaluateAll((elements) =>
        elements.map((note) => ({
          date: note.getAttribute('data-expired'),
          text: note.textContent ?? '',
          link: note.querySelector('a')?.getAttribute('href') ?? null,
          after: note.previousElementSibling?.id || null,
        })),
      );
      expect(notes.map((n) => n.date).sort(), page.path).toEqual(page.expired.map((s) => s.date).sort());
      for (const statement of page.expired) {
        const note = notes.find((n) => n.date === statement.date && n.text.includes(statement.covers));
        expect(note, `${page.path}: the note for "${statement.covers}"`).toBeDefined();
        expect(note!.text).toMatch(page.thai ? /^ข้อความนี้เขียนขึ้นก่อนวันที่ / : /^This was written before /);
        // Under its heading when it names one; otherwise at the top, in a block of its own before the body.
        if (statement.section) expect(note!.after, page.path).toBe(statement.section);
        else expect(note!.after, page.path).toBeNull();
        expect(note!.link, page.path).toBe(statement.update || null);
      }
      await tab.context().close();
    },
  );

  it.each(pages.map((p) => [p.file, p] as const))('%s passes axe with zero violations', async (_file, page) => {
    const tab = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoSettled(tab, base + page.path);
    const violations = await axeViolations(tab);
    expect(violations, `${page.path}\n${describeViolations(violations)}`).toEqual([]);
    await tab.context().close();
  });

  it.each(pages.map((p) => [p.file, p] as const))('%s does not move while it loads on a phone', async (_file, page) => {
    const tab = await newPage(browser, {
      viewport: { width: 360, height: 800 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    await recordLayoutShifts(tab);
    await gotoSettled(tab, base + page.path);
    await tab.waitForTimeout(1000);
    const shifts = await layoutShifts(tab);
    expect(totalShift(shifts), `${page.path}\n${describeShifts(shifts)}`).toBeLessThanOrEqual(0.01);
    await tab.context().close();
  });
});
