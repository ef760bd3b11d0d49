/**
 * The words an island's error boundary shows when the island fails, in a page's language, with the link to that
 * language's home page: passed to the island as its `errorWords` prop (src/components/ErrorBoundary.tsx), so no
 * island bundles a dictionary. English pages pass nothing: the boundary's own words are the English ones.
 */
import type { IslandErrorWords } from '../lib/site/error-screen.ts';
import { pathInLocale, t, type Locale } from './index.ts';

export function islandErrorWords(locale: Locale): IslandErrorWords | undefined {
  if (locale === 'en') return undefined;
  const { heading, text, refresh, home, details } = t(locale).errorScreen;
  return { heading, text, refresh, home, details, homeHref: pathInLocale(locale, '/') };
}
