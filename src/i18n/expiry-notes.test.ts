import { describe, expect, it } from 'vitest';
import { withExpiryNotes } from './expiry-notes.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const body = '<p>Intro</p><h2 id="vat">VAT</h2><p>7 %</p>';
const vat = { date: day('2026-10-01'), covers: 'the 7 % VAT rate', section: 'vat', update: '/news/2026-10-02/vat/' };

describe('withExpiryNotes', () => {
  it('leaves the page as it is before the date', () => {
    expect(withExpiryNotes(body, [vat], 'en', 'business/tax.md', day('2026-09-30'))).toEqual({ html: body, top: [] });
    expect(withExpiryNotes(body, undefined, 'en', 'business/tax.md', day('2026-09-30'))).toEqual({
      html: body,
      top: [],
    });
  });

  it('writes the English note with the day in words under the statement heading', () => {
    expect(withExpiryNotes(body, [vat], 'en', 'business/tax.md', day('2026-10-01')).html).toBe(
      '<p>Intro</p><h2 id="vat">VAT</h2><p class="notice expiry-note" role="note" data-expired="2026-10-01">This was written before 1 October 2026 (the 7 % VAT rate); <a href="/news/2026-10-02/vat/">see the update</a>.</p><p>7 %</p>',
    );
  });

  it('writes the Thai note in the ท่าน register with the Buddhist-era year (2026 is 2569), at the top without a section', () => {
    const thai = { date: day('2026-10-01'), covers: 'อัตราภาษีมูลค่าเพิ่มร้อยละ 7' };
    expect(withExpiryNotes(body, [thai], 'th', 'th/business/tax.md', day('2026-12-06')).top).toEqual([
      '<p class="notice expiry-note" role="note" data-expired="2026-10-01">ข้อความนี้เขียนขึ้นก่อนวันที่ 1 ต.ค. 2569 (อัตราภาษีมูลค่าเพิ่มร้อยละ 7) จึงอาจไม่เป็นปัจจุบันแล้ว และเรายังมิได้เผยแพร่ข้อมูลที่ปรับปรุง ขอให้ท่านตรวจสอบข้อมูลล่าสุดจากแหล่งข้อมูลทางราชการที่ระบุไว้ในหน้านี้</p>',
    ]);
  });
});
