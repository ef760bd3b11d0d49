/**
 * The site search's index: Pagefind over the built pages, in its own process, reading the files itself on its own
 * threads. One index per language, from each page's <html lang>: the Thai search page searches the Thai pages.
 * Pages opt in with data-pagefind-body on their <main> (BaseLayout's searchable flag); within a page only that is
 * indexed.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The files Pagefind reads: every page but the news hub's listings (its page, category, tag and archive pages,
 * never searchable and thousands of them at scale). That is the top-level pages, every top-level folder but news/,
 * and under news/ its own pages and the posts, whose folders are their dates (paths.newsPost). A searchable page
 * outside it would be missed: `indexPages` counts them and fails the build if any is.
 */
export function searchGlob(topLevelFolders: readonly string[]): string {
  const escape = (name: string) => name.replace(/[\\{}[\]*?,!]/g, (c) => `\\${c}`);
  const folders = topLevelFolders.filter((name) => name !== 'news' && name !== 'pagefind');
  return `{*.html,${folders.map((name) => `${escape(name)}/**/*.html,`).join('')}news/*.html,news/[0-9]*/**/*.html}`;
}

/**
 * Indexes the searchable pages of `clientDir` into `outputDir`, and checks that the index holds all
 * `searchablePages` the post-build found; the count may still be on its way while Pagefind reads the pages. The
 * Pagefind process is closed however this ends, or the build would never exit.
 */
export async function indexPages(
  clientDir: string,
  outputDir: string,
  searchablePages: number | Promise<number>,
): Promise<void> {
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const folders = (await readdir(clientDir, { withFileTypes: true })).filter((e) => e.isDirectory());
    const glob = searchGlob(folders.map((e) => e.name));
    const added = await index.addDirectory({ path: clientDir, glob });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  const indexed = await indexedPages(outputDir);
  const searchable = await searchablePages;
  if (indexed !== searchable) {
    throw new Error(
      `The search index holds ${indexed} pages, but ${searchable} pages are searchable: a searchable page ` +
        `lies outside searchGlob (scripts/lib/search-index.ts).`,
    );
  }
}

/** How many pages the written index holds, all languages together (Pagefind's entry file). */
export async function indexedPages(outputDir: string): Promise<number> {
  const entry = JSON.parse(await readFile(path.join(outputDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}
