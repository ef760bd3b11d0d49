import { describe, expect, it } from 'vitest';
import { assertTranslationsCurrent, translationProblem, type TranslationPair } from './staleness.ts';

const pair = (translatedFrom: string, originalReviewed: string | undefined): TranslationPair => ({
  translationFile: 'content/th/visa/dtv.md',
  originalFile: 'content/visa/dtv.md',
  translatedFrom: new Date(`${translatedFrom}T00:00:00Z`),
  originalReviewed: originalReviewed ? new Date(`${originalReviewed}T00:00:00Z`) : undefined,
});

describe('the staleness rule', () => {
  it('accepts a translation made from the current English version', () => {
    expect(translationProblem(pair('2026-11-25', '2026-11-25'))).toBeUndefined();
  });

  it('accepts a translation dated after the English review (the translator checked a later day)', () => {
    expect(translationProblem(pair('2026-11-26', '2026-11-25'))).toBeUndefined();
  });

  it('fails when the English guide was reviewed one day after the translation, naming both files', () => {
    const problem = translationProblem(pair('2026-11-25', '2026-11-26'));
    expect(problem).toContain('content/th/visa/dtv.md');
    expect(problem).toContain('content/visa/dtv.md');
    expect(problem).toContain('2026-11-25');
    expect(problem).toContain('2026-11-26');
  });

  it('fails when the English original is gone', () => {
    expect(translationProblem(pair('2026-11-25', undefined))).toMatch(/content\/th\/visa\/dtv\.md: its English original content\/visa\/dtv\.md is gone/);
  });

  it('throws once, listing every problem', () => {
    expect(() => assertTranslationsCurrent([pair('2026-11-25', '2026-11-25')])).not.toThrow();
    expect(() => assertTranslationsCurrent([pair('2026-11-01', '2026-11-25'), pair('2026-11-25', undefined)])).toThrow(/stale[\s\S]*is gone/);
  });
});
