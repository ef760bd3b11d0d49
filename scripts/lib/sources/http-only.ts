/**
 * Content links stay on `http://` only for the hosts listed in docs/http-only-sources.md (sites we could not
 * confirm serve https): every other link uses https.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The hosts in the first column of the document's table (`host` in backticks). */
export function listedHosts(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((match) => match[1].toLowerCase()));
}

/** Every `http://` link in the Markdown and YAML files under `root`, as [file relative to root, URL]. */
export function httpLinks(root: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(md|ya?ml)$/.test(entry.name)) {
        for (const match of readFileSync(full, 'utf8').matchAll(/\bhttp:\/\/[^\s"'<>)\]]+/g))
          out.push([path.relative(root, full), match[0]]);
      }
    }
  };
  walk(root);
  return out;
}

/** The http links whose host the document does not list, each as "file: URL". */
export function unlistedHttpLinks(root: string, markdown: string): string[] {
  const listed = listedHosts(markdown);
  return httpLinks(root)
    .filter(([, url]) => !listed.has(new URL(url).hostname.toLowerCase()))
    .map(([file, url]) => `${file}: ${url}`);
}
