/**
 * Every JSON-LD block on every page of the fixture build is valid against the schema.org types it declares
 * (scripts/lib/jsonld-check.ts), and the check covers every type the site publishes: the fixture content has a
 * news post (Article), guides with steps (HowTo), hubs with a FAQ (FAQPage), breadcrumbs and the Organization. The
 * live build gets the validity check alone (tests/live/structured-data.live.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../scripts/lib/jsonld-check.ts';
import { declaredTypes, jsonLdBlocksOf } from '../support/built-pages.ts';
import { clientDir } from './support/fixture-site.ts';

describe('structured data of the fixture build', () => {
  it('is valid schema.org on every page, every type the site publishes included', () => {
    const blocks = jsonLdBlocksOf(clientDir);
    const types = declaredTypes(blocks);
    for (const type of ['Article', 'BreadcrumbList', 'FAQPage', 'HowTo', 'Organization'])
      expect(types, type).toContain(type);
    const problems = checkJsonLd(blocks);
    expect(problems.map((p) => `${p.page} (${p.type}): ${p.message}`)).toEqual([]);
  }, 180_000);
});
