/**
 * Every internal link, image, script, stylesheet and #fragment on every built page resolves to a file or an
 * element that exists (scripts/lib/links.ts); a failure names the page and the link. The e2e suite runs after
 * the build, so dist/client is this build.
 */
import { describe, expect, it } from 'vitest';
import { checkInternalLinks } from '../../scripts/lib/links.ts';
import { onDemandMethods } from '../../src/server/http/site-handler.ts';
import { site } from '../../src/config/site.ts';

describe('internal links of the built site', () => {
  it('all resolve', () => {
    const { broken, pages, links } = checkInternalLinks('dist/client', { origin: site.origin, onDemand: Object.keys(onDemandMethods) });
    expect(pages).toBeGreaterThan(100);
    expect(links).toBeGreaterThan(1000);
    expect(broken.map((b) => `${b.page}: ${b.from} ${b.link} (${b.reason})`)).toEqual([]);
  });
});
