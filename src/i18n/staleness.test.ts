import { describe, expect, it } from 'vitest';
import { assertTranslationsCurrent, translationProblem, type TranslationPair } from './staleness.ts';

const pair = (originalExists: boolean): TranslationPair => ({
  translationFile: 'content/th/visa/dtv.md',
  originalFile: 'content/visa/dtv.md',
  originalExists,
});

describe('translations and their originals', () => {
  it('accepts a translation whose English original is there', () => {
    expect(translationProblem(pair(true))).toBeUndefined();
  });

  it('fails when the English original is gone, naming both files', () => {
    expect(translationProblem(pair(false))).toMatch(
      /content\/th\/visa\/dtv\.md: its English original content\/visa\/dtv\.md is gone/,
    );
  });

  it('throws once, listing every problem', () => {
    expect(() => assertTranslationsCurrent([pair(true)])).not.toThrow();
    expect(() =>
      assertTranslationsCurrent([pair(false), { ...pair(false), translationFile: 'content/th/visa/tdac.md' }]),
    ).toThrow(/dtv\.md: its English[\s\S]*tdac\.md: its English/);
  });
});
