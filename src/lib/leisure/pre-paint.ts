/**
 * A filtered link to the activities list (from the hub) must show its
 * filtered list on first paint, before the island hydrates. A tiny script in
 * the page's head copies the address's filters to `<html data-leisure-*>`,
 * and the rules in src/features/leisure-filters/leisure-filters.css (one per
 * filter value; a test holds them to this list) hide the cards that do not
 * match until the island takes over.
 */
import { costTiers, leisureIntensities, leisureRegions, leisureTypes } from './taxonomy.ts';

const list = '.leisure-filters__grid > li';

/** The selectors, one per filter value: with that filter in the address, cards without it are hidden. */
export function prePaintSelectors(): string[] {
  const rules = [
    ...leisureTypes.map((v) => `html[data-leisure-type="${v}"] ${list}:not([data-types~="${v}"])`),
    ...leisureRegions.map((v) => `html[data-leisure-region="${v}"] ${list}:not([data-region="${v}"])`),
    ...leisureIntensities.map((v) => `html[data-leisure-intensity="${v}"] ${list}:not([data-intensity="${v}"])`),
    ...costTiers.map((v) => `html[data-leisure-cost="${v}"] ${list}:not([data-cost="${v}"])`),
  ];
  return rules;
}

/** The head script: copies type, region, intensity and cost from the address to `<html>`. */
export const prePaintScript =
  '(()=>{const q=new URLSearchParams(location.search),d=document.documentElement.dataset;' +
  "for(const k of['type','region','intensity','cost']){const v=q.get(k);if(v)d['leisure'+k[0].toUpperCase()+k.slice(1)]=v}})();";
