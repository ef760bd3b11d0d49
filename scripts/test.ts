/**
 * `npm test`: the whole suite.
 *  -. what the suite needs from the system (Chromium, Java, PostgreSQL): installed or started when it can be,
 *     otherwise the run stops at once with the command to run (scripts/lib/provision.ts);
 *  0. the guardrails: astro sync, tsc --noEmit, astro check (.astro files), ESLint and Prettier (--check),
 *     each with zero errors and zero warnings;
 *  1. unit and integration tests (vitest.config.ts): pure logic, the lead
 *     pipeline against real SQLite, PostgreSQL, SMTP and HTTP peers, content
 *     validation;
 *  2. the build, when missing or stale;
 *  3. end-to-end tests in real Chromium against the built site (vitest.e2e.config.ts).
 * Ends with one plain line "N passed, N failed" over both runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIsStale } from './lib/build-stamp.ts';
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
    [vitestBin, 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...extraArgs],
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
console.log(typecheckFailed ? `guardrails failed: ${failedGuardrails.join(', ')} (see above)` : 'guardrails: type check, astro check, lint and format clean');

const unit = runVitest('unit', 'vitest.config.ts');

let buildFailed = false;
if (buildIsStale()) {
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', env: process.env });
  buildFailed = build.status !== 0;
}
const e2e = buildFailed ? { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTotalTests: 1, status: 1 } : runVitest('e2e', 'vitest.e2e.config.ts');

rmSync(reportDir, { recursive: true, force: true });
provisioned.stop();
const passed = unit.numPassedTests + e2e.numPassedTests;
const failed =
  failedGuardrails.length +
  unit.numFailedTests +
  e2e.numFailedTests +
  (unit.status !== 0 && unit.numFailedTests === 0 ? 1 : 0) +
  (e2e.status !== 0 && e2e.numFailedTests === 0 ? 1 : 0);
const skipped = unit.numPendingTests + e2e.numPendingTests;
console.log(
  `\nunit+integration: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed; end-to-end: ${e2e.numPassedTests} passed, ${e2e.numFailedTests} failed${buildFailed ? ' (build failed)' : ''}`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || typecheckFailed || unit.status !== 0 || e2e.status !== 0 ? 1 : 0);
