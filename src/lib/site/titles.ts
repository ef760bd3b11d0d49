/**
 * Page titles: every title ends with "| {brand}"; section hubs and their
 * other pages have fixed titles (from the section model) unless a page brings its own.
 */
import { sectionOfPath } from './sections.ts';

/** The section title for a path: its section's hub title on the hub, its page title below it. */
export function sectionTitleFor(pathname: string): string | undefined {
  const bare = pathname.replace(/\/+$/, '') || '/';
  const section = sectionOfPath(bare);
  if (!section?.titles) return undefined;
  return bare === section.prefix ? section.titles.hub : section.titles.page;
}

/**
 * The title of a page before the brand: the section's title from the table
 * (hubs, and pages with no title of their own), or the page's own title
 * followed by its section's page title, so guide titles stay unique
 * ("Tourist visa – Thailand Visa Guide").
 */
export function pageTitleFor(pathname: string, ownTitle?: string): string | undefined {
  const section = sectionTitleFor(pathname);
  const own = ownTitle?.trim();
  if (!own) return section;
  if (!section || own === section || own.includes(section)) return own;
  const bare = pathname.replace(/\/+$/, '') || '/';
  const isHub = sectionOfPath(bare)?.prefix === bare;
  return isHub ? own : `${own} – ${section}`;
}

/** "{page title} | {brand}"; the home page is just the brand and its promise. */
export function documentTitle(pageTitle: string | undefined, brand: string): string {
  const title = pageTitle?.trim();
  if (!title || title === brand) return brand;
  return title.endsWith(`| ${brand}`) ? title : `${title} | ${brand}`;
}
