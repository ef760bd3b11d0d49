import { describe, expect, it } from 'vitest';
import { localizeSources } from './rule-sources.ts';

const records = [
  { id: 'overstay', source_name: 'Thailand government portal', source_url: 'https://thailand.go.th/' },
  { id: 'tm30', source_name: 'Immigration Act, section 38', source_url: 'https://www.immigration.go.th/' },
];

describe('localizeSources', () => {
  it('leaves every record as it is on an English page', () => {
    expect(localizeSources(records, undefined)).toEqual(records);
  });

  it('puts the Thai description in place of the English title, and marks the rest English', () => {
    const localized = localizeSources(records, { overstay: 'เว็บไซต์ thailand.go.th' });
    expect(localized).toEqual([
      { id: 'overstay', source_name: 'เว็บไซต์ thailand.go.th', source_url: 'https://thailand.go.th/' },
      {
        id: 'tm30',
        source_name: 'Immigration Act, section 38',
        source_url: 'https://www.immigration.go.th/',
        source_lang: 'en',
      },
    ]);
  });

  it('does not change the records it was given', () => {
    localizeSources(records, { overstay: 'เว็บไซต์ thailand.go.th' });
    expect(records[0]!.source_name).toBe('Thailand government portal');
  });
});
