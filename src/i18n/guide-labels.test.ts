/**
 * The guide cards and hub filters in Thai name every category and purpose the guides use: each value a visa or
 * business guide's frontmatter has is in the English list (src/i18n/en/frame.ts, guideLabels), and the Thai dictionary
 * has a Thai label for each (dictionary.test.ts: the same keys), so no card shows an English tag on a Thai hub.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { frame as en } from './en/frame.ts';
import { frame as th } from './th/frame.ts';
import { englishCardWords, englishFilterWords, fillWords } from '../lib/content/guide-card.ts';

function frontmatterOf(folder: string): { category?: string; purpose?: string[] }[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.md') && !f.startsWith('_'))
    .map(
      (f) =>
        parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(`${folder}/${f}`, 'utf8'))![1]) as {
          category?: string;
          purpose?: string[];
        },
    );
}
const guides = [...frontmatterOf('content/visa'), ...frontmatterOf('content/business')];

describe('guide labels', () => {
  it('list every category and purpose the visa and business guides use', () => {
    const categories = [...new Set(guides.flatMap((g) => (g.category ? [g.category] : [])))];
    const purposes = [...new Set(guides.flatMap((g) => g.purpose ?? []))];
    expect(categories.filter((c) => !(c in en.guideLabels.categories))).toEqual([]);
    expect(purposes.filter((p) => !(p in en.guideLabels.purposes))).toEqual([]);
  });

  it('are Thai on Thai pages, one for each English value', () => {
    expect(Object.keys(th.guideLabels.categories).sort()).toEqual(Object.keys(en.guideLabels.categories).sort());
    expect(Object.keys(th.guideLabels.purposes).sort()).toEqual(Object.keys(en.guideLabels.purposes).sort());
    expect(th.guideLabels.categories.Tourism).toBe('การท่องเที่ยว');
    expect(th.guideLabels.purposes['long-stay']).toBe('การพำนักระยะยาว');
  });

  it('keep the card and filter placeholders, and English as it was', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(englishCardWords))
      expect(placeholders(th.guideCard[key as keyof typeof englishCardWords]), key).toEqual(placeholders(text));
    for (const [key, text] of Object.entries(englishFilterWords))
      expect(placeholders(th.hubFilters[key as keyof typeof englishFilterWords]), key).toEqual(placeholders(text));
    expect(fillWords(englishFilterWords.count, { shown: 3, total: 19 })).toBe('3 of 19 guides');
    expect(fillWords(th.hubFilters.count, { shown: 3, total: 9 })).toBe('3 จาก 9 คู่มือ');
    expect(fillWords(englishCardWords.sourceMany, { n: 4 })).toBe('4 official sources');
  });
});
