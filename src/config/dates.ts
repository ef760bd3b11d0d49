/**
 * The site's locales and time zones for dates and numbers: part of the site
 * config (read as `site.locale` and `site.timeZones`), kept in a module of
 * plain constants because islands format dates and baht too
 * (src/lib/shared/format.ts) and must not carry the rest of src/config/site.ts,
 * which reads the environment.
 */
export const dateSettings = {
  locale: 'en-GB',
  /** Thai pages: Thai month names and Buddhist-era years. */
  thaiLocale: 'th-TH-u-ca-buddhist',
  /** Post dates are shown in the posts' zone; last-updated lines in both. */
  timeZones: { posts: 'Europe/Zurich', office: 'Asia/Bangkok' },
} as const;
