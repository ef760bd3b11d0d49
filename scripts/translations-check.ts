/**
 * `npm run translations:check`: lists every Thai guide whose English original changed since it was stamped, with
 * the English diff, and exits 1; the build runs the same check (scripts/lib/translation-drift.ts).
 */
import { checkTranslations, contentRootFromEnv } from './lib/translation-drift.ts';

const report = checkTranslations(contentRootFromEnv());
if (report) {
  console.error(report);
  process.exit(1);
}
console.log('Every Thai translation matches the English it was stamped from.');
