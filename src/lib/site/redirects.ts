/**
 * The trailing-slash rule and the named redirects, as one pure
 * function used by the HTTP server (301s) and by the build (redirect pages).
 */

/** Named redirects: old or alternative paths (without trailing slash) to their home. */
export const namedRedirects: Readonly<Record<string, string>> = {
  '/visas': '/visa/',
  '/visa/overview': '/visa/',
  '/business-setup': '/business/',
  '/company-registration': '/business/register-company/',
  '/business/company-formation': '/business/register-company/',
  '/business/rules': '/business/foreign-ownership/',
  '/real-estate': '/property/',
  '/property/rental': '/property/rent/',
  '/property/purchase': '/property/buy/',
  '/property/taxes': '/property/fees-taxes/',
  '/bank': '/banking/',
  '/banks': '/banking/',
  '/money': '/banking/',
  '/payments': '/banking/',
  '/transfer': '/banking/sending-money-to-thailand/',
  '/transfers': '/banking/sending-money-to-thailand/',
  '/atm': '/banking/atms-and-cash/',
  '/cash': '/banking/atms-and-cash/',
  '/promptpay': '/banking/paying-in-thailand/',
};

/** True when the last path segment looks like a file ("feed.xml", "logo.svg"). */
function lastSegmentHasDot(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return last.includes('.');
}

/**
 * Where a request for `pathname` + `search` must be sent instead, or null when
 * it is fine as it is. Query strings are kept; a path whose last segment has a
 * dot is never redirected (files, feeds, JSON indices).
 */
export function redirectFor(pathname: string, search = ''): string | null {
  if (lastSegmentHasDot(pathname)) return null;
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const named = namedRedirects[bare] ?? namedRedirects[bare.toLowerCase()];
  if (named) return named + search;
  if (!pathname.endsWith('/')) return `${pathname}/${search}`;
  return null;
}
