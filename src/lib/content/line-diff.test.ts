import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff.ts';

const lines = (...l: string[]) => l.join('\n');

describe('line diff', () => {
  it('is empty for equal texts', () => {
    expect(lineDiff(lines('a', 'b'), lines('a', 'b'))).toEqual([]);
  });

  it('shows a replaced line as removed then added, with its context and the line number in the new text', () => {
    const before = lines('one', 'two', 'three', 'four', 'five', 'six', 'seven');
    const after = lines('one', 'two', 'three', 'FOUR', 'five', 'six', 'seven');
    expect(lineDiff(before, after, 1)).toEqual(['@@ line 3 @@', '  three', '- four', '+ FOUR', '  five']);
  });

  it('shows an added paragraph and a removed line as two hunks when they are far apart', () => {
    const before = lines('title', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'end');
    const after = lines('title', 'a', 'new paragraph', 'b', 'c', 'd', 'e', 'f', 'end');
    expect(lineDiff(before, after, 1)).toEqual([
      '@@ line 2 @@',
      '  a',
      '+ new paragraph',
      '  b',
      '@@ line 8 @@',
      '  f',
      '- g',
      '  end',
    ]);
  });

  it('handles a text that was emptied or started from nothing', () => {
    expect(lineDiff('', lines('x', 'y'), 2)).toEqual(['@@ line 1 @@', '- ', '+ x', '+ y']);
    expect(lineDiff(lines('x'), '', 0)).toEqual(['@@ line 1 @@', '- x', '+ ']);
  });
});
