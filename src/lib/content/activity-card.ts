/** What an activity card shows, as plain data (the static list and the filters island share it). */
export interface ActivityCardData {
  title: string;
  href: string;
  summary: string;
  region: string;
  duration: string;
  intensity: string;
  costTier: string;
  featured: boolean;
}

interface ActivityLike {
  title: string;
  path: string;
  summary: string;
  region: string;
  duration: string;
  intensity: string;
  cost_tier: string;
  featured: boolean;
}

export function activityCard(a: ActivityLike): ActivityCardData {
  return { title: a.title, href: a.path, summary: a.summary, region: a.region, duration: a.duration, intensity: a.intensity, costTier: a.cost_tier, featured: a.featured };
}
