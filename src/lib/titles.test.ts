import { describe, expect, it } from 'vitest';
import { documentTitle, sectionTitleFor } from './titles';

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
