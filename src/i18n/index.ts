/** One typed dictionary per language; `t(locale)` picks it. */
import { en, type Dictionary } from './en.ts';
import { th } from './th.ts';
import type { Locale } from './locales.ts';

export type { Dictionary, SectionWords } from './en.ts';
export * from './locales.ts';

export const dictionaries: Readonly<Record<Locale, Dictionary>> = { en, th };

export function t(locale: Locale): Dictionary {
  return dictionaries[locale];
}
