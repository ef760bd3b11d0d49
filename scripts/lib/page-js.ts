/**
 * JavaScript a built page makes the browser load, by the budget's rule: every
 * script, external or inline, each compressed on its own with gzip level 6:
 * its scripts and the static imports they pull in (dynamic import() chunks,
 * such as the diagnostics overlay, load only on demand), and, for pages with
 * islands, the island components and renderer they hydrate. Data blocks
 * (JSON, JSON-LD) are not scripts and do not count. 1 KB = 1,024 bytes.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const gzipSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 6 }).length;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function pageScriptBytes(clientDir: string, html: string): { bytes: number; files: string[] } {
  const seen = new Set<string>();
  let bytes = 0;
  const visit = (src: string) => {
    if (seen.has(src)) return;
    seen.add(src);
    const file = path.join(clientDir, src);
    if (!statSync(file, { throwIfNoEntry: false })) return;
    const code = readFileSync(file, 'utf8');
    bytes += gzipSize(code);
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g)) {
      visit(path.posix.join(path.posix.dirname(src), m[1]));
    }
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = m;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? '';
    if (type !== '' && type !== 'module' && type !== 'text/javascript') continue; // data blocks
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) {
      visit(src);
      continue;
    }
    bytes += gzipSize(body);
    for (const imp of body.matchAll(/import\s*(?:[^'"()]*?from\s*)?["'](\/[^"']+)["']/g)) visit(imp[1]);
  }
  // Islands: <astro-island component-url="..." renderer-url="...">.
  for (const m of html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) visit(m[1]);
  return { bytes, files: [...seen] };
}
