/** The HTML pages of a build's prerendered site (dist/client or dist-fixture/client). */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonLdBlocks, type JsonLdBlock } from '../../scripts/lib/jsonld-check.ts';

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Every page type once, every Thai page, plus a spread of the rest (the news archive can hold thousands). */
export function sampleOfPages(clientDir: string): string[] {
  const all = htmlFiles(clientDir).sort();
  const byType = new Map<string, string>();
  for (const file of all) {
    const rel = path.relative(clientDir, file);
    const type = rel
      .split(path.sep)
      .slice(0, 2)
      .map((s) => (/\d/.test(s) ? '#' : s))
      .join('/');
    if (!byType.has(type)) byType.set(type, file);
  }
  const step = Math.max(1, Math.floor(all.length / 150));
  // Every Thai page: few, and each renders the frame in Thai.
  const thai = all.filter((file) => path.relative(clientDir, file).startsWith(`th${path.sep}`));
  return [...new Set([...byType.values(), ...thai, ...all.filter((_, i) => i % step === 0)])];
}

/** Errors of the W3C Nu HTML checker (vnu-jar, needs Java) on the given files, each as "file: message extract". */
export function htmlValidityErrors(clientDir: string, files: string[], vnuJar: string): string[] {
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(`java must be installed (.ci/run installs default-jre-headless): ${run.error.message}`);
  const report = JSON.parse(run.stderr || '{"messages":[]}') as {
    messages: { type: string; url: string; message: string; extract?: string }[];
  };
  return report.messages
    .filter((m) => m.type === 'error')
    .map((e) => `${path.relative(clientDir, new URL(e.url).pathname)}: ${e.message} ${e.extract ?? ''}`);
}

/** Every JSON-LD block of every page of a build, with the page's path. */
export function jsonLdBlocksOf(clientDir: string): JsonLdBlock[] {
  return htmlFiles(clientDir).flatMap((file) => {
    const page = '/' + path.relative(clientDir, file).split(path.sep).join('/');
    return jsonLdBlocks(readFileSync(file, 'utf8')).map((json) => ({ page, json }));
  });
}

/** Every schema.org @type the blocks declare, at any depth. */
export function declaredTypes(blocks: JsonLdBlock[]): Set<string> {
  const types = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const type = (value as Record<string, unknown>)['@type'];
      if (typeof type === 'string') types.add(type);
      Object.values(value).forEach(collect);
    }
  };
  blocks.forEach((b) => collect(b.json));
  return types;
}
