/**
 * The docs name real files: every repository path a document names (`src/...`, `scripts/...`, in prose, backticks
 * or diagrams) exists, and the entry documents stay short enough to read (README at most 150 lines,
 * docs/ARCHITECTURE.md one screen of at most 80, docs/performance.md at most 150). A path with a placeholder
 * (`{id}`, `<name>`, `*`) must have its folder up to the placeholder; a path git ignores (a build's output) is
 * generated, not named.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'scripts', 'tests', 'content', 'docs', 'bench', 'public', '.ci'];
const DOCS = ['README.md', 'CHANGELOG.md', ...readdirSync('docs').map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);

const NAMED = new RegExp(
  `(?<![\\w./-])(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\\w./{}<>*\\[\\]-]*`,
  'g',
);
const IGNORED = readFileSync('.gitignore', 'utf8')
  .split('\n')
  .filter((line) => line.includes('/') && !line.startsWith('#'));

/** The repository paths a Markdown text names, without a trailing `:line`, `#anchor` or punctuation. */
export function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [match] of markdown.matchAll(NAMED)) {
    let path = match.replace(/[.]+$/, '');
    // A Markdown link's closing bracket is not part of the path; a route's [param] is.
    while (path.endsWith(']') && path.split('[').length < path.split(']').length) path = path.slice(0, -1);
    path = path.replace(/[.]+$/, '').replace(/\/$/, '');
    if (!IGNORED.some((ignored) => `${path}/`.startsWith(ignored))) paths.add(path);
  }
  return [...paths];
}

/** Whether a named path exists, judging a path with a placeholder by its folder before the placeholder. */
export function pathExists(path: string, exists: (p: string) => boolean = existsSync): boolean {
  const placeholder = path.search(/[{<*[]/);
  if (placeholder === -1) return exists(path);
  const folder = path.slice(0, path.lastIndexOf('/', placeholder));
  return folder === '' || exists(folder);
}

describe('named paths', () => {
  it('finds the paths in a text and judges placeholders by their folder', () => {
    const text =
      'Read `src/lib/visa/stay.ts:12`, content/{section}/x.md, `npm test`, src/gone.ts#top, dist/x and [docs/a.md](docs/a.md).';
    expect(namedPaths(text)).toEqual(['src/lib/visa/stay.ts', 'content/{section}/x.md', 'src/gone.ts', 'docs/a.md']);
    const present = new Set(['src/lib/visa/stay.ts', 'content']);
    expect(namedPaths(text).map((p) => pathExists(p, (q) => present.has(q)))).toEqual([true, true, false, false]);
    expect(namedPaths('the route src/pages/[slug].astro')).toEqual(['src/pages/[slug].astro']);
  });

  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const missing = namedPaths(readFileSync(doc, 'utf8')).filter((p) => !pathExists(p));
    expect(missing).toEqual([]);
  });
});

describe('entry documents stay short', () => {
  it.each([
    ['README.md', 150],
    ['docs/ARCHITECTURE.md', 80],
    ['docs/performance.md', 150],
  ])('%s has at most %i lines', (doc, max) => {
    expect(readFileSync(doc, 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(max);
  });
});
