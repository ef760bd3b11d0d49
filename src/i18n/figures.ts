/**
 * The figures a reader relies on, as they appear in a guide's text: amounts in
 * baht, numbers of days and percentages. A translation must carry the same
 * figures as its English original; figures.test.ts compares every pair.
 * Source URLs are left out (their digits are not figures).
 */
export interface Figures {
  thb: string[];
  days: string[];
  percent: string[];
}

const one = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** A figure, a range or a choice of two ("2,000", "800-2,000", "2,000 to 10,000", "1,000 or 3,800", "2,000 ถึง 10,000", "1,000 หรือ 3,800"): both count. */
const number = String.raw`(${one})(?:\s?(?:-|–|to|or|ถึง|หรือ)\s?(${one}))?`;
const million = String.raw`(?:\s*(million|ล้าน))?`;

/** "2,000" -> "2000"; "1.5" + million -> "1500000". */
function normalise(text: string, scale?: string): string {
  const value = Number(text.replaceAll(',', '')) * (scale ? 1_000_000 : 1);
  return String(Number(value.toFixed(4)));
}

const patterns: Record<keyof Figures, RegExp[]> = {
  thb: [
    // THB 2,000 · ฿2,000 · THB 3 million
    new RegExp(String.raw`(?:THB|฿)\s?${number}${million}`, 'gu'),
    // 2,000 baht · 2,000 บาท · 3 ล้านบาท · 2,000 THB
    new RegExp(String.raw`${number}${million}\s?(?:baht|บาท|THB)`, 'giu'),
  ],
  days: [
    // 90 days · 90-day · 10 business days · 90 วัน · 10 วันทำการ (not "วันที่ 25", which is a date)
    new RegExp(String.raw`${number}(?:\s|-)?(?:(?:working |business |calendar )?days?\b|วัน(?!ที่))`, 'giu'),
  ],
  percent: [
    // 49% · 49 percent · 49 เปอร์เซ็นต์ · ร้อยละ 49
    new RegExp(String.raw`${number}\s?(?:%|per\s?cent\b|เปอร์เซ็นต์)`, 'giu'),
    new RegExp(String.raw`ร้อยละ\s?${number}`, 'gu'),
  ],
};

/** The distinct figures of a text, sorted (a translation may say a figure more or fewer times). */
export function figuresOf(text: string): Figures {
  const plain = text.replace(/https?:\/\/[^\s)"'>]+/g, ' ');
  const result: Figures = { thb: [], days: [], percent: [] };
  for (const kind of Object.keys(patterns) as (keyof Figures)[]) {
    const found = new Set<string>();
    for (const pattern of patterns[kind]) {
      for (const match of plain.matchAll(pattern)) {
        found.add(normalise(match[1], match[3]));
        if (match[2]) found.add(normalise(match[2], match[3]));
      }
    }
    result[kind] = [...found].sort((a, b) => Number(a) - Number(b));
  }
  return result;
}

/** What differs between two texts' figures: one line per kind and side, empty when they match. */
export function figureDifferences(original: string, translation: string): string[] {
  const a = figuresOf(original);
  const b = figuresOf(translation);
  const lines: string[] = [];
  for (const kind of Object.keys(a) as (keyof Figures)[]) {
    const missing = a[kind].filter((v) => !b[kind].includes(v));
    const extra = b[kind].filter((v) => !a[kind].includes(v));
    if (missing.length) lines.push(`${kind}: in the English only: ${missing.join(', ')}`);
    if (extra.length) lines.push(`${kind}: in the translation only: ${extra.join(', ')}`);
  }
  return lines;
}
