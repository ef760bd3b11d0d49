import { describe, expect, it } from 'vitest';
import { guidesInOrder } from './guide-order.ts';

describe('guidesInOrder', () => {
  const guides = [{ slug: 'atms' }, { slug: 'fees' }, { slug: 'opening' }, { slug: 'scams' }];

  it('keeps only the named guides, in the order named', () => {
    expect(guidesInOrder(guides, ['opening', 'atms', 'fees'])).toEqual([
      { slug: 'opening' },
      { slug: 'atms' },
      { slug: 'fees' },
    ]);
  });

  it('passes over a name no guide has', () => {
    expect(guidesInOrder(guides, ['missing', 'scams'])).toEqual([{ slug: 'scams' }]);
  });
});
