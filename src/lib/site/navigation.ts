/** Header and menu entries: home, the sections, news and contact; and which one is current. */
import { sections } from './sections.ts';

interface NavItem {
  label: string;
  href: string;
  /** A path starting with this prefix makes the item current. */
  prefix: string;
}

export const mainNavigation: readonly NavItem[] = [
  { label: 'Home', href: '/', prefix: '/' },
  ...sections.map((s) => ({ label: s.navLabel, href: s.path, prefix: s.prefix })),
  { label: 'News', href: '/news/', prefix: '/news' },
  { label: 'Contact', href: '/contact/', prefix: '/contact' },
];

/** Home is current only on "/"; other items when the path is the prefix or below it. */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  if (item.prefix === '/') return pathname === '/';
  return pathname === item.prefix || pathname.startsWith(`${item.prefix}/`);
}
