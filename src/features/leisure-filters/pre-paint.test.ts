import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { prePaintScript } from '../../lib/leisure/pre-paint.ts';
import { costTiers, leisureIntensities, leisureRegions, leisureTypes } from '../../lib/leisure/taxonomy.ts';

const list = '.leisure-filters__grid > li';

/** The selectors, one per filter value: with that filter in the address, cards without it are hidden. */
function prePaintSelectors(): string[] {
  const rules = [
    ...leisureTypes.map((v) => `html[data-leisure-type="${v}"] ${list}:not([data-types~="${v}"])`),
    ...leisureRegions.map((v) => `html[data-leisure-region="${v}"] ${list}:not([data-region="${v}"])`),
    ...leisureIntensities.map((v) => `html[data-leisure-intensity="${v}"] ${list}:not([data-intensity="${v}"])`),
    ...costTiers.map((v) => `html[data-leisure-cost="${v}"] ${list}:not([data-cost="${v}"])`),
  ];
  return rules;
}

describe('the pre-paint activity filter', () => {
  it('has a hiding rule in the island stylesheet for every type, region, intensity and cost', () => {
    const css = readFileSync(new URL('./leisure-filters.css', import.meta.url), 'utf8');
    const selectors = prePaintSelectors();
    expect(selectors).toHaveLength(8 + 7 + 3 + 3);
    for (const selector of selectors) expect(css, selector).toContain(selector);
  });

  it('copies the four filters from the address to <html> data attributes', () => {
    const dataset: Record<string, string> = {};
    new Function('location', 'document', prePaintScript)(
      { search: '?type=water&region=krabi&utm_source=x' },
      { documentElement: { dataset } },
    );
    expect(dataset).toEqual({ leisureType: 'water', leisureRegion: 'krabi' });
  });
});
