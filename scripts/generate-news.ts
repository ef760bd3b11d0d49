/**
 * `npm run generate:news -- --posts N [--out content/.scratch/news] [--seed 1]`
 *
 * Writes N synthetic news posts for scale tests: valid against the news schema,
 * deterministic for a seed, spread over 2019-2026, every category (and a few
 * unknown ones, shown as general), a pool of tags, bodies of 250-700 words,
 * some posts with an explicit reading time, a review date, sources or a hero
 * image. The folder is emptied first; it must be under content/.scratch
 * (gitignored). Build with it: NEWS_CONTENT_DIR=.scratch/news (see bench-build.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { isoDate } from '../src/lib/shared/format.ts';
import { seededRandom } from './lib/random.ts';

export const DEFAULT_OUT = 'content/.scratch/news';

const CATEGORIES: [string, number][] = [
  ['visa', 30],
  ['business', 20],
  ['property', 15],
  ['insurance', 12],
  ['banking', 10],
  ['site', 6],
  ['leisure', 5],
  ['travel', 1],
  ['health', 1],
];
const TAGS = [
  'dtv',
  'ltr',
  'visa-exemption',
  'tdac',
  '90-day-report',
  'tm30',
  'retirement',
  'non-immigrant',
  'work-permit',
  'e-visa',
  'immigration',
  'extension',
  'overstay',
  'border-run',
  'embassy',
  'tax',
  'remittance',
  'vat',
  'boi',
  'company-registration',
  'foreign-business-act',
  'nominee',
  'pdpa',
  'social-security',
  'accounting',
  'payroll',
  'condo',
  'land',
  'lease',
  'usufruct',
  'transfer-fees',
  'due-diligence',
  'rent',
  'health-insurance',
  'travel-insurance',
  'oic',
  'claims',
  'hospital',
  'banking',
  'promptpay',
  'transfers',
  'atm',
  'fees',
  'scams',
  'site-update',
  'accessibility',
  'bangkok',
  'phuket',
  'chiang-mai',
  'pattaya',
  'krabi',
  'hua-hin',
  'samui',
  'airport',
  'customs',
  'driving-licence',
  'schools',
  'family',
  'marriage',
  'pets',
  'Songkran',
  'festival',
  'weather',
  'air-quality',
  'transport',
  'digital-nomads',
  'students',
  'volunteering',
  'court',
  'police',
];
const SUBJECTS = [
  'Visa exemption',
  'The DTV',
  'LTR visa holders',
  'Retirees',
  'The Revenue Department',
  'The BOI',
  'Condo buyers',
  'Landlords',
  'Insurers',
  'Thai banks',
  'The Immigration Bureau',
  'Foreign employees',
  'Small businesses',
  'Tenants',
  'Digital nomads',
  'Expat families',
  'The Land Department',
  'The OIC',
  'Airports',
  'Embassies',
];
const VERBS = [
  'face new rules on',
  'get clearer guidance on',
  'must now report',
  'can apply online for',
  'see changes to',
  'warned about',
  'gain access to',
  'wait longer for',
  'pay less for',
  'need documents for',
];
const OBJECTS = [
  'address reporting',
  'health insurance',
  'tax filing',
  'work permits',
  'bank accounts',
  'property transfers',
  'lease registration',
  'remittances',
  'arrival cards',
  'extensions of stay',
  'company audits',
  'social security',
  'QR payments',
  'hospital bills',
  'visa fees',
  'document checks',
];
const WORDS = (
  'immigration office report address stay permit visa holder embassy consulate application document passport photo fee fine ' +
  'deadline online portal appointment queue officer stamp extension entry exit border airport insurance policy premium claim ' +
  'hospital coverage deductible bank account transfer remittance tax return revenue income company shareholder director BOI ' +
  'licence condo land lease title deed transfer registration landlord tenant deposit contract notary translation legalisation'
).split(' ');

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)];
}

function weighted(rand: () => number, entries: readonly [string, number][]): string {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = rand() * total;
  for (const [value, w] of entries) if ((r -= w) < 0) return value;
  return entries[0][0];
}

function sentence(rand: () => number, min = 8, max = 20): string {
  const n = min + Math.floor(rand() * (max - min));
  const words = Array.from({ length: n }, () => pick(rand, WORDS));
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(rand: () => number): string {
  return Array.from({ length: 3 + Math.floor(rand() * 4) }, () => sentence(rand)).join(' ');
}

function body(rand: () => number): string {
  const sections = 3 + Math.floor(rand() * 3);
  const parts: string[] = [];
  for (let s = 0; s < sections; s++) {
    parts.push(`## ${sentence(rand, 3, 6).replace(/\.$/, '')}`, '', paragraph(rand), '');
    if (rand() < 0.5) {
      parts.push(...Array.from({ length: 3 + Math.floor(rand() * 3) }, () => `- ${sentence(rand, 5, 12)}`), '');
    } else {
      parts.push(paragraph(rand), '');
    }
  }
  return parts.join('\n');
}

const yaml = (text: string) => JSON.stringify(text);

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A plain 1200x630 PNG (teal), so some posts exercise the hero image pipeline. */
export function heroPng(width = 1200, height = 630): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([11, 93 + Math.round((x / width) * 60), 85], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface GenerateOptions {
  posts: number;
  out?: string;
  seed?: number;
}

/** Writes the posts; returns the folder and how many files it wrote. */
export function generateNews({ posts, out = DEFAULT_OUT, seed = 1 }: GenerateOptions): {
  out: string;
  written: number;
} {
  const folder = path.resolve(out);
  const scratch = path.resolve('content/.scratch');
  if (!folder.startsWith(scratch + path.sep)) throw new Error(`refusing to write outside content/.scratch: ${folder}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, '_hero.png'), heroPng());

  const rand = seededRandom(seed);
  const start = Date.UTC(2019, 0, 1);
  const span = Date.UTC(2026, 9, 31) - start;
  for (let i = 0; i < posts; i++) {
    const title = `${pick(rand, SUBJECTS)} ${pick(rand, VERBS)} ${pick(rand, OBJECTS)}`;
    const slug = `${slugify(title)}-${i + 1}`;
    const date = isoDate(new Date(start + Math.floor(rand() * span)));
    const tags = [...new Set(Array.from({ length: 2 + Math.floor(rand() * 5) }, () => pick(rand, TAGS)))];
    const lines = [
      '---',
      `title: ${yaml(`${title} (${i + 1})`)}`,
      `date: ${date}`,
      `category: ${weighted(rand, CATEGORIES)}`,
      `tags: [${tags.map(yaml).join(', ')}]`,
      `summary: ${yaml(`${sentence(rand, 12, 22)} ${sentence(rand, 6, 12)}`)}`,
    ];
    if (rand() < 0.5) lines.push(`excerpt: ${yaml(paragraph(rand))}`);
    if (rand() < 0.3) lines.push(`read_time: ${2 + Math.floor(rand() * 6)}`);
    if (rand() < 0.4)
      lines.push(`last_reviewed: ${isoDate(new Date(Date.parse(date) + Math.floor(rand() * 200) * 86_400_000))}`);
    if (rand() < 0.5) {
      lines.push('sources:', '  - title: "Immigration Bureau"', '    url: "https://www.immigration.go.th/"');
    }
    if (rand() < 0.02) lines.push('hero_image: ./_hero.png', `hero_alt: ${yaml('A teal gradient banner')}`);
    lines.push('---', '', body(rand));
    writeFileSync(path.join(folder, `${slug}.md`), lines.join('\n'));
  }
  return { out: folder, written: posts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string', default: '1000' },
      out: { type: 'string', default: DEFAULT_OUT },
      seed: { type: 'string', default: '1' },
    },
  });
  const posts = Number(values.posts);
  if (!Number.isInteger(posts) || posts < 0) {
    console.error('--posts must be a whole number, e.g. --posts 1000');
    process.exit(2);
  }
  const started = performance.now();
  const result = generateNews({ posts, out: values.out, seed: Number(values.seed) });
  console.log(
    `generate-news: ${result.written} posts in ${path.relative(process.cwd(), result.out)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
