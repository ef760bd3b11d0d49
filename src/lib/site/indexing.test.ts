import { describe, expect, it } from 'vitest';
import { isIndexable } from './indexing.ts';

describe('isIndexable', () => {
  it('keeps content pages in the index', () => {
    for (const p of ['/', '/news/', '/news/2025-01-01/x/', '/visa/ltr/', '/contact/', '/th/', '/th/visa/dtv/'])
      expect(isIndexable(p)).toBe(true);
  });
  it('keeps filtered, paged, archive and utility pages out', () => {
    for (const p of [
      '/news/page/2/',
      '/news/category/visa/',
      '/news/tag/dtv/page/2/',
      '/news/archive/2025/',
      '/thank-you/',
      '/not-found/news/',
      '/404/',
      '/th/not-found/visa/',
      '/reminders/page/',
      '/th/contact/retry/',
    ]) {
      expect(isIndexable(p)).toBe(false);
    }
  });
});
