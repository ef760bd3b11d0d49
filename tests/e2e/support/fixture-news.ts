/**
 * Every post of the fixture content (tests/fixtures/site/content/news: front matter date, category and file name),
 * newest first; posts of one day by slug. The suites' expected posts, counts and categories are these.
 */
export const FIXTURE_NEWS: readonly { path: string; category: string }[] = [
  { path: '/news/2026-07-06/promptpay-for-expats/', category: 'banking' }, // 1
  { path: '/news/2026-06-15/accessibility-improvements/', category: 'site' }, // 2
  { path: '/news/2026-05-19/cabinet-approves-visa-exemption-overhaul/', category: 'visa' }, // 3
  { path: '/news/2026-03-09/check-insurer-licence-with-oic/', category: 'insurance' }, // 4
  { path: '/news/2026-02-16/rental-income-from-thai-condo-tax/', category: 'property' }, // 5
  { path: '/news/2026-02-10/cabinet-says-60-day-visa-exemption-continues/', category: 'visa' }, // 6
  { path: '/news/2025-10-18/tdac-fake-websites-government-warning/', category: 'visa' }, // 7
  { path: '/news/2025-09-08/land-leases-30-years-what-is-enforceable/', category: 'property' }, // 8
  { path: '/news/2025-08-04/social-security-for-foreign-employees/', category: 'insurance' }, // 9
  { path: '/news/2025-07-14/foreign-business-act-and-nominee-risks/', category: 'business' }, // 10
  { path: '/news/2025-03-10/ltr-visa-health-insurance-options/', category: 'insurance' }, // 11
  { path: '/news/2025-01-20/dtv-holders-90-day-reporting/', category: 'visa' }, // 12
  { path: '/news/2025-01-06/tax-filing-season-first-remittance-returns/', category: 'business' }, // 13
  { path: '/news/2025-01-01/global-minimum-tax-top-up-tax-in-force/', category: 'business' }, // 14
  { path: '/news/2025-01-01/thai-e-visa-all-embassies-and-consulates/', category: 'visa' }, // 15
  { path: '/news/2024-11-04/tm30-reminder-for-landlords-and-hosts/', category: 'property' }, // 16
  { path: '/news/2024-10-16/bank-of-thailand-policy-rate-cut-october-2024/', category: 'banking' }, // 17
  { path: '/news/2024-05-28/cabinet-approves-60-day-visa-exemption-and-dtv/', category: 'visa' }, // 18
];

export const NEWEST_FIRST = FIXTURE_NEWS.map((post) => post.path);

/** A category's name as the site writes it, for the categories the fixture's posts use. */
export const CATEGORY_LABELS: Record<string, string> = {
  banking: 'Banking & Payments',
  business: 'Business',
  insurance: 'Insurance',
  property: 'Property',
  site: 'Site Updates',
  visa: 'Visa & Immigration',
};
