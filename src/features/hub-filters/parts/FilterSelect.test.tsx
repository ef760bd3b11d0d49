/** A hub filter's drop-down: label tied to it, All (no value) first, then each value as written, the current one chosen. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { filterSelect } from './FilterSelect.tsx';

describe('filterSelect', () => {
  it('offers All then each value, with the current one selected', () => {
    const html = renderToStaticMarkup(
      filterSelect('f-category', 'Category', 'All', 'Money', ['Money', 'Visas'], () => {}),
    );
    expect(html).toBe(
      '<div class="field hub-filters__field"><label for="f-category">Category</label><select id="f-category"><option value="">All</option>' +
        '<option value="Money" selected="">Money</option><option value="Visas">Visas</option></select></div>',
    );
  });

  it('hands the chosen value on, "" for All', () => {
    const onChange = vi.fn();
    const select = (filterSelect('f', 'L', 'All', '', ['A'], onChange).props as { children: ReactElement[] })
      .children[1]!;
    (select.props as { onChange: (event: { target: { value: string } }) => void }).onChange({ target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });
});
