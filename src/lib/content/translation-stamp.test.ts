import { describe, expect, it } from 'vitest';
import { translationStampSchema } from './schemas.ts';
import {
  changedSince,
  englishReviewDate,
  stampOf,
  translationDrift,
  withStamp,
  type TranslationState,
} from './translation-stamp.ts';

// A small English guide and its translation, as the files are written. Hashes below: `printf '<text>' | sha256sum`,
// first 16 hex digits, of the body and of each field's lines with the blank lines around them trimmed.
const english = [
  '---',
  'title: Visas',
  'last_reviewed: 2026-11-25',
  'sources:',
  '  - title: Immigration Bureau',
  '    url: https://www.immigration.go.th/',
  '---',
  '',
  'Visas in brief.',
  '',
  'A fee of THB 1,900.',
  '',
].join('\n');

const thai = [
  '---',
  'title: วีซ่า',
  'last_reviewed: 2026-11-25',
  'translated_from: 2026-11-25',
  'sources:',
  '  - title: Immigration Bureau',
  '    url: https://www.immigration.go.th/',
  '---',
  '',
  'วีซ่าโดยสรุป',
  '',
].join('\n');

const stampBlock = [
  'translation_stamp:',
  '  english_body: "bc4ab4d639aec3ba"',
  '  english_fields:',
  '    title: "8aff076dfe4e0516"',
  '    last_reviewed: "f7e73753bef0b509"',
  '    sources: "5d7cf1e81e56b792"',
].join('\n');

const stamped = {
  english_body: 'bc4ab4d639aec3ba',
  english_fields: { title: '8aff076dfe4e0516', last_reviewed: 'f7e73753bef0b509', sources: '5d7cf1e81e56b792' },
};

/** The translation as the drift check sees it: stamped from `english`, with the English now `englishNow`. */
const state = (englishNow: string | undefined, overrides: Partial<TranslationState> = {}): TranslationState => ({
  translationFile: 'content/th/visa/visas.md',
  format: 'markdown',
  englishFile: 'content/visa/visas.md',
  snapshotFile: 'content/th/.stamps/visa/visas.txt',
  english: englishNow,
  stamp: stamped,
  snapshot: english,
  translatedFrom: '2026-11-25',
  ...overrides,
});

describe('the translation stamp', () => {
  it('hashes the English body and each English front-matter field', () => {
    expect(stampOf(english)).toEqual(stamped);
  });

  it('ignores trailing spaces and blank lines at the ends, which no reader sees', () => {
    expect(stampOf(english.replace('Visas in brief.', 'Visas in brief.   ').replace(/\n$/, '\n\n\n'))).toEqual(stamped);
    expect(stampOf(english.replaceAll('\n', '\r\n'))).toEqual(stamped);
  });

  it('is written into the translation with translated_from set to the English review date, every other line kept', () => {
    const older = thai.replace('translated_from: 2026-11-25', 'translated_from: 2026-10-01');
    const expected = thai.replace('---\n\nวีซ่า', `${stampBlock}\n---\n\nวีซ่า`);
    expect(withStamp(older, english)).toBe(expected);
    // Stamping again replaces the stamp, never adds a second one.
    expect(withStamp(expected, english)).toBe(expected);
  });

  it('adds translated_from after last_reviewed when the translation has none', () => {
    const without = thai.replace('translated_from: 2026-11-25\n', '');
    expect(withStamp(without, english)).toBe(thai.replace('---\n\nวีซ่า', `${stampBlock}\n---\n\nวีซ่า`));
  });

  it('stamps a page whose English has no review date (the insurance hub) without a translated_from', () => {
    const undated = english.replace('last_reviewed: 2026-11-25\n', '');
    const thaiUndated = thai.replace('last_reviewed: 2026-11-25\ntranslated_from: 2026-11-25\n', '');
    const stampedUndated = withStamp(thaiUndated, undated);
    expect(stampedUndated).not.toContain('translated_from');
    expect(stampedUndated).toMatch(
      /\ntranslation_stamp:\n {2}english_body: "bc4ab4d639aec3ba"\n {2}english_fields:\n {4}title: "8aff076dfe4e0516"\n/,
    );
    expect(stampedUndated.endsWith('---\n\nวีซ่าโดยสรุป\n')).toBe(true);
    // The drift check accepts it as stamped: no review date on either side.
    expect(englishReviewDate(undated)).toBeUndefined();
    expect(withStamp(stampedUndated, undated)).toBe(stampedUndated);
  });

  it('validates as the build reads it; a hash edited by hand is refused, naming the field', () => {
    expect(translationStampSchema.safeParse(stampOf(english)).success).toBe(true);
    const edited = translationStampSchema.safeParse({
      ...stamped,
      english_fields: { ...stamped.english_fields, title: 'changed' },
    });
    expect(edited.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'english_fields.title: a hash written by npm run translations:stamp (16 hex digits)',
    ]);
  });

  it('reads the review date a translation records: updated where the English has it, else last_reviewed', () => {
    expect(englishReviewDate(english)).toBe('2026-11-25');
    expect(englishReviewDate(english.replace('title: Visas', 'title: Visas\nupdated: "2026-12-02"'))).toBe(
      '2026-12-02',
    );
  });
});

describe('the drift check', () => {
  it('passes a translation whose English is as stamped', () => {
    expect(translationDrift(state(english))).toBeUndefined();
  });

  // An edit of the English body or of a front-matter field: the problem names both files, the part that changed
  // and the command to run, and shows the English diff.
  it.each([
    { part: 'body', was: 'A fee of THB 1,900.', now: 'A fee of THB 2,000.' },
    { part: 'title', was: 'title: Visas', now: 'title: Visas and extensions' },
  ])('catches an English change in $part, naming it and showing the diff', ({ part, was, now }) => {
    const edited = english.replace(was, now);
    expect(changedSince(stamped, edited)).toEqual([part]);
    const problem = translationDrift(state(edited));
    expect(problem).toContain('content/th/visa/visas.md is out of step with content/visa/visas.md');
    expect(problem).toContain(`the English changed in ${part}.`);
    expect(problem).toContain('npm run translations:stamp -- content/th/visa/visas.md');
    expect(problem).toContain(`    - ${was}\n    + ${now}`);
  });

  it('catches an added paragraph', () => {
    const problem = translationDrift(state(`${english}\nA new paragraph on the 90-day report.\n`));
    expect(problem).toContain('+ A new paragraph on the 90-day report.');
  });

  it('catches a field the English gained, and one it lost', () => {
    expect(
      changedSince(stamped, english.replace('title: Visas', 'title: Visas\ndescription: Entry and stay.')),
    ).toEqual(['description']);
    expect(changedSince(stamped, english.replace('title: Visas\n', ''))).toEqual(['title']);
  });

  it('catches a translation with no stamp', () => {
    expect(translationDrift(state(english, { stamp: undefined }))).toBe(
      'content/th/visa/visas.md has no translation_stamp: check it against content/visa/visas.md, then run npm run translations:stamp -- content/th/visa/visas.md.',
    );
  });

  it('is not cleared by a review date: the English re-dated and translated_from moved to match still drifts', () => {
    const edited = english
      .replace('last_reviewed: 2026-11-25', 'last_reviewed: 2026-12-01')
      .replace('A fee of THB 1,900.', 'A fee of THB 2,000.');
    const problem = translationDrift(state(edited, { translatedFrom: '2026-12-01' }));
    expect(problem).toContain('the English changed in body, last_reviewed.');
    expect(problem).toContain('    - last_reviewed: 2026-11-25\n    + last_reviewed: 2026-12-01');
  });

  it('catches a translated_from moved by hand while the stamp stayed', () => {
    expect(translationDrift(state(english, { translatedFrom: '2026-12-01' }))).toMatch(
      /translated_from is 2026-12-01 but the English it was stamped from was reviewed on 2026-11-25/,
    );
  });

  it('says so when the English original is gone', () => {
    expect(translationDrift(state(undefined))).toMatch(
      /content\/th\/visa\/visas\.md: its English original content\/visa\/visas\.md is gone/,
    );
  });

  it('still reports drift, without a diff, when the stamped copy of the English is missing or was edited', () => {
    const edited = english.replace('A fee of THB 1,900.', 'A fee of THB 2,000.');
    for (const snapshot of [undefined, english.replace('Visas in brief.', 'Edited copy.')]) {
      const problem = translationDrift(state(edited, { snapshot }));
      expect(problem).toContain('the English changed in body.');
      expect(problem).toContain(
        '(no diff: content/th/.stamps/visa/visas.txt, the English as stamped, is missing or does not match the stamp',
      );
    }
  });

  it('asks for a re-stamp when only the stamped copy is missing', () => {
    expect(translationDrift(state(english, { snapshot: undefined }))).toMatch(
      /visas\.txt \(the English as stamped\) is missing or does not match the stamp; the English has not changed since/,
    );
  });
});

describe("a hub's blocks (a YAML file of fields, no body)", () => {
  const englishHub = [
    'quick_links:',
    '  - { label: Tourist entry, href: /visa/tourist/ }',
    'faq:',
    '  - question: How long can I stay?',
    '    answer: Thirty days for most visitors.',
    '',
  ].join('\n');
  const thaiHub = [
    'quick_links:',
    '  - { label: การเดินทางเข้าเพื่อการท่องเที่ยว, href: /visa/tourist/ }',
    'faq:',
    '  - question: อยู่ได้นานเท่าใด',
    '    answer: ส่วนใหญ่ 30 วัน',
    '',
  ].join('\n');
  const hubStamp = {
    english_body: 'e3b0c44298fc1c14',
    english_fields: { quick_links: 'cfc9ddfe8e002a5b', faq: '1bb988d7724f9c8d' },
  };
  const hubState = (englishNow: string): TranslationState => ({
    ...state(englishNow),
    translationFile: 'content/th/hubs/visa.yaml',
    englishFile: 'content/hubs/visa.yaml',
    snapshotFile: 'content/th/.stamps/hubs/visa.txt',
    format: 'yaml',
    stamp: hubStamp,
    snapshot: englishHub,
    translatedFrom: undefined,
  });

  it('hashes each top-level field (the body is empty) and writes the stamp at the end of the file', () => {
    expect(stampOf(englishHub, 'yaml')).toEqual(hubStamp);
    const stampedHub = withStamp(thaiHub, englishHub, 'yaml');
    expect(stampedHub).toBe(
      `${thaiHub}translation_stamp:\n  english_body: "e3b0c44298fc1c14"\n  english_fields:\n    quick_links: "cfc9ddfe8e002a5b"\n    faq: "1bb988d7724f9c8d"\n`,
    );
    expect(withStamp(stampedHub, englishHub, 'yaml')).toBe(stampedHub);
  });

  it('passes as stamped, and catches a changed answer, naming the field and showing the diff', () => {
    expect(translationDrift(hubState(englishHub))).toBeUndefined();
    const problem = translationDrift(hubState(englishHub.replace('Thirty days', 'Sixty days')));
    expect(problem).toContain(
      'content/th/hubs/visa.yaml is out of step with content/hubs/visa.yaml: since the translation was stamped the English changed in faq.',
    );
    expect(problem).toContain(
      '    -     answer: Thirty days for most visitors.\n    +     answer: Sixty days for most visitors.',
    );
  });
});
