/**
 * `getStaticPaths` of every guide route (src/pages/{section}/[slug].astro, in English and under /th/): one page per
 * guide of the section in the route's language, the guide as its prop. GuidePage.astro re-exports it, so a route
 * imports its template and its paths at once.
 */
import type { Locale } from '../i18n/index.ts';
import { thaiGuideStaticPaths, type ThaiSectionId } from '../i18n/content.ts';
import { guideStaticPaths } from '../lib/content/content.ts';

export function guideRoutes(section: ThaiSectionId, locale: Locale) {
  return locale === 'th' ? thaiGuideStaticPaths(section) : guideStaticPaths(section);
}
