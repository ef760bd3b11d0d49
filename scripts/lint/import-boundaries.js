/**
 * ESLint rule: imports go one way (docs/ARCHITECTURE.md).
 * - src/lib and src/config import nothing of ours but each other;
 * - a feature (src/features/<name>) never imports the server, pages, layouts or another feature;
 * - components (small UI parts) never import the server, pages, page templates, layouts or an island folder;
 * - page templates (src/templates: a hub, a guide, an activity page...) never import the server or pages;
 * - the server never imports pages, features, components or layouts;
 * - inside the server, imports go down: src/server/core (the store, the outbox, mail, the request preamble...)
 *   imports nothing in src/server outside itself; leads, reminders and bookings import only core, never each
 *   other; ops imports only core; app (the composition) and http above them may import any of them;
 * - the dictionaries and language helpers (src/i18n) import only src/lib, src/config and each other: pages,
 *   templates, components, islands and the server all read them, so they depend on none of those;
 * - production code (src/) never imports test helpers (tests/, whose tests/support/ holds the harness: fixtures,
 *   SMTP and webhook listeners; and *.test.* / *.e2e.* / *.live.* files);
 * - scripts/ never imports tests/ or a test file, its own tests included: tests import scripts/lib (the builds'
 *   stamps, the link and JSON-LD checkers), so what both need (a temp database, Chromium, the page types) lives
 *   in scripts/lib and the dependency goes one way;
 * - what Node loads at run time (src/server, and the src/lib/site, contact and shared modules and the src/i18n
 *   dictionaries it uses) never imports build-only code (astro:content, or src/lib/content/content.ts which reads
 *   it); the src/i18n modules that read the Thai collections (content.ts, and insurance-content.ts, translated-guide.ts
 *   and hub.ts beside it) are build-only;
 * - tests themselves may import any layer they exercise;
 * - no import cycles, anywhere: a module never imports, directly or through others, a module that imports it
 *   (type-only imports count: they tie the two modules' designs together just the same);
 * - no folder loops in src/lib: when a module of one domain folder (src/lib/news) imports another's
 *   (src/lib/content), no module of that folder leads back, even through modules that are no cycle file by file
 *   (tests aside).
 * Only relative imports are ours; packages and virtual modules (astro:content) pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const under = (rel, dir) => rel === dir || rel.startsWith(`${dir}/`);
const isTestFile = (rel) => /\.(test|e2e|live)\.[cm]?[jt]sx?$/.test(rel) || under(rel, 'tests');
/** Read at build only: it queries Astro's content collections. */
const BUILD_ONLY = 'src/lib/content/content.ts';
/** The src/i18n modules that read the translated content collections: pages use them at build only. */
const I18N_BUILD_ONLY = new Set([
  'src/i18n/content.ts',
  'src/i18n/insurance-content.ts',
  'src/i18n/translated-guide.ts',
  'src/i18n/hub.ts',
]);
const isRuntime = (rel) =>
  ['src/server', 'src/lib/site', 'src/lib/contact', 'src/lib/shared', 'src/config', 'src/i18n'].some((d) =>
    under(rel, d),
  ) && !I18N_BUILD_ONLY.has(rel);
/** The folder of src/server a file is in (core, leads, app...), or undefined outside the server. */
const serverPartOf = (rel) => (under(rel, 'src/server') && rel.split('/').length > 3 ? rel.split('/')[2] : undefined);
/** The server's endpoints: each uses the core and none another. */
const ENDPOINTS = new Set(['leads', 'reminders', 'bookings']);

/** Why a file of src/server may not import another one of it, or undefined when it may. */
function serverLayerViolation(from, to) {
  const fromPart = serverPartOf(from);
  const toPart = serverPartOf(to);
  if (!fromPart || !toPart || fromPart === toPart) return undefined;
  if (fromPart === 'core') return 'src/server/core imports nothing in src/server outside core';
  if (ENDPOINTS.has(fromPart) && ENDPOINTS.has(toPart))
    return 'src/server/leads, reminders and bookings never import each other';
  if ((ENDPOINTS.has(fromPart) || fromPart === 'ops') && toPart !== 'core')
    return `src/server/${fromPart} imports only src/server/core of the server`;
  return undefined;
}
const featureOf = (rel) => (under(rel, 'src/features') ? rel.split('/')[2] : undefined);

/** Why `from` may not import `to` (both relative to the project root), or undefined when it may. */
export function boundaryViolation(from, to) {
  if (under(from, 'scripts') && isTestFile(to))
    return 'scripts never import tests or test helpers: what both need lives in scripts/lib';
  if (isTestFile(from)) return undefined; // tests may reach any layer they exercise
  if (under(from, 'src') && isTestFile(to)) return 'production code never imports test helpers';
  if (isRuntime(from) && (to === 'astro:content' || to === BUILD_ONLY))
    return 'code Node loads at run time never imports build-only modules';
  if (under(from, 'src/lib') || under(from, 'src/config')) {
    if (to !== 'astro:content' && !(under(to, 'src/lib') || under(to, 'src/config')))
      return 'src/lib and src/config import nothing of ours but each other';
  }
  if (
    under(from, 'src/i18n') &&
    !['src/lib', 'src/config', 'src/i18n'].some((d) => under(to, d)) &&
    to !== 'astro:content'
  ) {
    return 'src/i18n imports only src/lib, src/config and src/i18n';
  }
  const feature = featureOf(from);
  if (feature) {
    if (['src/server', 'src/pages', 'src/layouts'].some((d) => under(to, d)))
      return 'a feature never imports the server, pages or layouts';
    const other = featureOf(to);
    if (other && other !== feature) return 'a feature never imports another feature';
  }
  if (
    under(from, 'src/components') &&
    ['src/server', 'src/pages', 'src/templates', 'src/layouts', 'src/features'].some((d) => under(to, d))
  ) {
    return 'components never import the server, pages, page templates, layouts or islands';
  }
  if (under(from, 'src/templates') && ['src/server', 'src/pages'].some((d) => under(to, d))) {
    return 'page templates never import the server or pages';
  }
  if (
    under(from, 'src/server') &&
    ['src/pages', 'src/features', 'src/components', 'src/templates', 'src/layouts'].some((d) => under(to, d))
  ) {
    return 'the server never imports pages, features, components, templates or layouts';
  }
  return serverLayerViolation(from, to);
}

/** Files whose imports the cycle check follows; anything else (styles, JSON, images) imports nothing. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|astro)$/;

/** The code of an .astro file that can import: its frontmatter and its <script> elements. */
function astroScripts(text) {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n;\n');
}

/** The relative specifiers a file's text imports: static imports and re-exports, type-only ones too, and import('...') of a literal. */
export function relativeImportsOf(text, filename) {
  const code = filename.endsWith('.astro') ? astroScripts(text) : text;
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((specifier) => specifier.startsWith('.'));
}

/** The file a relative specifier names (project rule: it names its extension; a bare directory means its index). */
function resolveImport(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier.replace(/[?#].*$/, ''));
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}.js`, path.join(target, 'index.ts')]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Each file's resolved relative imports, kept while the file is unchanged (one ESLint run reads each file once). */
const importCache = new Map();

/** The files a file on disk imports (absolute paths). */
function importsOnDisk(file) {
  if (!CODE_FILE.test(file)) return [];
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = importCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.imports;
  const imports = relativeImportsOf(fs.readFileSync(file, 'utf8'), file)
    .map((specifier) => resolveImport(file, specifier))
    .filter((target) => target !== undefined);
  importCache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, imports });
  return imports;
}

/**
 * The shortest chain of imports from `start` back to `file` (both included), or undefined when `start`
 * does not lead back: `file` importing `start` then closes a cycle. `importsOf` gives a file's imports.
 */
export function cycleThrough(file, start, importsOf = importsOnDisk) {
  if (start === file) return [file];
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      if (next === file) {
        const chain = [];
        for (let at = next; at !== undefined; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return undefined;
}

/** The domain folder of src/lib a module belongs to (src/lib/news), or undefined. */
export function libFolderOf(rel) {
  const parts = rel.split('/');
  return parts[0] === 'src' && parts[1] === 'lib' && parts.length > 3 ? parts.slice(0, 3).join('/') : undefined;
}

/** The code files under a folder, tests left out (a test may import any layer). */
function codeFilesUnder(dir) {
  try {
    return fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(dir, name))
      .filter((file) => CODE_FILE.test(file) && !isTestFile(file.split(path.sep).join('/')));
  } catch {
    return [];
  }
}

/** The other src/lib folders a src/lib folder's modules import (folders relative to `root`), read from disk. */
function folderImportsOnDisk(root) {
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  return (folder) => {
    const imported = new Set();
    for (const file of codeFilesUnder(path.join(root, folder))) {
      for (const target of importsOnDisk(file)) {
        const other = libFolderOf(relative(target));
        if (other && other !== folder) imported.add(other);
      }
    }
    return [...imported];
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between the layers of the project, and out of cycles' },
    schema: [],
    messages: {
      forbidden: '{{from}} may not import {{to}}: {{why}}.',
      cycle: 'import cycle: {{chain}}. Move what both need into a module that neither imports back.',
      folderLoop:
        'folder loop: {{chain}}. Imports between src/lib folders go one way: move what both need to one side.',
    },
  },
  create(context) {
    const root = context.settings['import-boundaries/root'] ?? context.cwd;
    const relative = (file) => path.relative(root, file).split(path.sep).join('/');
    const from = relative(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string' || !(source.startsWith('.') || source === 'astro:content')) return;
      const to = source === 'astro:content' ? source : relative(path.resolve(path.dirname(context.filename), source));
      const why = boundaryViolation(from, to);
      if (why) context.report({ node, messageId: 'forbidden', data: { from, to, why } });
      if (source.startsWith('.')) {
        const target = resolveImport(context.filename, source);
        const chain = target && cycleThrough(context.filename, target);
        if (chain)
          context.report({ node, messageId: 'cycle', data: { chain: [from, ...chain.map(relative)].join(' → ') } });
        const fromFolder = libFolderOf(from);
        const toFolder = libFolderOf(to);
        if (fromFolder && toFolder && fromFolder !== toFolder && !isTestFile(from)) {
          const loop = cycleThrough(fromFolder, toFolder, folderImportsOnDisk(root));
          if (loop)
            context.report({ node, messageId: 'folderLoop', data: { chain: [fromFolder, ...loop].join(' → ') } });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
