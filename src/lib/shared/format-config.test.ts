import { describe, expect, it, vi } from 'vitest';

// Another site config: US English, posts in New York, the office in Tokyo. The date helpers must follow it.
vi.mock('../../config/dates.ts', () => ({
  dateSettings: { locale: 'en-US', timeZones: { posts: 'America/New_York', office: 'Asia/Tokyo' } },
}));

const { formatDate, formatMonth, formatUpdatedLine } = await import('./format.ts');

describe('date formatting reads the locale and time zones from the site config', () => {
  it('formats in the configured locale and posts zone', () => {
    // 2025-04-28T00:00Z is 27 April, 20:00 in New York (UTC-4 in April): en-US writes "April 27, 2025".
    expect(formatDate(new Date('2025-04-28T00:00:00Z'))).toBe('April 27, 2025');
    expect(formatMonth(new Date('2025-04-01T00:00:00Z'))).toBe('March 2025');
  });
  it('names the configured zones in the updated line', () => {
    // 2025-09-20T00:00Z: 19 September, 20:00 in New York (UTC-4); 20 September, 09:00 in Tokyo (UTC+9).
    expect(formatUpdatedLine(new Date('2025-09-20T00:00:00Z'))).toBe(
      'September 19, 2025 (New York) · September 20, 2025 (Tokyo)',
    );
    // 12:00Z is 08:00 in New York and 21:00 in Tokyo: the same day in both.
    expect(formatUpdatedLine(new Date('2025-09-20T12:00:00Z'))).toBe('September 20, 2025 (New York and Tokyo)');
  });
});
