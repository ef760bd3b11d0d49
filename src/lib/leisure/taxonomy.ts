/** The leisure filters' values with the labels and icons the pages show. */
import type { IconName } from '../site/icons.ts';
import { costTiers, leisureIntensities, leisureRegions, leisureTypes } from './values.ts';

export type ActivityType = (typeof leisureTypes)[number];
export type Region = (typeof leisureRegions)[number];
export type Intensity = (typeof leisureIntensities)[number];
type CostTier = (typeof costTiers)[number];

export const typeInfo: Readonly<Record<ActivityType, { label: string; icon: IconName }>> = {
  water: { label: 'Water', icon: 'waves' },
  nature: { label: 'Nature', icon: 'tree-palm' },
  culture: { label: 'Culture', icon: 'landmark' },
  culinary: { label: 'Culinary', icon: 'utensils' },
  adventure: { label: 'Adventure', icon: 'compass' },
  family: { label: 'Family', icon: 'users' },
  wellness: { label: 'Wellness', icon: 'heart' },
  nightlife: { label: 'Nightlife', icon: 'moon' },
};

export const regionLabels: Readonly<Record<Region, string>> = {
  bangkok: 'Bangkok',
  phuket: 'Phuket',
  'chiang-mai': 'Chiang Mai',
  krabi: 'Krabi',
  'hua-hin': 'Hua Hin',
  pattaya: 'Pattaya',
  samui: 'Koh Samui',
};

export const intensityLabels: Readonly<Record<Intensity, string>> = {
  relaxed: 'Relaxed',
  moderate: 'Moderate',
  intense: 'Intense',
};
export const costLabels: Readonly<Record<CostTier, string>> = {
  $: '$ (budget)',
  $$: '$$ (mid-range)',
  $$$: '$$$ (premium)',
};

export { costTiers, leisureIntensities, leisureRegions, leisureTypes };
