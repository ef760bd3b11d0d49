/** Loading state of the hub: 6 skeleton cards, hidden from screen readers, with a spoken status. */
const SKELETON_CARDS = 6;

export function CardSkeletons() {
  return (
    <div className="news-search__skeletons" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading posts…
      </p>
      <ul className="news-search__grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="card news-skeleton">
            <span className="news-skeleton__line news-skeleton__line--badge" />
            <span className="news-skeleton__line news-skeleton__line--title" />
            <span className="news-skeleton__line" />
            <span className="news-skeleton__line" />
            <span className="news-skeleton__line news-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
