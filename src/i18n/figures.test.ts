import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figureDifferences, figuresOf } from './figures.ts';
import { thaiSectionFolders } from './translation-files.ts';

describe('figures of a text', () => {
  it('finds baht amounts however they are written, in English and in Thai', () => {
    // THB 2,000 and 2,000 บาท are the same 2000; THB 3 million and 3 ล้านบาท are 3000000; ฿500 is 500.
    expect(figuresOf('A fine of THB 2,000 (or ฿500 if early); THB 3 million deposit; 1,900 baht').thb).toEqual([
      '500',
      '1900',
      '2000',
      '3000000',
    ]);
    expect(figuresOf('ค่าปรับ 2,000 บาท หรือ ฿500 เงินฝาก 3 ล้านบาท และ 1,900 บาท').thb).toEqual([
      '500',
      '1900',
      '2000',
      '3000000',
    ]);
  });

  it('counts both ends of a range', () => {
    // "THB 800-2,000" and "2,000 to 10,000 baht" name 800, 2000 and 10000; so do the Thai "800-2,000 บาท" and "2,000 ถึง 10,000 บาท".
    expect(figuresOf('THB 800-2,000 per person; THB 2,000 to 10,000 for a hotel').thb).toEqual([
      '800',
      '2000',
      '10000',
    ]);
    expect(figuresOf('800-2,000 บาทต่อคน และ 2,000 ถึง 10,000 บาท').thb).toEqual(['800', '2000', '10000']);
    expect(figuresOf('within 3-7 days').days).toEqual(['3', '7']);
    // "THB 1,000 or 3,800" and "1,000 หรือ 3,800 บาท": a single or a multiple permit, both figures.
    expect(figuresOf('THB 1,000 or 3,800').thb).toEqual(['1000', '3800']);
    expect(figuresOf('1,000 หรือ 3,800 บาท').thb).toEqual(['1000', '3800']);
    // "10 business days" is "10 วันทำการ".
    expect(figuresOf('Canberra gives 10 business days').days).toEqual(['10']);
    expect(figuresOf('แคนเบอร์ราระบุ 10 วันทำการ').days).toEqual(['10']);
  });

  it('finds days and percentages, and not dates or URLs', () => {
    expect(
      figuresOf(
        'Report every 90 days, from 15 days before; a 90-day report. 49% quota, 7.5 percent. https://x.go.th/120-days/',
      ).days,
    ).toEqual(['15', '90']);
    expect(figuresOf('49% quota, 7.5 percent').percent).toEqual(['7.5', '49']);
    expect(figuresOf('รายงานตัวทุก 90 วัน ตั้งแต่ 15 วันก่อน วันที่ 25 พ.ย. โควตาร้อยละ 49 และ 7.5%')).toEqual({
      thb: [],
      days: ['15', '90'],
      percent: ['7.5', '49'],
    });
  });
});

describe('comparing a translation with its original', () => {
  it('passes when the same figures are there', () => {
    expect(figureDifferences('Late: THB 2,000 within 7 days; 49%', 'แจ้งช้า: 2,000 บาท ภายใน 7 วัน ร้อยละ 49')).toEqual([]);
  });

  it('fails on an old fine left in the translation', () => {
    expect(figureDifferences('The fine is THB 2,000.', 'ค่าปรับ 1,600 บาท')).toEqual([
      'thb: in the English only: 2000',
      'thb: in the translation only: 1600',
    ]);
  });

  it('fails on a missing day count', () => {
    expect(figureDifferences('within 24 days or 7 days', 'ภายใน 7 วัน')).toEqual(['days: in the English only: 24']);
  });
});

describe('every Thai guide in content/', () => {
  const contentRoot = process.env.CONTENT_ROOT ?? 'content';
  const pairs = thaiSectionFolders.flatMap((folder) => {
    const dir = path.join(contentRoot, 'th', folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.md') && !f.startsWith('_'))
      .map((f) => ({ translation: path.join(dir, f), original: path.join(contentRoot, folder, f) }));
  });

  it('carries the same THB amounts, days and percentages as its English original', () => {
    const problems = pairs.flatMap(({ translation, original }) => {
      if (!existsSync(original)) return [`${translation}: no English original at ${original}`];
      return figureDifferences(readFileSync(original, 'utf8'), readFileSync(translation, 'utf8')).map(
        (line) => `${translation} vs ${original}: ${line}`,
      );
    });
    expect(problems).toEqual([]);
  });
});
