/** What an activity card shows, as plain data: the static lists and the filters island share it. */
import type { IconName } from '../site/icons.ts';
import { costLabels, intensityLabels, regionLabels, typeInfo, type ActivityType, type CostTier, type Intensity, type Region } from '../leisure/taxonomy.ts';
import type { Filterable } from '../leisure/activities.ts';

export interface ActivityCardData extends Filterable {
  href: string;
  summary: string;
  duration: string;
  regionLabel: string;
  intensityLabel: string;
  costLabel: string;
  /** The illustration for its first type, shown when it has no photo. */
  icon: IconName;
  image?: { src: string; alt: string };
}

interface ActivityLike {
  slug: string;
  title: string;
  path: string;
  summary: string;
  activity_type: readonly ActivityType[];
  region: Region;
  intensity: Intensity;
  cost_tier: CostTier;
  duration: string;
  featured: boolean;
  images: readonly { src: string; alt: string }[];
}

export function activityCard(a: ActivityLike): ActivityCardData {
  return {
    slug: a.slug,
    title: a.title,
    href: a.path,
    summary: a.summary,
    types: [...a.activity_type],
    region: a.region,
    intensity: a.intensity,
    costTier: a.cost_tier,
    featured: a.featured,
    duration: a.duration,
    regionLabel: regionLabels[a.region],
    intensityLabel: intensityLabels[a.intensity],
    costLabel: costLabels[a.cost_tier],
    icon: typeInfo[a.activity_type[0]].icon,
    image: a.images[0],
  };
}
