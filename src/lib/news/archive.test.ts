import { describe, expect, it } from 'vitest';
import { archiveCountLine, DEFAULT_ARCHIVE_YEAR, groupByMonth, postsByYear } from './archive.ts';

const postsOfYear = <T extends Parameters<typeof postsByYear>[0][number]>(list: readonly T[], year: number) =>
  postsByYear(list).get(year) ?? [];

const post = (slug: string, day: string) => ({ slug, date: new Date(`${day}T00:00:00Z`) });
const posts = [
  post('a', '2025-04-28'),
  post('b', '2025-01-01'),
  post('c', '2024-12-31'),
  post('d', '2025-04-10'),
  post('e', '2026-02-10'),
  post('f', '2025-04-28'),
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe('archive', () => {
  it('defaults to 2025', () => {
    expect(DEFAULT_ARCHIVE_YEAR).toBe(2025);
  });

  it('keeps the posts whose date starts with the year, newest first', () => {
    expect(slugs(postsOfYear(posts, 2025))).toEqual(['a', 'f', 'd', 'b']);
    expect(slugs(postsOfYear(posts, 2024))).toEqual(['c']);
    expect(postsOfYear(posts, 2019)).toEqual([]);
  });

  it('lists the years that have posts, newest first', () => {
    expect([...postsByYear(posts).keys()].sort()).toEqual([2024, 2025, 2026]);
  });

  it('uses the calendar day, not the Zurich or Bangkok clock, at year ends', () => {
    // 31 December in UTC is still 2024 for the archive.
    expect(slugs(postsOfYear([post('nye', '2024-12-31')], 2024))).toEqual(['nye']);
  });

  it('groups by month, months and posts newest first, with month labels', () => {
    const groups = groupByMonth(postsOfYear(posts, 2025));
    expect(groups.map((g) => g.key)).toEqual(['2025-04', '2025-01']);
    expect(groups.map((g) => g.label)).toEqual(['April 2025', 'January 2025']);
    expect(slugs(groups[0].posts)).toEqual(['a', 'f', 'd']);
    expect(groupByMonth([])).toEqual([]);
  });

  it('writes the count line', () => {
    expect(archiveCountLine(2025, 4)).toBe('All news posts from 2025 (4 posts)');
    expect(archiveCountLine(2025, 0)).toBe('All news posts from 2025 (0 posts)');
    expect(archiveCountLine(2024, 1)).toBe('All news posts from 2024 (1 post)');
  });
});
