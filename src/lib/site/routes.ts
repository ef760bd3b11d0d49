/**
 * URL helpers: the one place that knows how routes are spelled.
 * Templates call these instead of building "/news/${...}/" strings.
 */

/** Ensure a path starts and ends with a slash ("/visa" -> "/visa/"). */
export function withTrailingSlash(path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return p.endsWith('/') ? p : `${p}/`;
}

/** Absolute canonical URL: fixed origin + path with a trailing slash. */
export function canonicalUrl(origin: string, path: string): string {
  return origin.replace(/\/+$/, '') + withTrailingSlash(path.split(/[?#]/)[0] || '/');
}

export const paths = {
  home: () => '/',
  news: () => '/news/',
  newsPage: (n: number) => (n <= 1 ? '/news/' : `/news/page/${n}/`),
  newsCategory: (category: string, n = 1) =>
    n <= 1
      ? `/news/category/${encodeURIComponent(category)}/`
      : `/news/category/${encodeURIComponent(category)}/page/${n}/`,
  newsTag: (tag: string, n = 1) =>
    n <= 1 ? `/news/tag/${encodeURIComponent(tag)}/` : `/news/tag/${encodeURIComponent(tag)}/page/${n}/`,
  /** `day` is the post's date as YYYY-MM-DD (isoDate in src/lib/shared/format.ts). */
  newsPost: (day: string, slug: string) => `/news/${day}/${slug}/`,
  newsArchive: (year?: number) => (year ? `/news/archive/${year}/` : '/news/archive/'),
  newsRss: () => '/news/rss.xml',
  newsAtom: () => '/news/atom.xml',
  visa: (slug?: string) => (slug ? `/visa/${slug}/` : '/visa/'),
  business: (slug?: string) => (slug ? `/business/${slug}/` : '/business/'),
  property: (slug?: string) => (slug ? `/property/${slug}/` : '/property/'),
  banking: (slug?: string) => (slug ? `/banking/${slug}/` : '/banking/'),
  insurance: (slug?: string) => (slug ? `/insurance/${slug}/` : '/insurance/'),
  leisure: () => '/leisure/',
  leisureActivities: () => '/leisure/activities/',
  leisureActivity: (slug: string) => `/leisure/activities/${slug}/`,
  contact: (topic?: string) => (topic ? `/contact/?topic=${encodeURIComponent(topic)}` : '/contact/'),
  thankYou: () => '/thank-you/?lead=contact',
  privacy: () => '/privacy/',
} as const;
