import { describe, expect, it } from 'vitest';
import { checkSpam, parseRenderedAt } from './spam.ts';

const now = new Date('2025-10-01T08:00:00.000Z');
const rendered = (msAgo: number) => now.getTime() - msAgo;

describe('spam traps', () => {
  it('passes a form filled by a person', () => {
    expect(checkSpam({ website: '', form_rendered_at: rendered(45_000) }, now, 3000)).toEqual({
      isSpam: false,
      reason: null,
    });
    expect(checkSpam({ form_rendered_at: String(rendered(3000)) }, now, 3000).isSpam).toBe(false);
  });

  it('catches a filled honeypot, whatever its type', () => {
    for (const website of ['http://x.example', ' a ', 1, true, {}, [], { toString: 'x' }]) {
      expect(checkSpam({ website, form_rendered_at: rendered(60_000) }, now, 3000)).toEqual({
        isSpam: true,
        reason: 'honeypot',
      });
    }
    for (const website of [undefined, null, false, '', '   ']) {
      expect(checkSpam({ website, form_rendered_at: rendered(60_000) }, now, 3000).isSpam).toBe(false);
    }
  });

  it('catches a form sent faster than the minimum fill time', () => {
    expect(checkSpam({ form_rendered_at: rendered(0) }, now, 3000)).toEqual({ isSpam: true, reason: 'too_fast' });
    expect(checkSpam({ form_rendered_at: rendered(2999) }, now, 3000)).toEqual({ isSpam: true, reason: 'too_fast' });
    expect(checkSpam({ form_rendered_at: rendered(2999) }, now, 0).isSpam).toBe(false);
  });

  it('catches a missing or unreadable render time, not a clock running ahead', () => {
    for (const value of [undefined, '', 'soon', '12abc', -5, Number.NaN, {}, '1'.repeat(20)]) {
      expect(checkSpam({ form_rendered_at: value }, now, 3000)).toEqual({ isSpam: true, reason: 'no_render_time' });
    }
    expect(checkSpam({ form_rendered_at: rendered(-600_000) }, now, 3000).isSpam).toBe(false);
  });

  it('reads render times as numbers or digit strings only', () => {
    expect(parseRenderedAt(' 1759305600000 ')).toBe(1759305600000);
    expect(parseRenderedAt(1759305600000)).toBe(1759305600000);
    expect(parseRenderedAt('1.5e12')).toBeNull();
    expect(parseRenderedAt(Infinity)).toBeNull();
  });
});
