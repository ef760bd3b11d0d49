/**
 * Texts of the "Something went wrong" screen, shared by the 500 page and island error boundaries, and where the
 * island's home link leads (the English home).
 */
export const errorScreenText = {
  heading: 'Something went wrong',
  text: 'We encountered an unexpected error. Please try refreshing the page.',
  refresh: 'Refresh Page',
  home: 'Go to Homepage',
  details: 'Technical Details',
  homeHref: '/',
} as const;

/**
 * What an island's error boundary says, in the page's language, and where its home link leads: a page in
 * another language than English passes them to its island as the `errorWords` prop (src/i18n/island-errors.ts);
 * without it the boundary says `errorScreenText`.
 */
export type IslandErrorWords = Record<keyof typeof errorScreenText, string>;
