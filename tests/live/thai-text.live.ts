/**
 * What a Thai reader reads, on every Thai page of the live build: no Common-era year that is not marked ค.ศ., no glossary
 * variant the glossary forbids (docs/thai-glossary.md, "Forbidden variants"), the "(ภาษาอังกฤษ)" marker said once,
 * and the office address in Thai on the contact and privacy pages. Text marked `lang="en"` (English source titles,
 * English names) is left out, as are scripts and styles. Checks that never pin a page count or a slug, so they hold
 * for whatever the editors publish.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  doubledMarkers,
  forbiddenVariantsIn,
  parseForbiddenVariants,
  unmarkedCommonEraYears,
} from '../../src/i18n/thai-text.ts';
import { liveClientDir } from './support/live-site.ts';

const clientDir = liveClientDir;
const MARKER = '(ภาษาอังกฤษ)';

function thaiPages(): string[] {
  const root = path.join(clientDir, 'th');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(root, file));
}

/** The text a reader sees in Thai: no scripts, styles or templates, nothing inside an element marked English. */
function thaiTextOf(html: string): string {
  const parts: string[] = [];
  const stack: boolean[] = [];
  const hidden = new Set(['script', 'style', 'template']);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parentSkips = stack.at(-1) ?? false;
        stack.push(
          parentSkips || hidden.has(name) || (attributes.lang !== undefined && !attributes.lang.startsWith('th')),
        );
      },
      ontext(text) {
        if (!(stack.at(-1) ?? false)) parts.push(text);
      },
      onclosetag() {
        stack.pop();
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return parts.join(' ').replace(/\s+/g, ' ');
}

const pages = thaiPages().map((file) => ({
  page: `/${path.relative(clientDir, file)}`,
  text: thaiTextOf(readFileSync(file, 'utf8')),
}));
const variants = parseForbiddenVariants(readFileSync('docs/thai-glossary.md', 'utf8'));

describe('Thai pages as a Thai reader reads them', () => {
  // Every check below reads these: with no Thai page or no forbidden variant it would have nothing to check.
  beforeAll(() => {
    expect(pages.length).toBeGreaterThan(0);
    expect(variants.map((v) => v.not)).toContain('คุณ');
  });

  it('write every year in the Buddhist era, or mark a Common-era one ค.ศ.', () => {
    const found = pages.flatMap(({ page, text }) => unmarkedCommonEraYears(text).map((year) => `${page}: …${year}`));
    expect(found).toEqual([]);
  });

  it('use the glossary terms, never its forbidden variants', () => {
    const found = pages.flatMap(({ page, text }) =>
      forbiddenVariantsIn(text, variants).map((hit) => `${page}: ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('say "(ภาษาอังกฤษ)" once after a link to an English page', () => {
    const doubled = pages.filter(({ text }) => doubledMarkers(text, MARKER) > 0).map(({ page }) => page);
    expect(doubled).toEqual([]);
  });

  it('give the office address in Thai on the contact and privacy pages', () => {
    for (const page of ['/th/contact/index.html', '/th/privacy/index.html']) {
      const text = pages.find((p) => p.page === page)?.text ?? '';
      expect(text, page).toContain('ซอยสุขุมวิท 63 (เอกมัย)');
      expect(text, page).toContain('เขตวัฒนา');
      expect(text, page).not.toContain('Wattana');
    }
  });
});
