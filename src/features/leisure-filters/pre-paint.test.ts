import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { prePaintScript, prePaintSelectors } from '../../lib/leisure/pre-paint.ts';

describe('the pre-paint activity filter', () => {
  it('has a hiding rule in the island stylesheet for every type, region, intensity and cost', () => {
    const css = readFileSync(new URL('./leisure-filters.css', import.meta.url), 'utf8');
    const selectors = prePaintSelectors();
    expect(selectors).toHaveLength(8 + 7 + 3 + 3);
    for (const selector of selectors) expect(css, selector).toContain(selector);
  });

  it('copies the four filters from the address to <html> data attributes', () => {
    const dataset: Record<string, string> = {};
    new Function('location', 'document', prePaintScript)({ search: '?type=water&region=krabi&utm_source=x' }, { documentElement: { dataset } });
    expect(dataset).toEqual({ leisureType: 'water', leisureRegion: 'krabi' });
  });
});
