/**
 * The one activity card, on the leisure pages and in the activity filters
 * island: a photo or an illustration of its type (a fixed 16:9 box, so
 * nothing moves as it loads), a Featured badge, title, summary, region,
 * duration, intensity and cost tier.
 */
import type { ActivityCardData } from '../lib/content/activity-card.ts';
import { SpriteIcon } from './SpriteIcon.tsx';

/** One line of the facts list: what it is, then its value. */
const fact = (term: string, value: string) => (
  <div>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </div>
);

export function ActivityCard({ card, headingLevel = 2 }: { card: ActivityCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card activity-card">
      <div className="activity-card__media">
        {card.image ? (
          <img src={card.image.src} alt={card.image.alt} width={640} height={360} loading="lazy" decoding="async" />
        ) : (
          <span className="activity-card__illustration">
            <SpriteIcon name={card.icon} size={48} />
          </span>
        )}
      </div>
      {card.featured && (
        <p>
          <span className="badge">
            <SpriteIcon name="star" size={14} /> Featured
          </span>
        </p>
      )}
      <Heading className="guide-card__title">
        <a href={card.href}>{card.title}</a>
      </Heading>
      <p>{card.summary}</p>
      <dl className="activity-card__facts">
        {fact('Region', card.regionLabel)}
        {fact('Duration', card.duration)}
        {fact('Intensity', card.intensityLabel)}
        {fact('Cost', card.costLabel)}
      </dl>
    </article>
  );
}
