/**
 * The rule that keeps translations from going stale: a translation records the
 * English guide's review date it was made from (`translated_from`); when the
 * English guide is reviewed later (a fine or threshold may have changed), or is
 * gone, the build fails naming both files.
 */
import { isoDate } from '../lib/shared/format.ts';

export interface TranslationPair {
  /** content/th/visa/dtv.md */
  translationFile: string;
  /** content/visa/dtv.md */
  originalFile: string;
  translatedFrom: Date;
  /** The English guide's review date (last_reviewed, or `updated` where a section uses it); undefined when the guide is gone. */
  originalReviewed: Date | undefined;
}

const day = isoDate;

/** Why this translation may not be published, or undefined when it is current. */
export function translationProblem(pair: TranslationPair): string | undefined {
  if (!pair.originalReviewed) {
    return `${pair.translationFile}: its English original ${pair.originalFile} is gone; remove the translation or restore the original.`;
  }
  if (day(pair.originalReviewed) > day(pair.translatedFrom)) {
    return (
      `${pair.translationFile} is stale: it was translated from the version of ${day(pair.translatedFrom)}, ` +
      `but ${pair.originalFile} was reviewed on ${day(pair.originalReviewed)}. Update the translation and set translated_from: ${day(pair.originalReviewed)}.`
    );
  }
  return undefined;
}

/** Throws one error listing every stale or orphaned translation. */
export function assertTranslationsCurrent(pairs: readonly TranslationPair[]): void {
  const problems = pairs.map(translationProblem).filter((p): p is string => p !== undefined);
  if (problems.length) throw new Error(`Translations out of step with their English originals:\n- ${problems.join('\n- ')}`);
}
