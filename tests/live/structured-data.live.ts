/**
 * Every JSON-LD block on every page of the live build is valid against the schema.org types it declares (checked
 * with the schema.org vocabulary of schema-dts by the TypeScript compiler: scripts/lib/jsonld-check.ts). A failure
 * names the page, the type and the property. Which types the site publishes is pinned on the fixture site
 * (tests/e2e/structured-data.e2e.ts), not here.
 */
import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../scripts/lib/jsonld-check.ts';
import { jsonLdBlocksOf } from '../support/built-pages.ts';
import { liveClientDir } from './support/live-site.ts';

describe('structured data of the live build', () => {
  it('is valid schema.org on every page', () => {
    const blocks = jsonLdBlocksOf(liveClientDir);
    expect(blocks.length).toBeGreaterThan(0);
    const problems = checkJsonLd(blocks);
    expect(problems.map((p) => `${p.page} (${p.type}): ${p.message}`)).toEqual([]);
  }, 180_000);
});
