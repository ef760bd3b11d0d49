import type { Guide } from '../lib/content/content.ts';

/** A Thai guide: the guide record at its Thai path, with the date of the English version it renders. */
export type TranslatedGuide = Guide & { translatedFrom: Date; original: Guide };
