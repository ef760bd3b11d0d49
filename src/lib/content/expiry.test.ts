import { describe, expect, it } from 'vitest';
import {
  buildDay,
  expiredStatements,
  expiryNoteHtml,
  hasExpired,
  placeExpiryNotes,
  type ExpiryWords,
} from './expiry.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const words: ExpiryWords = {
  writtenBefore: (date, covers) => `Written before ${date} (${covers}); `,
  seeUpdate: 'see the update',
  afterLink: '.',
  noUpdate: 'no update yet.',
};

describe('buildDay', () => {
  it('takes BUILD_DATE when set, else the UTC day of now', () => {
    expect(buildDay({ BUILD_DATE: '2026-10-01' }, new Date('2030-01-01T12:00:00Z'))).toEqual(day('2026-10-01'));
    // 23:30 UTC on 5 December is still 5 December: the time of day is dropped, not rounded.
    expect(buildDay({}, new Date('2026-12-05T23:30:00Z'))).toEqual(day('2026-12-05'));
    expect(buildDay({ BUILD_DATE: '' }, new Date('2026-12-05T23:30:00Z'))).toEqual(day('2026-12-05'));
  });
  it('refuses a BUILD_DATE that is not a real day', () => {
    expect(() => buildDay({ BUILD_DATE: '2026-02-30' })).toThrow(
      'BUILD_DATE must be a day written as YYYY-MM-DD, not "2026-02-30"',
    );
    expect(() => buildDay({ BUILD_DATE: '1 May 2026' })).toThrow(/BUILD_DATE/);
  });
});

describe('hasExpired', () => {
  it('is false the day before the date and true from the date on, whatever the time of day', () => {
    const vat = { date: day('2026-10-01') };
    expect(hasExpired(vat, day('2026-09-30'))).toBe(false);
    expect(hasExpired(vat, new Date('2026-09-30T23:59:59Z'))).toBe(false);
    expect(hasExpired(vat, day('2026-10-01'))).toBe(true);
    expect(hasExpired(vat, day('2027-01-01'))).toBe(true);
  });
});

describe('expiredStatements', () => {
  it('lists only the expired, oldest first, then by file, keeping each entry index', () => {
    const files = [
      {
        file: 'news/b.md',
        expires: [
          { date: day('2026-10-01'), covers: 'the VAT rate' },
          { date: day('2027-03-31'), covers: 'the filing deadline' },
        ],
      },
      { file: 'business/tax.md', expires: [{ date: day('2026-10-01'), covers: 'the VAT rate', section: 'vat' }] },
      {
        file: 'visa/tdac.md',
        expires: [{ date: day('2025-05-01'), covers: 'the TM6 card', update: '/news/2025-04-28/tdac/' }],
      },
    ];
    expect(
      expiredStatements(files, day('2026-12-06')).map(
        (s) => `${s.date.toISOString().slice(0, 10)} ${s.file}#${s.index} ${s.covers}`,
      ),
    ).toEqual([
      '2025-05-01 visa/tdac.md#0 the TM6 card',
      '2026-10-01 business/tax.md#0 the VAT rate',
      '2026-10-01 news/b.md#0 the VAT rate',
    ]);
    expect(expiredStatements(files, day('2025-04-30'))).toEqual([]);
  });
});

describe('expiryNoteHtml', () => {
  it('links the update when there is one', () => {
    expect(
      expiryNoteHtml(
        { date: day('2026-10-01'), covers: 'the 7 % VAT rate', update: '/news/2026-10-02/vat/' },
        '1 October 2026',
        words,
      ),
    ).toBe(
      '<p class="notice expiry-note" role="note" data-expired="2026-10-01">Written before 1 October 2026 (the 7 % VAT rate); <a href="/news/2026-10-02/vat/">see the update</a>.</p>',
    );
  });
  it('links nothing for an empty update, as the CMS may save one left blank', () => {
    expect(
      expiryNoteHtml({ date: day('2026-10-01'), covers: 'the rate', update: '' }, '1 October 2026', words),
    ).not.toContain('<a');
  });
  it('says where to look without one, and escapes what the editor wrote', () => {
    expect(expiryNoteHtml({ date: day('2026-10-01'), covers: 'rates <b>& fees</b>' }, '1 October 2026', words)).toBe(
      '<p class="notice expiry-note" role="note" data-expired="2026-10-01">Written before 1 October 2026 (rates &lt;b&gt;&amp; fees&lt;/b&gt;); no update yet.</p>',
    );
  });
});

describe('placeExpiryNotes', () => {
  const body =
    '<p>Intro</p><h2 id="vat">VAT <em>rate</em></h2><p>7 %</p><h2 id="vat-refunds">Refunds</h2><p>x</p><h3 id="wht">WHT</h3>';
  const note = (section: string | undefined, index: number) => ({
    statement: { date: day('2026-10-01'), covers: 'c', section },
    index,
    html: `<p>N${index}</p>`,
  });

  it('puts a sectioned note right after its heading, the heading with that exact id only', () => {
    expect(placeExpiryNotes(body, [note('vat', 0), note('wht', 1)], 'business/tax.md')).toEqual({
      html: '<p>Intro</p><h2 id="vat">VAT <em>rate</em></h2><p>N0</p><p>7 %</p><h2 id="vat-refunds">Refunds</h2><p>x</p><h3 id="wht">WHT</h3><p>N1</p>',
      top: [],
    });
  });
  it('returns the notes without a section for the top, in order', () => {
    expect(placeExpiryNotes(body, [note(undefined, 0), note(undefined, 1)], 'news/a.md')).toEqual({
      html: body,
      top: ['<p>N0</p>', '<p>N1</p>'],
    });
  });
  it('reads an empty section, as the CMS may save one left blank, as none', () => {
    expect(placeExpiryNotes(body, [note('', 0)], 'news/a.md')).toEqual({ html: body, top: ['<p>N0</p>'] });
  });
  it('fails naming the file and the field when no heading has the id', () => {
    expect(() => placeExpiryNotes(body, [note('vat', 0), note('va', 1)], 'business/tax.md')).toThrow(
      'business/tax.md: expires.1.section: no heading with the id "va" in the body',
    );
  });
});
