/**
 * The path of a section's first guide, from the body of its JSON index
 * (a list, or an object with an articles list). Visa index slugs are paths
 * without their trailing slash; other indices give a bare slug or a path.
 */
export function firstGuidePathOf(body: unknown, guidePath: (slug: string) => string): string | undefined {
  const entries = (Array.isArray(body) ? body : (body as { articles: unknown[] }).articles) as {
    slug: string;
    path?: string;
  }[];
  const first = entries[0];
  if (!first) return undefined;
  return first.path ?? (first.slug.startsWith('/') ? `${first.slug}/` : guidePath(first.slug));
}
