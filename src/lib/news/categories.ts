/**
 * The fixed list of news categories. Unknown ids show as general. `icon` is
 * the emoji the public data API has always carried; the interface draws
 * `iconName` from the site's SVG icon set instead.
 */
import type { IconName } from '../site/icons.ts';

export interface NewsCategory {
  id: string;
  label: string;
  blurb: string;
  icon: string;
  iconName: IconName;
  seoDescription: string;
}

export const newsCategories: readonly NewsCategory[] = [
  {
    id: 'site',
    label: 'Site Updates',
    blurb: 'release notes and site improvements',
    icon: '🚀',
    iconName: 'rocket',
    seoDescription: 'Release notes and improvements to our guides, tools and website.',
  },
  {
    id: 'visa',
    label: 'Visa & Immigration',
    blurb: '',
    icon: '📋',
    iconName: 'clipboard-list',
    seoDescription: 'Thai visa and immigration news for expatriates: exemptions, DTV, LTR, TDAC and reporting rules.',
  },
  {
    id: 'business',
    label: 'Business',
    blurb: 'registration, BOI, tax, compliance',
    icon: '🏢',
    iconName: 'building',
    seoDescription: 'Business news for foreigners in Thailand: company registration, BOI, tax and compliance.',
  },
  {
    id: 'banking',
    label: 'Banking & Payments',
    blurb: '',
    icon: '🏦',
    iconName: 'landmark',
    seoDescription: 'Banking and payments news for expatriates in Thailand: accounts, transfers, PromptPay and fees.',
  },
  {
    id: 'property',
    label: 'Property',
    blurb: '',
    icon: '🏠',
    iconName: 'house',
    seoDescription: 'Property news for expats in Thailand: condos, land, leases, fees and taxes.',
  },
  {
    id: 'insurance',
    label: 'Insurance',
    blurb: '',
    icon: '🛡️',
    iconName: 'shield',
    seoDescription: 'Insurance news for expats in Thailand: health cover, visa requirements and consumer protection.',
  },
  {
    id: 'leisure',
    label: 'Leisure & Activities',
    blurb: '',
    icon: '🎯',
    iconName: 'target',
    seoDescription: 'Leisure and travel news for expats in Thailand.',
  },
];

const generalCategory: NewsCategory = {
  id: 'general',
  label: 'General',
  blurb: '',
  icon: '📰',
  iconName: 'newspaper',
  seoDescription: 'General news for expatriates in Thailand.',
};

/** The category for an id (case-insensitive); anything unknown is general. */
export function categoryFor(id: string | undefined): NewsCategory {
  const wanted = (id ?? '').toLowerCase();
  return newsCategories.find((c) => c.id === wanted) ?? generalCategory;
}

/** Every icon a news category can show (for the sprite of pages whose islands draw them). */
export const newsCategoryIconNames: readonly IconName[] = [...newsCategories, generalCategory].map((c) => c.iconName);
