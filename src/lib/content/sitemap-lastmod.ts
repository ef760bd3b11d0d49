/**
 * `lastmod` for the sitemap (@astrojs/sitemap's `serialize`, astro.config.mjs):
 * each page's date comes from its content's own dates (date, last_reviewed,
 * updated: the latest of those it has); a hub gets its newest entry's date;
 * the home page and the news hub get the newest post's.
 *
 * The sitemap is written by the config's integration, outside the content
 * layer, so this reads the Markdown frontmatter itself: only top-level
 * `YYYY-MM-DD` date fields, which is all the schemas allow for those keys.
 * Node-only: never import it from an island.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../site/routes.ts';
import { sections } from '../site/sections.ts';
import { isoDate } from '../shared/format.ts';

const DATE_KEYS = ['date', 'last_reviewed', 'updated'] as const;

interface FrontmatterDates {
  dates: Partial<Record<(typeof DATE_KEYS)[number], Date>>;
  draft: boolean;
  slug?: string;
}

/** The top-level date fields (and draft, slug) of a Markdown file's frontmatter. */
export function frontmatterDates(markdown: string): FrontmatterDates {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)?.[1] ?? '';
  const result: FrontmatterDates = { dates: {}, draft: false };
  for (const line of block.split(/\r?\n/)) {
    const field = /^([a-z_]+):\s*(.*?)\s*$/.exec(line);
    if (!field) continue;
    const [, key, raw] = field;
    const value = raw.replace(/^(["'])(.*)\1$/, '$2');
    if ((DATE_KEYS as readonly string[]).includes(key)) {
      const day = /^(\d{4}-\d{2}-\d{2})\b/.exec(value)?.[1];
      const date = day ? new Date(`${day}T00:00:00Z`) : undefined;
      if (date && !Number.isNaN(date.getTime())) result.dates[key as (typeof DATE_KEYS)[number]] = date;
    } else if (key === 'draft') {
      result.draft = value === 'true';
    } else if (key === 'slug' && value) {
      result.slug = value;
    }
  }
  return result;
}

function latest(dates: readonly (Date | undefined)[]): Date | undefined {
  let best: Date | undefined;
  for (const d of dates) if (d && (!best || d > best)) best = d;
  return best;
}

/** The id Astro's glob loader gives a file: its path without extension, each segment slugged. */
export function entryIdOf(relativePath: string): string {
  return relativePath
    .replace(/\.[^./]+$/, '')
    .split(/[\\/]/)
    .map((segment) =>
      segment
        .toLowerCase()
        .trim()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    )
    .join('/')
    .replace(/\/index$/, '');
}

interface MarkdownEntry {
  id: string;
  dates: FrontmatterDates['dates'];
  draft: boolean;
}

/** Markdown entries of a folder as the content collections see them (files starting with "_" are skipped). */
function readMarkdownEntries(folder: string): MarkdownEntry[] {
  if (!existsSync(folder)) return [];
  const entries: MarkdownEntry[] = [];
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.md') || path.basename(file).startsWith('_')) continue;
    const parsed = frontmatterDates(readFileSync(path.join(folder, file), 'utf8'));
    entries.push({ id: parsed.slug ?? entryIdOf(file), dates: parsed.dates, draft: parsed.draft });
  }
  return entries;
}

/** Each section's guides: folder under the content root, the page of an entry, and the listings that show it. */
const guideFolders = sections.map((s) => ({
  folder: s.contentFolder,
  page: s.guidePath,
  hubs: [s.path, ...s.extraListings],
}));

interface LastmodOptions {
  /** The content folder ("./content", or CONTENT_ROOT). */
  contentRoot: string;
  /** The news folder under it ("news", or NEWS_CONTENT_DIR). */
  newsDir: string;
}

/** Page path -> last modification date, from the content's dates. */
export function contentLastmod({ contentRoot, newsDir }: LastmodOptions): Map<string, Date> {
  const lastmod = new Map<string, Date>();
  const set = (pagePath: string, date: Date | undefined) => {
    if (!date) return;
    const current = lastmod.get(pagePath);
    if (!current || date > current) lastmod.set(pagePath, date);
  };

  for (const entry of readMarkdownEntries(path.join(contentRoot, newsDir))) {
    if (entry.draft || !entry.dates.date) continue;
    const modified = latest([entry.dates.date, entry.dates.last_reviewed, entry.dates.updated]);
    set(paths.newsPost(isoDate(entry.dates.date), entry.id), modified);
    set(paths.news(), modified);
    set(paths.home(), modified);
  }
  for (const section of guideFolders) {
    for (const entry of readMarkdownEntries(path.join(contentRoot, section.folder))) {
      const modified = latest([entry.dates.date, entry.dates.last_reviewed, entry.dates.updated]);
      set(section.page(entry.id), modified);
      for (const hub of section.hubs) set(hub, modified);
    }
  }
  return lastmod;
}

/**
 * A sitemap `serialize` that adds `lastmod` (a calendar day) where the content
 * has a date. The dates are read on the first call, when the sitemap is
 * written, not whenever the config loads.
 */
export function withLastmod<T extends { url: string; lastmod?: string }>(load: () => ReadonlyMap<string, Date>) {
  let lastmod: ReadonlyMap<string, Date> | undefined;
  return (item: T): T => {
    lastmod ??= load();
    const date = lastmod.get(new URL(item.url).pathname);
    return date ? { ...item, lastmod: isoDate(date) } : item;
  };
}
