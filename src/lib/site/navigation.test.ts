import { describe, expect, it } from 'vitest';
import { isCurrentSection, mainNavigation } from './navigation.ts';

const item = (label: string) => mainNavigation.find((i) => i.label === label)!;

describe('isCurrentSection', () => {
  it('marks a section current by path prefix', () => {
    expect(isCurrentSection(item('Visa'), '/visa/')).toBe(true);
    expect(isCurrentSection(item('Visa'), '/visa/ltr/')).toBe(true);
    expect(isCurrentSection(item('News'), '/news/2025-01-01/x/')).toBe(true);
  });
  it('marks Home only on the root, and never a neighbour sharing letters', () => {
    expect(isCurrentSection(item('Home'), '/')).toBe(true);
    expect(isCurrentSection(item('Home'), '/visa/')).toBe(false);
    expect(isCurrentSection(item('Visa'), '/visas-and-more/')).toBe(false);
  });
  it('lists home, the six sections, news and contact, in that order', () => {
    expect(mainNavigation.map((i) => i.href)).toEqual([
      '/',
      '/visa/',
      '/business/',
      '/banking/',
      '/insurance/',
      '/property/',
      '/leisure/',
      '/news/',
      '/contact/',
    ]);
  });
});
