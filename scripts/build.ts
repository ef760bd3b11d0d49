/** `npm run build`: Astro's static build, then our post-build steps (see postbuild.ts). */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { postbuild } from './postbuild.ts';
import { astroBuildArgs } from './lib/astro-build.ts';

const started = performance.now();
// Always a production build: run from a test runner (NODE_ENV=test), Vite would bundle React's development build.
const result = spawnSync(process.execPath, astroBuildArgs(process.argv.slice(2)), {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (result.status !== 0) {
  console.error('\nBuild failed: see the message above (a content error names the file and the field).');
  process.exit(result.status ?? 1);
}
const summary = await postbuild('dist');
writeFileSync(path.resolve('dist/.build-complete'), new Date().toISOString());
console.log(
  `postbuild: ${summary.pages} pages with CSP headers, ${summary.searchPages} pages in the search index, ${summary.compressed} files precompressed (br, gzip), ${summary.redirects} redirect pages`,
);
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
