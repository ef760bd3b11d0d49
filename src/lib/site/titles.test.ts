import { describe, expect, it } from 'vitest';
import { documentTitle, pageTitleFor, sectionTitleFor } from './titles.ts';

describe('sectionTitleFor', () => {
  it('gives the hub title on the section root and the other title below it', () => {
    expect(sectionTitleFor('/visa/')).toBe('Thailand Visa & Immigration Hub');
    expect(sectionTitleFor('/visa')).toBe('Thailand Visa & Immigration Hub');
    expect(sectionTitleFor('/visa/ltr/')).toBe('Thailand Visa Guide');
    expect(sectionTitleFor('/banking/')).toBe('Banking & Payments in Thailand (2025)');
    expect(sectionTitleFor('/property/rent/')).toBe('Thailand Property Information');
    expect(sectionTitleFor('/insurance/faq/')).toBe('Thailand Insurance Guide');
    expect(sectionTitleFor('/business/tax/')).toBe('Thailand Business Guide');
  });

  it('does not match a mere prefix of a word or other sections', () => {
    expect(sectionTitleFor('/visas-and-more/')).toBeUndefined();
    expect(sectionTitleFor('/news/')).toBeUndefined();
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
