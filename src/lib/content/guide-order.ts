/** The guides a hub lists, by slug in the hub's order; a guide not named is left out. */
export function guidesInOrder<T extends { slug: string }>(guides: readonly T[], slugs: readonly string[]): T[] {
  return guides.filter((g) => slugs.includes(g.slug)).sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
}
