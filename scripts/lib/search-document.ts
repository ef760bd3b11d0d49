/**
 * What the search index reads of a built page. Every search attribute sits on `<main>` (BaseLayout: the
 * searchable flag, the section filter, the ignored breadcrumb), the language on `<html lang>`, and the result's
 * title is the page's first heading, inside `<main>`. So a page's search document is its `<html>` tag, its
 * `<title>` and its `<main>`: the index gets the same records as from the whole file, without parsing the head's
 * styles, scripts and structured data or the header, menu and footer of every page.
 */

/** The part of a built page the search index needs, or undefined when the page is not searchable. */
export function searchDocument(html: string): string | undefined {
  const mainStart = html.indexOf('<main');
  if (mainStart < 0) return undefined;
  const mainTagEnd = html.indexOf('>', mainStart);
  if (!html.slice(mainStart, mainTagEnd).includes('data-pagefind-body')) return undefined;
  const mainEnd = html.indexOf('</main>', mainTagEnd);
  if (mainEnd < 0) return undefined;
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '<html>';
  const title = /<title>[\s\S]*?<\/title>/i.exec(html)?.[0] ?? '';
  return `<!DOCTYPE html>${htmlTag}<head>${title}</head><body>${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}

/** The URL a built file answers at, as the search index names it: "visa/dtv/index.html" -> "/visa/dtv/". */
export function pageUrl(relativeFile: string): string {
  const posix = relativeFile.split('\\').join('/');
  return '/' + (posix.endsWith('index.html') ? posix.slice(0, -'index.html'.length) : posix);
}
