/**
 * The one activity card, on the leisure pages and in the activity filters
 * island: a Featured badge, title, summary, region, duration, intensity and cost tier.
 */
import type { ActivityCardData } from '../lib/content/activity-card.ts';

const regionLabel = (region: string) => region.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

export function ActivityCard({ card, headingLevel = 2 }: { card: ActivityCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card activity-card">
      {card.featured && (
        <p>
          <span className="badge">Featured</span>
        </p>
      )}
      <Heading className="guide-card__title">
        <a href={card.href}>{card.title}</a>
      </Heading>
      <p>{card.summary}</p>
      <dl className="activity-card__facts">
        <div><dt>Region</dt><dd>{regionLabel(card.region)}</dd></div>
        <div><dt>Duration</dt><dd>{card.duration}</dd></div>
        <div><dt>Intensity</dt><dd>{card.intensity}</dd></div>
        <div><dt>Cost</dt><dd>{card.costTier}</dd></div>
      </dl>
    </article>
  );
}
