/**
 * The site's locale and time zones for dates: part of the site config (read
 * as `site.locale` and `site.timeZones`), kept in a module of plain constants
 * because islands format dates too (src/lib/shared/dates.ts) and must not
 * carry the rest of src/config/site.ts, which reads the environment.
 */
export const dateSettings = {
  locale: 'en-GB',
  /** Post dates are shown in the posts' zone; last-updated lines in both. */
  timeZones: { posts: 'Europe/Zurich', office: 'Asia/Bangkok' },
} as const;
