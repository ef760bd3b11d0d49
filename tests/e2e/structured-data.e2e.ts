/**
 * Every JSON-LD block on every built page is valid against the schema.org types it declares (checked with the
 * schema.org vocabulary of schema-dts by the TypeScript compiler: scripts/lib/jsonld-check.ts). A failure names
 * the page, the type and the property. The e2e suite runs after the build, so dist/client is this build.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkJsonLd, jsonLdBlocks, type JsonLdBlock } from '../../scripts/lib/jsonld-check.ts';

const clientDir = path.resolve('dist/client');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

describe('structured data of the built site', () => {
  it('is valid schema.org on every page', () => {
    const blocks: JsonLdBlock[] = htmlFiles(clientDir).flatMap((file) => {
      const page = '/' + path.relative(clientDir, file).split(path.sep).join('/');
      return jsonLdBlocks(readFileSync(file, 'utf8')).map((json) => ({ page, json }));
    });
    // The check covers every type the site publishes at any depth (news posts declare Article; a NewsArticle would be checked the same way).
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
    for (const type of ['Article', 'BreadcrumbList', 'FAQPage', 'HowTo', 'Organization']) expect(types, type).toContain(type);
    const problems = checkJsonLd(blocks);
    expect(problems.map((p) => `${p.page} (${p.type}): ${p.message}`)).toEqual([]);
  }, 180_000);
});
