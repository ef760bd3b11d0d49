/**
 * JavaScript a built page makes the browser download on load, compressed:
 * its module scripts and the static imports they pull in (dynamic import()
 * chunks, such as the diagnostics overlay, load only on demand), and, for
 * pages with islands, the island components and renderer they hydrate.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const gzipSize = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;

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
  for (const m of html.matchAll(/<script type="module" src="([^"]+)"/g)) visit(m[1]);
  for (const m of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    bytes += gzipSize(m[1]);
    for (const imp of m[1].matchAll(/import\s*(?:[^'"()]*?from\s*)?["'](\/[^"']+)["']/g)) visit(imp[1]);
  }
  // Islands: <astro-island component-url="..." renderer-url="...">.
  for (const m of html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) visit(m[1]);
  return { bytes, files: [...seen] };
}
