/**
 * Page titles (SPEC 2.4): every title ends with "| {brand}"; section hubs
 * and their other pages have fixed titles unless a page brings its own.
 */
interface SectionTitles {
  prefix: string;
  hub: string;
  other: string;
}

export const sectionTitles: readonly SectionTitles[] = [
  { prefix: '/visa', hub: 'Thailand Visa & Immigration Hub', other: 'Thailand Visa Guide' },
  { prefix: '/business', hub: 'Business Setup in Thailand', other: 'Thailand Business Guide' },
  { prefix: '/property', hub: 'Thailand Property Guide for Expats', other: 'Thailand Property Information' },
  { prefix: '/banking', hub: 'Banking & Payments in Thailand (2025)', other: 'Thailand Banking Guide' },
  { prefix: '/insurance', hub: 'Insurance for Expats in Thailand', other: 'Thailand Insurance Guide' },
];

/** The section title for a path by the table of SPEC 2.4, or undefined outside those sections. */
export function sectionTitleFor(pathname: string): string | undefined {
  const bare = pathname.replace(/\/+$/, '') || '/';
  const section = sectionTitles.find((s) => bare === s.prefix || bare.startsWith(`${s.prefix}/`));
  if (!section) return undefined;
  return bare === section.prefix ? section.hub : section.other;
}

/**
 * The title of a page before the brand: the section's title from the table
 * (hubs, and pages with no title of their own), or the page's own title
 * followed by its section's "other" title, so guide titles stay unique
 * ("Tourist visa – Thailand Visa Guide").
 */
export function pageTitleFor(pathname: string, ownTitle?: string): string | undefined {
  const section = sectionTitleFor(pathname);
  const own = ownTitle?.trim();
  if (!own) return section;
  if (!section || own === section || own.includes(section)) return own;
  const bare = pathname.replace(/\/+$/, '') || '/';
  const isHub = sectionTitles.some((s) => s.prefix === bare);
  return isHub ? own : `${own} – ${section}`;
}

/** "{page title} | {brand}"; the home page is just the brand and its promise. */
export function documentTitle(pageTitle: string | undefined, brand: string): string {
  const title = pageTitle?.trim();
  if (!title || title === brand) return brand;
  return title.endsWith(`| ${brand}`) ? title : `${title} | ${brand}`;
}
