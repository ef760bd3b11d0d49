import { describe, expect, it, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentLastmod, entryIdOf, frontmatterDates, withLastmod } from './sitemap-lastmod.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('frontmatterDates', () => {
  it('reads top-level date fields, quoted or not, and draft and slug', () => {
    const parsed = frontmatterDates(`---
title: "A: b"
date: 2025-01-20
last_reviewed: "2025-03-01"
updated: '2025-02-01'
draft: true
slug: custom-slug
sources:
  - title: x
    date: 2030-01-01
---
body date: 2040-01-01`);
    expect(parsed.dates).toEqual({
      date: day('2025-01-20'),
      last_reviewed: day('2025-03-01'),
      updated: day('2025-02-01'),
    });
    expect(parsed.draft).toBe(true);
    expect(parsed.slug).toBe('custom-slug');
  });
  it('copes with no frontmatter and bad dates', () => {
    expect(frontmatterDates('no frontmatter').dates).toEqual({});
    expect(frontmatterDates('---\ndate: soon\n---\n').dates).toEqual({});
  });
});

describe('entryIdOf', () => {
  it.each([
    ['90-day-reporting.md', '90-day-reporting'],
    ['Some File.md', 'some-file'],
    ['nested/Post.md', 'nested/post'],
    ['guides/index.md', 'guides'],
  ])('mirrors the glob loader: %s has the id %s', (file, id) => {
    expect(entryIdOf(file)).toBe(id);
  });
});

describe('contentLastmod', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lastmod-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, frontmatter: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `---\n${frontmatter}\n---\nBody\n`);
  };
  write('news/first.md', 'date: 2025-01-20\nlast_reviewed: 2025-04-01');
  write('news/second.md', 'date: 2025-06-01');
  write('news/hidden.md', 'date: 2026-01-01\ndraft: true');
  write('news/_partial.md', 'date: 2027-01-01');
  write('visa/dtv.md', 'last_reviewed: 2025-09-01');
  write('visa/ltr.md', 'last_reviewed: 2025-08-01');
  write('banking/atms.md', 'updated: 2025-07-07\nlast_reviewed: 2025-07-01');

  const map = contentLastmod({ contentRoot: root, newsDir: 'news' });

  it('dates each post by its latest date, the hub and home by the newest post', () => {
    expect(map.get('/news/2025-01-20/first/')).toEqual(day('2025-04-01'));
    expect(map.get('/news/2025-06-01/second/')).toEqual(day('2025-06-01'));
    expect(map.get('/news/')).toEqual(day('2025-06-01'));
    expect(map.get('/')).toEqual(day('2025-06-01'));
  });
  it('skips drafts and underscore files', () => {
    expect(map.has('/news/2026-01-01/hidden/')).toBe(false);
    expect([...map.keys()].some((k) => k.includes('partial'))).toBe(false);
  });
  it('dates guides and their hubs', () => {
    expect(map.get('/visa/dtv/')).toEqual(day('2025-09-01'));
    expect(map.get('/visa/')).toEqual(day('2025-09-01'));
    expect(map.get('/banking/atms/')).toEqual(day('2025-07-07'));
  });
  it('reads another news folder (the scale benchmark)', () => {
    write('.scratch/news/gen.md', 'date: 2024-02-02');
    const other = contentLastmod({ contentRoot: root, newsDir: '.scratch/news' });
    expect(other.get('/news/2024-02-02/gen/')).toEqual(day('2024-02-02'));
    expect(other.has('/news/2025-01-20/first/')).toBe(false);
  });
});

describe('withLastmod', () => {
  it('adds lastmod where known, loads the dates once, leaves other pages alone', () => {
    let loads = 0;
    const serialize = withLastmod(() => {
      loads++;
      return new Map([['/visa/', day('2025-09-01')]]);
    });
    expect(serialize({ url: 'https://example.com/visa/' })).toEqual({
      url: 'https://example.com/visa/',
      lastmod: '2025-09-01',
    });
    expect(serialize({ url: 'https://example.com/contact/' })).toEqual({ url: 'https://example.com/contact/' });
    expect(loads).toBe(1);
  });
});
