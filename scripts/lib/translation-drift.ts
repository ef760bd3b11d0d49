/**
 * The files behind the translation drift check (src/lib/content/translation-stamp.ts holds the rule): each Thai
 * guide (content/th/{folder}/{slug}.md) or hub's blocks (content/th/hubs/{section}.yaml), its English original
 * (content/{folder}/{name}) and the English as stamped (content/th/.stamps/{folder}/{name without extension}.txt). Used by the build (the Astro integration below, so any
 * `astro build` stops before it starts), by `npm run translations:check` and `translations:stamp`, and by a test
 * over the live content.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { parse } from 'yaml';
import { translationStampSchema } from '../../src/lib/content/schemas.ts';
import {
  driftReport,
  splitMarkdown,
  type SourceFormat,
  type TranslationState,
} from '../../src/lib/content/translation-stamp.ts';
import { thaiSectionFolders } from '../../src/i18n/translation-files.ts';

/** The folder beside the Thai sections that holds the English as stamped. */
export const STAMPS_FOLDER = '.stamps';

export const contentRootFromEnv = (): string =>
  (process.env.CONTENT_ROOT ?? 'content').replace(/\/+$/, '').replace(/^\.\//, '');

/**
 * The English original and the stamped copy of a translation at {root}/th/{folder}/{name}, and its format. The folder
 * may be nested (content/th/insurance/articles/health.md beside content/insurance/articles/health.md).
 */
export function filesOf(translationFile: string): { englishFile: string; snapshotFile: string; format: SourceFormat } {
  const extension = path.extname(translationFile);
  const name = path.basename(translationFile, extension);
  const parts = path.dirname(translationFile).split(path.sep);
  // The nearest "th" above the file: a content root may itself lie under a folder named th.
  const thaiIndex = parts.lastIndexOf('th');
  const folder = thaiIndex < 0 ? '' : parts.slice(thaiIndex + 1).join(path.sep);
  const format: SourceFormat | undefined =
    extension === '.md' ? 'markdown' : extension === '.yaml' && folder === 'hubs' ? 'yaml' : undefined;
  if (folder === '' || folder.split(path.sep)[0] === STAMPS_FOLDER || !format) {
    throw new Error(
      `${translationFile} is not a Thai guide or hub: expected content/th/{section}/{file}.md or content/th/hubs/{section}.yaml`,
    );
  }
  const root = parts.slice(0, thaiIndex).join(path.sep);
  const thaiDir = parts.slice(0, thaiIndex + 1).join(path.sep);
  return {
    englishFile: path.join(root, folder, `${name}${extension}`),
    snapshotFile: path.join(thaiDir, STAMPS_FOLDER, folder, `${name}.txt`),
    format,
  };
}

const readIfPresent = (file: string): string | undefined => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

const dayText = (value: unknown): string | undefined =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : undefined;

/** What the drift check reads for one translation. A stamp of the wrong shape counts as none (the build's schema names its field). */
export function translationState(translationFile: string): TranslationState {
  const { englishFile, snapshotFile, format } = filesOf(translationFile);
  const text = readFileSync(translationFile, 'utf8');
  const data = (parse(format === 'yaml' ? text : splitMarkdown(text).frontMatter) ?? {}) as Record<string, unknown>;
  const stamp = translationStampSchema.safeParse(data.translation_stamp);
  return {
    translationFile,
    format,
    englishFile,
    snapshotFile,
    english: readIfPresent(englishFile),
    stamp: stamp.success ? stamp.data : undefined,
    snapshot: readIfPresent(snapshotFile),
    translatedFrom: dayText(data.translated_from),
  };
}

/** Every Thai guide and hub under the content root, in folder and file order. */
export function translationFiles(contentRoot: string): string[] {
  const filesIn = (folder: string, extension: string) => {
    const dir = path.join(contentRoot, 'th', folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(extension) && !name.startsWith('_'))
      .sort()
      .map((name) => path.join(dir, name));
  };
  return [...thaiSectionFolders.flatMap((folder) => filesIn(folder, '.md')), ...filesIn('hubs', '.yaml')];
}

/** The drift report for every translation under the content root, or undefined when all are current. */
export function checkTranslations(contentRoot: string): string | undefined {
  return driftReport(translationFiles(contentRoot).map(translationState));
}

/**
 * The check as a build step: `astro build` fails before it starts when a translation is out of step; the dev server
 * (npm run cms) only warns, so an editor can keep working on the Thai.
 */
export function translationDriftCheck(): AstroIntegration {
  return {
    name: 'translation-drift',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build' && command !== 'dev') return;
        const report = checkTranslations(contentRootFromEnv());
        if (!report) return;
        if (command === 'dev') return logger.warn(report);
        // The report is logged, not thrown: Astro tags any error mentioning "window" or "document" (words a guide
        // may well use) with a misleading hint about browser APIs.
        logger.error(report);
        throw new Error(
          'Thai translations out of step with their English originals (listed above): bring each up to date, then run npm run translations:stamp -- <file>.',
        );
      },
    },
  };
}
