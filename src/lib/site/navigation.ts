/** Header and menu entries (SPEC 2.1), and which one is current. */
export interface NavItem {
  label: string;
  href: string;
  /** A path starting with this prefix makes the item current. */
  prefix: string;
}

export const mainNavigation: readonly NavItem[] = [
  { label: 'Home', href: '/', prefix: '/' },
  { label: 'Visa', href: '/visa/', prefix: '/visa' },
  { label: 'Business', href: '/business/', prefix: '/business' },
  { label: 'Banking', href: '/banking/', prefix: '/banking' },
  { label: 'Insurance', href: '/insurance/', prefix: '/insurance' },
  { label: 'Property', href: '/property/', prefix: '/property' },
  { label: 'Leisure', href: '/leisure/', prefix: '/leisure' },
  { label: 'News', href: '/news/', prefix: '/news' },
  { label: 'Contact', href: '/contact/', prefix: '/contact' },
];

/** Home is current only on "/"; other items when the path is the prefix or below it. */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  if (item.prefix === '/') return pathname === '/';
  return pathname === item.prefix || pathname.startsWith(`${item.prefix}/`);
}
