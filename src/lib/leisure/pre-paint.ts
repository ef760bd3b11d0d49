/**
 * A filtered link to the activities list (from the hub) must show its
 * filtered list on first paint, before the island hydrates. A tiny script in
 * the page's head copies the address's filters to `<html data-leisure-*>`,
 * and the rules in src/features/leisure-filters/leisure-filters.css (one per
 * filter value; pre-paint.test.ts there holds them to the taxonomy) hide the cards that do not
 * match until the island takes over.
 */

/** The head script: copies type, region, intensity and cost from the address to `<html>`. */
export const prePaintScript =
  '(()=>{const q=new URLSearchParams(location.search),d=document.documentElement.dataset;' +
  "for(const k of['type','region','intensity','cost']){const v=q.get(k);if(v)d['leisure'+k[0].toUpperCase()+k.slice(1)]=v}})();";
