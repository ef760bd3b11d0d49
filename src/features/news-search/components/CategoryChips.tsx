/**
 * The category chips: links to the static category pages (All is the hub), carrying a search in progress as ?q=.
 * A plain function, not a component: the island stays one React component, as its bytes do.
 */
import { SpriteIcon } from '../../../components/SpriteIcon.tsx';
import { paths } from '../../../lib/site/routes.ts';
import type { CategoryChip } from '../../../lib/news/model.ts';

/** A path with the search text as ?q= (chips keep the search across pages). */
export function withQuery(path: string, query: string): string {
  const q = query.trim();
  return q ? `${path}?${new URLSearchParams({ q }).toString()}` : path;
}

export function categoryChips(chips: CategoryChip[], query: string, category?: string, tag?: string) {
  return (
    <nav className="news-chips" aria-label="Filter by category">
      <ul className="pill-list">
        <li>
          <a
            className="pill news-chip"
            href={withQuery(paths.news(), query)}
            aria-current={!category && !tag ? 'page' : undefined}
          >
            All
          </a>
        </li>
        {chips.map((chip) => (
          <li key={chip.id}>
            <a
              className="pill news-chip"
              href={withQuery(paths.newsCategory(chip.id), query)}
              aria-current={category === chip.id ? 'page' : undefined}
            >
              <SpriteIcon name={chip.iconName} size={16} /> {chip.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
