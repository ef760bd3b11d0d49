/**
 * The official sources the site cites, each with who cites it: the built pages (English and Thai, guides,
 * facts, news, tools; collected by the same walk as `npm run links:external`) and the rule records of
 * content/visa-rules (the tools read those; a record is named `visa-rules/rules.yaml#id`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { externalLinks } from '../links.ts';
import { isOfficialSource } from '../../../src/lib/content/source-kind.ts';

export interface CitedSource {
  url: string;
  pages: string[];
  records: string[];
}

/** Every http(s) URL in a parsed YAML value, however deep. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//i.test(value.trim()) ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

/** [record name, URL] for every URL in the rule records, English and Thai. */
export function recordCitations(contentRoot: string): [string, string][] {
  const out: [string, string][] = [];
  for (const folder of ['visa-rules', 'th/visa-rules']) {
    const dir = path.join(contentRoot, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()) {
      const data: unknown = parse(readFileSync(path.join(dir, file), 'utf8'));
      const items = Array.isArray(data) ? data : [data];
      items.forEach((item, index) => {
        const id = item && typeof item === 'object' && 'id' in item ? String(item.id) : String(index + 1);
        for (const url of urlsIn(item)) out.push([`${folder}/${file}#${id}`, url]);
      });
    }
  }
  return out;
}

/** The official sources cited by the build in `distRoot` and the records in `contentRoot`, sorted by URL. */
export function citedSources(distRoot: string, origin: string, contentRoot: string): CitedSource[] {
  const byUrl = new Map<string, CitedSource>();
  const entry = (url: string): CitedSource | undefined => {
    let href: string;
    try {
      href = new URL(url).href;
    } catch {
      return undefined;
    }
    if (!isOfficialSource(href)) return undefined;
    const found = byUrl.get(href) ?? { url: href, pages: [], records: [] };
    byUrl.set(href, found);
    return found;
  };
  for (const [url, pages] of externalLinks(distRoot, origin)) entry(url)?.pages.push(...pages);
  for (const [record, url] of recordCitations(contentRoot)) {
    const found = entry(url);
    if (found && !found.records.includes(record)) found.records.push(record);
  }
  for (const found of byUrl.values()) found.pages.sort();
  return [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}
