import { describe, expect, it } from 'vitest';
import { alternatesOf, breadcrumbsIn, menuIn, pageTitleIn, switchTargetOf, type Availability } from './frame.ts';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locales.ts';

const origin = 'https://example.com';
const availability: Availability = { th: new Set(['/', '/visa/', '/visa/dtv/']) };

describe('paths and languages', () => {
  it.each([
    { locale: 'th', paths: ['/th/visa/dtv/', '/th'] },
    { locale: 'en', paths: ['/visa/', '/thank-you/'] },
  ])('reads the language from the first segment: $locale for $paths', ({ locale, paths }) => {
    for (const path of paths) expect(localeOfPath(path), path).toBe(locale);
  });

  it('takes the language segment off a path, and puts a path in a language', () => {
    expect(pathWithoutLocale('/th/visa/')).toBe('/visa/');
    expect(pathWithoutLocale('/th/')).toBe('/');
    expect(pathInLocale('th', '/visa/dtv/')).toBe('/th/visa/dtv/');
    expect(pathInLocale('en', '/th/visa/dtv/')).toBe('/visa/dtv/');
  });
});

describe('hreflang alternates', () => {
  it('list self, the other language and x-default (English) on pages in both languages, from either side', () => {
    const expected = [
      { hreflang: 'en', href: 'https://example.com/visa/dtv/' },
      { hreflang: 'th', href: 'https://example.com/th/visa/dtv/' },
      { hreflang: 'x-default', href: 'https://example.com/visa/dtv/' },
    ];
    expect(alternatesOf('/visa/dtv/', origin, availability)).toEqual(expected);
    expect(alternatesOf('/th/visa/dtv/', origin, availability)).toEqual(expected);
  });

  it('are absent on pages in English only', () => {
    expect(alternatesOf('/visa/ltr/', origin, availability)).toEqual([]);
  });
});

describe('the language switch', () => {
  it('keeps the path when the other language has the page', () => {
    expect(switchTargetOf('en', '/visa/dtv/', availability)).toEqual({
      locale: 'th',
      path: '/visa/dtv/',
      samePage: true,
    });
    expect(switchTargetOf('th', '/th/visa/dtv/', availability)).toEqual({
      locale: 'en',
      path: '/visa/dtv/',
      samePage: true,
    });
  });

  it('goes to the Thai home page otherwise', () => {
    expect(switchTargetOf('en', '/visa/ltr/', availability)).toEqual({ locale: 'th', path: '/', samePage: false });
  });
});

describe('the Thai frame', () => {
  it('titles pages with the Thai section title', () => {
    expect(pageTitleIn('th', '/th/visa/')).toBe('ศูนย์รวมข้อมูลวีซ่าและการตรวจคนเข้าเมืองไทย');
    expect(pageTitleIn('th', '/th/visa/dtv/', 'วีซ่า DTV')).toBe('วีซ่า DTV – คู่มือวีซ่าไทย');
    expect(pageTitleIn('en', '/visa/dtv/', 'DTV')).toBe('DTV – Thailand Visa Guide');
  });

  it('builds Thai breadcrumbs, flagging a crumb whose page is English only', () => {
    expect(breadcrumbsIn('th', '/th/visa/dtv/', availability, 'วีซ่า DTV')).toEqual([
      { name: 'หน้าแรก', href: '/th/', otherLanguage: false },
      { name: 'วีซ่าและการตรวจคนเข้าเมือง', href: '/th/visa/', otherLanguage: false },
      { name: 'วีซ่า DTV', href: '/th/visa/dtv/', otherLanguage: false },
    ]);
    const property = breadcrumbsIn('th', '/th/property/rent/', availability, 'การเช่า');
    expect(property[1]).toEqual({ name: 'อสังหาริมทรัพย์', href: '/property/', otherLanguage: true });
  });

  it('names the contact, privacy and thank-you pages in Thai in the trail', () => {
    const contactPages: Availability = { th: new Set(['/', '/contact/', '/privacy/', '/thank-you/']) };
    expect(breadcrumbsIn('th', '/th/contact/', contactPages).at(-1)).toEqual({
      name: 'ติดต่อเรา',
      href: '/th/contact/',
      otherLanguage: false,
    });
    expect(breadcrumbsIn('th', '/th/privacy/', contactPages).at(-1)?.name).toBe('นโยบายความเป็นส่วนตัว');
    expect(breadcrumbsIn('th', '/th/thank-you/', contactPages).at(-1)?.name).toBe('ขอบคุณ');
    expect(breadcrumbsIn('en', '/contact/', contactPages).at(-1)?.name).toBe('Contact');
  });

  it('has a Thai menu whose English-only entries are flagged', () => {
    const menu = menuIn('th', '/th/visa/dtv/', availability);
    expect(menu[0]).toEqual({ label: 'หน้าแรก', href: '/th/', current: false, otherLanguage: false });
    expect(menu.find((m) => m.label === 'วีซ่า')).toEqual({
      label: 'วีซ่า',
      href: '/th/visa/',
      current: true,
      otherLanguage: false,
    });
    expect(menu.find((m) => m.label === 'ข่าว')).toEqual({
      label: 'ข่าว',
      href: '/news/',
      current: false,
      otherLanguage: true,
    });
  });
});
