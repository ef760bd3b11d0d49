/**
 * The one guide card, on every hub and in the hub filters island: category
 * with its icon, Verified Guide, official-source count, title, description,
 * up to 3 purpose tags then "+N more", updated date, byline and a Read Guide link.
 */
import { englishCardWords, fillWords, type GuideCardData, type GuideCardWords } from '../lib/content/guide-card.ts';
import { visibleTags } from '../lib/shared/tags.ts';
import { SpriteIcon } from './SpriteIcon.tsx';

export function GuideCard({
  card,
  headingLevel = 2,
  words: w = englishCardWords,
}: {
  card: GuideCardData;
  headingLevel?: 2 | 3;
  words?: GuideCardWords;
}) {
  const { shown, more } = visibleTags(card.purpose, 3);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card guide-card">
      <p className="guide-card__badges">
        {card.category && (
          <span className="badge">
            <SpriteIcon name={card.icon} /> {card.category}
          </span>
        )}
        <span className="badge badge--verified">
          <SpriteIcon name="badge-check" /> {w.verified}
        </span>
        {card.sourceCount > 0 && (
          <span className="badge badge--muted">
            {fillWords(card.sourceCount === 1 ? w.sourceOne : w.sourceMany, { n: card.sourceCount })}
          </span>
        )}
      </p>
      <Heading className="guide-card__title">
        <a href={card.href}>{card.title}</a>
      </Heading>
      <p className="guide-card__description">{card.description}</p>
      {card.purpose.length > 0 && (
        <ul className="guide-card__tags" aria-label={w.purposes}>
          {shown.map((purpose) => (
            <li key={purpose} className="tag">
              {purpose}
            </li>
          ))}
          {more > 0 && <li className="muted">{fillWords(w.more, { n: more })}</li>}
        </ul>
      )}
      <p className="guide-card__meta muted">
        {w.updated} <time dateTime={card.updated}>{card.updatedText}</time> · {w.by}
      </p>
      <p className="guide-card__more">
        <a href={card.href} aria-label={fillWords(w.readLabel, { title: card.title })}>
          {w.read}
        </a>
      </p>
    </article>
  );
}
