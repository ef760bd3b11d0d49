/**
 * The W3C Nu HTML checker (vnu-jar, needs Java) on a build's sample of pages (sampleOfPages): one test, run on the
 * fixture build (tests/e2e/build-output.e2e.ts) and on the live one (tests/live/html.live.ts).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { htmlValidityErrors, sampleOfPages } from './built-pages.ts';

const require = createRequire(import.meta.url);

/** A describe block `name` whose test checks the sampled pages of `clientDir`: more than `morePagesThan`, all valid. */
export function describeHtmlValidity(name: string, clientDir: string, morePagesThan: number): void {
  describe(name, () => {
    it('passes the W3C Nu HTML checker', () => {
      const files = sampleOfPages(clientDir);
      expect(files.length).toBeGreaterThan(morePagesThan);
      expect(htmlValidityErrors(clientDir, files, require.resolve('vnu-jar/build/dist/vnu.jar'))).toEqual([]);
    }, 180_000);
  });
}
