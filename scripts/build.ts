/**
 * `npm run build`: Astro's static build of the live content into dist/, then our post-build steps (see
 * postbuild.ts). `npm run build:fixture` (`--fixture`): the same build of the fixture content
 * (tests/fixtures/site/content) into dist-fixture/, which the end-to-end suites run against.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { postbuild } from './postbuild.ts';
import { astroBuildArgs } from './lib/astro-build.ts';
import { FIXTURE_BUILD, LIVE_BUILD, STAMP_FILE, buildEnv } from './lib/build-stamp.ts';

const started = performance.now();
const args = process.argv.slice(2);
const fixture = args.includes('--fixture');
const build = fixture ? FIXTURE_BUILD : LIVE_BUILD;
// The fixture build sets its own content root; the live build keeps a CONTENT_ROOT given from outside (tests build
// copies of the content that way).
const env = fixture ? { ...process.env, ...buildEnv(build) } : process.env;
const astroArgs = [...args.filter((arg) => arg !== '--fixture'), ...(fixture ? ['--outDir', build.outDir] : [])];
const outDir = outDirOf(astroArgs) ?? build.outDir;

/** The --outDir given on the command line (`--outDir x` or `--outDir=x`), if any. */
function outDirOf(list: string[]): string | undefined {
  const at = list.findIndex((arg) => arg === '--outDir' || arg.startsWith('--outDir='));
  if (at < 0) return undefined;
  return list[at].includes('=') ? list[at].slice('--outDir='.length) : list[at + 1];
}

// Always a production build: run from a test runner (NODE_ENV=test), Vite would bundle React's development build.
const result = spawnSync(process.execPath, astroBuildArgs(astroArgs), {
  stdio: 'inherit',
  env: { ...env, NODE_ENV: 'production' },
});
if (result.status !== 0) {
  console.error(
    `\nThe ${build.name} build failed: see the message above (a content error names the file and the field).`,
  );
  process.exit(result.status ?? 1);
}
const summary = await postbuild(outDir);
writeFileSync(path.resolve(outDir, STAMP_FILE), new Date().toISOString());
console.log(
  `postbuild: ${summary.pages} pages with CSP headers, ${summary.searchPages} pages in the search index, ${summary.compressed} files precompressed (br, gzip), ${summary.redirects} redirect pages`,
);
console.log(
  `${build.name} build (${env.CONTENT_ROOT ?? 'content'} -> ${outDir}) finished in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
