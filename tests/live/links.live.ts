/**
 * Every internal link, image, script, stylesheet and #fragment on every page of the live build resolves to a file
 * or an element that exists (scripts/lib/links.ts); a failure names the page and the link. An editor's post that
 * links to a guide that is not there, or to a heading that was renamed, fails here.
 */
import { describe, expect, it } from 'vitest';
import { checkInternalLinks } from '../../scripts/lib/links.ts';
import { onDemandMethods } from '../../src/server/http/routes.ts';
import { site } from '../../src/config/site.ts';
import { liveClientDir } from './support/live-site.ts';

describe('internal links of the live build', () => {
  it('all resolve', () => {
    const { broken, pages, links } = checkInternalLinks(liveClientDir, {
      origin: site.origin,
      onDemand: Object.keys(onDemandMethods),
    });
    // The checker read something (no count of the content is pinned: editors add and delete pages).
    expect(pages).toBeGreaterThan(0);
    expect(links).toBeGreaterThan(0);
    expect(broken.map((b) => `${b.page}: ${b.from} ${b.link} (${b.reason})`)).toEqual([]);
  });
});
