/**
 * `npm run translations:stamp -- content/th/visa/dtv.md [...]`: records that a Thai guide (or a hub's blocks,
 * content/th/hubs/visa.yaml) now matches its English original. Run it after bringing the Thai up to date (or after
 * checking that an English edit needs nothing in Thai): it writes the stamp (hashes of the English body and fields)
 * into the Thai file, sets a guide's translated_from to the English review date and saves the English as stamped in
 * content/th/.stamps/, so the next English edit shows up as a diff. It first prints the English changes it clears,
 * so you can see what you confirm.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { translationDrift, withStamp } from '../src/lib/content/translation-stamp.ts';
import { filesOf, translationState } from './lib/translation-drift.ts';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('Name the Thai files to stamp: npm run translations:stamp -- content/th/visa/dtv.md');
  process.exit(1);
}

let failed = false;
for (const file of files) {
  try {
    const { englishFile, snapshotFile, format } = filesOf(path.normalize(file));
    const english = readFileSync(englishFile, 'utf8');
    const before = translationDrift(translationState(path.normalize(file)));
    writeFileSync(file, withStamp(readFileSync(file, 'utf8'), english, format));
    mkdirSync(path.dirname(snapshotFile), { recursive: true });
    writeFileSync(snapshotFile, english);
    console.log(`stamped ${file} against ${englishFile} (copy in ${snapshotFile})`);
    if (before) console.log(`  it cleared:\n  ${before.replaceAll('\n', '\n  ')}`);
  } catch (error) {
    failed = true;
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
