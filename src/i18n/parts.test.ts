import { describe, expect, it } from 'vitest';
import { linked } from './parts.ts';

describe('linked', () => {
  it('splits a template at its links and joins figures into the text', () => {
    const days = 180;
    expect(
      linked`For ${days} days (${{ to: 'residence', label: 'section 41' }}), see ${{ to: 'guide', label: 'our guide' }}.`,
    ).toEqual([
      'For 180 days (',
      { to: 'residence', label: 'section 41' },
      '), see ',
      { to: 'guide', label: 'our guide' },
      '.',
    ]);
  });

  it('leaves out the empty text before a leading link and after a closing one', () => {
    expect(linked`${{ to: 'a', label: 'A' }}`).toEqual([{ to: 'a', label: 'A' }]);
    expect(linked`Plain text, no link`).toEqual(['Plain text, no link']);
  });
});
