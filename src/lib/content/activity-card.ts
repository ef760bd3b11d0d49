/** What an activity card shows, as plain data: the static lists and the filters island share it. */
import type { IconName } from '../site/icons.ts';
import { costLabels, intensityLabels, regionLabels, typeInfo } from '../leisure/taxonomy.ts';
import type { Filterable } from '../leisure/activities.ts';
import type { Activity } from './records.ts';

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

/** What a card reads of an activity record. */
type ActivityLike = Pick<
  Activity,
  | 'slug'
  | 'title'
  | 'path'
  | 'summary'
  | 'activity_type'
  | 'region'
  | 'intensity'
  | 'cost_tier'
  | 'duration'
  | 'featured'
  | 'images'
>;

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
