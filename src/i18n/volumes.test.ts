/**
 * One dictionary per language: src/i18n/en/ and src/i18n/th/ hold the same volume files, and each Thai volume has
 * exactly the English keys. The type check says so for every key it sees (the Thai volumes are typed by the English
 * ones; the cases below prove a missing key fails it); this test checks the same at run time, optional keys too.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaries } from './index.ts';
import { frame as thaiFrame } from './th/frame.ts';
import { booking as thaiBooking } from './th/booking.ts';
import type { FrameWords } from './en/frame.ts';
import type { BookingWords } from './en/booking.ts';

const folder = (language: string) => new URL(`./${language}/`, import.meta.url);
const volumeFiles = (language: string) =>
  readdirSync(folder(language))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();

/** Every key path of a value: objects are walked, arrays and functions are leaves (a sentence may split differently). */
function keyPaths(value: unknown, path = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => keyPaths(child, path ? `${path}.${key}` : key));
  }
  return value === undefined ? [] : [path];
}

describe('the dictionaries', () => {
  it('have the same volume files in English and in Thai', () => {
    expect(volumeFiles('th')).toEqual(volumeFiles('en'));
    // The volumes the site has today, each with its index: a new one lands in both folders.
    expect(volumeFiles('en')).toEqual([
      'booking.ts',
      'comparator.ts',
      'contact.ts',
      'frame.ts',
      'index.ts',
      'money-planner.ts',
      'quiz.ts',
      'reminders.ts',
      'stay.ts',
      'tax-days.ts',
      'thank-you.ts',
    ]);
  });

  it('export the same names from each volume file', async () => {
    for (const file of volumeFiles('en')) {
      const english = (await import(`./en/${file}`)) as Record<string, unknown>;
      const thai = (await import(`./th/${file}`)) as Record<string, unknown>;
      expect({ file, names: Object.keys(thai).sort() }).toEqual({ file, names: Object.keys(english).sort() });
    }
  });

  it('have the same keys in every volume', () => {
    const { en, th } = dictionaries;
    // The one optional key only Thai sets: the comparator writes its plans' dates in the Buddhist era, English keeps
    // them as the API gives them (YYYY-MM-DD).
    const thaiOnly = new Set(['comparator.dateLocale']);
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
    for (const volume of Object.keys(en) as (keyof typeof en)[]) {
      const thaiKeys = keyPaths(th[volume]).filter((key) => !thaiOnly.has(`${volume}.${key}`));
      expect({ volume, keys: thaiKeys.sort() }).toEqual({ volume, keys: keyPaths(en[volume]).sort() });
    }
  });

  it('reject a Thai volume that lacks an English key, at type-check time', () => {
    const { header, ...frameWithoutHeader } = thaiFrame;
    // @ts-expect-error the frame without `header` is not the English frame's shape
    const incompleteFrame: FrameWords = frameWithoutHeader;
    const { mail, ...bookingWithoutMail } = thaiBooking;
    // @ts-expect-error the booking words without `mail` are not the English volume's shape
    const incompleteBooking: BookingWords = bookingWithoutMail;
    // A nested key too: the Thai footer without its tagline.
    const { tagline, ...footerWithoutTagline } = thaiFrame.footer;
    // @ts-expect-error the footer without `tagline` is not the English footer's shape
    const incompleteFooter: FrameWords['footer'] = footerWithoutTagline;
    expect([header.search, mail.signature, tagline].every((words) => words.length > 0)).toBe(true);
    expect([incompleteFrame, incompleteBooking, incompleteFooter].map((words) => Object.keys(words).length)).toEqual([
      Object.keys(thaiFrame).length - 1,
      Object.keys(thaiBooking).length - 1,
      Object.keys(thaiFrame.footer).length - 1,
    ]);
  });
});
