import { describe, expect, it } from 'vitest';
import { countWords, DEFAULT_READ_TIME, readingTime } from './reading-time.ts';

describe('readingTime (2 min by default)', () => {
  it('defaults to 2 minutes without a body', () => {
    expect(DEFAULT_READ_TIME).toBe(2);
    expect(readingTime(undefined)).toBe(2);
    expect(readingTime('   \n ')).toBe(2);
  });
  it('prefers the frontmatter value', () => {
    expect(readingTime('word '.repeat(5000), 4)).toBe(4);
    expect(readingTime('', 7)).toBe(7);
  });
  it('ignores a zero or negative explicit value', () => {
    expect(readingTime(undefined, 0)).toBe(2);
    expect(readingTime('word '.repeat(400), -3)).toBe(2);
  });
  it('counts about 200 words a minute, at least 1', () => {
    expect(readingTime('word '.repeat(400))).toBe(2);
    expect(readingTime('word '.repeat(1000))).toBe(5);
    expect(readingTime('just a few words')).toBe(1);
  });
  it('counts words, not Markdown or HTML syntax', () => {
    expect(countWords('## A heading\n\n- **bold** item\n- [a link](https://example.com/x)')).toBe(6);
    expect(countWords('<p>two <em>words</em></p>')).toBe(2);
    expect(countWords('```\ncode block here\n```\nafter')).toBe(1);
  });
});
