/**
 * ESLint rule: imports go one way (docs/ARCHITECTURE.md).
 * - src/lib and src/config import nothing of ours but each other;
 * - a feature (src/features/<name>) never imports the server, pages, layouts or another feature;
 * - components never import the server or pages;
 * - the server never imports pages, features, components or layouts;
 * - production code (src/, and scripts/ but for benchmarks and the test runner) never imports test helpers
 *   (tests/, whose tests/support/ holds the shared harness: temp databases, fixtures, SMTP and webhook
 *   listeners; and *.test.* / *.e2e.* files);
 * - what Node loads at run time (src/server, and the src/lib/site, contact and shared modules it uses) never
 *   imports build-only code (astro:content, or src/lib/content/content.ts which reads it);
 * - tests themselves may import any layer they exercise.
 * Only relative imports are ours; packages and virtual modules (astro:content) pass.
 */
import path from 'node:path';

const under = (rel, dir) => rel === dir || rel.startsWith(`${dir}/`);
const isTestFile = (rel) => /\.(test|e2e)\.[cm]?[jt]sx?$/.test(rel) || under(rel, 'tests');
/** Dev tools that may use the test harness (a temp database, a browser): benchmarks and the test runner. */
const isDevTool = (rel) => /^scripts\/(bench-[\w-]+|test)\.ts$/.test(rel);
const isProduction = (rel) => (under(rel, 'src') || under(rel, 'scripts')) && !isDevTool(rel);
/** Read at build only: it queries Astro's content collections. */
const BUILD_ONLY = 'src/lib/content/content.ts';
const isRuntime = (rel) => ['src/server', 'src/lib/site', 'src/lib/contact', 'src/lib/shared', 'src/config'].some((d) => under(rel, d));
const featureOf = (rel) => (under(rel, 'src/features') ? rel.split('/')[2] : undefined);

/** Why `from` may not import `to` (both relative to the project root), or undefined when it may. */
export function boundaryViolation(from, to) {
  if (isTestFile(from)) return undefined; // tests may reach any layer they exercise
  if (isProduction(from) && isTestFile(to)) return 'production code never imports test helpers';
  if (isRuntime(from) && (to === 'astro:content' || to === BUILD_ONLY)) return 'code Node loads at run time never imports build-only modules';
  if (under(from, 'src/lib') || under(from, 'src/config')) {
    if (to !== 'astro:content' && !(under(to, 'src/lib') || under(to, 'src/config'))) return 'src/lib and src/config import nothing of ours but each other';
  }
  const feature = featureOf(from);
  if (feature) {
    if (['src/server', 'src/pages', 'src/layouts'].some((d) => under(to, d))) return 'a feature never imports the server, pages or layouts';
    const other = featureOf(to);
    if (other && other !== feature) return 'a feature never imports another feature';
  }
  if (under(from, 'src/components') && ['src/server', 'src/pages'].some((d) => under(to, d))) {
    return 'components never import the server or pages';
  }
  if (under(from, 'src/server') && ['src/pages', 'src/features', 'src/components', 'src/layouts'].some((d) => under(to, d))) {
    return 'the server never imports pages, features, components or layouts';
  }
  return undefined;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between the layers of the project' },
    schema: [],
    messages: { forbidden: '{{from}} may not import {{to}}: {{why}}.' },
  },
  create(context) {
    const root = context.settings['import-boundaries/root'] ?? context.cwd;
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node, source) => {
      if (typeof source !== 'string' || !(source.startsWith('.') || source === 'astro:content')) return;
      const to = source === 'astro:content' ? source : path.relative(root, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
      const why = boundaryViolation(from, to);
      if (why) context.report({ node, messageId: 'forbidden', data: { from, to, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
