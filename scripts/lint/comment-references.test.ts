/**
 * Comments state the rule, not where it was asked for: the specification and the issue tracker are not in the
 * repository, so a comment that cites an issue number or a specification section sends a reader nowhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'scripts', 'tests', 'bench'];
const CODE = /\.(?:[cm]?[jt]sx?|astro)$/;
/** "issue 20", "(issue 15, ...)", "SPEC 2.12", "SPEC section 7", "/shared/SPEC.md". */
const OUTSIDE_REFERENCE = /\bissue\s+#?\d+\b|\bSPEC(?:\.md)?\s+(?:section\s+)?\d|\/shared\/SPEC\.md/i;

function codeFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        CODE.test(file) && !file.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.')),
    )
    .map((file) => path.join(root, file));
}

describe('comments', () => {
  it('recognise a reference to an issue or a specification section', () => {
    expect(OUTSIDE_REFERENCE.test('// Deadline reminders (issue 20): the form')).toBe(true);
    expect(OUTSIDE_REFERENCE.test(' * the FAQ (SPEC 2.12)')).toBe(true);
    expect(OUTSIDE_REFERENCE.test(' * the shapes (SPEC section 7)')).toBe(true);
    expect(OUTSIDE_REFERENCE.test('// the issue date of the LTR visa counts')).toBe(false);
  });

  it('never cite an issue number or a section of a specification outside the repository', () => {
    const found = ROOTS.flatMap((root) =>
      codeFiles(root).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
          .filter(
            ({ line }) =>
              OUTSIDE_REFERENCE.test(line) &&
              !line.includes('OUTSIDE_REFERENCE') &&
              !line.includes('OUTSIDE_REFERENCE.test'),
          )
          .map(({ at }) => at),
      ),
    );
    expect(found.filter((at) => !at.startsWith(path.join('scripts', 'lint', 'comment-references.test.ts')))).toEqual(
      [],
    );
  });
});
