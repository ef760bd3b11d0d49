/**
 * Checks JSON-LD blocks against the schema.org vocabulary as published in `schema-dts` (Google's TypeScript
 * typings generated from schema.org, kept current with each schema.org release): each block is written as a typed
 * constant of the type it declares (`WithContext<NewsArticle>`, or `Graph` for an @graph) and the TypeScript
 * compiler checks it. An unknown type, a property the type does not have, or a value of the wrong kind (a string
 * where a nested object is expected, an object of a type the property does not take) is an error, named with the
 * page and the property. No rule here is written by hand: the vocabulary decides.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

export interface JsonLdBlock {
  /** Where the block was found (a page path), for the report. */
  page: string;
  json: unknown;
}

interface JsonLdProblem {
  page: string;
  /** The type the block declares. */
  type: string;
  message: string;
}

/** The parsed JSON-LD blocks of an HTML page (`<script type="application/ld+json">`). */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as unknown,
  );
}

const declaredType = (json: unknown): string => {
  const block = json as Record<string, unknown>;
  if (block && typeof block === 'object' && '@graph' in block) return '@graph';
  return typeof block?.['@type'] === 'string' ? block['@type'] : JSON.stringify(block?.['@type']);
};

/** The TypeScript type a block is checked as: the schema.org type it declares. */
function typeFor(json: unknown): string {
  const type = declaredType(json);
  if (type === '@graph') return 'S.Graph';
  // A type name that is not a schema.org type fails here ("has no exported member").
  return /^[A-Za-z][A-Za-z0-9]*$/.test(type) ? `S.WithContext<S.${type}>` : 'S.WithContext<S.Thing>';
}

export function checkJsonLd(blocks: JsonLdBlock[]): JsonLdProblem[] {
  // Identical blocks (the Organization on every page) are checked once and reported with their first page.
  const unique = new Map<string, JsonLdBlock>();
  for (const block of blocks) {
    const key = JSON.stringify(block.json);
    if (!unique.has(key)) unique.set(key, block);
  }
  const entries = [...unique.values()];
  const parts: string[] = ["import type * as S from 'schema-dts';"];
  // The first line (0-based) of each block in the generated file.
  const starts: number[] = [];
  let nextLine = 1;
  entries.forEach((block, i) => {
    const chunk = `export const block${i}: ${typeFor(block.json)} = ${JSON.stringify(block.json, null, 1)};`;
    starts.push(nextLine);
    nextLine += chunk.split('\n').length;
    parts.push(chunk);
  });
  const text = parts.join('\n');

  const dir = mkdtempSync(path.join(tmpdir(), 'jsonld-check-'));
  const file = path.join(dir, 'blocks.ts');
  try {
    writeFileSync(file, text);
    const require = createRequire(import.meta.url);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
      paths: { 'schema-dts': [require.resolve('schema-dts/dist/schema.d.ts')] },
    });
    const source = program.getSourceFile(file);
    if (!source) throw new Error('the blocks file did not load');
    // Which block a line belongs to: the last block starting at or before it.
    const blockAt = (line: number) =>
      entries[
        Math.max(
          0,
          starts.findLastIndex((start) => start <= line),
        )
      ];
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const line =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
          : 0;
      const near =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.text.slice(diagnostic.start, diagnostic.start + 60).split('\n')[0]
          : '';
      const block = blockAt(line);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').slice(0, 500);
      return { page: block.page, type: declaredType(block.json), message: `${message} (at ${near.trim()})` };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
