/**
 * Breadcrumbs from a path: friendly labels for known segments (the sections'
 * from the section model), otherwise hyphens become spaces and words are capitalised.
 */
import { sections } from './sections.ts';
export interface Crumb {
  name: string;
  href: string;
}

/** Labels for segments that read better than their slug. */
const segmentLabels: Readonly<Record<string, string>> = {
  ...Object.fromEntries(sections.map((s) => [s.id, s.crumbLabel])),
  activities: 'Activities',
  news: 'News',
  contact: 'Contact',
  privacy: 'Privacy Policy',
  'thank-you': 'Thank You',
  ltr: 'LTR Visa',
  dtv: 'Destination Thailand Visa',
  tdac: 'Thailand Digital Arrival Card',
  faq: 'FAQ',
  boi: 'BOI',
  atms: 'ATMs',
  'atms-and-cash': 'ATMs and Cash',
  'non-immigrant': 'Non-Immigrant Visa',
  'fees-taxes': 'Fees & Taxes',
  'rep-branch': 'Representative & Branch Offices',
  category: 'Category',
  tag: 'Tag',
  archive: 'Archive',
  page: 'Page',
};

/** "after-arrival" -> "After Arrival". */
export function humanizeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    /* keep the raw segment */
  }
  return decoded
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Home plus one crumb per segment. `lastLabel` names the current page when its
 * title is better than its slug (a guide's or a post's title).
 */
export function buildBreadcrumbs(pathname: string, lastLabel?: string): Crumb[] {
  const segments = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ name: 'Home', href: '/' }];
  let href = '/';
  segments.forEach((segment, index) => {
    href += `${segment}/`;
    const isLast = index === segments.length - 1;
    const name = isLast && lastLabel ? lastLabel : (segmentLabels[segment] ?? humanizeSegment(segment));
    crumbs.push({ name, href });
  });
  return crumbs;
}

/** schema.org BreadcrumbList for JSON-LD, with absolute item URLs. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin.replace(/\/+$/, '') + crumb.href,
    })),
  };
}
