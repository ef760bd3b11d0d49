/**
 * A translation without its English original may not be published: the build fails naming both files. Whether a
 * translation still matches its English is the stamp's check (src/lib/content/translation-stamp.ts), which runs
 * before the build starts; a review date alone no longer says anything about it.
 */

export interface TranslationPair {
  /** content/th/visa/dtv.md */
  translationFile: string;
  /** content/visa/dtv.md */
  originalFile: string;
  /** Whether the English original is still there. */
  originalExists: boolean;
}

/** Why this translation may not be published, or undefined when its original is there. */
export function translationProblem(pair: TranslationPair): string | undefined {
  if (!pair.originalExists) {
    return `${pair.translationFile}: its English original ${pair.originalFile} is gone; remove the translation or restore the original.`;
  }
  return undefined;
}

/** Throws one error listing every orphaned translation. */
export function assertTranslationsCurrent(pairs: readonly TranslationPair[]): void {
  const problems = pairs.map(translationProblem).filter((p): p is string => p !== undefined);
  if (problems.length)
    throw new Error(`Translations out of step with their English originals:\n- ${problems.join('\n- ')}`);
}
