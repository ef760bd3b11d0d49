import { describe, expect, it } from 'vitest';
import { relatedBoxesFor } from './related-boxes.ts';

describe('related boxes on guide pages', () => {
  it('a business guide whose slug contains "employment" links /visa/non-immigrant/ and /visa/after-arrival/', () => {
    const [box, ...rest] = relatedBoxesFor('business', 'employment-work-permits');
    expect(rest).toEqual([]);
    expect(box.links.map((l) => l.href)).toEqual(['/visa/non-immigrant/', '/visa/after-arrival/']);
  });

  it('a business guide whose slug contains "foreign-ownership" links /business/boi/ and /business/rep-branch/', () => {
    expect(relatedBoxesFor('business', 'foreign-ownership').flatMap((b) => b.links.map((l) => l.href))).toEqual([
      '/business/boi/',
      '/business/rep-branch/',
    ]);
  });

  it('other guides, and other sections, get none', () => {
    expect(relatedBoxesFor('business', 'tax')).toEqual([]);
    expect(relatedBoxesFor('visa', 'employment')).toEqual([]);
  });
});
