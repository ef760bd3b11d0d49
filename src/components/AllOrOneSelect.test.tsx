/** The filters' drop-down: label tied to it, All (no value) first, then each value as written, the current one chosen. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { allOrOneSelect } from './AllOrOneSelect.tsx';

describe('allOrOneSelect', () => {
  it('offers All then each value, with the current one selected', () => {
    const html = renderToStaticMarkup(allOrOneSelect('f-category', 'field', 'Category', 'All', 'Money', ['Money', 'Visas'], () => {}));
    expect(html).toBe(
      '<div class="field"><label for="f-category">Category</label><select id="f-category"><option value="">All</option>' +
        '<option value="Money" selected="">Money</option><option value="Visas">Visas</option></select></div>',
    );
  });

  it('hands the chosen value on, "" for All', () => {
    const onChange = vi.fn();
    const select = (allOrOneSelect('f', 'field', 'L', 'All', '', ['A'], onChange).props as { children: ReactElement[] }).children[1]!;
    (select.props as { onChange: (event: { target: { value: string } }) => void }).onChange({ target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });
});
