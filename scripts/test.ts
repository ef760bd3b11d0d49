/**
 * `npm test`: the whole suite.
 *  -. what the suite needs from the system (Chromium, Java, PostgreSQL): installed or started when it can be,
 *     otherwise the run stops at once with the command to run (scripts/lib/provision.ts);
 *  0. the guardrails: astro sync, tsc --noEmit, astro check (.astro files), ESLint and Prettier (--check),
 *     each with zero errors and zero warnings;
 *  1. unit and integration tests (vitest.config.ts): pure logic, the lead
 *     pipeline against real SQLite, PostgreSQL, SMTP and HTTP peers, content
 *     validation;
 *  2. the fixture build (tests/fixtures/site/content into dist-fixture/), when missing or stale;
 *  3. end-to-end tests in real Chromium against the fixture site (vitest.e2e.config.ts): their literal
 *     expectations are the fixture content's, so an editor's post never turns them red;
 *  4. the live build (content/ into dist/, what `npm start` serves), when missing or stale: the build validates
 *     every entry (schemas, translations) and names the file and the field;
 *  5. the live-content checks on it (vitest.live.config.ts): internal links and fragments, JSON-LD, feeds and
 *     sitemap, HTML validity; none pins a count or a slug.
 * Ends with one plain line "N passed, N failed" over all runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_BUILD, LIVE_BUILD, buildIsStale, type SiteBuild } from './lib/build-stamp.ts';
import { ProvisionError, provisionTestSystem } from './lib/provision.ts';

let provisioned: { stop: () => void };
try {
  provisioned = await provisionTestSystem();
} catch (error) {
  if (!(error instanceof ProvisionError)) throw error;
  console.error(`npm test cannot run yet. ${error.message}`);
  process.exit(1);
}
process.on('SIGINT', () => {
  provisioned.stop();
  process.exit(130);
});

const vitestBin = path.resolve('node_modules/vitest/vitest.mjs');
const reportDir = mkdtempSync(path.join(tmpdir(), 'test-report-'));
const extraArgs = process.argv.slice(2);

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
}

function runVitest(name: string, config: string): JsonReport & { status: number } {
  const outputFile = path.join(reportDir, `${name}.json`);
  const run = spawnSync(
    process.execPath,
    [
      vitestBin,
      'run',
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
      ...extraArgs,
    ],
    { stdio: 'inherit', env: process.env },
  );
  let report: JsonReport = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTotalTests: 0 };
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8')) as JsonReport;
  } catch {
    // No report: the run failed before any test; its status says so.
  }
  return { ...report, status: run.status ?? 1 };
}

// Step 0, the guardrails: `astro sync` writes the content-collection types a fresh
// clone lacks; then the TypeScript check of every .ts/.tsx file, `astro check` of
// the .astro files, and ESLint; each must end with zero errors and zero warnings.
const node = (args: string[]) => spawnSync(process.execPath, args, { stdio: 'inherit' });
const guardrails: [string, string[]][] = [
  ['astro sync', [path.resolve('node_modules/astro/bin/astro.mjs'), 'sync']],
  ['type check', [path.resolve('node_modules/typescript/bin/tsc'), '--noEmit']],
  ['astro check', [path.resolve('node_modules/astro/bin/astro.mjs'), 'check', '--minimumFailingSeverity', 'hint']],
  ['lint', [path.resolve('node_modules/eslint/bin/eslint.js'), '--max-warnings', '0', '.']],
  ['format', [path.resolve('node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']],
];
const failedGuardrails: string[] = [];
for (const [name, args] of guardrails) {
  if (failedGuardrails.includes('astro sync')) break;
  if (node(args).status !== 0) failedGuardrails.push(name);
}
const typecheckFailed = failedGuardrails.length > 0;
console.log(
  typecheckFailed
    ? `guardrails failed: ${failedGuardrails.join(', ')} (see above)`
    : 'guardrails: type check, astro check, lint and format clean',
);

const unit = runVitest('unit', 'vitest.config.ts');

/** Builds `build` when missing or stale; false when the build failed. */
function buildWhenStale(build: SiteBuild): boolean {
  if (!buildIsStale('.', build)) return true;
  const args = build === FIXTURE_BUILD ? ['scripts/build.ts', '--fixture'] : ['scripts/build.ts'];
  return spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env }).status === 0;
}
const failedRun = { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTotalTests: 1, status: 1 };

const fixtureBuildFailed = !buildWhenStale(FIXTURE_BUILD);
const e2e = fixtureBuildFailed ? failedRun : runVitest('e2e', 'vitest.e2e.config.ts');
const liveBuildFailed = !buildWhenStale(LIVE_BUILD);
const live = liveBuildFailed ? failedRun : runVitest('live', 'vitest.live.config.ts');

rmSync(reportDir, { recursive: true, force: true });
provisioned.stop();
const runs = [unit, e2e, live];
const passed = runs.reduce((sum, run) => sum + run.numPassedTests, 0);
// A run that failed without a failed test (it could not start, or a hook failed) counts as one failure.
const failed =
  failedGuardrails.length +
  runs.reduce((sum, run) => sum + run.numFailedTests + (run.status !== 0 && run.numFailedTests === 0 ? 1 : 0), 0);
const skipped = runs.reduce((sum, run) => sum + run.numPendingTests, 0);
const summary = (name: string, run: JsonReport, buildFailed = false) =>
  `${name}: ${run.numPassedTests} passed, ${run.numFailedTests} failed${buildFailed ? ' (build failed)' : ''}`;
console.log(
  `\n${[summary('unit+integration', unit), summary('end-to-end (fixture site)', e2e, fixtureBuildFailed), summary('live content', live, liveBuildFailed)].join('; ')}`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || typecheckFailed || runs.some((run) => run.status !== 0) ? 1 : 0);
