/**
 * The part of Pagefind's browser API the search page uses. The library and
 * its index are fetched from /pagefind/ (written by the build) on the first
 * search, never before, so the page costs nothing until someone searches.
 */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}
interface PagefindApi {
  options(options: { excerptLength?: number }): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] }>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

let loading: Promise<PagefindApi> | undefined;

export function loadPagefind(): Promise<PagefindApi> {
  // A path the bundler must leave alone: the file exists only in the built site.
  const url = '/pagefind/pagefind.js';
  loading ??= (import(/* @vite-ignore */ url) as Promise<PagefindApi>).then(async (api) => {
    await api.options({ excerptLength: 24 });
    return api;
  });
  return loading;
}
