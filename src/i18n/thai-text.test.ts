import { describe, expect, it } from 'vitest';
import { doubledMarkers, forbiddenVariantsIn, parseForbiddenVariants, unmarkedCommonEraYears } from './thai-text.ts';

describe('Thai text: one era', () => {
  it('finds a Common-era year in a Thai date or citation', () => {
    expect(unmarkedCommonEraYears('ตั้งแต่วันที่ 1 พฤษภาคม 2025 ผู้เดินทาง')).toHaveLength(1);
    const [found, ...rest] = unmarkedCommonEraYears('คำสั่งที่ 327/2557 ลงวันที่ 30 มิถุนายน 2014');
    expect(rest).toEqual([]);
    expect(found).toMatch(/30 มิถุนายน 2014$/);
  });

  it('accepts Buddhist-era years, years marked ค.ศ., order numbers, amounts and ISO dates', () => {
    expect(unmarkedCommonEraYears('พ.ร.บ.คนเข้าเมือง พ.ศ. 2522 และ 1 พ.ค. 2568')).toEqual([]);
    expect(unmarkedCommonEraYears('รายงานของสหราชอาณาจักร ค.ศ. 2019 และ (ค.ศ.2020)')).toEqual([]);
    expect(unmarkedCommonEraYears('คำสั่งที่ 327/2557, 2,000 บาท, 2026-01-01, 12:2030')).toEqual([]);
  });

  it('leaves plan codes alone (an insurer\'s "WH2000 with OPD1000"), but not a year after a Thai word', () => {
    expect(unmarkedCommonEraYears('แผน Wealthy Healthy WH2000 with OPD1000 ระบุ')).toEqual([]);
    expect(unmarkedCommonEraYears('เมื่อปี2025 และ ปี 2024')).toHaveLength(2);
  });
});

describe('Thai text: the English marker', () => {
  it('counts a marker said twice, with or without its own opening bracket', () => {
    expect(doubledMarkers('วิธียื่นขอ (ภาษาอังกฤษ) ภาษาอังกฤษ)', '(ภาษาอังกฤษ)')).toBe(1);
    expect(doubledMarkers('LTR (ภาษาอังกฤษ) (ภาษาอังกฤษ) และ SMART (ภาษาอังกฤษ)', '(ภาษาอังกฤษ)')).toBe(1);
    expect(doubledMarkers('LTR (ภาษาอังกฤษ) และ SMART (ภาษาอังกฤษ)', '(ภาษาอังกฤษ)')).toBe(0);
  });
});

describe('Thai text: the glossary forbidden variants', () => {
  const glossary = [
    '## Forbidden variants',
    '',
    '| use | not | except in |',
    '| --- | --- | --- |',
    '| ท่าน | คุณ | ขอบคุณ, คุณภาพ |',
    '| เว็บไซต์ | พอร์ทัล | |',
    '',
    '## Next',
    '| a | b | c |',
  ].join('\n');

  it('reads the table of the glossary section only', () => {
    expect(parseForbiddenVariants(glossary)).toEqual([
      { use: 'ท่าน', not: 'คุณ', except: ['ขอบคุณ', 'คุณภาพ'] },
      { use: 'เว็บไซต์', not: 'พอร์ทัล', except: [] },
    ]);
  });

  it('finds a variant but not inside the words where it is right', () => {
    const variants = parseForbiddenVariants(glossary);
    expect(forbiddenVariantsIn('ขอบคุณ แผนคุณภาพดี', variants)).toEqual([]);
    expect(forbiddenVariantsIn('แผนของคุณ ผ่านพอร์ทัล', variants)).toHaveLength(2);
  });
});
