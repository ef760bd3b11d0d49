import { describe, expect, it } from 'vitest';
import { dictionaries, type Dictionary } from './index.ts';
import { sectionIds } from '../lib/site/sections.ts';

type Leaf = { path: string; value: unknown };

/** The volumes of the interface's own words (the tools' volumes keep plan names, file names and codes in English). */
const interfaceWords = ({ frame, quiz, contact, thankYou, stay }: Dictionary) => ({
  frame,
  quiz,
  contact,
  thankYou,
  stay,
});
const en = interfaceWords(dictionaries.en);
const th = interfaceWords(dictionaries.th);

/** Every leaf of a dictionary with its dotted path (functions and strings are leaves; arrays are walked). */
function leaves(value: unknown, path = ''): Leaf[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  // An optional key the section model leaves out (leisure has no section titles) is no key.
  return value === undefined ? [] : [{ path, value }];
}

const thaiScript = /[\u0E00-\u0E7F]/;

describe('the Thai dictionary', () => {
  it('has exactly the English keys (the type check says so too; this catches optional keys and arrays)', () => {
    expect(
      leaves(th)
        .map((l) => l.path)
        .sort(),
    ).toEqual(
      leaves(en)
        .map((l) => l.path)
        .sort(),
    );
  });

  it('has the words of every section', () => {
    expect(Object.keys(th.frame.sections).sort()).toEqual([...sectionIds].sort());
  });

  it('says every string in Thai, not in English left over', () => {
    // Short tags that are the same in every language, and the brand-free English switch name; the names of the
    // contact form's fields taken from the address (utm_*, page_url), which stay as the address writes them.
    const sameEverywhere = new Set([
      'frame.otherLanguageTag',
      'contact.form.validation.labels.utm_source',
      'contact.form.validation.labels.utm_medium',
      'contact.form.validation.labels.utm_campaign',
      'contact.form.validation.labels.page_url',
    ]);
    // An empty string is no English left over (Thai needs no full stop where English has one).
    const notThai = leaves(th).filter(
      (l) =>
        typeof l.value === 'string' &&
        l.value !== '' &&
        !sameEverywhere.has(l.path) &&
        !thaiScript.test(l.value as string),
    );
    expect(notThai.map((l) => `${l.path}: ${String(l.value)}`)).toEqual([]);
  });

  it('fills in its sentences with the values given', () => {
    // The page gives the year as Thai pages write it, in the Buddhist era (2026 + 543 = 2569; src/i18n/dates.ts, yearIn).
    expect(th.frame.footer.rights('2569', 'Siam Expat Services')).toBe('© 2569 Siam Expat Services สงวนลิขสิทธิ์');
    expect(th.frame.guide.sourceCount(3)).toBe('แหล่งข้อมูลทางราชการ 3 แหล่ง');
    expect(th.frame.guide.translatedAfter('25 พ.ย. 2569')).toBe('วันที่ 25 พ.ย. 2569 ทั้งนี้ ฉบับภาษาอังกฤษมีผลเหนือกว่า');
    expect(en.frame.guide.sourceCount(1)).toBe('1 official source');
  });

  it('words the due-for-review note in both languages with the age and the section maximum', () => {
    expect(en.frame.guide.dueForReview(366, 365)).toBe(
      "Due for review: last checked 366 days ago, and this section's pages are checked at least every 365 days. Rules may have changed since: check the official sources before you act.",
    );
    expect(th.frame.guide.dueForReview(91, 90)).toBe(
      'ถึงกำหนดตรวจทาน: คู่มือนี้ตรวจทานครั้งล่าสุดเมื่อ 91 วันก่อน และหน้าในหมวดนี้ต้องตรวจทานอย่างน้อยทุก 90 วัน กฎเกณฑ์อาจเปลี่ยนแปลงไปแล้ว โปรดตรวจสอบกับแหล่งข้อมูลทางราชการก่อนดำเนินการ',
    );
  });

  it('reads the translation notice as the issue words it', () => {
    const date = '26 พ.ย. 2569';
    expect(
      `${th.frame.guide.translatedBefore}${th.frame.guide.translatedLink}${th.frame.guide.translatedAfter(date)}`,
    ).toBe('แปลจากฉบับภาษาอังกฤษวันที่ 26 พ.ย. 2569 ทั้งนี้ ฉบับภาษาอังกฤษมีผลเหนือกว่า');
  });

  it('lists the office hours of src/config/site.ts, the same days in the same order with the same times', () => {
    // "9:00 AM to 6:00 PM" -> ["09:00", "18:00"]
    const english24 = (text: string) =>
      [...text.matchAll(/(\d{1,2}):(\d{2}) (AM|PM)/g)].map(
        ([, h, m, half]) => `${String((Number(h) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`,
      );
    // Thai writes times with a full stop: "09.00-18.00 น."
    const thai24 = (text: string) => [...text.matchAll(/(\d{2})\.(\d{2})/g)].map(([, h, m]) => `${h}:${m}`);
    expect(en.contact.hours.map((slot) => english24(slot.hours))).toEqual([
      ['09:00', '18:00'],
      ['09:00', '13:00'],
    ]);
    expect(th.contact.hours.map((slot) => thai24(slot.hours))).toEqual(
      en.contact.hours.map((slot) => english24(slot.hours)),
    );
  });

  it('words the contact form and its errors in Thai (literal: what a Thai visitor reads)', () => {
    expect(th.contact.form.validation.required.replace('{label}', th.contact.form.validation.labels.email)).toBe(
      'โปรดกรอกอีเมล',
    );
    expect(th.contact.form.fixMany.replace('{count}', '3')).toBe('โปรดแก้ไขช่องที่ไฮไลต์ไว้ 3 ช่อง');
    expect(Object.keys(th.contact.form.serviceOptions)).toEqual(['Visa', 'Insurance', 'Real Estate', 'Other']);
    expect(th.contact.server.tooLarge).toContain('{kb}');
    expect(th.contact.form.validation.tooLong).toMatch(/\{label\}.*\{max\}/);
  });
});
