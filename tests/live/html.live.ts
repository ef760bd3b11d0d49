/**
 * The live build's HTML is valid (W3C Nu checker, vnu-jar) on every page type, every Thai page and a spread of the
 * rest: raw HTML or a table an editor writes into Markdown ends up in the page as is.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { htmlValidityErrors, sampleOfPages } from '../support/built-pages.ts';
import { liveClientDir } from './support/live-site.ts';

const require = createRequire(import.meta.url);

describe('HTML validity of the live build', () => {
  it('passes the W3C Nu HTML checker', () => {
    const files = sampleOfPages(liveClientDir);
    expect(files.length).toBeGreaterThan(0);
    expect(htmlValidityErrors(liveClientDir, files, require.resolve('vnu-jar/build/dist/vnu.jar'))).toEqual([]);
  }, 180_000);
});
