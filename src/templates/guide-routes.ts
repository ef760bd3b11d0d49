/**
 * `getStaticPaths` of every guide route (src/pages/{section}/[slug].astro, in English and under /th/): one page per
 * guide of the section in the route's language, the guide as its prop.
 */
import type { Locale } from '../i18n/index.ts';
import { thaiGuideStaticPaths, type ThaiSectionId } from '../i18n/content.ts';
import { guideStaticPaths } from '../lib/content/content.ts';

export function guideRoutes(section: ThaiSectionId, locale: Locale) {
  return locale === 'th' ? thaiGuideStaticPaths(section) : guideStaticPaths(section);
}
