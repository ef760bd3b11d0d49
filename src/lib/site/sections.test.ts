import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { homeSections, sectionOfPath, sections } from './sections.ts';
import { notFoundFor } from './not-found.ts';
import { buildBreadcrumbs } from './breadcrumbs.ts';
import { iconSvg } from './icons.ts';

describe('the section model', () => {
  it('has the six sections, each with its own path, prefix and content folder', () => {
    expect(sections.map((s) => s.id)).toEqual(['visa', 'business', 'banking', 'insurance', 'property', 'leisure']);
    expect(new Set(sections.map((s) => s.prefix)).size).toBe(sections.length);
    for (const s of sections) {
      expect(s.path).toBe(`${s.prefix}/`);
      expect(existsSync(`content/${s.contentFolder}`), s.contentFolder).toBe(true);
      expect(iconSvg(s.icon)).toMatch(/^<svg /);
    }
  });

  it('orders the home services grid visa, business, insurance, property, banking, leisure', () => {
    expect(homeSections().map((s) => s.id)).toEqual([
      'visa',
      'business',
      'insurance',
      'property',
      'banking',
      'leisure',
    ]);
  });

  it('finds the section of a path by its prefix, not by a longer word that starts the same', () => {
    expect(sectionOfPath('/visa/ltr/')?.id).toBe('visa');
    expect(sectionOfPath('/visa')?.id).toBe('visa');
    expect(sectionOfPath('/visas/')).toBeUndefined();
    expect(sectionOfPath('/news/')).toBeUndefined();
  });

  it('gives each section its own not-found texts under its path', () => {
    expect(notFoundFor('/business/nothing-here/').heading).toBe('Business Page Not Found');
    expect(notFoundFor('/leisure/activities/nothing/').heading).toBe('Activity Not Found');
    expect(notFoundFor('/property/nothing/').linkHref).toBe('/property/');
  });

  it('labels a section segment in breadcrumbs with the section label', () => {
    expect(buildBreadcrumbs('/visa/ltr/').map((c) => c.name)).toEqual(['Home', 'Visa & Immigration', 'LTR Visa']);
  });

  it('builds guide paths under the section, activities under /leisure/activities/', () => {
    expect(sections.find((s) => s.id === 'visa')!.guidePath('dtv')).toBe('/visa/dtv/');
    expect(sections.find((s) => s.id === 'leisure')!.guidePath('x')).toBe('/leisure/activities/x/');
  });
});
