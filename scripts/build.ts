/**
 * `npm run build`: Astro's static build and our post-build steps (see postbuild.ts), the post-build taking each page
 * as Astro writes it, so that both cores work.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runAstroBuild } from './lib/astro-build.ts';
import { Postbuild } from './postbuild.ts';

const started = performance.now();
const post = new Postbuild('dist');
// Always a production build: run from a test runner (NODE_ENV=test), Vite would bundle React's development build.
const result = await runAstroBuild({
  args: process.argv.slice(2),
  env: { ...process.env, NODE_ENV: 'production' },
  echo: true,
  onPageWritten: (page) => post.pageWritten(page),
});
if (result.code !== 0) {
  console.error('\nBuild failed: see the message above (a content error names the file and the field).');
  process.exit(result.code ?? 1);
}
const summary = await post.finish();
writeFileSync(path.resolve('dist/.build-complete'), new Date().toISOString());
console.log(
  `postbuild: ${summary.pages} pages with CSP headers, ${summary.searchPages} pages in the search index, ${summary.compressed} files precompressed (br, gzip), ${summary.redirects} redirect pages; ${summary.doneDuringBuild} files done while Astro was writing`,
);
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
