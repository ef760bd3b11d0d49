/**
 * A search result: the same card as src/lib/news/card-html.ts (category
 * with icon, title, Zurich date, reading time, summary, up to 3 tags then
 * "+N more"), for entries of the search index.
 */
import { SpriteIcon } from '../../../components/SpriteIcon.tsx';
import { categoryFor } from '../../../lib/news/categories.ts';
import { formatDate } from '../../../lib/shared/format.ts';
import { visibleTags } from '../../../lib/shared/tags.ts';
import { paths } from '../../../lib/site/routes.ts';
import { entryDate, type NewsSearchEntry } from '../../../lib/news/search.ts';

export function ResultCard({ entry }: { entry: NewsSearchEntry }) {
  const category = categoryFor(entry.category);
  const { shown, more } = visibleTags(entry.tags, 3);
  return (
    <article className="card news-card">
      <p className="news-card__meta">
        <span className="badge">
          <SpriteIcon name={category.iconName} size={16} /> {category.label}
        </span>
      </p>
      <h2 className="news-card__title">
        <a href={entry.path}>{entry.title}</a>
      </h2>
      <p className="news-card__date muted">
        <time dateTime={entry.date}>{formatDate(entryDate(entry))}</time> · {entry.read_time} min read
      </p>
      <p className="news-card__summary">{entry.summary}</p>
      {entry.tags.length > 0 && (
        <ul className="news-card__tags" aria-label="Tags">
          {shown.map((tag) => (
            <li key={tag}>
              <a href={paths.newsTag(tag)}>#{tag}</a>
            </li>
          ))}
          {more > 0 && <li className="muted">+{more} more</li>}
        </ul>
      )}
    </article>
  );
}
