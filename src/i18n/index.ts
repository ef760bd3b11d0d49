/**
 * One dictionary per language (src/i18n/en/ and src/i18n/th/: the same volumes, key for key); `dictionaries[locale]`
 * holds a language's volumes, `t(locale)` its frame (header, footer, hubs, guides...).
 */
import * as en from './en/index.ts';
import * as th from './th/index.ts';
import type { FrameWords } from './en/frame.ts';
import type { Locale } from './locales.ts';

export type { FrameWords, SectionWords } from './en/frame.ts';
export * from './locales.ts';

/** A language's volumes: the English ones' shape, so a volume or key missing in another language fails the type check. */
export type Dictionary = typeof en;

export const dictionaries: Readonly<Record<Locale, Dictionary>> = { en, th };

export function t(locale: Locale): FrameWords {
  return dictionaries[locale].frame;
}

/** The tool pages' words by language, as their templates index them. */
export const moneyPageWords: Readonly<Record<Locale, Dictionary['moneyPlanner']['page']>> = {
  en: en.moneyPlanner.page,
  th: th.moneyPlanner.page,
};
export const taxDaysPageWords: Readonly<Record<Locale, Dictionary['taxDays']['page']>> = {
  en: en.taxDays.page,
  th: th.taxDays.page,
};
