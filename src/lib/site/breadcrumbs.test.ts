import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, buildBreadcrumbs, humanizeSegment } from './breadcrumbs.ts';

describe('buildBreadcrumbs', () => {
  it('starts at Home and adds one crumb per segment with cumulative hrefs', () => {
    expect(buildBreadcrumbs('/visa/after-arrival/')).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Visa & Immigration', href: '/visa/' },
      { name: 'After Arrival', href: '/visa/after-arrival/' },
    ]);
  });

  it('uses friendly labels for known segments and humanises the rest', () => {
    const crumbs = buildBreadcrumbs('/banking/atms-and-cash/');
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Banking', 'ATMs and Cash']);
    expect(buildBreadcrumbs('/business/register-company/').at(-1)?.name).toBe('Register Company');
  });

  it('lets the page name its last crumb and ignores query and hash', () => {
    const crumbs = buildBreadcrumbs('/news/2025-04-28/tdac/?x=1#top', 'TDAC becomes mandatory');
    expect(crumbs.at(-1)).toEqual({ name: 'TDAC becomes mandatory', href: '/news/2025-04-28/tdac/' });
    expect(crumbs).toHaveLength(4);
  });

  it('is just Home for the root', () => {
    expect(buildBreadcrumbs('/')).toEqual([{ name: 'Home', href: '/' }]);
  });
});

describe('humanizeSegment', () => {
  it('turns hyphens into spaces and capitalises words, decoding escapes', () => {
    expect(humanizeSegment('fees-and-benchmarks')).toBe('Fees And Benchmarks');
    expect(humanizeSegment('health%20cover')).toBe('Health cover');
    expect(humanizeSegment('%E0%A4')).toBe('%E0%A4');
  });
});

describe('breadcrumbJsonLd', () => {
  it('emits a schema.org BreadcrumbList with absolute URLs and 1-based positions', () => {
    const ld = breadcrumbJsonLd(buildBreadcrumbs('/visa/ltr/'), 'https://example.com/');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'https://example.com/'],
      [2, 'https://example.com/visa/'],
      [3, 'https://example.com/visa/ltr/'],
    ]);
  });
});
