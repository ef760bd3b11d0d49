/**
 * Not-found texts (SPEC 2.2 and sections 2.5-2.12). Sections with their own
 * texts answer unknown paths under them with those texts; anything else gets
 * the generic page. The server uses `notFoundPageFor` to pick the file.
 */
export interface NotFoundText {
  /** Section key; also the folder of the prerendered page: /not-found/{key}/. */
  key: string;
  prefix: string;
  heading: string;
  text: string;
  linkLabel: string;
  linkHref: string;
}

export const genericNotFound: NotFoundText = {
  key: 'generic',
  prefix: '/',
  heading: '404 - Page Not Found',
  text: "The page you're looking for doesn't exist.",
  linkLabel: 'Back to Home',
  linkHref: '/',
};

export const sectionNotFound: readonly NotFoundText[] = [
  { key: 'news', prefix: '/news/', heading: 'Post Not Found', text: 'The requested news post could not be found.', linkLabel: 'Return to News', linkHref: '/news/' },
  { key: 'visa', prefix: '/visa/', heading: 'Page Not Found', text: 'The requested visa guide could not be found.', linkLabel: 'Back to Visa & Immigration', linkHref: '/visa/' },
  { key: 'business', prefix: '/business/', heading: 'Business Page Not Found', text: 'The requested business guide could not be found.', linkLabel: 'Back to Business Setup', linkHref: '/business/' },
  { key: 'property', prefix: '/property/', heading: 'Property Page Not Found', text: 'The requested property page could not be found.', linkLabel: 'Back to Property', linkHref: '/property/' },
  { key: 'banking', prefix: '/banking/', heading: 'Banking Page Not Found', text: 'The requested banking page could not be found.', linkLabel: 'Back to Banking', linkHref: '/banking/' },
  { key: 'leisure', prefix: '/leisure/', heading: 'Activity Not Found', text: 'The requested activity could not be found.', linkLabel: 'Back to Leisure', linkHref: '/leisure/' },
  { key: 'insurance', prefix: '/insurance/', heading: 'Insurance Page Not Found', text: "The insurance page you're looking for doesn't exist.", linkLabel: 'Back to Insurance', linkHref: '/insurance/' },
];

/** The not-found texts for a path: its section's when it lies under one, else the generic ones. */
export function notFoundFor(pathname: string): NotFoundText {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return sectionNotFound.find((s) => path.startsWith(s.prefix) && path !== s.prefix) ?? genericNotFound;
}

/** Where the prerendered page for those texts is in the build. */
export function notFoundPagePath(text: NotFoundText): string {
  return text.key === 'generic' ? '/404.html' : `/not-found/${text.key}/index.html`;
}
