/**
 * The search itself: nothing is downloaded until there is a term; then Pagefind (loaded once) answers with the first
 * MAX_RESULTS results of the section chosen, or everywhere. A newer term or section drops an older answer.
 */
import { useEffect, useState } from 'react';
import { loadPagefind, type PagefindResultData } from './pagefind.ts';

export const MAX_RESULTS = 20;

export type Status =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; results: PagefindResultData[]; total: number }
  | { kind: 'error'; message: string };

/** `errorText`: what to say when the search fails. */
export function useSiteSearch(term: string, section: string, errorText: string): Status {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  useEffect(() => {
    if (!term) return;
    let current = true;
    const run = async () => {
      try {
        const pagefind = await loadPagefind();
        if (current) setStatus({ kind: 'searching' });
        const found = await pagefind.search(term, section ? { filters: { section } } : {});
        const results = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (current) setStatus({ kind: 'done', results, total: found.results.length });
      } catch (error) {
        console.error('Site search failed', error);
        if (current) setStatus({ kind: 'error', message: errorText });
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [term, section, errorText]);
  return term ? status : { kind: 'idle' };
}
