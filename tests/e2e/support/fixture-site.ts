/**
 * Where the end-to-end suites find the fixture site: its content (tests/fixtures/site/content, what the literal
 * expectations are worked out from) and its build (dist-fixture/, what the server in global-setup.ts serves).
 */
import path from 'node:path';
import { FIXTURE_BUILD } from '../../../scripts/lib/build-stamp.ts';

/** A file of the fixture content, e.g. fixtureContent('insurance/plans.yaml'). */
export const fixtureContent = (file: string) => path.join(FIXTURE_BUILD.contentDir, file);
/** The fixture build's prerendered site. */
export const clientDir = path.resolve(FIXTURE_BUILD.outDir, 'client');
/** The fixture build's server bundle. */
export const serverDir = path.resolve(FIXTURE_BUILD.outDir, 'server');
