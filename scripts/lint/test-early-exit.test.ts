/**
 * A test always reaches its assertions: no skipped tests (`it.skip`, `it.skipIf`, `context.skip`) and no `return`
 * inside a test's callback before its last `expect`, which would pass without checking anything. The e2e suites
 * know their fixture's data; a live check asserts that what it needs exists before it loops over it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'scripts', 'tests'];
const TEST_FILE = /\.(?:test|e2e|live)\.[jt]sx?$/;
const TEST_CALLEES = new Set(['it', 'test']);

function testFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(root, file));
}

/** `it`, `test`, `it.each(...)`, `it.concurrent`: the name a test call starts from. */
function rootName(callee: ts.Expression): string | undefined {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return rootName(callee.expression);
  if (ts.isCallExpression(callee)) return rootName(callee.expression);
  return undefined;
}

const isFunction = (node: ts.Node): node is ts.ArrowFunction | ts.FunctionExpression =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node);

/** The `return` statements of a test callback itself (not of functions inside it) and where its last `expect` starts. */
function exitsAndLastExpect(callback: ts.ArrowFunction | ts.FunctionExpression): {
  returns: ts.ReturnStatement[];
  lastExpect: number;
} {
  const returns: ts.ReturnStatement[] = [];
  let lastExpect = -1;
  const visit = (node: ts.Node, nested: boolean) => {
    if (ts.isReturnStatement(node) && !nested) returns.push(node);
    if (ts.isCallExpression(node) && rootName(node.expression) === 'expect')
      lastExpect = Math.max(lastExpect, node.getStart());
    node.forEachChild((child) => visit(child, nested || isFunction(child)));
  };
  callback.body.forEachChild((child) => visit(child, isFunction(child)));
  return { returns, lastExpect };
}

/** Each way `text` (a test file) can leave a test without asserting, as `line: what`. */
export function earlyExits(text: string, fileName = 'file.test.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ['skip', 'skipIf'].includes(node.name.text))
      found.push(`${at(node)}: .${node.name.text}`);
    if (ts.isCallExpression(node) && TEST_CALLEES.has(rootName(node.expression) ?? '')) {
      const callback = node.arguments.find(isFunction);
      if (callback && !ts.isBlock(callback.body)) {
        // An expression body has no statement to return early from.
      } else if (callback) {
        const { returns, lastExpect } = exitsAndLastExpect(callback);
        for (const exit of returns)
          if (exit.getStart() < lastExpect) found.push(`${at(exit)}: return before the last expect`);
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found.sort((a, b) => parseInt(a) - parseInt(b) || a.localeCompare(b));
}

describe('tests that can end before asserting', () => {
  it.each([
    ['a skipped test', `it.skip('a', () => { expect(1).toBe(1); });`, ['1: .skip']],
    ['a conditional skip', `it.skipIf(ci)('a', () => { expect(1).toBe(1); });`, ['1: .skipIf']],
    [
      'a skip from the context',
      `it('a', (context) => {\n  if (!data) return context.skip('none');\n  expect(data).toBe(1);\n});`,
      ['2: .skip', '2: return before the last expect'],
    ],
    [
      'a bare early return',
      `test('a', async () => {\n  const rows = await read();\n  if (!rows.length) return;\n  expect(rows[0]).toBe(1);\n});`,
      ['3: return before the last expect'],
    ],
    [
      'an early return in a table test',
      `it.each([1])('a %s', (n) => {\n  if (n) { return; }\n  expect(n).toBe(1);\n});`,
      ['2: return before the last expect'],
    ],
  ])('finds %s', (_name, code, expected) => {
    expect(earlyExits(code)).toEqual(expected);
  });

  it.each([
    [
      'a return inside a helper function',
      `it('a', () => {\n  const pick = (x) => { if (!x) return 0; return x; };\n  expect(pick(1)).toBe(1);\n});`,
    ],
    ['a return after the last expect', `it('a', () => {\n  expect(1).toBe(1);\n  return;\n});`],
    ['an expression body', `it('a', () => expect(1).toBe(1));`],
    ['a skip in a string', `it('a', () => { expect('it.skip(').toContain('skip'); });`],
  ])('lets %s pass', (_name, code) => {
    expect(earlyExits(code)).toEqual([]);
  });

  it('is never the case in the repository', () => {
    const files = ROOTS.flatMap(testFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      earlyExits(readFileSync(file, 'utf8'), file).map((exit) => `${file}:${exit}`),
    );
    expect(found).toEqual([]);
  });
});
