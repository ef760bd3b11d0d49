/** The live build the live-content checks read: dist/, built from content/ (scripts/build.ts). */
import path from 'node:path';
import { LIVE_BUILD } from '../../../scripts/lib/build-stamp.ts';

export const liveClientDir = path.resolve(LIVE_BUILD.outDir, 'client');
