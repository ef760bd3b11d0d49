/** The fixed list of news categories (SPEC 3). Unknown ids show as general with 📰. */
export interface NewsCategory {
  id: string;
  label: string;
  blurb: string;
  icon: string;
  seoDescription: string;
}

export const newsCategories: readonly NewsCategory[] = [
  { id: 'site', label: 'Site Updates', blurb: 'release notes and site improvements', icon: '🚀', seoDescription: 'Release notes and improvements to our guides, tools and website.' },
  { id: 'visa', label: 'Visa & Immigration', blurb: '', icon: '📋', seoDescription: 'Thai visa and immigration news for expatriates: exemptions, DTV, LTR, TDAC and reporting rules.' },
  { id: 'business', label: 'Business', blurb: 'registration, BOI, tax, compliance', icon: '🏢', seoDescription: 'Business news for foreigners in Thailand: company registration, BOI, tax and compliance.' },
  { id: 'banking', label: 'Banking & Payments', blurb: '', icon: '🏦', seoDescription: 'Banking and payments news for expatriates in Thailand: accounts, transfers, PromptPay and fees.' },
  { id: 'property', label: 'Property', blurb: '', icon: '🏠', seoDescription: 'Property news for expats in Thailand: condos, land, leases, fees and taxes.' },
  { id: 'insurance', label: 'Insurance', blurb: '', icon: '🛡️', seoDescription: 'Insurance news for expats in Thailand: health cover, visa requirements and consumer protection.' },
  { id: 'leisure', label: 'Leisure & Activities', blurb: '', icon: '🎯', seoDescription: 'Leisure and travel news for expats in Thailand.' },
];

export const generalCategory: NewsCategory = {
  id: 'general',
  label: 'General',
  blurb: '',
  icon: '📰',
  seoDescription: 'General news for expatriates in Thailand.',
};

/** The category for an id (case-insensitive); anything unknown is general. */
export function categoryFor(id: string | undefined): NewsCategory {
  const wanted = (id ?? '').toLowerCase();
  return newsCategories.find((c) => c.id === wanted) ?? generalCategory;
}
