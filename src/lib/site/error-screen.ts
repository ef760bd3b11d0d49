/** Texts of the "Something went wrong" screen, shared by the 500 page and island error boundaries. */
export const errorScreenText = {
  heading: 'Something went wrong',
  text: 'We encountered an unexpected error. Please try refreshing the page.',
  refresh: 'Refresh Page',
  home: 'Go to Homepage',
  details: 'Technical Details',
} as const;
