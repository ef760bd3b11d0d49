/**
 * Checks on what a Thai reader reads: one era (Buddhist), one voice and one term per concept (the forbidden variants
 * of docs/thai-glossary.md), and the "(ภาษาอังกฤษ)" marker said once. Pure functions over a page's visible text; the
 * end-to-end suite feeds them every built Thai page with the parts marked `lang="en"` left out.
 */

/**
 * A year of the Common era (1900-2099) standing alone, not part of a longer number, an ISO date, an order number
 * or a product code written against Latin letters (an insurer's plan "WH2000 with OPD1000").
 */
const COMMON_ERA_YEAR = /(?<![\d/.,:A-Za-z-])(19\d\d|20\d\d)(?![\d,/:-])/g;
const MARKED = /ค\.ศ\.\s?$/;

/** Common-era years in Thai text not marked "ค.ศ.", each with a little of its context. */
export function unmarkedCommonEraYears(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(COMMON_ERA_YEAR)) {
    const before = text.slice(Math.max(0, match.index - 8), match.index);
    if (MARKED.test(before)) continue;
    found.push(text.slice(Math.max(0, match.index - 30), match.index + 4).replace(/\s+/g, ' '));
  }
  return found;
}

/** A marker said twice in a row ("(ภาษาอังกฤษ) (ภาษาอังกฤษ)", "(ภาษาอังกฤษ) ภาษาอังกฤษ)"). */
export function doubledMarkers(text: string, marker: string): number {
  const bare = marker.replace(/^\(/, '');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const twice = new RegExp(`${escape(marker)}\\s*\\(?${escape(bare)}`, 'g');
  return [...text.matchAll(twice)].length;
}

export interface ForbiddenVariant {
  /** The term to write. */
  use: string;
  /** The variant never to write. */
  not: string;
  /** Words that contain the variant and are right ("ขอบคุณ" contains "คุณ"). */
  except: string[];
}

/** The forbidden variants table of docs/thai-glossary.md: rows of `| use | not | except in |`. */
export function parseForbiddenVariants(markdown: string): ForbiddenVariant[] {
  const section = markdown.split(/^## Forbidden variants$/m)[1]?.split(/^## /m)[0] ?? '';
  const cell = (text: string) => text.trim().replace(/^`|`$/g, '');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => line.split('|').slice(1, -1).map(cell))
    .map(([use, not, except = '']) => ({ use, not, except: except.split(',').map(cell).filter(Boolean) }));
}

/** The variants a text uses, each with a little of its context. */
export function forbiddenVariantsIn(text: string, variants: readonly ForbiddenVariant[]): string[] {
  const found: string[] = [];
  for (const variant of variants) {
    let cleaned = text;
    for (const word of variant.except) cleaned = cleaned.replaceAll(word, ' '.repeat(word.length));
    let at = cleaned.indexOf(variant.not);
    while (at !== -1) {
      found.push(
        `${variant.not} (use ${variant.use}): …${text.slice(Math.max(0, at - 20), at + variant.not.length + 10)}…`,
      );
      at = cleaned.indexOf(variant.not, at + variant.not.length);
    }
  }
  return found;
}
