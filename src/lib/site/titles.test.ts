import { describe, expect, it } from 'vitest';
import { documentTitle, pageTitleFor, sectionTitleFor } from './titles.ts';

describe('sectionTitleFor', () => {
  // The hub title on the section root (with or without its slash), the other title below it.
  it.each([
    { path: '/visa/', title: 'Thailand Visa & Immigration Hub' },
    { path: '/visa', title: 'Thailand Visa & Immigration Hub' },
    { path: '/visa/ltr/', title: 'Thailand Visa Guide' },
    { path: '/banking/', title: 'Banking & Payments in Thailand (2025)' },
    { path: '/property/rent/', title: 'Thailand Property Information' },
    { path: '/insurance/faq/', title: 'Thailand Insurance Guide' },
    { path: '/business/tax/', title: 'Thailand Business Guide' },
  ])('gives $path the title "$title"', ({ path, title }) => {
    expect(sectionTitleFor(path)).toBe(title);
  });

  it.each(['/visas-and-more/', '/news/'])('gives %s none: a mere prefix of a word, or another section', (path) => {
    expect(sectionTitleFor(path)).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it('ends every title with the brand', () => {
    expect(documentTitle('Contact Us', 'Brand')).toBe('Contact Us | Brand');
    expect(documentTitle('Contact Us | Brand', 'Brand')).toBe('Contact Us | Brand');
  });
  it('falls back to the brand alone', () => {
    expect(documentTitle(undefined, 'Brand')).toBe('Brand');
    expect(documentTitle('  ', 'Brand')).toBe('Brand');
  });
});

describe('pageTitleFor', () => {
  it('gives hubs and untitled section pages the table’s title', () => {
    expect(pageTitleFor('/visa/')).toBe('Thailand Visa & Immigration Hub');
    expect(pageTitleFor('/visa/ltr/')).toBe('Thailand Visa Guide');
  });
  it('keeps a page’s own title and adds its section’s title below the hub', () => {
    expect(pageTitleFor('/visa/ltr/', 'LTR visa')).toBe('LTR visa – Thailand Visa Guide');
    expect(pageTitleFor('/banking/atms-and-cash/', 'ATMs and cash')).toBe('ATMs and cash – Thailand Banking Guide');
    expect(pageTitleFor('/insurance/', 'Insurance for Expats in Thailand')).toBe('Insurance for Expats in Thailand');
    expect(pageTitleFor('/contact/', 'Contact Us')).toBe('Contact Us');
    expect(pageTitleFor('/news/', 'Latest News & Updates')).toBe('Latest News & Updates');
  });
});
